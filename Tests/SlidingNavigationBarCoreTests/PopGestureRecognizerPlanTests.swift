import Testing
import SlidingNavigationBarCore

@Suite struct PopGestureRecognizerPlanTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var enabled: Bool
        var targetFound: Bool
        var contentAvailable: Bool
        /// The app had disabled `interactivePopGestureRecognizer` before the library installed.
        var disabledByApp = false
        var ours: Bool
        var edge: Bool
        var content: Bool
        var testDescription: String {
            "enabled \(enabled), target \(targetFound), content recognizer \(contentAvailable), disabled by app \(disabledByApp)"
        }
    }

    /// All sixteen combinations, written out.
    static let rows: [Row] = [
        // Enabled, target found: ours alone drives pops.
        Row(enabled: true, targetFound: true, contentAvailable: false, ours: true, edge: false, content: false),
        Row(enabled: true, targetFound: true, contentAvailable: true, ours: true, edge: false, content: false),
        // Enabled, target not found: UIKit's own recognizers stay as they were.
        Row(enabled: true, targetFound: false, contentAvailable: false, ours: false, edge: true, content: false),
        Row(enabled: true, targetFound: false, contentAvailable: true, ours: false, edge: true, content: true),
        // Disabled globally: no swipe pops at all, whatever else holds.
        Row(enabled: false, targetFound: true, contentAvailable: false, ours: false, edge: false, content: false),
        Row(enabled: false, targetFound: true, contentAvailable: true, ours: false, edge: false, content: false),
        Row(enabled: false, targetFound: false, contentAvailable: false, ours: false, edge: false, content: false),
        Row(enabled: false, targetFound: false, contentAvailable: true, ours: false, edge: false, content: false),
        // The app disabled the system edge recognizer before we installed: nothing of ours, both system
        // recognizers left as they are (edge off; the content one as found, passed as "available").
        Row(enabled: true, targetFound: true, contentAvailable: false, disabledByApp: true, ours: false, edge: false, content: false),
        Row(enabled: true, targetFound: true, contentAvailable: true, disabledByApp: true, ours: false, edge: false, content: true),
        Row(enabled: true, targetFound: false, contentAvailable: false, disabledByApp: true, ours: false, edge: false, content: false),
        Row(enabled: true, targetFound: false, contentAvailable: true, disabledByApp: true, ours: false, edge: false, content: true),
        // The global kill switch applies first, whatever the app did.
        Row(enabled: false, targetFound: true, contentAvailable: false, disabledByApp: true, ours: false, edge: false, content: false),
        Row(enabled: false, targetFound: true, contentAvailable: true, disabledByApp: true, ours: false, edge: false, content: false),
        Row(enabled: false, targetFound: false, contentAvailable: false, disabledByApp: true, ours: false, edge: false, content: false),
        Row(enabled: false, targetFound: false, contentAvailable: true, disabledByApp: true, ours: false, edge: false, content: false),
    ]

    private static func plan(_ row: Row) -> PopGestureRecognizerPlan {
        PopGesturePolicy.recognizerPlan(
            isPopGestureEnabled: row.enabled,
            systemTargetFound: row.targetFound,
            contentPopGestureAvailable: row.contentAvailable,
            systemGestureDisabledByApp: row.disabledByApp
        )
    }

    @Test func tableCoversAllSixteenCombinations() {
        let keys = Set(Self.rows.map { [$0.enabled, $0.targetFound, $0.contentAvailable, $0.disabledByApp] })
        #expect(keys.count == 16)
        #expect(Self.rows.count == 16)
    }

    /// The three-argument form is the app-left-it-enabled case.
    @Test(arguments: rows.filter { !$0.disabledByApp })
    func convenienceMeansNotDisabledByApp(_ row: Row) {
        let short = PopGesturePolicy.recognizerPlan(
            isPopGestureEnabled: row.enabled,
            systemTargetFound: row.targetFound,
            contentPopGestureAvailable: row.contentAvailable
        )
        #expect(short == Self.plan(row))
    }

    @Test(arguments: rows)
    func plan(_ row: Row) {
        let plan = Self.plan(row)
        #expect(plan.installsFullScreenPan == row.ours)
        #expect(plan.systemEdgeGestureEnabled == row.edge)
        #expect(plan.systemContentGestureEnabled == row.content)
    }

    /// At most one driver of pops: our pan never shares the job with an enabled system recognizer.
    /// UIKit's edge and content recognizers, when both left on, are UIKit's own pair, arbitrated by
    /// UIKit as on any app without this library; they count as one driver, "the system".
    @Test(arguments: rows)
    func atMostOneDriver(_ row: Row) {
        let plan = Self.plan(row)
        let systemDrives = plan.systemEdgeGestureEnabled || plan.systemContentGestureEnabled
        let drivers = (plan.installsFullScreenPan ? 1 : 0) + (systemDrives ? 1 : 0)
        #expect(drivers <= 1)
        if row.disabledByApp && row.enabled {
            // The app's choice stands: the system drives pops only if the app left one on.
            #expect(!plan.installsFullScreenPan)
            #expect(drivers == (row.contentAvailable ? 1 : 0))
        } else {
            // Exactly one when pops by swipe are wanted, none when they are not.
            #expect(drivers == (row.enabled ? 1 : 0))
        }
        if plan.installsFullScreenPan {
            #expect(!plan.systemEdgeGestureEnabled)
            #expect(!plan.systemContentGestureEnabled)
        }
    }

    /// A recognizer that does not exist is never reported as enabled, and our pan is never
    /// installed without a target to forward to.
    @Test(arguments: rows)
    func neverClaimsWhatIsMissing(_ row: Row) {
        let plan = Self.plan(row)
        if !row.contentAvailable { #expect(!plan.systemContentGestureEnabled) }
        if !row.targetFound { #expect(!plan.installsFullScreenPan) }
    }

    /// An edge recognizer the app switched off is never switched back on, and nothing of ours
    /// takes its place.
    @Test(arguments: rows.filter(\.disabledByApp))
    func respectsTheAppsDisabledRecognizer(_ row: Row) {
        let plan = Self.plan(row)
        #expect(!plan.systemEdgeGestureEnabled)
        #expect(!plan.installsFullScreenPan)
    }

    @Test func planEqualityCoversEveryField() {
        let base = PopGestureRecognizerPlan(
            installsFullScreenPan: true, systemEdgeGestureEnabled: false, systemContentGestureEnabled: false
        )
        #expect(base.installsFullScreenPan && !base.systemEdgeGestureEnabled && !base.systemContentGestureEnabled)
        #expect(
            base
                != PopGestureRecognizerPlan(
                    installsFullScreenPan: false, systemEdgeGestureEnabled: false, systemContentGestureEnabled: false
                ))
        #expect(
            base
                != PopGestureRecognizerPlan(
                    installsFullScreenPan: true, systemEdgeGestureEnabled: true, systemContentGestureEnabled: false
                ))
        #expect(
            base
                != PopGestureRecognizerPlan(
                    installsFullScreenPan: true, systemEdgeGestureEnabled: false, systemContentGestureEnabled: true
                ))
    }
}
