import SlidingNavigationBarScenarioLanguage
import UIKit

/// Lists the scenario catalogue bundled with the app (the repository's `Scenarios` folder) and
/// plays the one tapped.
final class ScenarioListViewController: UITableViewController {
    private let scenarioURLs: [URL] = ScenarioCatalogue.urls()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scenarios"
        navigationItem.largeTitleDisplayMode = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "scenario")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        scenarioURLs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "scenario", for: indexPath)
        cell.textLabel?.text = scenarioURLs[indexPath.row].deletingPathExtension().lastPathComponent
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let window = view.window else { return }
        let name = scenarioURLs[indexPath.row].deletingPathExtension().lastPathComponent
        ScenarioCatalogue.play(named: name, in: window, animationSpeed: 1)
    }
}

/// The bundled scenario files, and starting the player on one of them.
@MainActor
enum ScenarioCatalogue {
    /// Every `.scenario` file at the top of the bundled `Scenarios` folder, sorted by name.
    static func urls() -> [URL] {
        (Bundle.main.urls(forResourcesWithExtension: "scenario", subdirectory: "Scenarios") ?? [])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Parses `NAME.scenario` and plays it; a missing or malformed file is shown, never a crash.
    static func play(named name: String, in window: UIWindow, animationSpeed: Float) {
        guard let url = urls().first(where: { $0.deletingPathExtension().lastPathComponent == name }) else {
            showProblem("No scenario named \(name) in the app bundle.", in: window)
            return
        }
        let scenario: Scenario
        do {
            let text = try String(contentsOf: url, encoding: .utf8)
            scenario = try ScenarioParser.parse(text, file: url.lastPathComponent)
        } catch {
            showProblem("\(error)", in: window)
            return
        }
        let player = ScenarioPlayer(scenario: scenario, window: window, animationSpeed: animationSpeed)
        ScenarioPlayer.current = player
        player.play()
    }

    private static func showProblem(_ message: String, in window: UIWindow) {
        let alert = UIAlertController(title: "Cannot play", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.view.accessibilityIdentifier = "player.problem"
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        top?.present(alert, animated: true)
    }
}
