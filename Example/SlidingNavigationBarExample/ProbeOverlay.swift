import UIKit

/// What the UIKit fact probe shows and publishes for the UI test, in a window above the app's
/// (touches outside the labels go through, as in the scenario player's overlay):
/// - `probe.status`: accessibility value `running`, then `done`;
/// - `probe.hint`: what a finger has to do now (`swipe x0=… x1=… y=… velocity=… trial=…` in
///   window points, or `back trial=…`), an empty value when nothing (the label stays on screen,
///   so that the UI test never reads a value from an element that has just gone);
/// - `probe.log`: the `ProbeLog` JSON once every trial has ended.
@MainActor
final class ProbeOverlay {
    private let window: PassthroughWindow
    private let statusLabel = UILabel()
    private let hintLabel = UILabel()
    private let logLabel = UILabel()

    /// - Parameter appWindow: the window the trials run in; the overlay shares its scene.
    init(above appWindow: UIWindow) {
        window = PassthroughWindow(above: appWindow)
        build(in: window.rootView)
        window.passthroughViews = [window.rootView]
        window.isHidden = false
    }

    private func build(in view: UIView) {
        for (label, identifier) in [(statusLabel, "probe.status"), (hintLabel, "probe.hint"), (logLabel, "probe.log")] {
            label.accessibilityIdentifier = identifier
            label.numberOfLines = 0
            label.font = UIFont.monospacedSystemFont(ofSize: 11, weight: .regular)
            label.textColor = .white
        }
        hintLabel.font = UIFont.boldSystemFont(ofSize: 13)
        hintLabel.textColor = .systemYellow
        hintLabel.text = Self.noHint
        logLabel.text = "log"
        logLabel.isHidden = true
        let panel = UIStackView(arrangedSubviews: [hintLabel, statusLabel, logLabel])
        panel.axis = .vertical
        panel.spacing = 4
        panel.isLayoutMarginsRelativeArrangement = true
        panel.layoutMargins = UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
        panel.backgroundColor = UIColor.black.withAlphaComponent(0.7)
        panel.layer.cornerRadius = 8
        panel.isUserInteractionEnabled = false
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            panel.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            panel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
    }

    /// Whether the overlay's window is hidden. A visible window above the app's, with a root view
    /// controller of its own, may be the one whose preferences the status bar follows, so the
    /// status-bar trial hides it.
    var isHidden: Bool {
        get { window.isHidden }
        set { window.isHidden = newValue }
    }

    /// `text` for a person watching; `state` (`running`, `done`) is what the UI test waits on.
    func show(status text: String, state: String) {
        statusLabel.text = text
        statusLabel.accessibilityValue = state
    }

    private static let noHint = "no gesture needed"

    /// Shows what a finger has to do: `instruction` for a person, `value` for the UI test (which
    /// performs each value once, so each trial's must be its own).
    func showHint(_ instruction: String, value: String) {
        hintLabel.text = instruction
        hintLabel.accessibilityValue = value
    }

    func hideHint() {
        hintLabel.text = Self.noHint
        hintLabel.accessibilityValue = nil
    }

    /// Publishes the log (`ProbeLog` JSON).
    func publish(log json: String) {
        logLabel.accessibilityValue = json
        logLabel.isHidden = false
    }
}
