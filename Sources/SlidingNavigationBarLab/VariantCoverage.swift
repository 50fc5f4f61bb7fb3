/// How many of the variants that can affect a scenario it runs under.
///
/// `transition-lab` runs the covering set unless given `--all-variants`; CI runs the full
/// product (`.ci/run`), as do the tests when `SNB_ALL_VARIANTS=1`.
package enum VariantCoverage: Sendable, Hashable {
    /// Every pair of values of any two varied dimensions meets in at least one variant
    /// (``ModelVariant/pairwise`` projected onto the scenario's dimensions): every two-way
    /// interaction of the unconfirmed UIKit behaviours, in a few dozen runs per scenario.
    case pairwise
    /// Every combination of the varied dimensions' values.
    case full
}

extension ModelVariant {
    /// An all-pairs covering set of `dimensions`, the others at `base`'s values: the global
    /// ``pairwise`` set with every other dimension set back to `base`, without repeats.
    ///
    /// Each dimension keeps its values from the global set, so every pair of values of any two
    /// of `dimensions` still meets in some variant.
    ///
    /// ```swift
    /// ModelVariant.pairwise(of: [.barSwitch, .didOrder]).count  // 6: every bar-switch × did-order pair
    /// ```
    /// - Parameters:
    ///   - dimensions: the dimensions to vary.
    ///   - base: the values of every other dimension (a scenario's pins).
    package static func pairwise(of dimensions: [Dimension], base: ModelVariant = ModelVariant()) -> [ModelVariant] {
        var seen: Set<ModelVariant> = []
        var result: [ModelVariant] = []
        for variant in pairwise {
            var copy = base
            for dimension in dimensions { copy.set(dimension, to: variant.value(of: dimension)) }
            if seen.insert(copy).inserted { result.append(copy) }
        }
        return result
    }
}
