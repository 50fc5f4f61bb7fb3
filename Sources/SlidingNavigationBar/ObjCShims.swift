#if os(iOS)
import Foundation
import UIKit
#if canImport(SlidingNavigationBarCore)
import SlidingNavigationBarCore
#endif

// Every Objective-C entry point of the library, in one file.

/// The loader's way in: `SlidingNavigationBarLoader` finds this class by name at image load and
/// calls ``installFromLoader()``, so the Objective-C side never imports Swift.
@objc(SNBLoaderEntryPoint)
final class LoaderEntryPoint: NSObject {
    /// Installs the hooks. Called by the loader on the main thread at image load; from any other
    /// thread (an image loaded later, off the main thread) the install is sent to the main queue.
    @objc nonisolated static func installFromLoader() {
        if Thread.isMainThread {
            assumeMainActor { SlidingNavigationBar.install() }
        } else {
            DispatchQueue.main.async { SlidingNavigationBar.install() }
        }
    }
}

/// The library for Objective-C callers (Swift code uses ``SlidingNavigationBar`` and
/// ``UIKit/UIViewController/slidingBar``).
///
/// ```objc
/// SNBSlidingNavigationBar.diagnostics = YES;
/// [SNBSlidingNavigationBar setPopGestureEnabled:@NO forViewController:self];
/// ```
@MainActor
@objc(SNBSlidingNavigationBar)
public final class SlidingNavigationBarObjC: NSObject {
    /// Unavailable: the class has only class members. Marked unavailable, Swift writes `init`
    /// and `+new` as unavailable in the Objective-C header too (`SWIFT_UNAVAILABLE`, as `NS_UNAVAILABLE`); a caller that
    /// still reaches them at run time (`NSClassFromString(...)`, `+new` through `performSelector`)
    /// gets a harmless object with nothing to use, never a trap.
    @available(*, unavailable, message: "SNBSlidingNavigationBar has only class members")
    override init() {
        super.init()
    }

    /// ``SlidingNavigationBar/install()``: installs the hooks; idempotent.
    ///
    /// ```objc
    /// [SNBSlidingNavigationBar install];
    /// ```
    @objc public static func install() {
        SlidingNavigationBar.install()
    }

    /// ``SlidingNavigationBar/isEnabled``: the global kill switch (default `YES`).
    ///
    /// ```objc
    /// SNBSlidingNavigationBar.enabled = NO;
    /// ```
    @objc public static var enabled: Bool {
        get { SlidingNavigationBar.isEnabled }
        set { SlidingNavigationBar.isEnabled = newValue }
    }

    /// ``SlidingNavigationBar/diagnostics``: log every event at `.info` (default `NO`).
    ///
    /// ```objc
    /// SNBSlidingNavigationBar.diagnostics = YES;
    /// ```
    @objc public static var diagnostics: Bool {
        get { SlidingNavigationBar.diagnostics }
        set { SlidingNavigationBar.diagnostics = newValue }
    }

    /// `SlidingNavigationBar.configuration.isEnabled`: whether pages slide their own bars by
    /// default (default `YES`).
    ///
    /// ```objc
    /// SNBSlidingNavigationBar.slidesByDefault = NO; // opt pages in one by one
    /// ```
    @objc public static var slidesByDefault: Bool {
        get { SlidingNavigationBar.configuration.isEnabled }
        set { SlidingNavigationBar.configuration.isEnabled = newValue }
    }

    /// `SlidingNavigationBar.configuration.isPopGestureEnabled` (default `YES`).
    ///
    /// ```objc
    /// SNBSlidingNavigationBar.popGestureEnabledByDefault = NO;
    /// ```
    @objc public static var popGestureEnabledByDefault: Bool {
        get { SlidingNavigationBar.configuration.isPopGestureEnabled }
        set { SlidingNavigationBar.configuration.isPopGestureEnabled = newValue }
    }

    /// `SlidingNavigationBar.configuration.popGestureMaxStartDistance` (default infinity: anywhere).
    ///
    /// ```objc
    /// SNBSlidingNavigationBar.popGestureMaxStartDistanceByDefault = 60;
    /// ```
    @objc public static var popGestureMaxStartDistanceByDefault: CGFloat {
        get { CGFloat(SlidingNavigationBar.configuration.popGestureMaxStartDistance) }
        set { SlidingNavigationBar.configuration.popGestureMaxStartDistance = Double(newValue) }
    }

    /// `SlidingNavigationBar.configuration.prefersNavigationBarHidden` as a boxed `BOOL`;
    /// `nil` (the default) leaves every page's bar visibility to the app.
    ///
    /// ```objc
    /// SNBSlidingNavigationBar.prefersNavigationBarHiddenByDefault = nil;
    /// ```
    @objc public static var prefersNavigationBarHiddenByDefault: NSNumber? {
        get { SlidingNavigationBar.configuration.prefersNavigationBarHidden.map(NSNumber.init(value:)) }
        set { SlidingNavigationBar.configuration.prefersNavigationBarHidden = newValue?.boolValue }
    }

    // Per controller: each option of `SlidingBarOptions` as a pair of class methods named after
    // it (`isX` drops its `is`): `xForViewController:` reads it and `setX:forViewController:`
    // sets it, boxed in an `NSNumber`, `nil` inheriting.

    /// `slidingBar.isEnabled`, boxed: `[SNBSlidingNavigationBar enabledForViewController:self]`.
    /// - Parameter viewController: a page or navigation controller.
    @objc(enabledForViewController:)
    public static func enabled(for viewController: UIViewController) -> NSNumber? {
        viewController.slidingBar.isEnabled.map(NSNumber.init(value:))
    }

    /// Sets `slidingBar.isEnabled`: `[SNBSlidingNavigationBar setEnabled:@NO forViewController:self]`.
    /// - Parameters:
    ///   - value: a boxed `BOOL`, or `nil` to inherit.
    ///   - viewController: a page or navigation controller.
    @objc(setEnabled:forViewController:)
    public static func setEnabled(_ value: NSNumber?, for viewController: UIViewController) {
        viewController.slidingBar.isEnabled = value?.boolValue
    }

    /// `slidingBar.isPopGestureEnabled`, boxed.
    /// - Parameter viewController: a page or navigation controller.
    @objc(popGestureEnabledForViewController:)
    public static func popGestureEnabled(for viewController: UIViewController) -> NSNumber? {
        viewController.slidingBar.isPopGestureEnabled.map(NSNumber.init(value:))
    }

    /// Sets `slidingBar.isPopGestureEnabled`: `[SNBSlidingNavigationBar setPopGestureEnabled:@NO forViewController:self]`.
    /// - Parameters:
    ///   - value: a boxed `BOOL`, or `nil` to inherit.
    ///   - viewController: a page or navigation controller.
    @objc(setPopGestureEnabled:forViewController:)
    public static func setPopGestureEnabled(_ value: NSNumber?, for viewController: UIViewController) {
        viewController.slidingBar.isPopGestureEnabled = value?.boolValue
    }

    /// `slidingBar.popGestureMaxStartDistance`, boxed (points).
    /// - Parameter viewController: a page or navigation controller.
    @objc(popGestureMaxStartDistanceForViewController:)
    public static func popGestureMaxStartDistance(for viewController: UIViewController) -> NSNumber? {
        viewController.slidingBar.popGestureMaxStartDistance.map(NSNumber.init(value:))
    }

    /// Sets `slidingBar.popGestureMaxStartDistance`: `[SNBSlidingNavigationBar setPopGestureMaxStartDistance:@40 forViewController:self]`.
    /// - Parameters:
    ///   - value: a boxed number of points, or `nil` to inherit.
    ///   - viewController: a page or navigation controller.
    @objc(setPopGestureMaxStartDistance:forViewController:)
    public static func setPopGestureMaxStartDistance(_ value: NSNumber?, for viewController: UIViewController) {
        viewController.slidingBar.popGestureMaxStartDistance = value?.doubleValue
    }

    /// `slidingBar.prefersNavigationBarHidden`, boxed.
    /// - Parameter viewController: a page or navigation controller.
    @objc(prefersNavigationBarHiddenForViewController:)
    public static func prefersNavigationBarHidden(for viewController: UIViewController) -> NSNumber? {
        viewController.slidingBar.prefersNavigationBarHidden.map(NSNumber.init(value:))
    }

    /// Sets `slidingBar.prefersNavigationBarHidden`: `[SNBSlidingNavigationBar setPrefersNavigationBarHidden:@YES forViewController:self]`.
    /// - Parameters:
    ///   - value: a boxed `BOOL`, or `nil` to inherit.
    ///   - viewController: a page or navigation controller.
    @objc(setPrefersNavigationBarHidden:forViewController:)
    public static func setPrefersNavigationBarHidden(_ value: NSNumber?, for viewController: UIViewController) {
        viewController.slidingBar.prefersNavigationBarHidden = value?.boolValue
    }
}
#endif
