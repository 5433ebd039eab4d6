import Testing
@testable import tableshell_bench

/// The benchmark's growth rule on made-up figures: the verdict logic only
/// (no clock: timing lives in the benchmark alone).
@Suite("tableshell-bench growth rule")
struct GrowthRuleTests {
    let sizes = [100_000, 1_000_000, 10_000_000]

    @Test("an O(log n) figure passes when it grows at most 1.5x per 10x")
    func logarithmicPasses() {
        // log n: 17 → 20 → 23 bits.
        #expect(GrowthRule.passes(sizes: sizes, costs: [1.70e-6, 2.0e-6, 2.3e-6], law: .logarithmic))
        #expect(GrowthRule.passes(sizes: sizes, costs: [1e-6, 1.5e-6, 2.25e-6], law: .logarithmic))
        // Flat, and faster at the larger size, pass too.
        #expect(GrowthRule.passes(sizes: sizes, costs: [5e-6, 5e-6, 4e-6], law: .logarithmic))
    }

    @Test("an O(log n) figure that grows like O(n), O(√n) or just past the slack fails, at any step")
    func logarithmicFails() {
        #expect(!GrowthRule.passes(sizes: sizes, costs: [1e-6, 1e-5, 1e-4], law: .logarithmic))
        #expect(!GrowthRule.passes(sizes: sizes, costs: [1e-6, 3.16e-6, 1e-5], law: .logarithmic))
        #expect(!GrowthRule.passes(sizes: sizes, costs: [1e-6, 1.51e-6, 1.6e-6], law: .logarithmic))
        let steps = GrowthRule.steps(sizes: sizes, costs: [1e-6, 1.1e-6, 2e-6], law: .logarithmic)
        #expect(steps.map(\.pass) == [true, false])
        #expect(steps.map(\.fromSize) == [100_000, 1_000_000])
        #expect(abs(steps[1].ratio - 2e-6 / 1.1e-6) < 1e-12)
    }

    @Test("a linear figure is checked against linear growth: 15x per 10x")
    func linear() {
        let law = GrowthLaw.linear(because: "UIKit asks every row")
        #expect(GrowthRule.passes(sizes: sizes, costs: [1e-3, 1e-2, 1e-1], law: law))
        #expect(GrowthRule.passes(sizes: sizes, costs: [1e-3, 1.5e-2, 0.2], law: law))
        // Quadratic fails.
        #expect(!GrowthRule.passes(sizes: sizes, costs: [1e-3, 1e-1, 10], law: law))
        #expect(abs(GrowthRule.allowed(from: 10, to: 100, law: law) - 15) < 1e-9)
        #expect(abs(GrowthRule.allowed(from: 10, to: 100, law: .logarithmic) - 1.5) < 1e-9)
    }

    @Test("sizes not 10x apart: 1.5^(log10 of the ratio), times the ratio when linear")
    func otherRatios() {
        #expect(abs(GrowthRule.allowed(from: 1_000, to: 100_000, law: .logarithmic) - 2.25) < 1e-9)
        let law = GrowthLaw.linear(because: "x")
        #expect(abs(GrowthRule.allowed(from: 1_000, to: 100_000, law: law) - 225) < 1e-9)
    }

    @Test("the machine factor scales the bound, and never tightens it")
    func machineFactor() {
        // A 2.5x growth fails alone, passes where a binary search grew 2x.
        let costs = [1e-6, 1.1e-6, 2.75e-6]
        #expect(!GrowthRule.passes(sizes: sizes, costs: costs, law: .logarithmic))
        #expect(GrowthRule.passes(sizes: sizes, costs: costs, law: .logarithmic, machine: [1.2, 2.0]))
        #expect(abs(GrowthRule.allowed(from: 1, to: 10, law: .logarithmic, machine: 0.5) - 1.5) < 1e-9)
        #expect(abs(GrowthRule.allowed(from: 1, to: 10, law: .logarithmic, machine: .nan) - 1.5) < 1e-9)
    }

    @Test("machine factors come from the calibration, interpolated and clamped")
    func machineFactors() {
        let calibration = [(size: 1_000, cost: 10.0), (size: 10_000, cost: 20.0), (size: 100_000, cost: 20.0)]
        let factors = GrowthRule.machineFactors(for: [1_000, 10_000, 100_000], calibration: calibration)
        #expect(factors.count == 2)
        #expect(abs(factors[0] - 2) < 1e-9)
        #expect(abs(factors[1] - 1) < 1e-9)
        // Outside the calibrated sizes: the nearest one's cost, so a factor of 1.
        #expect(GrowthRule.machineFactors(for: [1_000_000, 10_000_000], calibration: calibration) == [1])
        // Halfway in log between 1k and 10k: √2.
        let mid = GrowthRule.machineFactors(for: [1_000, 3_162], calibration: calibration)[0]
        #expect(abs(mid - 2.0.squareRoot()) < 1e-3)
        // A cost that falls counts as 1.
        let falling = [(size: 1_000, cost: 20.0), (size: 10_000, cost: 10.0)]
        #expect(GrowthRule.machineFactors(for: [1_000, 10_000], calibration: falling) == [1])
    }

    @Test("a figure that was not measured fails")
    func missing() {
        #expect(!GrowthRule.passes(sizes: sizes, costs: [1e-6, .nan, 1e-6], law: .logarithmic))
        #expect(!GrowthRule.passes(sizes: sizes, costs: [0, 1e-6, 1e-6], law: .logarithmic))
        #expect(!GrowthRule.passes(sizes: sizes, costs: [1e-6, 1e-6, .infinity], law: .linear(because: "x")))
    }

    @Test("series of repetitions: median and min")
    func series() {
        let s = Series([3, 1, 2, 10, 4])
        #expect(s.median == 3)
        #expect(s.min == 1)
        #expect(Series(text: s.text)?.values == s.values)
        #expect(Series(text: "") == nil)
        #expect(Series(text: nil) == nil)
    }
}
