#if os(iOS)
// One place re-exports the core, so `import SlidingNavigationBar` brings the configuration types.
// Under CocoaPods everything is one module and there is no core module to import.
#if canImport(SlidingNavigationBarCore)
@_exported import SlidingNavigationBarCore
#endif
#endif
