import SlidingNavigationBarUIKitProbe

/// The glass-era trials of the hand-written UIKit: capturing the bar, what only a device can
/// settle, interruptions and the iOS 26 swipe back. Synthetic: nothing here was recorded.
extension SyntheticUIKit {
    /// One value per glass-era question, merged under the tests' overrides.
    static let glassEraDefaults: [UIKitFactQuestion: String] = [
        .renderInOfDefaultBar: "dark", .drawHierarchyOfDefaultBar: "differs", .snapshotViewOfDefaultBar: "matches-screen",
        .renderInOfMaterialBar: "transparent", .drawHierarchyOfMaterialBar: "differs", .snapshotViewOfMaterialBar: "matches-screen",
        .renderInOfColouredBar: "matches-screen", .drawHierarchyOfColouredBar: "matches-screen",
        .snapshotViewOfColouredBar: "matches-screen", .defaultBarBackground: "none", .standardBarHeight: "54",
        .barOnlyOverflow: "clipped", .barFrontAfterShow: "brought-front", .commitBeforePush: "flushed-alone",
        .pageViewReparented: "stays", .pageSuperviewClips: "does-not-clip", .searchPaletteOverAttachment: "over",
        .popDuringPush: "reverses", .backDuringPush: "reverses", .backTwice: "pops-twice", .contentPopExists: "yes",
        .contentPopWaitsForFailure: "waits", .swipeWithNilAnimator: "refused",
    ]

    /// The records of a glass-era trial (`nil` for the others).
    func glassEraScript(_ trial: ProbeTrial) -> TrialScript? {
        switch trial {
        case .captureDefaultBar, .captureMaterialBar, .captureColouredBar: capture(trial)
        case .barOnlyOverflow: barOnlyOverflow()
        case .barShownMidPush: barShownMidPush()
        case .commitBeforePush: commitBeforePush()
        case .pageSuperviewInPush: pageSuperviewInPush()
        case .searchPaletteInPush: searchPaletteInPush()
        case .popDuringPush: interruptedPush(.popDuringPush, by: .pop, behaviour: self[.popDuringPush])
        case .backDuringPush: interruptedPush(.backDuringPush, by: .backTap, behaviour: self[.backDuringPush])
        case .backTwice: backTwice()
        case .contentPopRequiresFailure: contentPopRequiresFailure()
        case .swipeWithNilAnimator: swipeWithNilAnimator()
        default: nil
        }
    }

    /// What a copy of each kind records.
    static func comparison(_ method: ProbeCaptureMethod, _ value: String) -> ProbeEvent {
        switch value {
        case "matches-screen":
            .captureCompared(method: method, meanDifference: 0.02, maxDifference: 0.3, transparentFraction: 0.7, darkFraction: 0)
        case "transparent":
            .captureCompared(method: method, meanDifference: 0.4, maxDifference: 0.9, transparentFraction: 0.97, darkFraction: 0)
        case "dark":
            .captureCompared(method: method, meanDifference: 0.5, maxDifference: 0.9, transparentFraction: 0, darkFraction: 0.8)
        default:
            .captureCompared(method: method, meanDifference: 0.2, maxDifference: 0.6, transparentFraction: 0.3, darkFraction: 0.1)
        }
    }

    func capture(_ trial: ProbeTrial) -> TrialScript {
        var t = TrialScript(trial, bar: "A")
        if photographsMissing {
            t.add(.photoMissing(name: "\(trial.rawValue)-bar"))
            return t
        }
        t.frames(1)
        if trial == .captureDefaultBar {
            let shown: Double =
                switch self[.defaultBarBackground] {
                case "none": 0.6
                case "blurs": 0.3
                default: 0.01
                }
            t.add(.barBackdrop(contrast: shown, contentContrast: 0.8))
        }
        if trial == .captureColouredBar {
            t.add(
                .barGeometry(
                    top: 62, height: Double(self[.standardBarHeight]) ?? 0, safeAreaTop: 62 + (Double(self[.standardBarHeight]) ?? 0)))
        }
        for method in ProbeCaptureMethod.allCases {
            guard let question = UIKitFactQuestion.allCases.first(where: { $0.captureKey == "\(trial.rawValue)/\(method.rawValue)" })
            else { continue }
            t.add(Self.comparison(method, self[question]))
        }
        return t
    }

    func barOnlyOverflow() -> TrialScript {
        var t = TrialScript(.barOnlyOverflow, bar: "A")
        let above: Double =
            switch self[.barOnlyOverflow] {
            case "drawn": 1
            case "clipped": 0
            default: 0.5
            }
        t.frames(1)
        t.add(.overflowDrawn(method: .renderIn, aboveMatching: 1, insideMatching: 1))
        t.add(.overflowDrawn(method: .drawHierarchy, aboveMatching: above, insideMatching: 1))
        return t
    }

    func barShownMidPush() -> TrialScript {
        var t = TrialScript(.barShownMidPush, bar: "A")
        t.hidden = true
        t.add(.callStarted(call: .push))
        t.coordinator = true
        t.add(.callReturned(call: .push))
        t.add(.barSentBehind(behind: true))
        t.appear("A", .willDisappear)
        t.bar = "B"
        t.appear("B", .willAppear)
        t.add(.callStarted(call: .showBar))
        t.hidden = false
        t.add(.callReturned(call: .showBar))
        let fronts = self[.barFrontAfterShow] == "brought-front" ? [false, true, true] : [false, false, false]
        for inFront in fronts {
            t.add(.displayFrame)
            t.add(.barOrder(inFront: inFront))
        }
        t.appear("A", .didDisappear)
        t.appear("B", .didAppear)
        t.add(.completion(cancelled: false))
        return t
    }

    func commitBeforePush() -> TrialScript {
        var t = TrialScript(.commitBeforePush, bar: "A")
        t.add(.transactionCommitted(presentationBeforeNextCall: self[.commitBeforePush] == "flushed-alone"))
        t.add(.callStarted(call: .push))
        t.coordinator = true
        t.add(.callReturned(call: .push))
        t.appear("A", .willDisappear)
        t.bar = "B"
        t.appear("B", .willAppear)
        t.frames(2)
        t.appear("A", .didDisappear)
        t.appear("B", .didAppear)
        t.add(.completion(cancelled: false))
        return t
    }

    func pageSuperviewInPush() -> TrialScript {
        var t = TrialScript(.pageSuperviewInPush, bar: "A")
        let clips = self[.pageSuperviewClips] == "clips"
        t.add(.callStarted(call: .push))
        t.coordinator = true
        t.add(.callReturned(call: .push))
        t.add(.pageSuperview(page: "B", superviewClass: "UIViewControllerWrapperView", sameAsFirst: true, ancestorClips: false))
        t.appear("B", .willAppear)
        let moved = self[.pageViewReparented] == "reparented"
        for _ in 0..<2 {
            t.add(.displayFrame)
            t.add(
                .pageSuperview(
                    page: "B", superviewClass: moved ? "_UIParallaxDimmingView" : "UIViewControllerWrapperView", sameAsFirst: !moved,
                    ancestorClips: clips))
        }
        t.appear("B", .didAppear)
        // After the arrival, a clipping superview is no part of the question.
        t.add(.pageSuperview(page: "B", superviewClass: "UIViewControllerWrapperView", sameAsFirst: true, ancestorClips: true))
        t.add(.completion(cancelled: false))
        return t
    }

    func searchPaletteInPush() -> TrialScript {
        var t = TrialScript(.searchPaletteInPush, bar: "A")
        t.add(.callStarted(call: .push))
        t.coordinator = true
        t.add(.callReturned(call: .push))
        t.add(.barSentBehind(behind: true))
        t.add(.searchPalette(inWindow: false, overAttachment: false))
        let over = self[.searchPaletteOverAttachment] == "over"
        for step in 0..<3 {
            t.add(.displayFrame)
            t.add(.searchPalette(inWindow: true, overAttachment: over && step > 0))
        }
        t.appear("B", .didAppear)
        t.add(.completion(cancelled: false))
        return t
    }

    /// `A` → `B` animated, then a pop call or a back tap while it animates.
    func interruptedPush(_ trial: ProbeTrial, by call: ProbeCall, behaviour: String) -> TrialScript {
        var t = TrialScript(trial, bar: "A")
        t.add(.callStarted(call: .push))
        t.coordinator = true
        t.add(.callReturned(call: .push))
        t.appear("A", .willDisappear)
        t.bar = "B"
        t.appear("B", .willAppear)
        t.frames(2)
        if call == .backTap { t.add(.backTapSent(control: "UIKit.BarButton")) }
        t.add(.callStarted(call: call))
        if call == .pop { t.add(.popReturned(page: behaviour == "ignored" ? nil : "B")) }
        t.add(.callReturned(call: call))
        func arrive() {
            t.appear("A", .didDisappear)
            t.appear("B", .didAppear)
            t.add(.completion(cancelled: false))
        }
        func popBack() {
            t.appear("B", .willDisappear)
            t.bar = "A"
            t.appear("A", .willAppear)
            t.frames(2)
            t.appear("B", .didDisappear)
            t.appear("A", .didAppear)
            t.add(.completion(cancelled: false))
        }
        switch behaviour {
        case "reverses":
            t.add(.completion(cancelled: true))
            t.bar = "A"
            t.appear("A", .willAppear)
            t.appear("A", .didAppear)
            t.add(.restingStack(pages: ["A"]))
        case "deferred":
            t.frames(6)
            arrive()
            popBack()
            t.add(.restingStack(pages: ["A"]))
        case "cuts-short":
            arrive()
            popBack()
            t.add(.restingStack(pages: ["A"]))
        case "ignored":
            t.frames(3)
            arrive()
            t.add(.restingStack(pages: ["A", "B"]))
        default:
            t.frames(3)
            arrive()
            t.add(.restingStack(pages: ["B"]))
        }
        t.coordinator = false
        return t
    }

    func backTwice() -> TrialScript {
        var t = TrialScript(.backTwice, bar: "C")
        for tap in 0..<2 {
            t.add(.backTapSent(control: "UIKit.BarButton"))
            t.add(.callStarted(call: .backTap))
            t.add(.callReturned(call: .backTap))
            if tap == 0 {
                t.coordinator = true
                t.appear("C", .willDisappear)
                t.bar = "B"
                t.appear("B", .willAppear)
                t.frames(2)
            }
        }
        switch self[.backTwice] {
        case "pops-twice":
            t.frames(2)
            t.bar = "A"
            t.appear("A", .didAppear)
            t.add(.restingStack(pages: ["A"]))
        case "pops-once":
            t.frames(2)
            t.appear("B", .didAppear)
            t.add(.restingStack(pages: ["A", "B"]))
        default:
            t.bar = "C"
            t.add(.restingStack(pages: ["A", "B", "C"]))
        }
        t.coordinator = false
        return t
    }

    func contentPopRequiresFailure() -> TrialScript {
        var t = TrialScript(.contentPopRequiresFailure, bar: "B")
        let exists = self[.contentPopExists] == "yes"
        t.add(.contentPopFound(exists: exists))
        guard exists else { return t }
        t.add(.recognizerState(recognizer: "probe", state: "began"))
        t.frames(2)
        if self[.contentPopWaitsForFailure] == "ignores" {
            t.add(.recognizerState(recognizer: "content-pop", state: "began"))
            t.coordinator = true
            t.appear("B", .willDisappear)
            t.bar = "A"
            t.appear("A", .willAppear)
            t.appear("A", .didAppear)
            t.coordinator = false
        }
        t.add(.recognizerState(recognizer: "probe", state: "ended"))
        t.frames(2)
        return t
    }

    func swipeWithNilAnimator() -> TrialScript {
        var t = TrialScript(.swipeWithNilAnimator, bar: "B")
        t.add(.recognizerState(recognizer: "probe", state: "began"))
        if self[.swipeWithNilAnimator] == "pops" {
            t.coordinator = true
            t.appear("B", .willDisappear)
            t.bar = "A"
            t.appear("A", .willAppear)
            t.frames(2)
            t.appear("B", .didDisappear)
            t.appear("A", .didAppear)
            t.add(.completion(cancelled: false))
            t.coordinator = false
        }
        t.add(.recognizerState(recognizer: "probe", state: "ended"))
        t.frames(2)
        return t
    }
}

extension UIKitFactQuestion {
    /// `TRIAL/METHOD` of a capture question (`nil` for the others), to find it from its parts.
    var captureKey: String? { Self.captureKeys[self] }

    static let captureKeys: [UIKitFactQuestion: String] = {
        var keys: [UIKitFactQuestion: String] = [:]
        let trials: [(String, ProbeTrial)] = [
            ("default-bar", .captureDefaultBar), ("material-bar", .captureMaterialBar), ("coloured-bar", .captureColouredBar),
        ]
        for (suffix, trial) in trials {
            for method in ProbeCaptureMethod.allCases {
                if let question = UIKitFactQuestion(rawValue: "\(method.rawValue)-of-\(suffix)") {
                    keys[question] = "\(trial.rawValue)/\(method.rawValue)"
                }
            }
        }
        return keys
    }()
}
