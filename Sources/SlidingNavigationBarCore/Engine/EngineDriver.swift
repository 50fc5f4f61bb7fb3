/// What an ``EngineDriver`` needs from whoever runs it: the bar's state, and a way to apply one
/// command. ``NavigationShellCore`` implements it for both its hosts (the UIKit shell and the
/// lab's model of UIKit, each a ``NavigationInterface``); the tests' harness and the benchmark's
/// recorder implement it directly. The loop around them is the driver's, the same everywhere.
///
/// ```swift
/// struct Recorder: EngineHost {
///     var bar = BarState(showsPage: PageID(1), isHidden: false)
///     var applied: [TransitionCommand] = []
///     func barState() -> BarState { bar }
///     mutating func apply(_ command: TransitionCommand) -> TransitionEventKind? {
///         applied.append(command)
///         return nil
///     }
/// }
/// ```
package protocol EngineHost {
    /// The real bar's state now; read for every event, when it is queued.
    func barState() -> BarState

    /// Applies one command. Returns the event that answers it right away, if any (a `capture`
    /// answered synchronously with `captureFinished`); the driver handles that answer after the
    /// rest of the current output is applied. A host that answers later sends the answer through
    /// ``EngineDriver/send(_:to:)`` instead, and returns `nil` here.
    mutating func apply(_ command: TransitionCommand) -> TransitionEventKind?

    /// Sees every step of the loop, for diagnostics and metrics. By default, nothing.
    mutating func trace(_ step: EngineDriver.Step)
}

extension EngineHost {
    package mutating func trace(_ step: EngineDriver.Step) {}
}

/// The one event loop between UIKit (or its model) and the ``TransitionEngine``: it owns the
/// engine and the queue of events waiting for it, and applies each output's commands in order
/// through an ``EngineHost``.
///
/// - Events that arrive while commands are being applied (a layout pass a command causes, a
///   capture's answer) wait in the queue until the current output is fully applied, so the
///   engine never sees an event in the middle of its own commands.
/// - A runaway guard ends a pass after ``maximumEventsPerPass`` events (a command causing an event
///   causing the command…): the rest of the queue is dropped and reported as ``Step/runaway(dropped:)``.
///
/// It is a class because the shell's hooks re-enter it: a command applied by the shell can make
/// UIKit call a hook that sends a new event while the driver is still applying.
///
/// ```swift
/// let driver = EngineDriver()
/// var host = Recorder()
/// driver.send(.viewWillAppear(PageID(1), coordinatorPresent: false, profile: profile), to: &host)
/// ```
package final class EngineDriver {
    /// One step of the loop, as ``EngineHost/trace(_:)`` sees it.
    package enum Step: Sendable, Hashable, CustomStringConvertible {
        /// An event is handed to the engine.
        case event(TransitionEvent)
        /// The engine decided or ignored something.
        case note(String)
        /// A command is about to be applied.
        case command(TransitionCommand)
        /// The guard ended a pass; this many queued events were dropped.
        case runaway(dropped: Int)

        package var description: String {
            switch self {
            case .event(let event): "event \(event.kind) \(event.bar)"
            case .note(let note): "note \(note)"
            case .command(let command): "command \(command)"
            case .runaway(let dropped): "more than \(EngineDriver.maximumEventsPerPass) events in one pass; dropped \(dropped)"
            }
        }
    }

    /// The most events one pass handles before the guard stops it. A transition takes a few dozen
    /// at most (a gesture adds one per frame, but each frame is its own pass).
    package static let maximumEventsPerPass = 256

    /// The engine, for reading (`isAtRest`, its phase in diagnostics).
    package private(set) var engine: TransitionEngine
    private var queue: [TransitionEvent] = []

    package init(engine: TransitionEngine = TransitionEngine()) {
        self.engine = engine
    }

    /// Whether a pass is running: an event sent now waits for the current output to be applied.
    package private(set) var isApplying = false

    /// Queues one event with the host's bar state now and, unless a pass is already running
    /// (a re-entrant call from inside ``EngineHost/apply(_:)``), handles the queue to the end.
    ///
    /// - Parameters:
    ///   - kind: what happened.
    ///   - host: reads the bar and applies the commands.
    package func send<Host: EngineHost>(_ kind: TransitionEventKind, to host: inout Host) {
        queue.append(TransitionEvent(kind, bar: host.barState()))
        guard !isApplying else { return }
        isApplying = true
        defer {
            isApplying = false
            queue.removeAll(keepingCapacity: true)
        }
        var head = 0  // (a pass starts with an empty queue: the events it handled)
        while head < queue.count {
            guard head < Self.maximumEventsPerPass else {
                host.trace(.runaway(dropped: queue.count - head))
                return
            }
            let event = queue[head]
            head += 1
            host.trace(.event(event))
            let output = engine.handle(event)
            for note in output.notes {
                host.trace(.note(note))
            }
            for command in output.commands {
                host.trace(.command(command))
                if let answer = host.apply(command) {
                    queue.append(TransitionEvent(answer, bar: host.barState()))
                }
            }
        }
    }
}
