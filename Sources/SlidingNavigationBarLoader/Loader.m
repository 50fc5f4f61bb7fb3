// Zero-code install: calls the Swift entry point when the image that holds the library loads.
//
// Why an Objective-C class with +load (rather than only a C constructor):
// - SwiftPM in Xcode: a package target is built into a relocatable object file (`clang -r ... -o
//   Target.o`) that the app's link takes whole, so any initializer in it runs. (Swift Forums,
//   "-ObjC flag causes duplicate symbols with Swift packages", build-log analysis.)
// - Static libraries (CocoaPods without `use_frameworks!`): the linker only pulls in archive
//   members that resolve an undefined symbol, and nothing references this file, so a bare
//   `__attribute__((constructor))` here would be dropped. `-ObjC`, which CocoaPods adds to the
//   app's OTHER_LDFLAGS whenever it links static libraries, loads every member that defines an
//   Objective-C class or category: this file defines one. (`man ld`, -ObjC; CocoaPods PR #3757.)
// - Dead stripping keeps it: a class with +load is a non-lazy class, listed in
//   __objc_nlclslist, which the runtime reads and the linker keeps. The Swift class it calls,
//   an NSObject subclass, is in __objc_classlist, kept likewise.
// - +load runs once, during image initialisation, on the thread that loads the image: the main
//   thread for an app and the frameworks it links. The Swift side checks the thread anyway.
//
// The loader names the Swift class and selector as strings (NSClassFromString + a selector) so
// that it never imports the Swift module. Off Apple platforms this file compiles to nothing.
#if defined(__APPLE__)
#include <TargetConditionals.h>
#if TARGET_OS_IOS
#import <Foundation/Foundation.h>
#import "SlidingNavigationBarLoader.h"

@interface SNBLoader : NSObject
@end

@implementation SNBLoader

+ (void)load {
    Class entry = NSClassFromString(@"SNBLoaderEntryPoint");
    SEL install = NSSelectorFromString(@"installFromLoader");
    if (entry == Nil || ![entry respondsToSelector:install]) {
        // The Swift part is not linked (or renamed): nothing to install, nothing to break.
        return;
    }
    void (*call)(id, SEL) = (void (*)(id, SEL))[entry methodForSelector:install];
    call(entry, install);
}

@end

#endif
#endif
