extension Scenario {
    /// The scenario as text that parses back to an equal ``Scenario`` (given the same `file`).
    ///
    /// Randomized tests print this when they fail, so the exact run can be saved as a file and
    /// replayed. Each statement is written on its own ``ScenarioStatement/line`` (blank lines pad
    /// the gaps) so that line numbers survive the round trip; a statement whose line does not
    /// increase simply goes on the next line. Only scenarios the parser would accept round-trip:
    /// names and titles must be single tokens without `#`.
    public func rendered() -> String {
        var output = ""
        var current = 0
        for statement in statements {
            while current + 1 < statement.line {
                output += "\n"
                current += 1
            }
            output += statement.command.rendered() + "\n"
            current += 1
        }
        return output
    }
}

extension ScenarioCommand {
    /// The statement as one line of scenario text, omitting options that hold their default.
    ///
    /// ```swift
    /// ScenarioCommand.push("B", animated: false, during: false).rendered() // "push B animated=no"
    /// ```
    public func rendered() -> String {
        switch self {
        case let .device(preset, orientation):
            return orientation == .landscape ? "device \(preset.rawValue) landscape" : "device \(preset.rawValue)"
        case let .ios(version):
            return "ios \(version)"
        case let .glass(on):
            return on ? "glass on" : "glass off"
        case let .rtl(on):
            return on ? "rtl on" : "rtl off"
        case let .container(kind):
            return "container \(kind.rawValue)"
        case let .foreignLibrary(library):
            return "foreign-library \(library.rawValue)"
        case let .host(kind):
            return "host \(kind.rawValue)"
        case .tabSwitch:
            return "tab switch"
        case let .present(style, animated, during):
            return (["present", style.rawValue] + (animated ? [] : ["animated=no"]) + (during ? ["during"] : []))
                .joined(separator: " ")
        case let .dismiss(animated):
            return animated ? "dismiss" : "dismiss animated=no"
        case let .delegate(kind):
            return "delegate \(kind.rawValue)"
        case let .variant(key, value):
            return "variant \(key)=\(value)"
        case let .appSetsBarHidden(hidden, animated):
            return "app bar-hidden=\(hidden ? "yes" : "no")" + (animated ? "" : " animated=no")
        case let .appSetsPopGesture(on):
            return "app pop-gesture=\(on ? "on" : "off")"
        case let .appSetsPopGestureDelegate(owner):
            return "app pop-gesture-delegate=\(owner.rawValue)"
        case let .appWritesBarIsHidden(hidden):
            return "app bar-is-hidden=\(hidden ? "yes" : "no")"
        case let .appSetsBarAlpha(alpha):
            return "app bar-alpha=\(renderedNumber(alpha))"
        case let .appAnswersShouldPop(answer):
            return "app should-pop=\(answer.rawValue)"
        case let .page(page):
            var words = ["page", page.name]
            if page.bar != .default { words += page.bar.renderedWords }
            if let title = page.title { words.append("title=\(title)") }
            if page.largeTitle { words.append("large-title") }
            if page.optOut { words.append("opt-out") }
            if page.searchBar { words.append("search-bar") }
            if !page.popGestureEnabled { words.append("pop-gesture=off") }
            if let distance = page.popDistance { words.append("pop-distance=\(renderedNumber(distance))") }
            if page.view != .full { words.append("view=\(page.view.rawValue)") }
            if let appBar = page.appBar { words.append("app-bar=\(appBar.rawValue)") }
            if page.appBarMoment != .viewWillAppear { words.append("app-bar-in=\(page.appBarMoment.rawValue)") }
            if page.appBarRestore != .viewWillDisappear { words.append("app-bar-restore=\(page.appBarRestore.rawValue)") }
            if let appStyle = page.appStyle { words.append("app-style=\(appStyle.rendered)") }
            if case .color(_, _, _, _, _, .color(let red, let green, let blue))? = page.appStyle {
                words.append("app-title-color=#" + [red, green, blue].map(hexByte).joined())
            }
            if page.appStyleMoment != .viewWillAppear { words.append("app-style-in=\(page.appStyleMoment.rawValue)") }
            if page.skipsSuper { words.append("skips-super") }
            if page.hidesBackButton { words.append("hides-back-button") }
            if let background = page.toolbarBackground { words.append("toolbar-background=\(background.rendered)") }
            if let toolbar = page.toolbar { words.append("toolbar=\(toolbar.rawValue)") }
            if page.hidesTabBar { words.append("hides-tab-bar") }
            if page.prompt { words.append("prompt") }
            if page.zoom { words.append("zoom") }
            if page.statusBarHidden { words.append("status-bar=hidden") }
            return words.joined(separator: " ")
        case let .root(names):
            return (["root"] + names).joined(separator: " ")
        case let .push(name, animated, during):
            return (["push", name] + transitionWords(animated: animated, during: during)).joined(separator: " ")
        case let .pop(animated, during):
            return (["pop"] + transitionWords(animated: animated, during: during)).joined(separator: " ")
        case let .popTo(name, animated, during):
            return (["pop-to", name] + transitionWords(animated: animated, during: during)).joined(separator: " ")
        case let .popToRoot(animated, during):
            return (["pop-to-root"] + transitionWords(animated: animated, during: during)).joined(separator: " ")
        case let .set(names, animated, during):
            return (["set"] + names + transitionWords(animated: animated, during: during)).joined(separator: " ")
        case let .back(during):
            return during ? "back during" : "back"
        case let .rejected(call, animated):
            let words: [String]
            switch call {
            case .push(let name): words = ["push", name, "raises"]
            case .popTo(let name): words = ["pop-to", name, "raises"]
            }
            return (words + (animated ? [] : ["animated=no"])).joined(separator: " ")
        case let .swipe(spec):
            var words = ["swipe", renderedNumber(spec.fraction), spec.outcome.rawValue]
            if spec.from != 100 { words.append("from=\(renderedNumber(spec.from))") }
            if spec.velocity != 0 { words.append("velocity=\(renderedNumber(spec.velocity))") }
            if let over = spec.over { words.append("over=\(over.rawValue)") }
            return words.joined(separator: " ")
        case let .swipePush(name, spec):
            return ["swipe-push", name, renderedNumber(spec.fraction), spec.outcome.rawValue].joined(separator: " ")
        case let .style(name, bar, title):
            var words = ["style", name]
            if let bar { words += bar.renderedWords }
            if let title { words.append("title=\(title)") }
            return words.joined(separator: " ")
        case let .option(name, change):
            var words = ["option", name]
            if let bar = change.bar { words.append("bar=\(bar.rawValue)") }
            if let optOut = change.optOut { words.append(optOut ? "opt-out" : "opt-in") }
            if let on = change.popGesture { words.append("pop-gesture=\(on ? "on" : "off")") }
            return words.joined(separator: " ")
        case let .scroll(name, position):
            return "scroll \(name) \(position.rawValue)"
        case let .rotate(orientation):
            return "rotate \(orientation.rawValue)"
        case let .appearance(style):
            return "appearance \(style.rawValue)"
        case .memoryWarning:
            return "memory-warning"
        case .lostEnd:
            return "lost-end"
        case let .expectStack(names):
            return (["expect", "stack"] + names).joined(separator: " ")
        case let .expectBar(name):
            return "expect bar \(name)"
        case let .expectGesture(outcome):
            return "expect gesture \(outcome.rawValue)"
        case let .expectTransition(carriage):
            return "expect transition \(carriage.rawValue)"
        }
    }
}

extension BarStyleSpec {
    /// The value after `bar=`.
    var rendered: String {
        switch self {
        case let .color(red, green, blue, alpha, _, _):
            return "#" + (alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]).map(hexByte).joined()
        case .image: return "image"
        case .default: return "default"
        case .transparent: return "transparent"
        case .hidden: return "hidden"
        }
    }

    /// `bar=...`, then `shadow=...` when the bar has a line of its own and `title-color=...` when
    /// its title has a colour of its own.
    var renderedWords: [String] {
        var words = ["bar=\(rendered)"]
        let shadow: BarShadowSpec
        let title: BarTitleSpec
        switch self {
        case let .color(_, _, _, _, line, colour), let .image(line, colour): (shadow, title) = (line, colour)
        default: return words
        }
        switch shadow {
        case .system: break
        case .none: words.append("shadow=none")
        case let .color(red, green, blue): words.append("shadow=#" + [red, green, blue].map(hexByte).joined())
        }
        if case let .color(red, green, blue) = title { words.append("title-color=#" + [red, green, blue].map(hexByte).joined()) }
        return words
    }
}

private func hexByte(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
}

private func transitionWords(animated: Bool, during: Bool) -> [String] {
    (animated ? [] : ["animated=no"]) + (during ? ["during"] : [])
}

/// A number as the parser reads it back exactly: whole numbers without `.0`, others in Swift's
/// shortest round-tripping form (which may use an exponent, which the parser accepts).
func renderedNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int(value))
    }
    return "\(value)"
}
