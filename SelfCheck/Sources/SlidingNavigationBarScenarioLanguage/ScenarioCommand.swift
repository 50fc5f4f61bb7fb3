/// What one scenario statement says, with its arguments already checked and typed.
///
/// Page references are page names as declared by a ``ScenarioCommand/page(_:)`` statement; the
/// parser guarantees each was declared on an earlier line.
public enum ScenarioCommand: Sendable, Hashable {
    // MARK: Setup (before `root`)

    /// `device NAME [landscape]`: the screen the navigation controller lives on, and how it starts.
    case device(DevicePreset, orientation: InterfaceOrientation)
    /// `ios N`: the iOS major version to model (13 ... 27).
    case ios(Int)
    /// `glass on|off`: whether the app's bars are Liquid Glass (built with the iOS 26 SDK or later).
    /// Without it, on for `ios` 26 and later, off below; `off` on 26 is `UIDesignRequiresCompatibility`,
    /// on 27 an app built with an older SDK; `on` below 26 is rejected by the parser.
    case glass(Bool)
    /// `rtl on|off`: whether the layout direction is right-to-left.
    case rtl(Bool)
    /// `container full-screen|sheet|split`: what holds the navigation controller.
    case container(ContainerKind)
    /// `foreign-library NAME`: the app also installed another bar-transition library.
    case foreignLibrary(ForeignLibrary)
    /// `host uikit|swiftui`: what builds the navigation controller and its pages (`swiftui`: a
    /// `NavigationStack`, every page a hosting controller).
    case host(HostKind)

    // MARK: Configuration (anywhere)

    /// `delegate system|custom-animator|nil-animator`: who animates transitions from now on.
    case delegate(DelegateKind)
    /// `app bar-hidden=yes|no [animated=no]`: the app calls `setNavigationBarHidden(_:animated:)` now.
    case appSetsBarHidden(Bool, animated: Bool)
    /// `app pop-gesture=off|on`: the app sets `interactivePopGestureRecognizer.isEnabled`.
    case appSetsPopGesture(Bool)
    /// `app pop-gesture-delegate=nil|uikit`: the app clears `interactivePopGestureRecognizer.delegate`
    /// (the usual way to keep the edge swipe with a custom or hidden back button), or puts UIKit's back.
    case appSetsPopGestureDelegate(PopGestureDelegate)
    /// `app bar-is-hidden=yes|no`: the app writes `navigationBar.isHidden` itself, not through the
    /// navigation controller (whose `isNavigationBarHidden` does not follow).
    case appWritesBarIsHidden(Bool)
    /// `app bar-alpha=A`: the app sets the navigation bar's `alpha` (0 ... 1).
    case appSetsBarAlpha(Double)
    /// `app should-pop=yes|no|later`: how the navigation controller answers `navigationBar(_:shouldPop:)`
    /// for a back tap from now on (a subclass or category overriding it: a confirm alert, an interceptor).
    case appAnswersShouldPop(ShouldPopAnswer)
    /// `variant KEY=VALUE`: pins one model variant; the runner validates key and value.
    case variant(key: String, value: String)
    /// `page NAME [options]`: declares a page and how it looks before anything changes it.
    case page(PageDeclaration)

    // MARK: Navigation

    /// `root NAME [NAME...]`: installs the initial stack, bottom first, without animation.
    case root([String])
    /// `push NAME [animated=no] [during]`: pushes a page; `during` issues it while a transition runs.
    case push(String, animated: Bool, during: Bool)
    /// `pop [animated=no] [during]`: pops the top page.
    case pop(animated: Bool, during: Bool)
    /// `pop-to NAME [animated=no] [during]`: pops back to a page on the stack.
    case popTo(String, animated: Bool, during: Bool)
    /// `pop-to-root [animated=no] [during]`: pops back to the bottom page.
    case popToRoot(animated: Bool, during: Bool)
    /// `set NAME [NAME...] [animated=no] [during]`: `setViewControllers(_:animated:)`, bottom first.
    case set([String], animated: Bool, during: Bool)
    /// `back [during]`: a tap on the back button of the top page's bar.
    case back(during: Bool)
    /// `swipe FRACTION complete|cancel [...]`: an interactive pop gesture from finger down to lift.
    case swipe(SwipeSpec)
    /// `swipe-push NAME FRACTION complete|cancel`: the app's own interactive push (GKNavigationBar's
    /// `gk_openScrollLeftPush`, RTRootNavigationController): the user swipes from the trailing side
    /// toward the leading edge, the app pushes NAME animated as its pan begins, its navigation
    /// delegate answers its own push animator and a percent-driven interaction controller, and the
    /// lift finishes or cancels the push. Only under `delegate custom-animator` or `push-animator`.
    /// The spec's `from`, `velocity` and `over` keep their defaults.
    case swipePush(String, SwipeSpec)
    /// `push NAME raises [animated=no]` or `pop-to NAME raises [animated=no]`: the app makes a call
    /// UIKit rejects by raising an Objective-C exception before any transition (a page pushed
    /// twice, a pop to a page not in the stack), and catches it. Nothing moves.
    case rejected(RejectedCall, animated: Bool)
    /// `tab switch`: the user selects another tab of the tab bar controller and comes back
    /// (only under `container tab-bar`).
    case tabSwitch
    /// `present full-screen|sheet [animated=no] [during]`: the top page presents a modal view
    /// controller over the navigation controller (`.fullScreen`, or `.pageSheet`, the card of
    /// iOS 13 and later); with `during`, at the midpoint of the running navigation transition.
    case present(PresentationStyle, animated: Bool, during: Bool)
    /// `dismiss [animated=no]`: the modal presented last is dismissed; a navigation call said
    /// `during` on the next line is made at the dismissal's midpoint.
    case dismiss(animated: Bool)

    // MARK: Changes while running

    /// `style NAME [bar=...] [title=WORD]`: changes a page's bar or title, on screen or covered.
    /// `nil` leaves that property as it was; at least one is present.
    case style(String, bar: BarStyleSpec?, title: String?)
    /// `option NAME [bar=hidden|shown|none] [opt-out|opt-in] [pop-gesture=off|on]`: the app sets
    /// the page's own `slidingBar` options at run time, on screen or covered
    /// (`prefersNavigationBarHidden`, `isEnabled`, `isPopGestureEnabled`).
    case option(String, PageOptionChange)
    /// `scroll NAME edge|scrolled`: moves a page's content to or away from the scroll edge.
    case scroll(String, ScrollPosition)
    /// `rotate portrait|landscape`: rotates the device.
    case rotate(InterfaceOrientation)
    /// `appearance light|dark`: switches the user interface style.
    case appearance(InterfaceStyle)
    /// `memory-warning`: the system asks the app to release what it can rebuild.
    case memoryWarning
    /// `lost-end`: the end of the next transition never reaches the library (the navigation
    /// controller covered or removed from its window mid-transition, a callback lost): UIKit
    /// ends it, but neither the coordinator's completion nor the did-appear/did-disappear pair
    /// is heard. The library's watchdog must put the real bar back, unmasked and in front, with
    /// no snapshot left, within about a second of when the transition should have ended.
    case lostEnd

    // MARK: Expectations

    /// `expect stack NAME [NAME...]`: the navigation stack, bottom first, once everything settled.
    case expectStack([String])
    /// `expect bar NAME`: this page is on top, at rest, and the bar the user sees is its own
    /// (hidden, where the page hides the bar).
    case expectBar(String)
    /// `expect gesture refused|began`: what the last swipe's recognizer did.
    case expectGesture(GestureOutcome)
    /// `expect transition uikit|slide`: how the last transition that ended was carried.
    case expectTransition(TransitionCarriage)
}

/// How a transition was carried, as `expect transition` names it.
public enum TransitionCarriage: String, Sendable, Hashable, CaseIterable {
    /// Left to UIKit: nothing of the library's attached, the real bar in front.
    case uikit
    /// Each page carried its bar (or, on glass, its bar's background) with it.
    case slide
}

/// A navigation call UIKit rejects with an exception. Used by `push NAME raises` and
/// `pop-to NAME raises`.
public enum RejectedCall: Sendable, Hashable {
    /// `pushViewController(_:animated:)` of the page (raises when it is already in the stack).
    case push(String)
    /// `popToViewController(_:animated:)` to the page (raises when it is not in the stack).
    case popTo(String)
}

/// The device presets a scenario can run on; raw values are the names scenarios use.
public enum DevicePreset: String, Sendable, Hashable, CaseIterable {
    /// 4.7" home-button phone: 20 pt status bar, 44 pt bar.
    case iphoneSE = "iphone-se"
    /// The first notched phone.
    case iphoneX = "iphone-x"
    /// 6.1" notched phone.
    case iphone12 = "iphone-12"
    /// 5.4" notched phone with a taller status bar relative to its width.
    case iphone12Mini = "iphone-12-mini"
    /// 6.1" notched phone at @2x.
    case iphoneXR = "iphone-xr"
    /// First Dynamic Island phone.
    case iphone14Pro = "iphone-14-pro"
    /// Dynamic Island phone.
    case iphone15Pro = "iphone-15-pro"
    /// Largest Dynamic Island phone.
    case iphone16ProMax = "iphone-16-pro-max"
    /// 11" tablet, no notch, regular size classes.
    case ipadPro11 = "ipad-pro-11"
}

/// Portrait or landscape; raw values are the words scenarios use.
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable {
    case portrait
    case landscape
}

/// What holds the navigation controller; raw values are the words scenarios use.
/// How a modal is presented over the navigation controller (`present`).
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// `.fullScreen`: the presenter's views are removed once it is up; its top page disappears.
    case fullScreen = "full-screen"
    /// `.pageSheet` (or `.formSheet`): the card of iOS 13 and later; the presenter stays in the
    /// window and its pages get no appearance callback.
    case sheet
}

public enum ContainerKind: String, Sendable, Hashable, CaseIterable {
    /// The window's root: the navigation controller fills the screen.
    case fullScreen = "full-screen"
    /// Presented as a page sheet: narrower and lower than the screen, no status bar.
    case sheet
    /// A column of a split view controller: narrower than the screen.
    case split
    /// A tab of a `UITabBarController` that fills the screen, its tab bar shown at the bottom.
    case tabBar = "tab-bar"
}

/// What builds the navigation controller and its pages; raw values are the words scenarios use.
/// Used by `host`.
public enum HostKind: String, Sendable, Hashable, CaseIterable {
    /// A `UINavigationController` with UIKit pages (the default).
    case uikit
    /// A SwiftUI `NavigationStack`: SwiftUI's own navigation controller, every page a hosting
    /// controller whose toolbar SwiftUI applies to the bar during its own update.
    case swiftui
}

/// What a SwiftUI page's `.toolbar(_:for: .navigationBar)` says. Used by `page toolbar=`.
public enum ToolbarVisibility: String, Sendable, Hashable, CaseIterable {
    /// `.toolbar(.hidden, for: .navigationBar)`.
    case hidden
    /// `.toolbar(.visible, for: .navigationBar)`.
    case visible
}

/// Who animates the navigation controller's transitions; raw values are the words scenarios use.
public enum DelegateKind: String, Sendable, Hashable, CaseIterable {
    /// No animator from the delegate: UIKit's own slide.
    case system
    /// The delegate returns its own animator, so the library must fall back gracefully.
    case customAnimator = "custom-animator"
    /// The delegate implements `navigationController(_:animationControllerFor:from:to:)` and
    /// answers `nil`: UIKit runs its own slide.
    case nilAnimator = "nil-animator"
    /// The delegate returns its own animator for pushes and `nil` for pops, so pops are UIKit's
    /// own slide and its swipe back stays (RTRootNavigationController's demo animates only pushes).
    case pushAnimator = "push-animator"
}

/// Who is the delegate of UIKit's edge recognizer (`interactivePopGestureRecognizer.delegate`).
/// Used by `app pop-gesture-delegate=`.
public enum PopGestureDelegate: String, Sendable, Hashable, CaseIterable {
    /// UIKit's own: it turns the edge swipe off where the page hides or replaces its back button.
    case uikit
    /// The app set it to `nil`: the edge swipe begins whatever the back button.
    case cleared = "nil"
}

/// How the app's navigation controller answers `navigationBar(_:shouldPop:)` for a tap on the back
/// button of the top page. Used by `app should-pop=`. A swipe back is never vetoed by it (UIKit
/// does not ask for a swipe, or asks once the page is already off the stack, where such code
/// answers as UIKit does).
public enum ShouldPopAnswer: String, Sendable, Hashable, CaseIterable {
    /// UIKit's own answer: the tap pops (the default).
    case yes
    /// `false`, and nothing else: no pop (a subclass showing a confirm alert instead;
    /// GKNavigationBar's `navigationShouldPop` answering `NO`).
    case no
    /// `false`, then the app's own `popViewController(animated: true)` on the main queue's next
    /// turn: a back-action interceptor that lets the pop through (onegray's
    /// UIViewController-BackButtonHandler, GKNavigationBar's category).
    case later
}

/// When a page's own code styles the shared bar (`app-style=`). Used by `page app-style-in=`.
public enum AppStyleMoment: String, Sendable, Hashable, CaseIterable {
    /// In every `viewWillAppear`, after `super` (the default).
    case viewWillAppear = "view-will-appear"
    /// Once, in `viewDidLoad`: the shared bar keeps the style until another page sets one, so the
    /// page below shows it after a pop.
    case viewDidLoad = "view-did-load"
}

/// Another bar-transition library the app installed, by the word scenarios use. Used by
/// `foreign-library`.
public enum ForeignLibrary: String, Sendable, Hashable, CaseIterable {
    /// FDFullscreenPopGesture: a category on `UINavigationController` with its own full-screen pan.
    case fdFullscreenPopGesture = "fd-fullscreen-pop-gesture"
    /// KMNavigationBarTransition: a category that gives each page a bar of its own.
    case kmNavigationBarTransition = "km-navigation-bar-transition"
    /// GKNavigationBar: a category giving each page a custom bar, with its own full-screen pan.
    case gkNavigationBar = "gk-navigation-bar"
    /// HBDNavigationBar: a navigation controller subclass (`HBDNavigationController`).
    case hbdNavigationBar = "hbd-navigation-bar"
    /// RTRootNavigationController: a navigation controller subclass wrapping each page.
    case rtRootNavigationController = "rt-root-navigation-controller"
    /// QMUI_iOS with its `NavigationBarTransition` component: a category that restyles the bar
    /// for each page and puts a bar of its own on each page while a transition runs.
    case qmuiIOS = "qmui-ios"
}

/// What a page's own code does with the bar's visibility. Used by `page app-bar=`.
public enum AppBarVisibility: String, Sendable, Hashable, CaseIterable {
    /// `viewWillAppear` calls `setNavigationBarHidden(true, animated: animated)` and
    /// `viewWillDisappear` calls `setNavigationBarHidden(false, animated: animated)`.
    case hidden
    /// `viewWillAppear` calls `setNavigationBarHidden(false, animated: animated)`.
    case shown
}

/// When a page's own code sets the bar's visibility (`app-bar=`). Used by `page app-bar-in=`.
public enum AppBarMoment: String, Sendable, Hashable, CaseIterable {
    /// In every `viewWillAppear` (the default); `app-bar=hidden` shows the bar again in `viewWillDisappear`.
    case viewWillAppear = "view-will-appear"
    /// Once, in `viewDidLoad`, without animation, never undone: the bar keeps that visibility for
    /// the pages after it until another call changes it.
    case viewDidLoad = "view-did-load"
    /// Once, in `didMove(toParent:)` as the page joins the stack (after the push's did-pair; at once
    /// for a stack installed at once), without animation, never undone.
    case didMoveToParent = "did-move-to-parent"
    /// In every `viewDidAppear`, after `super`, animated as the callback says; `app-bar=hidden`
    /// shows the bar again in `viewWillDisappear`.
    case viewDidAppear = "view-did-appear"
}

/// When a page that hides the bar (`app-bar=hidden`) shows it again as it leaves. Used by
/// `page app-bar-restore=`.
public enum AppBarRestore: String, Sendable, Hashable, CaseIterable {
    /// In its `viewWillDisappear`, animated as the callback says (the default).
    case viewWillDisappear = "view-will-disappear"
    /// On the main queue's next turn after its `viewWillDisappear`, without animation, unless the
    /// page then on top hides the bar itself (`app-bar=hidden`): FDFullscreenPopGesture's
    /// `fd_viewWillDisappear:`.
    case nextTurn = "next-turn"
}

/// The page's `slidingBar.prefersNavigationBarHidden` as the app sets it at run time. Used by `option bar=`.
public enum BarHiddenOption: String, Sendable, Hashable, CaseIterable {
    /// `true`: the page hides the bar.
    case hidden
    /// `false`: the page shows the bar.
    case shown
    /// `nil`: not the library's to decide.
    case unset = "none"
}

/// What an `option` statement changes; `nil` leaves that option as it was, at least one is present.
public struct PageOptionChange: Sendable, Hashable {
    /// `bar=hidden|shown|none`: `prefersNavigationBarHidden`.
    public var bar: BarHiddenOption?
    /// `opt-out` (`isEnabled = false`) or `opt-in` (`isEnabled = nil`).
    public var optOut: Bool?
    /// `pop-gesture=off|on`: `isPopGestureEnabled` `false` or `nil`.
    public var popGesture: Bool?

    public init(bar: BarHiddenOption? = nil, optOut: Bool? = nil, popGesture: Bool? = nil) {
        self.bar = bar
        self.optOut = optOut
        self.popGesture = popGesture
    }
}

/// How a page's bar looks. Used by `page bar=` and `style bar=`.
public enum BarStyleSpec: Sendable, Hashable {
    /// A bar of this sRGB colour: opaque (`#RRGGBB`) or translucent (`#RRGGBBAA`, alpha below
    /// `FF`: the content under the bar shows through), with its shadow line (`shadow=`) and its
    /// title's colour (`title-color=`).
    case color(
        red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255, shadow: BarShadowSpec = .system, title: BarTitleSpec = .system)
    /// An opaque background image (`bar=image`, one pattern image the app uses for every page
    /// that asks for it: the same image object), with its shadow line (`shadow=`) and its title's
    /// colour (`title-color=`).
    case image(shadow: BarShadowSpec = .system, title: BarTitleSpec = .system)
    /// The system's default bar (glass on iOS 26, scroll-edge aware since iOS 15).
    case `default`
    /// A bar with no background: content shows through.
    case transparent
    /// No bar: `setNavigationBarHidden(true)` while the page is on top.
    case hidden
}

/// The line under a page's own bar: `shadow=` next to `bar=#RRGGBB[AA]` or `bar=image`.
public enum BarShadowSpec: Sendable, Hashable {
    /// No `shadow=`: the hairline an opaque appearance has by default.
    case system
    /// `shadow=none`: no line (`shadowColor = nil`).
    case none
    /// `shadow=#RRGGBB`: a line of this opaque colour.
    case color(red: UInt8, green: UInt8, blue: UInt8)
}

/// The colour of the title an appearance draws: `title-color=` next to `bar=#RRGGBB[AA]` or
/// `bar=image` (the appearance's `titleTextAttributes`), or `app-title-color=` next to
/// `app-style=#RRGGBB` (the shared bar's).
public enum BarTitleSpec: Sendable, Hashable {
    /// No colour said: the system's label colour.
    case system
    /// A title of this opaque colour (`titleTextAttributes[.foregroundColor]`).
    case color(red: UInt8, green: UInt8, blue: UInt8)
}

/// Where a page's view sits relative to the bar. Used by `page view=`.
public enum PageViewLayout: String, Sendable, Hashable, CaseIterable {
    /// The view fills the screen, under the bar (`edgesForExtendedLayout = .all`).
    case full
    /// The view starts below the bar (`edgesForExtendedLayout = []`).
    case belowBar = "below-bar"
    /// The view is a scroll view whose content offset accounts for the bar.
    case scroll
    /// The view is a scroll view (`UITableViewController`) that starts below an opaque bar and
    /// clips to its bounds.
    case scrollBelowBar = "scroll-below-bar"
}

/// A page's scroll position relative to its scroll edge. Used by `scroll`.
public enum ScrollPosition: String, Sendable, Hashable, CaseIterable {
    /// Content at its top: the bar shows its scroll-edge appearance.
    case edge
    /// Content scrolled under the bar: the bar shows its standard appearance.
    case scrolled
}

/// The system's light or dark user interface style. Used by `appearance`.
public enum InterfaceStyle: String, Sendable, Hashable, CaseIterable {
    case light
    case dark
}

/// Whether a swipe released after finishing or cancelling. Used by `swipe`.
public enum SwipeOutcome: String, Sendable, Hashable, CaseIterable {
    /// The finger lifts so that the pop should finish.
    case complete
    /// The finger lifts so that the pop should be cancelled.
    case cancel
}

/// What is under the finger when a swipe starts. Used by `swipe over=`.
public enum SwipeSurface: String, Sendable, Hashable, CaseIterable {
    /// A horizontal scroll view at its leading edge: it cannot scroll further back, so the pop may begin.
    case hscrollLeading = "hscroll-leading"
    /// A horizontal scroll view scrolled away from its leading edge: it should keep the swipe.
    case hscrollScrolled = "hscroll-scrolled"
    /// A slider whose thumb tracks the finger: the drag is the slider's, never a swipe back.
    case slider
    /// A map (or a canvas): the app's own pan recognizer follows the finger.
    case map
    /// A table row: UIKit's own swipe-actions recognizer (private), which UIKit arbitrates itself.
    case swipeActions = "swipe-actions"
    /// A `WKWebView`'s content: WebKit's own long-press (link preview, highlight) and tap
    /// recognizers, none of which follows a horizontal drag.
    case webView = "web-view"
    /// The same web view with `allowsBackForwardNavigationGestures`: WebKit adds its own
    /// edge pans (`UIScreenEdgePanGestureRecognizer`) to the web view for its history.
    case webViewBackForward = "web-view-back-forward"
}

/// What the pop gesture recognizer did with the last swipe. Used by `expect gesture`.
public enum GestureOutcome: String, Sendable, Hashable, CaseIterable {
    /// The recognizer did not begin: nothing moved.
    case refused
    /// The recognizer began an interactive pop.
    case began
}

/// A page as declared by `page NAME [options]`: its identity and its initial look.
public struct PageDeclaration: Sendable, Hashable {
    /// The name other statements refer to the page by.
    public var name: String
    /// The bar's initial look (`bar=`, default ``BarStyleSpec/default``).
    public var bar: BarStyleSpec
    /// The navigation item's title (`title=`); `nil` means none.
    public var title: String?
    /// Whether the page prefers a large title (`large-title`).
    public var largeTitle: Bool
    /// Whether the page opts out of its own sliding bar and leaves its transitions to UIKit (`opt-out`).
    public var optOut: Bool
    /// Whether the pop gesture may begin on this page (`pop-gesture=off` makes it `false`).
    public var popGestureEnabled: Bool
    /// How far from the leading edge a pop swipe may start, in points (`pop-distance=`); `nil` is anywhere.
    public var popDistance: Double?
    /// Whether the navigation item carries a search controller (`search-bar`).
    public var searchBar: Bool
    /// Where the page's view sits relative to the bar (`view=`, default ``PageViewLayout/full``).
    public var view: PageViewLayout
    /// What the page's own appearance callbacks do with the bar (`app-bar=`); `nil` is nothing.
    public var appBar: AppBarVisibility?
    /// When the page's own code applies ``appBar`` (`app-bar-in=`).
    public var appBarMoment = AppBarMoment.viewWillAppear
    /// When a page whose code hides the bar shows it again as it leaves (`app-bar-restore=`).
    public var appBarRestore = AppBarRestore.viewWillDisappear
    /// Whether the page overrides `viewDidAppear` and `viewDidLayoutSubviews` without calling super (`skips-super`).
    public var skipsSuper: Bool
    /// Whether `navigationItem.hidesBackButton` is `true` (`hides-back-button`).
    public var hidesBackButton: Bool
    /// The shared bar's background the page's own `viewWillAppear` sets after `super`
    /// (`app-style=`: its `standardAppearance` and `scrollEdgeAppearance`); `nil` is nothing. Never
    /// ``BarStyleSpec/hidden``: that is `app-bar=`.
    public var appStyle: BarStyleSpec? = nil
    /// When the page's own code applies ``appStyle`` (`app-style-in=`): in every `viewWillAppear`
    /// (the default) or once in `viewDidLoad`.
    public var appStyleMoment = AppStyleMoment.viewWillAppear
    /// SwiftUI's `.toolbarBackground(color, for: .navigationBar)` on this destination
    /// (`toolbar-background=#RRGGBB`, only under `host swiftui`); `nil` is none.
    public var toolbarBackground: BarStyleSpec? = nil
    /// SwiftUI's `.toolbar(.hidden|.visible, for: .navigationBar)` on this destination
    /// (`toolbar=`, only under `host swiftui`); `nil` is none.
    public var toolbar: ToolbarVisibility? = nil
    /// Whether the page's `hidesBottomBarWhenPushed` is `true` (`hides-tab-bar`).
    public var hidesTabBar = false
    /// Whether `navigationItem.prompt` is set (`prompt`): a line of text above the title, a taller bar.
    public var prompt: Bool
    /// Whether the page's `preferredTransition` is `.zoom` (`zoom`, iOS 18 and later): its push
    /// and its pop are UIKit's zoom transition, not the slide.
    public var zoom: Bool
    /// Whether the page's `prefersStatusBarHidden` is `true` (`status-bar=hidden`): where the
    /// status bar is the window's only top inset (a phone with a home button, an iPad), the bar
    /// moves up into its place while the page is on top.
    public var statusBarHidden = false
    /// The `prefersNavigationBarHidden` an `option bar=` statement set last; `nil` leaves it to
    /// ``bar`` (`hidden` for ``BarStyleSpec/hidden``, otherwise unset).
    public var barOption: BarHiddenOption? = nil

    /// - Parameters:
    ///   - name: the page's name.
    ///   - bar: the bar's initial look.
    ///   - title: the item's title, if any.
    ///   - largeTitle: prefers a large title.
    ///   - optOut: opts out of the sliding bar.
    ///   - popGestureEnabled: the pop gesture may begin on this page.
    ///   - popDistance: the largest start distance from the leading edge, or `nil` for anywhere.
    ///   - searchBar: carries a search controller.
    ///   - view: where the view sits relative to the bar.
    ///   - appBar: what the page's appearance callbacks do with the bar, if anything.
    ///   - skipsSuper: overrides `viewDidAppear`/`viewDidLayoutSubviews` without calling super.
    ///   - hidesBackButton: the item hides its back button.
    ///   - prompt: the item has a prompt.
    ///   - zoom: the page's preferred transition is the zoom.
    public init(
        name: String,
        bar: BarStyleSpec = .default,
        title: String? = nil,
        largeTitle: Bool = false,
        optOut: Bool = false,
        popGestureEnabled: Bool = true,
        popDistance: Double? = nil,
        searchBar: Bool = false,
        view: PageViewLayout = .full,
        appBar: AppBarVisibility? = nil,
        skipsSuper: Bool = false,
        hidesBackButton: Bool = false,
        prompt: Bool = false,
        zoom: Bool = false
    ) {
        self.name = name
        self.bar = bar
        self.title = title
        self.largeTitle = largeTitle
        self.optOut = optOut
        self.popGestureEnabled = popGestureEnabled
        self.popDistance = popDistance
        self.searchBar = searchBar
        self.view = view
        self.appBar = appBar
        self.skipsSuper = skipsSuper
        self.hidesBackButton = hidesBackButton
        self.prompt = prompt
        self.zoom = zoom
    }
}

/// One interactive pop swipe, from finger down to finger up.
public struct SwipeSpec: Sendable, Hashable {
    /// How far the finger travelled before lifting, as a fraction of the container's width (0 ... 1).
    public var fraction: Double
    /// Whether the lift should finish or cancel the pop.
    public var outcome: SwipeOutcome
    /// Where the finger went down, in points from the leading edge (`from=`, default 100).
    public var from: Double
    /// The finger's speed at lift, points per second, positive toward the trailing edge (`velocity=`, default 0).
    public var velocity: Double
    /// What is under the finger when it goes down (`over=`); `nil` is the page's plain content.
    public var over: SwipeSurface?

    /// - Parameters:
    ///   - fraction: distance travelled as a fraction of the width, 0 ... 1.
    ///   - outcome: finish or cancel.
    ///   - from: start point in points from the leading edge.
    ///   - velocity: lift speed in points per second, positive toward trailing.
    ///   - over: what is under the finger, if anything special.
    public init(
        fraction: Double,
        outcome: SwipeOutcome,
        from: Double = 100,
        velocity: Double = 0,
        over: SwipeSurface? = nil
    ) {
        self.fraction = fraction
        self.outcome = outcome
        self.from = from
        self.velocity = velocity
        self.over = over
    }
}
