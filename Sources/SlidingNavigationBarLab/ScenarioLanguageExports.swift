// The lab runs scenarios: whoever imports the lab reads and writes them too. The scenario
// language is its own target because the Example's scenario player parses the same files on iOS.
@_exported import SlidingNavigationBarScenarioLanguage
