import Testing
import SlidingNavigationBarCore

@Suite("HookInstallation.decide(alreadyInstalled:libraryEnabled:)")
struct HookInstallationTests {
    @Test(arguments: [
        (false, true, HookInstallation.install),
        (false, false, .skipLibraryDisabled),
        // Idempotent whatever the switch says now.
        (true, true, .skipAlreadyInstalled),
        (true, false, .skipAlreadyInstalled),
    ])
    func decide(alreadyInstalled: Bool, libraryEnabled: Bool, expected: HookInstallation) {
        #expect(HookInstallation.decide(alreadyInstalled: alreadyInstalled, libraryEnabled: libraryEnabled) == expected)
    }
}
