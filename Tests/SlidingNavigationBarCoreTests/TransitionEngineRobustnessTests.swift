import Testing
@testable import SlidingNavigationBarCore

/// Bad input: events out of order, duplicated, or for unknown pages never crash the engine, are
/// named in its notes, and the end signals of a transition always bring it back to rest.
@Suite struct TransitionEngineRobustnessTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static func randomEvent(_ g: inout Generator) -> TransitionEventKind {
        let page = PageID(UInt(g.next(4)))  // page 0 and 3 are never in any stack: unknown pages
        let stack = (0..<g.next(4)).map { PageID(UInt($0 + 1)) }
        var profiles: [PageID: PageProfile] = [:]
        for id in stack where g.next(4) > 0 { profiles[id] = EngineHarness.profile(hidden: g.next(3) == 0, enabled: g.next(5) > 0) }
        profiles[page] = EngineHarness.profile()
        let calls: [NavigationCall] = [.push(page), .pop, .popTo(page), .popToRoot, .setStack(stack.shuffledBy(&g))]
        let placement = PagePlacement(frameInContainer: LayoutRect(x: 0, y: 0, width: 320, height: 480))
        switch g.next(14) {
        case 0:
            return .willNavigate(calls[g.next(calls.count)], NavigationRequest(stack: stack, profiles: profiles, animated: g.next(4) > 0))
        case 1: return .didNavigate(coordinatorPresent: g.next(2) == 0)
        case 2: return .viewWillAppear(page, coordinatorPresent: g.next(2) == 0, profile: EngineHarness.profile(hidden: g.next(2) == 0))
        case 3: return .nextTurn
        case 4: return .viewDidAppear(page)
        case 5: return .viewWillDisappear(page)
        case 6: return .viewDidDisappear(page)
        case 7: return .animationWillStart
        case 8: return .interactionEnded(cancelled: g.next(2) == 0)
        case 9: return .transitionCompleted(cancelled: g.next(2) == 0)
        case 10:
            return .captureFinished(
                page, [.noBar, .failed("x"), .image(boundary: EngineHarness.boundary, placement: placement)][g.next(3)])
        case 11: return .pageLaidOut(page, placement)
        case 12: return .environmentChanged
        default: return .turnEnded
        }
    }

    @Test(arguments: 0..<20)
    func randomEventStreamsNeverStrandTheBar(_ seedBlock: Int) {
        var ignoredSomething = false
        for seed in (seedBlock * 100)..<(seedBlock * 100 + 100) {
            var g = Generator(state: UInt64(seed))
            var engine = TransitionEngine()
            var attached: Set<PageID> = []
            var behind = false
            func apply(_ output: TransitionOutput) {
                for command in output.commands {
                    switch command {
                    case .attach(let page, _): attached.insert(page)
                    case .discard(let page): attached.remove(page)
                    case .sendBarBehind: behind = true
                    case .bringBarToFront: behind = false
                    default: break
                    }
                }
                if output.notes.contains(where: { $0.hasPrefix("ignored: ") }) { ignoredSomething = true }
            }
            for _ in 0..<(10 + g.next(40)) {
                let bar = BarState(showsPage: PageID(UInt(g.next(4))), isHidden: g.next(4) == 0)
                apply(engine.handle(TransitionEvent(Self.randomEvent(&g), bar: bar)))
                #expect(engine.attached == attached, "seed \(seed): the engine's bookkeeping and its commands disagree")
                #expect((engine.barPlace != .front && engine.barPlace != .backgroundConcealed) == behind, "seed \(seed)")
            }
            // The end signals of whatever is running: completion, then every page appears.
            apply(engine.handle(TransitionEvent(.transitionCompleted(cancelled: false), bar: BarState(showsPage: nil, isHidden: false))))
            for page in 0..<4 {
                let bar = BarState(showsPage: PageID(UInt(page)), isHidden: false)
                apply(engine.handle(TransitionEvent(.viewDidAppear(PageID(UInt(page))), bar: bar)))
            }
            #expect(engine.isAtRest, "seed \(seed): not at rest after the end signals: \(engine.phase)")
            #expect(attached.isEmpty && !behind, "seed \(seed): the shell was left with the bar behind or a snapshot attached")
        }
        // Random streams are full of out-of-place events: the engine must say what it ignored.
        #expect(ignoredSomething, "100 random streams and not one event named as ignored")
    }

    @Test func eventsForUnknownPagesAreNamedInTheNotes() {
        var engine = TransitionEngine()
        let output = engine.handle(TransitionEvent(.transitionCompleted(cancelled: false), bar: BarState(showsPage: nil, isHidden: false)))
        #expect(output.notes.contains("ignored: transitionCompleted with no transition running"))
        #expect(output.commands.isEmpty)
    }
}

extension Array {
    fileprivate func shuffledBy(_ g: inout TransitionEngineRobustnessTests.Generator) -> [Element] {
        var copy = self
        for i in copy.indices.reversed() where i > 0 { copy.swapAt(i, g.next(i + 1)) }
        return copy
    }
}
