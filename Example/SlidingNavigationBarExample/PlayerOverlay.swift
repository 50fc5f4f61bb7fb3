import UIKit

/// The player's controls and hints, in a window above the app's so that the navigation
/// controller under test stays the app window's own root. Touches outside the controls go
/// through to the app.
@MainActor
final class PlayerOverlay {
    var onSlowChanged: ((Bool) -> Void)?
    var onContinue: (() -> Void)?
    var onClose: (() -> Void)?

    private let window: PassthroughWindow
    private let panel = UIStackView()
    private let statusLabel = UILabel()
    private let hintLabel = UILabel()
    /// Carries the published `PixelFrame` JSON as its accessibility value for the UI test.
    private let frameLabel = UILabel()
    private let slowSwitch = UISwitch()
    private let continueButton = UIButton(type: .system)
    private let marker = UIView()
    private let target = UIView()

    /// Whether the slow-down switch is on.
    var isSlow: Bool {
        get { slowSwitch.isOn }
        set { slowSwitch.isOn = newValue }
    }

    /// - Parameter appWindow: the window the scenario plays in; the overlay shares its scene.
    init(above appWindow: UIWindow) {
        window = PassthroughWindow(above: appWindow)
        build(in: window.rootView)
        window.isHidden = false
    }

    private func build(in view: UIView) {
        statusLabel.numberOfLines = 0
        statusLabel.font = UIFont.monospacedSystemFont(ofSize: 11, weight: .regular)
        statusLabel.textColor = .white
        statusLabel.accessibilityIdentifier = "player.status"
        hintLabel.numberOfLines = 0
        hintLabel.font = UIFont.boldSystemFont(ofSize: 15)
        hintLabel.textColor = .systemYellow
        hintLabel.accessibilityIdentifier = "player.hint"
        hintLabel.isHidden = true

        frameLabel.text = "pixels"
        frameLabel.font = UIFont.systemFont(ofSize: 9)
        frameLabel.textColor = .lightGray
        frameLabel.accessibilityIdentifier = "player.frame"

        let slowLabel = UILabel()
        slowLabel.text = "Slow"
        slowLabel.textColor = .white
        slowSwitch.accessibilityIdentifier = "player.slow"
        slowSwitch.addTarget(self, action: #selector(slowChanged), for: .valueChanged)
        continueButton.setTitle("Continue", for: .normal)
        continueButton.addTarget(self, action: #selector(continueTapped), for: .touchUpInside)
        continueButton.isHidden = true
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.accessibilityIdentifier = "player.close"
        close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        let controls = UIStackView(arrangedSubviews: [slowLabel, slowSwitch, continueButton, close, frameLabel])
        controls.spacing = 12

        panel.axis = .vertical
        panel.spacing = 6
        panel.isLayoutMarginsRelativeArrangement = true
        panel.layoutMargins = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        panel.backgroundColor = UIColor.black.withAlphaComponent(0.7)
        panel.layer.cornerRadius = 10
        panel.addArrangedSubview(hintLabel)
        panel.addArrangedSubview(statusLabel)
        panel.addArrangedSubview(controls)
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            panel.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            panel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
        for (dot, colour) in [(marker, UIColor.systemYellow), (target, UIColor.systemRed)] {
            dot.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
            dot.layer.cornerRadius = 12
            dot.layer.borderWidth = 3
            dot.layer.borderColor = colour.cgColor
            dot.isUserInteractionEnabled = false
            dot.isHidden = true
            view.addSubview(dot)
        }
        window.passthroughViews = [view, marker, target]
    }

    /// Shows where the scenario is; `state` (`playing`, `passed`, `failed`) is the label's
    /// accessibility value, which the UI test waits on.
    func show(status: String, state: String) {
        statusLabel.text = status
        statusLabel.accessibilityValue = state
    }

    /// Publishes what the pixel oracle needs for the screen as it is now (`PixelFrame` JSON, or
    /// empty before the navigation controller is in the window).
    func publish(frame json: String) {
        if frameLabel.accessibilityValue != json { frameLabel.accessibilityValue = json }
    }

    /// Shows what to do, and for a swipe where to start (yellow) and where to lift (red).
    func showHint(_ instruction: String, value: String, path: SwipePath?) {
        hintLabel.text = instruction
        hintLabel.accessibilityValue = value
        hintLabel.isHidden = false
        continueButton.isHidden = false
        if let path {
            marker.center = CGPoint(x: path.startX, y: path.y)
            target.center = CGPoint(x: path.endX, y: path.y)
            marker.isHidden = false
            target.isHidden = false
        }
    }

    func hideHint() {
        hintLabel.isHidden = true
        hintLabel.accessibilityValue = nil
        continueButton.isHidden = true
        marker.isHidden = true
        target.isHidden = true
    }

    func remove() {
        window.isHidden = true
    }

    @objc private func slowChanged() { onSlowChanged?(slowSwitch.isOn) }
    @objc private func continueTapped() { onContinue?() }
    @objc private func closeTapped() { onClose?() }
}

/// A window whose empty areas let touches through to the window below.
final class PassthroughWindow: UIWindow {
    /// Views that never take a touch themselves (the root view and the hint dots).
    var passthroughViews: [UIView] = []

    /// A window one level above `appWindow`, in its scene and of its size, with a clear root
    /// view to build on; hidden until the caller shows it.
    convenience init(above appWindow: UIWindow) {
        if let scene = appWindow.windowScene {
            self.init(windowScene: scene)
        } else {
            self.init(frame: appWindow.bounds)
        }
        frame = appWindow.bounds
        windowLevel = UIWindow.Level(rawValue: UIWindow.Level.normal.rawValue + 1)
        let root = UIViewController()
        root.view.backgroundColor = .clear
        rootViewController = root
    }

    /// The root view controller's view, where an overlay builds its labels.
    var rootView: UIView { rootViewController?.view ?? self }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        if hit === self || passthroughViews.contains(where: { $0 === hit }) { return nil }
        return hit
    }
}
