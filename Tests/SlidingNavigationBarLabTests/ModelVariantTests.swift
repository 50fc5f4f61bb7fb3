import Testing
@testable import SlidingNavigationBarLab

@Suite struct ModelVariantTests {
    @Test func theFullProductHasEveryCombination() {
        let expected = ModelVariant.productDimensions.reduce(1) { $0 * $1.values.count }
        #expect(ModelVariant.all.count == expected)
        #expect(Set(ModelVariant.all).count == expected)
    }

    @Test func thePairwiseSetMeetsEveryPairOfValues() {
        let dims = ModelVariant.Dimension.allCases
        for i in dims.indices {
            for j in dims.indices where j > i {
                for a in dims[i].values {
                    for b in dims[j].values {
                        let met = ModelVariant.pairwise.contains { $0.value(of: dims[i]) == a && $0.value(of: dims[j]) == b }
                        #expect(met, "\(dims[i].rawValue)=\(a) never meets \(dims[j].rawValue)=\(b)")
                    }
                }
            }
        }
        #expect(ModelVariant.pairwise.count < ModelVariant.all.count / 10)
    }

    @Test(arguments: ModelVariant.Dimension.allCases)
    func everyValueRoundTripsThroughItsWord(_ dimension: ModelVariant.Dimension) {
        for word in dimension.values {
            var variant = ModelVariant()
            let accepted = variant.set(dimension, to: word)
            #expect(accepted)
            #expect(variant.value(of: dimension) == word)
        }
        var variant = ModelVariant()
        let accepted = variant.set(dimension, to: "no-such-value")
        #expect(!accepted)
    }
}
