// engine-benchmark: the cost of one event in the transition engine.
//
// Builds realistic event streams (what the UIKit shell forwards for a push, a pop and swipes
// back, with a layout event per page per gesture frame), then replays them through fresh
// `TransitionEngine`s: warm-up, then at least a second of measurement split into runs; prints
// events/s, the median ns/event and heap allocations per event, overall and per event kind.
//
//     swift run -c release --scratch-path .build-bench engine-benchmark [--seconds S]
import BenchmarkSupport
import Foundation
import SlidingNavigationBarCore
import SlidingNavigationBarLab

// MARK: - Streams

/// A stand-in for the UIKit shell that records every event the engine sees, including the
/// `captureFinished` answers to its own `capture` commands, so a replay is exact.
struct StreamRecorder: EngineHost {
    let driver = EngineDriver()
    var engine: TransitionEngine { driver.engine }
    var bar: BarState
    var events: [TransitionEvent] = []
    let boundary: LayoutRect
    let placement: PagePlacement
    var stack: [PageID]

    init(root: PageID, boundary: LayoutRect, placement: PagePlacement) {
        bar = BarState(showsPage: root, isHidden: false)
        self.boundary = boundary
        self.placement = placement
        stack = [root]
    }

    /// Sends one event through the driver the UIKit shell runs.
    mutating func send(_ kind: TransitionEventKind) {
        let driver = self.driver
        driver.send(kind, to: &self)
    }

    func barState() -> BarState { bar }

    mutating func apply(_ command: TransitionCommand) -> TransitionEventKind? {
        switch command {
        case .capture(let page, _):
            return .captureFinished(page, bar.isHidden ? .noBar : .image(boundary: boundary, placement: placement))
        case .setBarHidden(let hidden, _):
            bar.isHidden = hidden
        default:
            break
        }
        return nil
    }

    mutating func trace(_ step: EngineDriver.Step) {
        if case .event(let event) = step { events.append(event) }
    }

    func request(_ call: NavigationCall, also extra: PageID? = nil) -> NavigationRequest {
        var profiles: [PageID: PageProfile] = [:]
        for page in stack { profiles[page] = profile }
        if let extra { profiles[extra] = profile }
        return NavigationRequest(stack: stack, profiles: profiles, animated: true)
    }

    let profile = PageProfile(options: SlidingNavigationBarConfiguration().resolve())

    /// An animated push or a back-button pop: UIKit switches the bar to the incoming item at its
    /// `viewWillAppear`, lays the incoming view out once, then Core Animation runs the frames.
    mutating func navigate(push page: PageID?) {
        let from = stack.last!
        let call: NavigationCall = page.map { .push($0) } ?? .pop
        send(.willNavigate(call, request(call, also: page)))
        if let page { stack.append(page) } else { stack.removeLast() }
        let to = stack.last!
        send(.didNavigate(coordinatorPresent: true))
        send(.viewWillDisappear(from))
        bar.showsPage = to
        send(.viewWillAppear(to, coordinatorPresent: true, profile: profile))
        send(.animationWillStart)
        send(.pageLaidOut(to, placement))
        send(.transitionCompleted(cancelled: false))
        send(.viewDidDisappear(from))
        send(.viewDidAppear(to))
    }

    /// The pop gesture: every gesture frame lays both pages out; the finger lifts; UIKit finishes
    /// or cancels on its own (no per-frame events after the lift).
    mutating func swipeBack(gestureFrames: Int, cancel: Bool) {
        let from = stack.last!
        let to = stack[stack.count - 2]
        send(.willNavigate(.pop, request(.pop)))
        stack.removeLast()
        send(.didNavigate(coordinatorPresent: true))
        send(.viewWillDisappear(from))
        bar.showsPage = to
        send(.viewWillAppear(to, coordinatorPresent: true, profile: profile))
        send(.animationWillStart)
        for _ in 0..<gestureFrames {
            send(.pageLaidOut(to, placement))
            send(.pageLaidOut(from, placement))
        }
        send(.interactionEnded(cancelled: cancel))
        if cancel {
            stack.append(from)
            send(.viewWillDisappear(to))
            bar.showsPage = from
            send(.viewWillAppear(from, coordinatorPresent: true, profile: profile))
            send(.transitionCompleted(cancelled: true))
            send(.viewDidDisappear(to))
            send(.viewDidAppear(from))
        } else {
            send(.transitionCompleted(cancelled: false))
            send(.viewDidDisappear(from))
            send(.viewDidAppear(to))
        }
    }
}

struct Stream {
    var name: String
    var events: [TransitionEvent]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("engine-benchmark: \(message)\n".utf8))
    exit(1)
}

let device = Device.named("iphone-15-pro") ?? Device.presets[0]
let layout = device.layout(.portrait, container: .fullScreen)
guard case .boundary(let barBoundary) = VisibleBoundary.compute(bar: layout.barTree(.standard), scale: layout.scale) else {
    fail("the lab's bar tree has no visible boundary")
}
let fullPlacement = PagePlacement(
    frameInContainer: LayoutRect(x: 0, y: 0, width: layout.frameInScreen.width, height: layout.frameInScreen.height))
let home = PageID(1), detail = PageID(2)

/// Builds one stream starting at rest with `home` on top (and `detail` above it when `deep`).
func record(_ name: String, deep: Bool, _ body: (inout StreamRecorder) -> Void) -> Stream {
    var recorder = StreamRecorder(root: home, boundary: barBoundary, placement: fullPlacement)
    if deep { recorder.stack.append(detail); recorder.bar.showsPage = detail }
    body(&recorder)
    guard recorder.engine.isAtRest else { fail("\(name): the engine is not at rest at the end (\(recorder.engine.phase))") }
    let attaches = recorder.events.filter { if case .captureFinished(_, .image) = $0.kind { true } else { false } }.count
    guard attaches >= 2 else { fail("\(name): the engine did not slide (captures: \(attaches))") }
    return Stream(name: name, events: recorder.events)
}

let gestureFramesCancelled = 60
let gestureFramesCompleted = 40
let streams: [Stream] = [
    record("push (animated)", deep: false) { $0.navigate(push: detail) },
    record("pop (back button)", deep: true) { $0.navigate(push: nil) },
    record("swipe back, cancelled (\(gestureFramesCancelled) gesture frames)", deep: true) {
        $0.swipeBack(gestureFrames: gestureFramesCancelled, cancel: true)
    },
    record("swipe back, completed (\(gestureFramesCompleted) gesture frames)", deep: true) {
        $0.swipeBack(gestureFrames: gestureFramesCompleted, cancel: false)
    },
    record("session: push, pop, push, cancelled swipe, completed swipe", deep: false) {
        $0.navigate(push: detail)
        $0.navigate(push: nil)
        $0.navigate(push: detail)
        $0.swipeBack(gestureFrames: gestureFramesCancelled, cancel: true)
        $0.swipeBack(gestureFrames: gestureFramesCompleted, cancel: false)
    },
]

// MARK: - Measurement

var seconds = 1.5
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--seconds":
        guard let value = arguments.popFirst().flatMap(Double.init), value > 0 else { fail("--seconds needs a number") }
        seconds = value
    default:
        fail("usage: engine-benchmark [--seconds S]   (measurement time per stream, default 1.5)")
    }
}
let runs = 7

/// The measuring thread's own CPU time: on a machine shared with other work, time spent waiting
/// for a core is not counted, so the figure is the engine's cost, not the machine's load.
@inline(__always) func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Keeps results alive so the optimizer cannot drop the work.
nonisolated(unsafe) var sink = 0

/// One replay through a fresh engine; returns a checksum of the output.
@inline(never) func replay(_ events: [TransitionEvent]) -> Int {
    var engine = TransitionEngine()
    var checksum = 0
    for event in events {
        let output = engine.handle(event)
        checksum &+= output.commands.count &+ output.notes.count
    }
    return checksum
}

/// Runs `body` repeatedly for about `duration` seconds; returns nanoseconds per unit of work.
func timed(units: Int, duration: Double, _ body: () -> Int) -> Double {
    let deadline = UInt64(duration * 1e9)
    var iterations = 0
    let start = now()
    var elapsed: UInt64 = 0
    repeat {
        for _ in 0..<8 { sink &+= body() }
        iterations += 8
        elapsed = now() - start
    } while elapsed < deadline
    return Double(elapsed) / Double(iterations * units)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let counted = benchmark_allocations_counted() != 0

/// Heap allocations and bytes while `body` runs.
func allocations(_ body: () -> Void) -> (count: UInt64, bytes: UInt64) {
    let count = benchmark_allocation_count(), bytes = benchmark_allocated_bytes()
    body()
    return (benchmark_allocation_count() - count, benchmark_allocated_bytes() - bytes)
}

func format(_ value: Double, _ decimals: Int = 1) -> String { String(format: "%.\(decimals)f", value) }
func pad(_ text: String, _ width: Int) -> String { text.count >= width ? text : text + String(repeating: " ", count: width - text.count) }
func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

#if DEBUG
print("warning: debug build; measure with -c release")
#endif
var system = utsname()
uname(&system)
let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
let sysname = withUnsafeBytes(of: &system.sysname) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
print("engine-benchmark: TransitionEngine.handle(_:) on \(ProcessInfo.processInfo.activeProcessorCount)-core \(sysname) \(machine)")
print(
    "streams replayed through a fresh engine each time; \(runs) runs of \(format(seconds / Double(runs), 2)) s of thread CPU time per stream after a warm-up; ns/event is the median run (min-max)"
)
print(
    "allocations: \(counted ? "counted by wrapping malloc/calloc/realloc/posix_memalign/aligned_alloc/memalign" : "n/a on this platform")")
print(
    "sizes: TransitionEvent \(MemoryLayout<TransitionEvent>.size) B, TransitionEngine \(MemoryLayout<TransitionEngine>.size) B, TransitionOutput \(MemoryLayout<TransitionOutput>.size) B"
)
print("")

print(
    "\(pad("stream", 62)) \(padLeft("events", 6)) \(padLeft("ns/event", 9)) \(padLeft("(min-max)", 13)) \(padLeft("events/s", 12)) \(padLeft("allocs/event", 12)) \(padLeft("bytes/event", 11))"
)
for stream in streams {
    let events = stream.events
    _ = timed(units: events.count, duration: 0.2) { replay(events) }  // warm-up
    var results: [Double] = []
    for _ in 0..<runs {
        results.append(timed(units: events.count, duration: seconds / Double(runs)) { replay(events) })
    }
    let ns = median(results)
    let repeats = 200
    let allocated = allocations { for _ in 0..<repeats { sink &+= replay(events) } }
    let perEvent = Double(allocated.count) / Double(repeats * events.count)
    let bytesPerEvent = Double(allocated.bytes) / Double(repeats * events.count)
    print(
        "\(pad(stream.name, 62)) \(padLeft("\(events.count)", 6)) \(padLeft(format(ns), 9)) \(padLeft("(\(format(results.min()!))-\(format(results.max()!)))", 13)) \(padLeft(format(1e9 / ns, 0), 12)) \(padLeft(counted ? format(perEvent, 2) : "n/a", 12)) \(padLeft(counted ? format(bytesPerEvent, 0) : "n/a", 11))"
    )
}

// MARK: - Per event kind

/// The session stream, taken apart: the engine's state before each event, so one event can be
/// handled again and again from the same state.
let session = streams.last!.events
typealias EventCost = (count: UInt64, bytes: UInt64, commands: Int, notes: Int)
let (states, perEventAllocations): ([TransitionEngine], [EventCost]) = {
    var states: [TransitionEngine] = []
    var costs: [EventCost] = []
    var engine = TransitionEngine()
    for event in session {
        states.append(engine)
        var output = TransitionOutput()
        let allocated = allocations { output = engine.handle(event) }
        costs.append((allocated.count, allocated.bytes, output.commands.count, output.notes.count))
    }
    return (states, costs)
}()

struct KindRow {
    var name: String
    var indices: [Int]
}

var kinds: [KindRow] = []
for (index, event) in session.enumerated() {
    let name = event.kind.name
    if let row = kinds.firstIndex(where: { $0.name == name }) {
        kinds[row].indices.append(index)
    } else {
        kinds.append(KindRow(name: name, indices: [index]))
    }
}

/// Handles each event of `indices` from its recorded state; ns per event.
@inline(never) func replayKind(_ indices: [Int]) -> Int {
    var checksum = 0
    for index in indices {
        var engine = states[index]
        let output = engine.handle(session[index])
        checksum &+= output.commands.count &+ output.notes.count
    }
    return checksum
}

@inline(never) func harnessOnly(_ indices: [Int]) -> Int {
    var checksum = 0
    for index in indices {
        let engine = states[index]
        checksum &+= engine.isAtRest ? 1 : engine.attached.count
        if case .pageLaidOut = session[index].kind { checksum &+= 1 }
    }
    return checksum
}

// A layout pass that moves a page mid-swipe (a rotation, an in-call status bar): the snapshot
// has to move too. Not in the streams; measured from the state of the first gesture frame.
let firstGestureFrame = kinds.first { $0.name == "pageLaidOut" }!.indices.first { index in
    if case .sliding = states[index].phase { true } else { false }
}!
let movedEvent: TransitionEvent = {
    guard case .pageLaidOut(let page, var placement) = session[firstGestureFrame].kind else { fail("not a layout event") }
    placement.frameInContainer = placement.frameInContainer.offsetBy(dx: 0, dy: 20)
    return TransitionEvent(.pageLaidOut(page, placement), bar: session[firstGestureFrame].bar)
}()
@inline(never) func replayMoved() -> Int {
    var engine = states[firstGestureFrame]
    let output = engine.handle(movedEvent)
    return output.commands.count &+ output.notes.count
}

let interactive: Set<String> = ["pageLaidOut", "interactionEnded"]
print("")
print("per event kind (session stream; each event handled again from the engine's state before it; * = on the interactive path):")
print(
    "\(pad("kind", 32)) \(padLeft("count", 5)) \(padLeft("ns/event", 9)) \(padLeft("allocs/event", 12)) \(padLeft("bytes/event", 11)) \(padLeft("commands", 8)) \(padLeft("notes", 5))"
)
func row(_ label: String, count: Int, ns: Double, allocs: Double, bytes: Double, commands: Int, notes: Int) {
    print(
        "\(pad(label, 32)) \(padLeft("\(count)", 5)) \(padLeft(format(ns), 9)) \(padLeft(counted ? format(allocs, 2) : "n/a", 12)) \(padLeft(counted ? format(bytes, 0) : "n/a", 11)) \(padLeft("\(commands)", 8)) \(padLeft("\(notes)", 5))"
    )
}
let perKindSeconds = max(0.05, seconds / 10)
for kind in kinds {
    let indices = kind.indices
    _ = timed(units: indices.count, duration: 0.02) { replayKind(indices) }
    var results: [Double] = []
    for _ in 0..<5 { results.append(timed(units: indices.count, duration: perKindSeconds / 5) { replayKind(indices) }) }
    let allocs = indices.reduce(0.0) { $0 + Double(perEventAllocations[$1].count) } / Double(indices.count)
    let bytes = indices.reduce(0.0) { $0 + Double(perEventAllocations[$1].bytes) } / Double(indices.count)
    let commands = indices.reduce(0) { $0 + perEventAllocations[$1].commands }
    let notes = indices.reduce(0) { $0 + perEventAllocations[$1].notes }
    row(
        (interactive.contains(kind.name) ? "* " : "  ") + kind.name, count: indices.count, ns: median(results), allocs: allocs,
        bytes: bytes, commands: commands, notes: notes)
}
do {
    _ = timed(units: 1, duration: 0.02) { replayMoved() }
    var results: [Double] = []
    for _ in 0..<5 { results.append(timed(units: 1, duration: perKindSeconds / 5) { replayMoved() }) }
    var engine = states[firstGestureFrame]
    var output = TransitionOutput()
    let allocated = allocations { output = engine.handle(movedEvent) }
    row(
        "* pageLaidOut, page moved", count: 1, ns: median(results), allocs: Double(allocated.count),
        bytes: Double(allocated.bytes), commands: output.commands.count, notes: output.notes.count)
}

do {
    // What the per-kind loop costs without the engine: copying the saved state and reading it.
    let indices = kinds.first { $0.name == "pageLaidOut" }!.indices
    _ = timed(units: indices.count, duration: 0.02) { harnessOnly(indices) }
    var results: [Double] = []
    for _ in 0..<5 { results.append(timed(units: indices.count, duration: perKindSeconds / 5) { harnessOnly(indices) }) }
    print("  (the per-kind loop without handle(_:), copying the saved state only: \(format(median(results))) ns/event)")
}

// Which events allocate at all, and what they returned.
print("")
print("events that allocate (session stream):")
var allocating: [String: (events: Int, allocations: UInt64, withNotes: Int, withCommands: Int)] = [:]
for (index, event) in session.enumerated() where perEventAllocations[index].count > 0 {
    var entry = allocating[event.kind.name] ?? (0, 0, 0, 0)
    entry.events += 1
    entry.allocations += perEventAllocations[index].count
    if perEventAllocations[index].notes > 0 { entry.withNotes += 1 }
    if perEventAllocations[index].commands > 0 { entry.withCommands += 1 }
    allocating[event.kind.name] = entry
}
if !counted {
    print("  n/a")
} else if allocating.isEmpty {
    print("  none")
} else {
    for name in kinds.map(\.name) {
        guard let entry = allocating[name] else { continue }
        print(
            "  \(pad(name, 22)) \(entry.events) of \(kinds.first { $0.name == name }!.indices.count) events, \(entry.allocations) allocations; \(entry.withCommands) returned commands, \(entry.withNotes) returned notes"
        )
    }
}
print("")
print("checksum \(sink & 0xFFFF)")
