import Foundation

/// Reads scenario text into a ``Scenario``, stopping at the first mistake with a precise ``ScenarioError``.
///
/// Lexical rules: one statement per line; blank lines are ignored; tokens are separated by
/// whitespace; `#` starts a comment that runs to the end of the line, except directly after `=`
/// so that `bar=#RRGGBB` keeps its colour. Positional words come first, then flags and
/// `key=value` options in any order.
///
/// Besides the syntax, the parser checks what can be known without running anything: pages are
/// declared once and before they are referenced, `root` comes once and before any navigation,
/// and the environment (`device`, `ios`, `glass`, `rtl`, `container`, `foreign-library`) is fixed before `root`. What depends
/// on the model (whether a push is legal at that moment, which variants exist) is the runner's.
public enum ScenarioParser {
    /// Parses a whole scenario.
    ///
    /// ```swift
    /// let scenario = try ScenarioParser.parse("page A\nroot A\nexpect stack A\n", file: "demo.scenario")
    /// scenario.name // "demo"
    /// ```
    /// - Parameters:
    ///   - text: the scenario's source.
    ///   - file: the path or label that errors and reports refer to; its last component, without
    ///     `.scenario`, becomes the scenario's name.
    /// - Throws: the first ``ScenarioError`` in the text, by line.
    public static func parse(_ text: String, file: String) throws -> Scenario {
        var state = ParserState(file: file)
        var statements: [ScenarioStatement] = []
        // `isNewline` covers "\r\n" as a single character, so Windows line endings count once.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in lines.enumerated() {
            let tokens = tokenize(line)
            guard !tokens.isEmpty else { continue }
            state.line = index + 1
            let command = try state.statement(tokens)
            statements.append(ScenarioStatement(line: index + 1, command: command))
        }
        return Scenario(name: scenarioName(forFile: file), file: file, statements: statements)
    }

    /// Reads and parses a scenario file.
    ///
    /// - Parameter path: the file to read, as UTF-8.
    /// - Throws: a ``ScenarioError`` on line 0 if the file cannot be read, otherwise the first
    ///   error in its text.
    public static func parseFile(atPath path: String) throws -> Scenario {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ScenarioError(file: path, line: 0, message: "cannot read the file: \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(file: path, line: 0, message: "cannot read the file: expected UTF-8 text")
        }
        return try parse(text, file: path)
    }

    /// The words a scenario statement can start with, in the order the help text lists them.
    public static let commandWords: [String] = [
        "device", "ios", "glass", "rtl", "container", "foreign-library", "host", "delegate", "variant", "page",
        "root", "push", "pop", "pop-to", "pop-to-root", "set", "back", "swipe", "swipe-push",
        "style", "option", "scroll", "rotate", "appearance", "memory-warning", "lost-end", "expect", "app", "tab",
        "present", "dismiss",
    ]

    /// The scenario name for a file: its last path component without the `.scenario` extension.
    static func scenarioName(forFile file: String) -> String {
        let last = file.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? file
        return last.hasSuffix(".scenario") ? String(last.dropLast(".scenario".count)) : last
    }

    /// Splits a line into tokens after removing its comment.
    static func tokenize(_ line: Substring) -> [Substring] {
        var end = line.endIndex
        var previous: Character? = nil
        for index in line.indices {
            let character = line[index]
            if character == "#", previous != "=" {
                end = index
                break
            }
            previous = character
        }
        return line[..<end].split(whereSeparator: \.isWhitespace)
    }
}

// MARK: - Statement grammar

/// How each command is written, quoted in errors so the reader sees the expected shape at once.
let scenarioUsage: [String: String] = [
    "device": "device NAME [landscape]",
    "ios": "ios N (13 ... 27)",
    "glass": "glass on|off",
    "rtl": "rtl on|off",
    "container": "container full-screen|sheet|split|tab-bar",
    "host": "host uikit|swiftui",
    "tab": "tab switch",
    "present": "present full-screen|sheet [animated=no] [during]",
    "dismiss": "dismiss [animated=no]",
    "delegate": "delegate system|custom-animator|nil-animator|push-animator",
    "foreign-library": "foreign-library " + ForeignLibrary.allCases.map(\.rawValue).joined(separator: "|"),
    "app":
        "app bar-hidden=yes|no [animated=no] | app pop-gesture=off|on | app pop-gesture-delegate=nil|uikit"
        + " | app bar-alpha=A (0 ... 1) | app should-pop=yes|no|later | app bar-is-hidden=yes|no",
    "variant": "variant KEY=VALUE",
    "page": "page NAME [bar=#RRGGBB|#RRGGBBAA|image|default|transparent|hidden] [shadow=none|#RRGGBB] [title-color=#RRGGBB] "
        + "[title=WORD] [large-title] [opt-out] "
        + "[search-bar] [pop-gesture=off] [pop-distance=PT] [view=full|below-bar|scroll|scroll-below-bar] "
        + "[app-bar=hidden|shown] [app-bar-in=view-will-appear|view-did-load|did-move-to-parent|view-did-appear] "
        + "[app-bar-restore=view-will-disappear|next-turn] "
        + "[app-style=#RRGGBB|transparent|default] [app-title-color=#RRGGBB] [app-style-in=view-will-appear|view-did-load] "
        + "[skips-super] [hides-back-button] [hides-tab-bar] "
        + "[prompt] [zoom] [status-bar=hidden|visible] [toolbar-background=#RRGGBB] [toolbar=hidden|visible] "
        + "(the toolbar options only under 'host swiftui')",
    "root": "root NAME [NAME...]",
    "push": "push NAME [animated=no] [during|raises]",
    "pop": "pop [animated=no] [during]",
    "pop-to": "pop-to NAME [animated=no] [during|raises]",
    "pop-to-root": "pop-to-root [animated=no] [during]",
    "set": "set NAME [NAME...] [animated=no] [during]",
    "back": "back [during]",
    "swipe":
        "swipe FRACTION complete|cancel [from=PT] [velocity=PTS] [over=hscroll-leading|hscroll-scrolled|slider|map|swipe-actions|web-view|web-view-back-forward]",
    "swipe-push": "swipe-push NAME FRACTION complete|cancel (under 'delegate custom-animator' or 'push-animator')",
    "style": "style NAME [bar=#RRGGBB|#RRGGBBAA|image|default|transparent|hidden] [shadow=none|#RRGGBB] [title-color=#RRGGBB] [title=WORD]",
    "option": "option NAME [bar=hidden|shown|none] [opt-out|opt-in] [pop-gesture=off|on]",
    "scroll": "scroll NAME edge|scrolled",
    "rotate": "rotate portrait|landscape",
    "appearance": "appearance light|dark",
    "memory-warning": "memory-warning",
    "lost-end": "lost-end",
    "expect": "expect stack NAME [NAME...] | expect bar NAME | expect gesture refused|began | expect transition uikit|slide",
    "expect transition": "expect transition uikit|slide",
    "expect stack": "expect stack NAME [NAME...]",
    "expect bar": "expect bar NAME",
    "expect gesture": "expect gesture refused|began",
]

/// Words that are flags somewhere in the grammar, so no page may be named after them:
/// `set A during` must stay unambiguous.
let reservedPageNames: Set<String> = [
    "during", "raises", "landscape", "portrait", "large-title", "opt-out", "opt-in", "search-bar", "skips-super", "hides-back-button",
    "hides-tab-bar", "prompt", "zoom",
]

/// One command's arguments, sorted into positional words, flags and options.
struct ScenarioArguments {
    var positional: [Substring] = []
    var flags: Set<String> = []
    var options: [String: (value: Substring, token: Substring)] = [:]
}

/// What the parser knows so far: declared pages, whether the stack exists, which setup was given.
struct ParserState {
    let file: String
    var line = 0
    /// Declared page names and the line of each declaration.
    var pages: [String: Int] = [:]
    /// Declared page names in declaration order, for listing them in errors.
    var pageOrder: [String] = []
    /// The line of `root`, once seen; navigation and setup rules hinge on it.
    var rootLine: Int?
    /// The line of each setup command already given (`device`, `ios`, `glass`, `rtl`, `container`,
    /// `foreign-library`).
    var setupLines: [String: Int] = [:]
    /// The `ios` version given, if any (the model's default is 17).
    var iosVersion: Int?
    /// Whether `glass on` was given.
    var glassOn = false
    /// The host set by `host` (the toolbar options of `page` need `swiftui`).
    var host = HostKind.uikit
    /// The container set by `container` (`tab switch` needs `tab-bar`).
    var container = ContainerKind.fullScreen
    /// The line of the first page declared with `zoom`, which needs `ios` 18 or later.
    var zoomLine: Int?
    /// The line of the `present` whose modal is still up (`dismiss` clears it).
    var presentedLine: Int?
    /// The navigation delegate set by the last `delegate` (`swipe-push` needs one that animates pushes).
    var delegate = DelegateKind.system
    /// Whether the previous statement was a `dismiss` (a `present ... during` cannot nest in it).
    var previousWasDismiss = false

    init(file: String) {
        self.file = file
    }

    func error(_ message: String) -> ScenarioError {
        ScenarioError(file: file, line: line, message: message)
    }

    func usage(_ command: String) -> String {
        scenarioUsage[command] ?? command
    }

    mutating func statement(_ tokens: [Substring]) throws -> ScenarioCommand {
        let word = String(tokens[0])
        let rest = Array(tokens.dropFirst())
        switch word {
        case "device", "ios", "glass", "rtl", "container", "foreign-library", "host":
            try checkSetup(word)
        case "push", "pop", "pop-to", "pop-to-root", "set", "back", "swipe", "swipe-push", "expect", "app", "tab", "lost-end", "option",
            "present", "dismiss":
            guard rootLine != nil else {
                throw error("'\(word)' before 'root': expected 'root NAME [NAME...]' first")
            }
        default:
            break
        }
        // The user cannot reach the navigation controller under a modal.
        if let presentedLine, ["back", "swipe", "swipe-push", "tab"].contains(word) {
            throw error(
                "'\(word)' while the modal presented on line \(presentedLine) is up: the user cannot reach the navigation "
                    + "controller under it; expected 'dismiss' first")
        }
        let afterDismiss = previousWasDismiss
        previousWasDismiss = word == "dismiss"
        switch word {
        case "device": return try device(rest)
        case "ios": return try ios(rest)
        case "glass": return try glass(rest)
        case "rtl": return .rtl(try keyword(rest, command: "rtl", what: "a direction", ["on": true, "off": false]))
        case "container":
            let kind = try keyword(rest, command: "container", what: "a container", ContainerKind.self)
            container = kind
            return .container(kind)
        case "foreign-library":
            return .foreignLibrary(try keyword(rest, command: word, what: "a library", ForeignLibrary.self))
        case "host":
            let kind = try keyword(rest, command: word, what: "a host", HostKind.self)
            host = kind
            return .host(kind)
        case "tab": return try tab(rest)
        case "present": return try present(rest, afterDismiss: afterDismiss)
        case "dismiss":
            let arguments = try split(rest, command: word, flags: [], options: ["animated"])
            try none(arguments, command: word)
            guard presentedLine != nil else {
                throw error("'dismiss' with nothing presented: expected \(usage("present")) before it")
            }
            presentedLine = nil
            return .dismiss(animated: try animated(arguments, command: word))
        case "delegate":
            let kind = try keyword(rest, command: "delegate", what: "a delegate kind", DelegateKind.self)
            delegate = kind
            return .delegate(kind)
        case "variant": return try variant(rest)
        case "app": return try app(rest)
        case "page": return try page(rest)
        case "root": return try root(rest)
        case "push":
            let arguments = try split(rest, command: word, flags: ["during", "raises"], options: ["animated"])
            let name = try pageReference(try single(arguments, command: word, what: "a page name"), command: word)
            if try raises(arguments, command: word) { return .rejected(.push(name), animated: try animated(arguments, command: word)) }
            return .push(name, animated: try animated(arguments, command: word), during: arguments.flags.contains("during"))
        case "pop":
            let arguments = try split(rest, command: word, flags: ["during"], options: ["animated"])
            try none(arguments, command: word)
            return .pop(animated: try animated(arguments, command: word), during: arguments.flags.contains("during"))
        case "pop-to":
            let arguments = try split(rest, command: word, flags: ["during", "raises"], options: ["animated"])
            let name = try pageReference(try single(arguments, command: word, what: "a page name"), command: word)
            if try raises(arguments, command: word) { return .rejected(.popTo(name), animated: try animated(arguments, command: word)) }
            return .popTo(name, animated: try animated(arguments, command: word), during: arguments.flags.contains("during"))
        case "pop-to-root":
            let arguments = try split(rest, command: word, flags: ["during"], options: ["animated"])
            try none(arguments, command: word)
            return .popToRoot(animated: try animated(arguments, command: word), during: arguments.flags.contains("during"))
        case "set":
            let arguments = try split(rest, command: word, flags: ["during"], options: ["animated"])
            let names = try pageList(arguments.positional, command: word)
            return .set(names, animated: try animated(arguments, command: word), during: arguments.flags.contains("during"))
        case "back":
            let arguments = try split(rest, command: word, flags: ["during"], options: [])
            try none(arguments, command: word)
            return .back(during: arguments.flags.contains("during"))
        case "swipe": return try swipe(rest)
        case "swipe-push": return try swipePush(rest)
        case "style": return try style(rest)
        case "option": return try option(rest)
        case "scroll":
            let arguments = try split(rest, command: word, flags: [], options: [])
            let (nameToken, positionToken) = try pair(arguments, command: word, first: "a page name", second: "edge or scrolled")
            let name = try pageReference(nameToken, command: word)
            return .scroll(name, try value(positionToken, command: word, what: "a scroll position", ScrollPosition.self))
        case "rotate":
            return .rotate(try keyword(rest, command: word, what: "an orientation", InterfaceOrientation.self))
        case "appearance":
            return .appearance(try keyword(rest, command: word, what: "an appearance", InterfaceStyle.self))
        case "memory-warning":
            try none(try split(rest, command: word, flags: [], options: []), command: word)
            return .memoryWarning
        case "lost-end":
            try none(try split(rest, command: word, flags: [], options: []), command: word)
            return .lostEnd
        case "expect": return try expect(rest)
        default:
            throw error("unknown command '\(word)': expected one of \(ScenarioParser.commandWords.joined(separator: ", "))")
        }
    }

    /// Whether a `push` or `pop-to` says `raises`; never with `during` (a rejected call is made at
    /// rest, where the next run-loop turn follows it).
    func raises(_ arguments: ScenarioArguments, command: String) throws -> Bool {
        guard arguments.flags.contains("raises") else { return false }
        if arguments.flags.contains("during") {
            throw error("'\(command)' given both 'during' and 'raises': expected one of them, \(usage(command))")
        }
        return true
    }

    // MARK: Ordering rules

    mutating func checkSetup(_ word: String) throws {
        if let rootLine {
            throw error(
                "'\(word)' after navigation began with 'root' on line \(rootLine): "
                    + "expected device, ios, glass, rtl, container and foreign-library before 'root'"
            )
        }
        if let earlier = setupLines[word] {
            throw error("'\(word)' again: it was already set on line \(earlier)")
        }
        setupLines[word] = line
    }

    // MARK: Commands

    func device(_ tokens: [Substring]) throws -> ScenarioCommand {
        let arguments = try split(tokens, command: "device", flags: [], options: [])
        guard let nameToken = arguments.positional.first else {
            throw error(
                "'device' is missing a device name: expected \(usage("device")) with NAME one of "
                    + DevicePreset.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let preset = DevicePreset(rawValue: String(nameToken)) else {
            throw error(
                "unknown device '\(nameToken)': expected one of "
                    + DevicePreset.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var orientation = InterfaceOrientation.portrait
        if arguments.positional.count > 1 {
            let token = arguments.positional[1]
            guard let parsed = InterfaceOrientation(rawValue: String(token)) else {
                throw error("unexpected argument '\(token)' to 'device': expected \(usage("device"))")
            }
            orientation = parsed
        }
        if arguments.positional.count > 2 {
            throw error("unexpected argument '\(arguments.positional[2])' to 'device': expected \(usage("device"))")
        }
        return .device(preset, orientation: orientation)
    }

    mutating func ios(_ tokens: [Substring]) throws -> ScenarioCommand {
        let arguments = try split(tokens, command: "ios", flags: [], options: [])
        let token = try single(arguments, command: "ios", what: "a version")
        guard token.allSatisfy({ $0.isASCII && $0.isNumber }), let version = Int(token), (13...27).contains(version) else {
            throw error("malformed iOS version '\(token)': expected a whole number from 13 to 27")
        }
        if glassOn, version < 26, let glassLine = setupLines["glass"] {
            throw error("'ios \(version)' after 'glass on' on line \(glassLine): Liquid Glass needs ios 26 or later")
        }
        if version < 18, let zoomLine {
            throw error("'ios \(version)' after a 'zoom' page on line \(zoomLine): zoom transitions need ios 18 or later")
        }
        iosVersion = version
        return .ios(version)
    }

    /// `glass on|off`; `on` needs `ios` 26 or later (checked here when `ios` came first, at `root`
    /// otherwise, where the default `ios 17` applies).
    mutating func glass(_ tokens: [Substring]) throws -> ScenarioCommand {
        let on = try keyword(tokens, command: "glass", what: "a setting", ["on": true, "off": false])
        if on, let iosVersion, iosVersion < 26 {
            throw error("'glass on' on ios \(iosVersion): Liquid Glass needs ios 26 or later (expected 'glass off' or no 'glass')")
        }
        glassOn = on
        return .glass(on)
    }

    func variant(_ tokens: [Substring]) throws -> ScenarioCommand {
        guard let token = tokens.first else {
            throw error("'variant' is missing KEY=VALUE: expected \(usage("variant"))")
        }
        if tokens.count > 1 {
            throw error("unexpected argument '\(tokens[1])' to 'variant': expected \(usage("variant"))")
        }
        guard let equals = token.firstIndex(of: "=") else {
            throw error("malformed variant '\(token)': expected KEY=VALUE")
        }
        let key = token[..<equals]
        let value = token[token.index(after: equals)...]
        guard isName(key), !value.isEmpty else {
            throw error(
                "malformed variant '\(token)': expected KEY=VALUE with a KEY of letters, digits, '-', '_' or '.' and a non-empty VALUE")
        }
        return .variant(key: String(key), value: String(value))
    }

    /// `app bar-hidden=yes|no [animated=no]`, `app pop-gesture=off|on`,
    /// `app pop-gesture-delegate=nil|uikit`, `app bar-alpha=A` or `app should-pop=yes|no|later`:
    /// or `app bar-is-hidden=yes|no`: exactly one of the six.
    func app(_ tokens: [Substring]) throws -> ScenarioCommand {
        let keys = ["bar-hidden", "pop-gesture", "pop-gesture-delegate", "bar-alpha", "should-pop", "bar-is-hidden"]
        let arguments = try split(tokens, command: "app", flags: [], options: Set(keys + ["animated"]))
        try none(arguments, command: "app")
        let given = keys.filter { arguments.options[$0] != nil }
        guard given.count <= 1 else {
            throw error("'app' given both \(given[0]) and \(given[1]): expected one per line, \(usage("app"))")
        }
        if let hidden = arguments.options["bar-hidden"] {
            let value = try optionKeyword(hidden, key: "bar-hidden", ["yes": true, "no": false])
            return .appSetsBarHidden(value, animated: try animated(arguments, command: "app"))
        }
        guard let key = given.first, let option = arguments.options[key] else {
            throw error("'app' is missing what the app does: expected \(usage("app"))")
        }
        if let animated = arguments.options["animated"] {
            throw error("unexpected option '\(animated.token)' to 'app \(key)': expected \(usage("app"))")
        }
        if key == "pop-gesture-delegate" {
            return .appSetsPopGestureDelegate(try optionValue(option, key: key, PopGestureDelegate.self))
        }
        if key == "pop-gesture" {
            return .appSetsPopGesture(try optionKeyword(option, key: "pop-gesture", ["on": true, "off": false]))
        }
        if key == "bar-is-hidden" {
            return .appWritesBarIsHidden(try optionKeyword(option, key: key, ["yes": true, "no": false]))
        }
        if key == "should-pop" {
            return .appAnswersShouldPop(try optionValue(option, key: key, ShouldPopAnswer.self))
        }
        guard let alpha = number(option.value), (0...1).contains(alpha) else {
            throw error("malformed value in '\(option.token)': expected bar-alpha=A with A a number from 0 to 1")
        }
        return .appSetsBarAlpha(alpha)
    }

    /// `app-bar-in=` and `app-bar-restore=`: when the page's own code sets the bar's visibility,
    /// and when a page that hides it shows it again (only where it does so as it leaves).
    func appBarTiming(_ arguments: ScenarioArguments, into declaration: inout PageDeclaration) throws {
        for key in ["app-bar-in", "app-bar-restore"] {
            guard let option = arguments.options[key], host == .swiftui else { continue }
            throw error(
                "'\(option.token)' times a UIKit page's own calls, which a SwiftUI destination has none of: "
                    + "expected no \(key)= under 'host swiftui' (its toolbar= is SwiftUI's own call)")
        }
        if let option = arguments.options["app-bar-in"] {
            guard declaration.appBar != nil else {
                throw error(
                    "'\(option.token)' says when the page's own code sets the bar's visibility, but the page has no app-bar=: "
                        + "expected app-bar=hidden|shown with it")
            }
            declaration.appBarMoment = try optionValue(option, key: "app-bar-in", AppBarMoment.self)
        }
        if let option = arguments.options["app-bar-restore"] {
            guard declaration.appBar == .hidden,
                declaration.appBarMoment == .viewWillAppear || declaration.appBarMoment == .viewDidAppear
            else {
                throw error(
                    "'\(option.token)' says when a page that hides the bar shows it again as it leaves: "
                        + "expected app-bar=hidden with app-bar-in=view-will-appear or view-did-appear (the default)")
            }
            declaration.appBarRestore = try optionValue(option, key: "app-bar-restore", AppBarRestore.self)
        }
    }

    mutating func page(_ tokens: [Substring]) throws -> ScenarioCommand {
        let arguments = try split(
            tokens, command: "page",
            flags: ["large-title", "opt-out", "search-bar", "skips-super", "hides-back-button", "hides-tab-bar", "prompt", "zoom"],
            options: [
                "bar", "title", "pop-gesture", "pop-distance", "view", "app-bar", "app-bar-in", "app-bar-restore", "app-style",
                "app-style-in", "toolbar-background", "toolbar", "status-bar", "shadow", "title-color", "app-title-color",
            ]
        )
        let nameToken = try single(arguments, command: "page", what: "a page name")
        let name = String(nameToken)
        guard isName(nameToken) else {
            throw error("malformed page name '\(name)': expected letters, digits, '-', '_' or '.'")
        }
        guard !reservedPageNames.contains(name) else {
            throw error(
                "page name '\(name)' is reserved: expected a name other than "
                    + reservedPageNames.sorted().joined(separator: ", "))
        }
        if let earlier = pages[name] {
            throw error("page '\(name)' is already declared on line \(earlier): expected each page declared once")
        }
        var declaration = PageDeclaration(name: name)
        if let option = arguments.options["bar"] {
            declaration.bar = try barStyle(
                option.value, token: option.token, shadow: arguments.options["shadow"], titleColor: arguments.options["title-color"])
        } else if let option = arguments.options["shadow"] ?? arguments.options["title-color"] {
            throw shadowWithoutBar(option.token)
        }
        if let option = arguments.options["title"] {
            declaration.title = try title(option.value, token: option.token)
        }
        declaration.largeTitle = arguments.flags.contains("large-title")
        declaration.optOut = arguments.flags.contains("opt-out")
        declaration.searchBar = arguments.flags.contains("search-bar")
        if let option = arguments.options["pop-gesture"] {
            declaration.popGestureEnabled = try optionKeyword(option, key: "pop-gesture", ["on": true, "off": false])
        }
        if let option = arguments.options["pop-distance"] {
            guard let distance = number(option.value), distance >= 0 else {
                throw error("malformed value in '\(option.token)': expected a distance in points, 0 or more")
            }
            declaration.popDistance = distance
        }
        if let option = arguments.options["view"] {
            declaration.view = try optionValue(option, key: "view", PageViewLayout.self)
        }
        if let option = arguments.options["app-bar"] {
            declaration.appBar = try optionValue(option, key: "app-bar", AppBarVisibility.self)
        }
        try appBarTiming(arguments, into: &declaration)
        if let option = arguments.options["app-style"] {
            let style = try? barStyle(option.value, token: option.token)
            guard let style, style != .hidden, style != .image(), style == opaque(style) else {
                throw error(
                    "malformed value in '\(option.token)': expected app-style=#RRGGBB (six hex digits), "
                        + "app-style=transparent or app-style=default")
            }
            declaration.appStyle = style
        }
        if let option = arguments.options["app-title-color"] {
            guard case .color(let red, let green, let blue, let alpha, let shadow, _)? = declaration.appStyle else {
                throw error(
                    "'\(option.token)' is the title colour the page's own code gives the shared bar with its style: "
                        + "expected app-style=#RRGGBB with it")
            }
            declaration.appStyle = .color(
                red: red, green: green, blue: blue, alpha: alpha, shadow: shadow,
                title: try titleColor(option.value, token: option.token, key: "app-title-color"))
        }
        if let option = arguments.options["app-style-in"] {
            guard declaration.appStyle != nil else {
                throw error(
                    "'\(option.token)' says when the page's own code styles the shared bar, but the page has no app-style=: "
                        + "expected app-style=#RRGGBB|transparent|default with it")
            }
            declaration.appStyleMoment = try optionValue(option, key: "app-style-in", AppStyleMoment.self)
        }
        declaration.skipsSuper = arguments.flags.contains("skips-super")
        declaration.hidesBackButton = arguments.flags.contains("hides-back-button")
        declaration.hidesTabBar = arguments.flags.contains("hides-tab-bar")
        try swiftUIToolbar(arguments, into: &declaration)
        declaration.prompt = arguments.flags.contains("prompt")
        declaration.zoom = arguments.flags.contains("zoom")
        if let option = arguments.options["status-bar"] {
            declaration.statusBarHidden = try optionKeyword(option, key: "status-bar", ["hidden": true, "visible": false])
        }
        if declaration.zoom {
            if let iosVersion, iosVersion < 18 {
                throw error("'zoom' on ios \(iosVersion): zoom transitions (preferredTransition) need ios 18 or later")
            }
            if zoomLine == nil { zoomLine = line }
        }
        pages[name] = line
        pageOrder.append(name)
        return .page(declaration)
    }

    /// `toolbar-background=#RRGGBB` and `toolbar=hidden|visible`: SwiftUI's own modifiers, so
    /// only on a page of a `NavigationStack` (`host swiftui` before the page).
    func swiftUIToolbar(_ arguments: ScenarioArguments, into declaration: inout PageDeclaration) throws {
        for key in ["toolbar-background", "toolbar"] {
            guard let option = arguments.options[key] else { continue }
            guard host == .swiftui else {
                throw error(
                    "'\(option.token)' is a SwiftUI toolbar modifier: expected 'host swiftui' before the first page, "
                        + "or no \(key)= on a UIKit page")
            }
            if key == "toolbar" {
                declaration.toolbar = try optionValue(option, key: key, ToolbarVisibility.self)
            } else {
                guard let color = hexColor(option.value) else {
                    throw error("malformed value in '\(option.token)': expected toolbar-background=#RRGGBB (six hex digits)")
                }
                declaration.toolbarBackground = color
            }
        }
    }

    /// `present full-screen|sheet [animated=no] [during]`: one modal at a time.
    mutating func present(_ tokens: [Substring], afterDismiss: Bool) throws -> ScenarioCommand {
        let arguments = try split(tokens, command: "present", flags: ["during"], options: ["animated"])
        let style = try value(
            try single(arguments, command: "present", what: "a presentation style"), command: "present",
            what: "a presentation style", PresentationStyle.self)
        if let presentedLine {
            throw error("'present' while the modal presented on line \(presentedLine) is up: expected 'dismiss' first")
        }
        let during = arguments.flags.contains("during")
        if during, afterDismiss {
            throw error("'present ... during' right after 'dismiss': UIKit presents nothing while a dismissal runs")
        }
        presentedLine = line
        return .present(style, animated: try animated(arguments, command: "present"), during: during)
    }

    /// `tab switch`: only in a tab bar controller.
    func tab(_ tokens: [Substring]) throws -> ScenarioCommand {
        let arguments = try split(tokens, command: "tab", flags: [], options: [])
        let word = try single(arguments, command: "tab", what: "what the user does with the tabs")
        guard word == "switch" else {
            throw error("unknown tab action '\(word)' for 'tab': expected \(usage("tab"))")
        }
        guard container == .tabBar else {
            throw error("'tab switch' needs a tab bar: expected 'container tab-bar' before 'root'")
        }
        return .tabSwitch
    }

    mutating func root(_ tokens: [Substring]) throws -> ScenarioCommand {
        if let rootLine {
            throw error("'root' again: the root was already set on line \(rootLine); expected 'set' to replace the stack")
        }
        if glassOn, iosVersion == nil, let glassLine = setupLines["glass"] {
            throw ScenarioError(
                file: file, line: glassLine,
                message: "'glass on' without 'ios': the default is ios 17, and Liquid Glass needs ios 26 or later")
        }
        if iosVersion == nil, let zoomLine {
            throw ScenarioError(
                file: file, line: zoomLine,
                message: "'zoom' without 'ios': the default is ios 17, and zoom transitions need ios 18 or later")
        }
        let arguments = try split(tokens, command: "root", flags: [], options: [])
        let names = try pageList(arguments.positional, command: "root")
        rootLine = line
        return .root(names)
    }

    func swipe(_ tokens: [Substring]) throws -> ScenarioCommand {
        let arguments = try split(tokens, command: "swipe", flags: [], options: ["from", "velocity", "over"])
        let (fractionToken, outcomeToken) = try pair(
            arguments, command: "swipe", first: "a fraction", second: "complete or cancel"
        )
        guard let fraction = number(fractionToken), (0...1).contains(fraction) else {
            throw error("malformed fraction '\(fractionToken)' for 'swipe': expected a number from 0 to 1")
        }
        var spec = SwipeSpec(
            fraction: fraction,
            outcome: try value(outcomeToken, command: "swipe", what: "an outcome", SwipeOutcome.self)
        )
        if let option = arguments.options["from"] {
            guard let from = number(option.value), from >= 0 else {
                throw error("malformed value in '\(option.token)': expected a distance in points from the leading edge, 0 or more")
            }
            spec.from = from
        }
        if let option = arguments.options["velocity"] {
            guard let velocity = number(option.value) else {
                throw error("malformed value in '\(option.token)': expected a signed speed in points per second")
            }
            spec.velocity = velocity
        }
        if let option = arguments.options["over"] {
            spec.over = try optionValue(option, key: "over", SwipeSurface.self)
        }
        return .swipe(spec)
    }

    /// `swipe-push NAME FRACTION complete|cancel`: only where the navigation delegate answers its
    /// own animator for pushes (UIKit drives an interactive push only with a custom animator).
    func swipePush(_ tokens: [Substring]) throws -> ScenarioCommand {
        let word = "swipe-push"
        let arguments = try split(tokens, command: word, flags: [], options: [])
        guard arguments.positional.count == 3 else {
            throw error("'\(word)' expects a page name, a fraction and complete or cancel: \(usage(word))")
        }
        let name = try pageReference(arguments.positional[0], command: word)
        let fractionToken = arguments.positional[1]
        guard let fraction = number(fractionToken), (0...1).contains(fraction) else {
            throw error("malformed fraction '\(fractionToken)' for '\(word)': expected a number from 0 to 1")
        }
        let outcome = try value(arguments.positional[2], command: word, what: "an outcome", SwipeOutcome.self)
        guard delegate == .customAnimator || delegate == .pushAnimator else {
            throw error(
                "'\(word)' under 'delegate \(delegate.rawValue)': an interactive push needs the app's own push animator, "
                    + "expected 'delegate custom-animator' or 'delegate push-animator' before it")
        }
        return .swipePush(name, SwipeSpec(fraction: fraction, outcome: outcome))
    }

    func style(_ tokens: [Substring]) throws -> ScenarioCommand {
        let arguments = try split(tokens, command: "style", flags: [], options: ["bar", "title", "shadow", "title-color"])
        let name = try pageReference(try single(arguments, command: "style", what: "a page name"), command: "style")
        var bar: BarStyleSpec?
        var newTitle: String?
        if let option = arguments.options["bar"] {
            bar = try barStyle(
                option.value, token: option.token, shadow: arguments.options["shadow"], titleColor: arguments.options["title-color"])
        } else if let option = arguments.options["shadow"] ?? arguments.options["title-color"] {
            throw shadowWithoutBar(option.token)
        }
        if let option = arguments.options["title"] {
            newTitle = try title(option.value, token: option.token)
        }
        guard bar != nil || newTitle != nil else {
            throw error("'style \(name)' changes nothing: expected bar=... or title=WORD after the page name")
        }
        return .style(name, bar: bar, title: newTitle)
    }

    /// `option NAME [bar=hidden|shown|none] [opt-out|opt-in] [pop-gesture=off|on]`.
    func option(_ tokens: [Substring]) throws -> ScenarioCommand {
        let arguments = try split(tokens, command: "option", flags: ["opt-out", "opt-in"], options: ["bar", "pop-gesture"])
        let name = try pageReference(try single(arguments, command: "option", what: "a page name"), command: "option")
        var change = PageOptionChange()
        if let option = arguments.options["bar"] {
            change.bar = try optionValue(option, key: "bar", BarHiddenOption.self)
        }
        if arguments.flags.contains("opt-out"), arguments.flags.contains("opt-in") {
            throw error("'option \(name)' says both opt-out and opt-in: expected one of them")
        }
        if arguments.flags.contains("opt-out") { change.optOut = true }
        if arguments.flags.contains("opt-in") { change.optOut = false }
        if let option = arguments.options["pop-gesture"] {
            change.popGesture = try optionKeyword(option, key: "pop-gesture", ["on": true, "off": false])
        }
        guard change != PageOptionChange() else {
            throw error(
                "'option \(name)' changes nothing: expected bar=hidden|shown|none, opt-out, opt-in or pop-gesture=off|on after the page name"
            )
        }
        return .option(name, change)
    }

    func expect(_ tokens: [Substring]) throws -> ScenarioCommand {
        guard let subject = tokens.first else {
            throw error("'expect' is missing what to expect: expected \(usage("expect"))")
        }
        let rest = Array(tokens.dropFirst())
        switch subject {
        case "stack":
            let arguments = try split(rest, command: "expect stack", flags: [], options: [])
            return .expectStack(try pageList(arguments.positional, command: "expect stack"))
        case "bar":
            let arguments = try split(rest, command: "expect bar", flags: [], options: [])
            let token = try single(arguments, command: "expect bar", what: "a page name")
            return .expectBar(try pageReference(token, command: "expect bar"))
        case "gesture":
            return .expectGesture(try keyword(rest, command: "expect gesture", what: "an outcome", GestureOutcome.self))
        case "transition":
            return .expectTransition(
                try keyword(rest, command: "expect transition", what: "a carriage", TransitionCarriage.self))
        default:
            throw error("unknown expectation '\(subject)': expected stack, bar, gesture or transition")
        }
    }

    // MARK: Arguments

    /// Sorts tokens into positional words (first), then flags and options in any order.
    func split(
        _ tokens: [Substring], command: String, flags: Set<String>, options: Set<String>
    ) throws -> ScenarioArguments {
        var arguments = ScenarioArguments()
        var sawOption = false
        for token in tokens {
            if let equals = token.firstIndex(of: "=") {
                let key = String(token[..<equals])
                guard options.contains(key) else {
                    throw error("unknown option '\(token)' for '\(command)': expected \(usage(command))")
                }
                guard arguments.options[key] == nil else {
                    throw error("option '\(key)' given twice in '\(token)': expected each option once")
                }
                arguments.options[key] = (token[token.index(after: equals)...], token)
                sawOption = true
            } else if flags.contains(String(token)) {
                guard arguments.flags.insert(String(token)).inserted else {
                    throw error("flag '\(token)' given twice: expected each flag once")
                }
                sawOption = true
            } else if sawOption {
                throw error("unexpected argument '\(token)' after the options of '\(command)': expected \(usage(command))")
            } else {
                arguments.positional.append(token)
            }
        }
        return arguments
    }

    func none(_ arguments: ScenarioArguments, command: String) throws {
        if let extra = arguments.positional.first {
            throw error("unexpected argument '\(extra)' to '\(command)': expected \(usage(command))")
        }
    }

    func single(_ arguments: ScenarioArguments, command: String, what: String) throws -> Substring {
        guard let first = arguments.positional.first else {
            throw error("'\(command)' is missing \(what): expected \(usage(command))")
        }
        if arguments.positional.count > 1 {
            throw error("unexpected argument '\(arguments.positional[1])' to '\(command)': expected \(usage(command))")
        }
        return first
    }

    func pair(
        _ arguments: ScenarioArguments, command: String, first: String, second: String
    ) throws -> (Substring, Substring) {
        let words = arguments.positional
        guard words.count >= 1 else {
            throw error("'\(command)' is missing \(first): expected \(usage(command))")
        }
        guard words.count >= 2 else {
            throw error("'\(command) \(words[0])' is missing \(second): expected \(usage(command))")
        }
        if words.count > 2 {
            throw error("unexpected argument '\(words[2])' to '\(command)': expected \(usage(command))")
        }
        return (words[0], words[1])
    }

    /// A command whose only argument is one word from a fixed set.
    func keyword<Value>(
        _ tokens: [Substring], command: String, what: String, _ table: KeyValuePairs<String, Value>
    ) throws -> Value {
        let arguments = try split(tokens, command: command, flags: [], options: [])
        let token = try single(arguments, command: command, what: what)
        guard let match = table.first(where: { $0.key == token }) else {
            throw error("unknown \(what.dropArticle) '\(token)' for '\(command)': expected \(usage(command))")
        }
        return match.value
    }

    func keyword<Value: RawRepresentable & CaseIterable>(
        _ tokens: [Substring], command: String, what: String, _ type: Value.Type
    ) throws -> Value where Value.RawValue == String {
        let arguments = try split(tokens, command: command, flags: [], options: [])
        return try value(try single(arguments, command: command, what: what), command: command, what: what, type)
    }

    func value<Value: RawRepresentable & CaseIterable>(
        _ token: Substring, command: String, what: String, _ type: Value.Type
    ) throws -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: String(token)) else {
            throw error(
                "unknown \(what.dropArticle) '\(token)' for '\(command)': expected "
                    + Value.allCases.map(\.rawValue).joined(separator: " or "))
        }
        return value
    }

    func optionKeyword<Value>(
        _ option: (value: Substring, token: Substring), key: String, _ table: KeyValuePairs<String, Value>
    ) throws -> Value {
        guard let match = table.first(where: { $0.key == option.value }) else {
            throw error(
                "malformed value in '\(option.token)': expected \(key)="
                    + table.map(\.key).joined(separator: " or \(key)="))
        }
        return match.value
    }

    func optionValue<Value: RawRepresentable & CaseIterable>(
        _ option: (value: Substring, token: Substring), key: String, _ type: Value.Type
    ) throws -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: String(option.value)) else {
            throw error(
                "malformed value in '\(option.token)': expected \(key)="
                    + Value.allCases.map(\.rawValue).joined(separator: " or \(key)="))
        }
        return value
    }

    func animated(_ arguments: ScenarioArguments, command: String) throws -> Bool {
        guard let option = arguments.options["animated"] else { return true }
        return try optionKeyword(option, key: "animated", ["no": false, "yes": true])
    }

    /// `bar=`, with the `shadow=` and `title-color=` given next to it (only with a colour or an image).
    func barStyle(
        _ value: Substring, token: Substring, shadow: (value: Substring, token: Substring)? = nil,
        titleColor titleOption: (value: Substring, token: Substring)? = nil
    ) throws -> BarStyleSpec {
        let style: BarStyleSpec
        switch value {
        case "default": style = .default
        case "transparent": style = .transparent
        case "hidden": style = .hidden
        case "image": style = .image()
        default:
            guard let color = hexColor(value) ?? translucentColor(value) else {
                throw error(
                    "malformed value in '\(token)': expected bar=#RRGGBB (six hex digits), bar=#RRGGBBAA (eight, "
                        + "the last two an alpha below FF), bar=image, bar=default, bar=transparent or bar=hidden")
            }
            style = color
        }
        var line = BarShadowSpec.system
        if let shadow {
            if shadow.value == "none" {
                line = .none
            } else if case .color(let red, let green, let blue, _, _, _)? = hexColor(shadow.value) {
                line = .color(red: red, green: green, blue: blue)
            } else {
                throw error("malformed value in '\(shadow.token)': expected shadow=none or shadow=#RRGGBB (six hex digits)")
            }
        }
        let title = try titleOption.map { try titleColor($0.value, token: $0.token, key: "title-color") } ?? .system
        switch style {
        case .color(let red, let green, let blue, let alpha, _, _):
            return .color(red: red, green: green, blue: blue, alpha: alpha, shadow: line, title: title)
        case .image: return .image(shadow: line, title: title)
        case .default, .transparent, .hidden:
            guard let option = shadow ?? titleOption else { return style }
            throw error(
                "'\(option.token)' belongs to the page's own bar appearance, but '\(token)' gives it none: "
                    + "expected bar=#RRGGBB, bar=#RRGGBBAA or bar=image with it")
        }
    }

    /// `title-color=#RRGGBB` (or `app-title-color=`): an opaque colour.
    func titleColor(_ value: Substring, token: Substring, key: String) throws -> BarTitleSpec {
        guard case .color(let red, let green, let blue, _, _, _)? = hexColor(value) else {
            throw error("malformed value in '\(token)': expected \(key)=#RRGGBB (six hex digits)")
        }
        return .color(red: red, green: green, blue: blue)
    }

    func shadowWithoutBar(_ token: Substring) -> Error {
        error("'\(token)' belongs to the page's own bar appearance: expected bar=#RRGGBB, bar=#RRGGBBAA or bar=image with it")
    }

    /// The style as an opaque colour would be: a translucent colour made opaque, others as they are.
    func opaque(_ style: BarStyleSpec) -> BarStyleSpec {
        guard case .color(let red, let green, let blue, _, let shadow, let title) = style else { return style }
        return .color(red: red, green: green, blue: blue, shadow: shadow, title: title)
    }

    func title(_ value: Substring, token: Substring) throws -> String {
        guard !value.isEmpty else {
            throw error("malformed value in '\(token)': expected title=WORD with a non-empty word")
        }
        return String(value)
    }

    // MARK: Page references

    func pageReference(_ token: Substring, command: String) throws -> String {
        let name = String(token)
        guard pages[name] != nil else {
            let known =
                pageOrder.isEmpty
                ? "no page is declared yet"
                : "expected one of \(pageOrder.joined(separator: ", "))"
            throw error("page '\(name)' in '\(command)' is not declared: \(known) (declare it with 'page \(name)' first)")
        }
        return name
    }

    func pageList(_ tokens: [Substring], command: String) throws -> [String] {
        guard !tokens.isEmpty else {
            throw error("'\(command)' is missing a page name: expected \(usage(command))")
        }
        var seen: Set<String> = []
        var names: [String] = []
        for token in tokens {
            let name = try pageReference(token, command: command)
            guard seen.insert(name).inserted else {
                throw error("page '\(name)' appears twice in '\(command)': a navigation stack holds each page once")
            }
            names.append(name)
        }
        return names
    }
}

// MARK: - Lexical helpers

extension String {
    /// "a page name" → "page name", for messages like "unknown page name 'x'".
    fileprivate var dropArticle: Substring {
        if hasPrefix("an ") { return dropFirst(3) }
        if hasPrefix("a ") { return dropFirst(2) }
        return self[...]
    }
}

/// Whether a token can name a page or a variant key: ASCII letters, digits, `-`, `_`, `.`.
func isName(_ token: Substring) -> Bool {
    !token.isEmpty
        && token.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
            default: false
            }
        }
}

/// A decimal number, strictly: `[+-]digits[.digits][e[+-]digits]` or `[+-].digits[...]`.
///
/// Stricter than `Double(_:)`, which also takes `nan`, `inf` and hexadecimal floats that no
/// scenario should contain.
func number(_ token: Substring) -> Double? {
    var scalars = token.unicodeScalars[...]
    func digits() -> Int {
        var count = 0
        while let first = scalars.first, ("0"..."9").contains(first) {
            scalars.removeFirst()
            count += 1
        }
        return count
    }
    if let first = scalars.first, first == "+" || first == "-" { scalars.removeFirst() }
    var mantissa = digits()
    if scalars.first == "." {
        scalars.removeFirst()
        mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if let first = scalars.first, first == "e" || first == "E" {
        scalars.removeFirst()
        if let sign = scalars.first, sign == "+" || sign == "-" { scalars.removeFirst() }
        guard digits() > 0 else { return nil }
    }
    guard scalars.isEmpty, let value = Double(String(token)), value.isFinite else { return nil }
    return value
}

/// `#RRGGBBAA` with exactly eight hexadecimal digits, the alpha below `FF` (`#RRGGBBFF` is
/// written `#RRGGBB`, so each look has one spelling).
func translucentColor(_ token: Substring) -> BarStyleSpec? {
    guard token.first == "#", token.count == 9, case .color(let red, let green, let blue, _, _, _)? = hexColor(token.dropLast(2)),
        let alpha = UInt8(String(token.suffix(2)), radix: 16), token.suffix(2).allSatisfy(\.isHexDigit), alpha < 255
    else { return nil }
    return .color(red: red, green: green, blue: blue, alpha: alpha)
}

/// `#RRGGBB` with exactly six hexadecimal digits.
func hexColor(_ token: Substring) -> BarStyleSpec? {
    guard token.first == "#" else { return nil }
    let hex = token.dropFirst()
    guard hex.count == 6, hex.allSatisfy(\.isHexDigit) else { return nil }
    let characters = Array(hex)
    func component(_ index: Int) -> UInt8? {
        UInt8(String(characters[index..<index + 2]), radix: 16)
    }
    guard let red = component(0), let green = component(2), let blue = component(4) else { return nil }
    return .color(red: red, green: green, blue: blue)
}
