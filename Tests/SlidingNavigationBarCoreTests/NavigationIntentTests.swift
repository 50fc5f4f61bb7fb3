import Testing
@testable import SlidingNavigationBarCore
