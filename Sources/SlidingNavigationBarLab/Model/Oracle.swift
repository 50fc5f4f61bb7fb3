import SlidingNavigationBarCore

/// The oracle: at every frame it composes what the user sees at the top of the screen from the
/// model's state, composes what is intended (each page carrying its own bar at its own offset,
/// a transition left to UIKit looking exactly like UIKit's, the rest state), and records any
/// difference as a violation. ``renderFrame(_:atRest:)`` is its one entry point; the strip
/// composition itself is ``StripCompositor``'s.
extension NavigationModel {
    // MARK: - Frames and the oracle

    func offset(of id: PageID, in motion: Motion) -> Double {
        let p = motion.progress
        let w = width
        let x: Double
        switch motion.operation {
        case .push: x = id == motion.to ? w * (1 - p) : -0.3 * w * p
        case .pop: x = id == motion.from ? w * p : -0.3 * w * (1 - p)
        }
        return rtl ? -x : x
    }

    /// The pages on screen, bottom to top, with their horizontal offsets.
    func pagesOnScreen() -> [(PageID, Double)] {
        if let motion {
            let (lower, upper) = motion.operation == .push ? (motion.from, motion.to) : (motion.to, motion.from)
            return [(lower, offset(of: lower, in: motion)), (upper, offset(of: upper, in: motion))]
        }
        guard let top = stack.last else { return [] }
        return [(top, 0)]
    }

    /// UIKit lays pages out under the one real bar: hiding it takes the bar's height out of every
    /// page's safe area at once. A page that shows a bar and lays its content out below it
    /// (`view=below-bar` or a scroll view) would see its content jump while still on screen.
    func safeAreaProblem(_ onScreen: [(PageID, Double)]) -> String? {
        // The app's own call moves its content as UIKit alone would: not ours.
        guard bar.isHidden, !bar.visibilitySetByApp else { return nil }
        for (id, dx) in onScreen where abs(dx) < width - 1e-6 {  // a page parked off screen shows nothing
            guard let declaration = pages[id]?.declaration, !intendedHidden(id),
                declaration.view != .full
            else { continue }
            // A page whose content still lies where it rests (its safe area held, or not laid
            // out with the change yet) has not jumped, whatever its view (the content-jump rule
            // judges where its content lies from frame to frame).
            if abs(contentTop(id) - restContentTop(id)) < 1e-6 { continue }
            return
                "the real bar is hidden while \(declaration.name), which shows a bar and lays out below it, is on screen: its content jumps by the bar's height"
        }
        return nil
    }

    /// Composes the frame the user sees and the one intended, and checks them.
    ///
    /// - Parameters:
    ///   - label: names the frame in a violation.
    ///   - atRest: also require the rest state: real bar in front, nothing attached.
    mutating func renderFrame(_ label: String, atRest: Bool = false) {
        metrics.frames += 1
        deliverTurnEnd()
        // A full-screen modal is up: nothing of the navigation controller is on screen.
        if modal.covers { return }
        layOutSafeAreasBehindTheBar()
        // `expect transition`: something of the library showed in a frame of this transition (a
        // snapshot or background staged and dropped before the first frame never showed).
        if motion != nil, !attached.isEmpty || bar.isBehind || bar.isBackgroundConcealed { carriedThisTransition = true }
        committedBarLook = presentedBarLook
        committedBarHidden = bar.isHidden
        committedBarOwner = presentedBarLook == nil ? nil : bar.item.map { name($0) }
        let onScreen = pagesOnScreen()
        var seen: [StripLayer] = []
        var intended: [StripLayer] = []
        var realLook = presentedBarLook
        var realOwner = realLook == nil ? nil : bar.item
        if let motion, !motion.expectsSlide, let sideways = uikitSidewaysBar(motion) {
            (realLook, realOwner) = (sideways.look, sideways.owner)
        }
        if bar.isBehind, let realLook { seen.append(.bar(realLook, at: realLook.boundary)) }
        var framePages: [LabFrame.Page] = []
        for (id, dx) in onScreen {
            let place = pageView(id)
            let view = place.frameInContainer.offsetBy(dx: dx, dy: 0)
            let name = name(id)
            seen.append(StripLayer(rect: view, pixel: .page(name, dx: milli(dx))))
            intended.append(StripLayer(rect: view, pixel: .page(name, dx: milli(dx))))
            var snapRect: LayoutRect?
            var snapLook: BarLook?
            var snapOwner: String?
            if let frame = presentedFrame(of: id), let snapshot = held[id] {
                let rect = frame.offsetBy(
                    dx: place.frameInContainer.minX + dx - place.boundsOrigin.x,
                    dy: place.frameInContainer.minY - place.boundsOrigin.y)
                var layer = StripLayer.image(of: snapshot.look, captured: snapshot.captured, at: rect)
                if clips(id, frame: frame) {
                    // Only the part inside the view's bounds is drawn.
                    layer.rect = rect.intersection(view) ?? LayoutRect(x: view.minX, y: view.minY, width: 0, height: 0)
                }
                if !layer.rect.isEmpty { seen.append(layer) }
                snapRect = rect
                snapLook = snapshot.look
                snapOwner = snapshot.owner
            }
            let look = intendedLook(id)
            if let look { intended.append(.bar(look, at: look.boundary.offsetBy(dx: dx, dy: 0))) }
            framePages.append(
                LabFrame.Page(
                    name: name, offsetX: dx, view: view, intendedLook: look, snapshot: snapRect, snapshotLook: snapLook,
                    snapshotOwner: snapOwner, contentTop: contentTop(id)))
        }
        if !bar.isBehind, let realLook { seen.append(.bar(realLook, at: realLook.boundary)) }

        var problem: String?
        if let motion, !motion.expectsSlide {
            // A transition left to UIKit must look exactly like UIKit's own: the real bar in front
            // (cross-fading its items), nothing of ours on screen.
            if bar.isBehind {
                problem = "the real bar is behind the pages in a transition left to UIKit"
            } else if !attached.isEmpty {
                problem = "a snapshot is attached in a transition left to UIKit"
            } else if bar.isBackgroundConcealed {
                problem = "the real bar's background is concealed in a transition left to UIKit"
            } else {
                problem = uikitTransitionBarProblem(motion)
            }
        } else if let flat = flatImageProblem(onScreen) {
            problem = flat
        } else if motion?.backgroundsOnly ?? false, bar.isBackgroundConcealed || !attached.isEmpty {
            problem = backgroundsProblem(onScreen)
        } else {
            if oracleFault != .stripNeverCompared {
                problem = StripCompositor.difference(seen: seen, intended: intended, width: width)
            }
            if problem == nil, motion != nil { problem = safeAreaProblem(onScreen) }
        }
        if problem == nil && atRest && oracleFault != .restStateIgnored {
            if bar.isBehind {
                problem = "at rest, the real bar is still behind the pages"
            } else if bar.isConcealed {
                problem = "at rest, the real bar is still concealed"
            } else if bar.isBackgroundConcealed {
                problem = "at rest, the real bar's background is still concealed"
            } else if !attached.isEmpty {
                problem = "at rest, a snapshot is still attached to \(attached.keys.map(name).sorted().joined(separator: ", "))"
            } else if bar.alpha != appBarAlpha {
                problem = "at rest, the bar's alpha is \(bar.alpha), not the \(appBarAlpha) the app set"
            }
        }
        if atRest { metrics.restSnapshots = max(metrics.restSnapshots, held.count) }
        if let problem { violation(label, problem) }
        // The vertical dimension, checked in every frame whatever the strip shows.
        var jump = contentJumpProblem(onScreen)
        if oracleFault == .contentJumpsIgnored { jump = nil }
        if let jump { violation(label, jump, kind: .contentJump) }
        if let tabBar = tabBarProblem(onScreen) { violation(label, tabBar) }
        if recordFrames {
            frames.append(
                LabFrame(
                    label: label, line: line, width: width, height: layout.frameInScreen.height, pages: framePages,
                    barLook: realLook, barInFront: !bar.isBehind, violation: problem ?? jump,
                    barOwner: realOwner.map { name($0) }, statusBarHeight: layout.statusBarOverlap,
                    leftToUIKit: motion.map { !$0.expectsSlide } ?? false))
        }
    }

    /// UIKit's own bar in its transition between a page that hides the bar and one that shows it:
    /// a visibility change made as the incoming page appears slides the bar sideways with the
    /// transition, out through the leading edge or in from the trailing edge (decompiled iOS 26.1
    /// UIKitCore, `-[UINavigationController _animationParametersForHidingNavigationBar:…]`,
    /// docs/uikit-facts.md §9), so the bar goes with the page that shows it. From the model's own
    /// facts: each page's visibility at rest (``restVisibility``), its look, its offset.
    func uikitSidewaysBar(_ motion: Motion) -> (look: BarLook, owner: PageID)? {
        guard !bar.isConcealed, let fromHidden = restVisibility[motion.from], let toHidden = restVisibility[motion.to],
            fromHidden != toHidden
        else { return nil }
        let shower = fromHidden ? motion.to : motion.from
        guard var look = barLook(shower) else { return nil }
        look.boundary = look.boundary.offsetBy(dx: offset(of: shower, in: motion), dy: 0)
        return (presenting(look), shower)
    }

    /// What is wrong with the real bar in a frame of a transition left to UIKit, which animates
    /// the bar itself: it must be drawn (not made transparent by us), and, between two pages
    /// that both show a bar, it must not be hidden; between two that both hide it, it must be.
    /// (When one page hides it, UIKit animates the change: either state is a frame of it.)
    func uikitTransitionBarProblem(_ motion: Motion) -> String? {
        if bar.isConcealed { return "the real bar is concealed in a transition left to UIKit: no bar is drawn" }
        let fromHides = intendedHidden(motion.from)
        let toHides = intendedHidden(motion.to)
        if !fromHides && !toHides {
            // (Which item it shows is UIKit's doing, not the engine's: not checked here.)
            if bar.isHidden { return "the real bar is hidden in a transition left to UIKit between two pages that show it" }
        } else if fromHides && toHides, !bar.isHidden {
            return "the real bar is shown in a transition left to UIKit between two pages that hide it"
        }
        return nil
    }
}
