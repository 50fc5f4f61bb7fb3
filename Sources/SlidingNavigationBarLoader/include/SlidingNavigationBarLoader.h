// SlidingNavigationBarLoader: installs SlidingNavigationBar when the app's image loads.
//
// It has no API: an Objective-C class's +load calls the Swift entry point by name. This header
// exists because a C-family target needs a public header directory; it imports nothing, so it
// compiles on every platform (Foundation is imported by the implementation, on Apple platforms).
#ifndef SLIDING_NAVIGATION_BAR_LOADER_H
#define SLIDING_NAVIGATION_BAR_LOADER_H

#endif
