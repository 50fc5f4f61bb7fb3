import Testing
import SlidingNavigationBarCore

@Suite("SlidingAvailability.isAvailable")
struct SlidingAvailabilityTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var library: Bool
        var structure: Bool
        var bar: Bool
        var available: Bool
        /// Whether the bar probe may run.
        var probes: Bool
        var testDescription: String { "library \(library), pop target found \(structure), bar recognised \(bar)" }
    }

    /// All eight combinations, written out.
    static let rows: [Row] = [
        Row(library: true, structure: true, bar: true, available: true, probes: true),
        Row(library: true, structure: true, bar: false, available: false, probes: true),
        Row(library: true, structure: false, bar: true, available: false, probes: false),
        Row(library: true, structure: false, bar: false, available: false, probes: false),
        Row(library: false, structure: true, bar: true, available: false, probes: false),
        Row(library: false, structure: true, bar: false, available: false, probes: false),
        Row(library: false, structure: false, bar: true, available: false, probes: false),
        Row(library: false, structure: false, bar: false, available: false, probes: false),
    ]

    @Test(arguments: rows)
    func availability(_ row: Row) {
        var probed = false
        func probe() -> Bool {
            probed = true
            return row.bar
        }
        let available = SlidingAvailability.isAvailable(
            libraryEnabled: row.library, privateStructureFound: row.structure, barRecognized: probe()
        )
        #expect(available == row.available)
        #expect(probed == row.probes)
    }
}
