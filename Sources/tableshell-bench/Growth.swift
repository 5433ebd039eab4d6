@preconcurrency import Glibc

// The growth rule: how much a figure's cost per operation may grow from one
// size to the next. Pure arithmetic on figures already measured (no clocks
// here), so that it can be tested on made-up numbers.

/// How a figure's cost per operation is meant to grow with the size.
enum GrowthLaw: Equatable, Sendable {
    /// O(log n) per operation (or less): what every edit, measurement,
    /// lookup and scroll of the table and the model should cost.
    case logarithmic
    /// O(n) per operation because UIKit itself does O(n) work there (it
    /// asks every row or every section); the reason is printed with the
    /// figure.
    case linear(because: String)

    var isLinear: Bool { if case .linear = self { true } else { false } }
}

enum GrowthRule {
    /// Per 10x of size, the most an O(log n) figure's cost per operation
    /// may grow. (log n itself grows 1.2x from 100k to 1M and 1.17x from
    /// 1M to 10M; O(n) grows 10x, O(√n) 3.2x.) A linear figure may grow
    /// 10 times that: 15x per 10x.
    static let slackPer10x = 1.5

    /// The rule in one sentence, as the report prints it.
    static let statement = """
        Growth rule: each figure is measured at three sizes; its cost per operation may grow \
        at most \(fixed(slackPer10x, 1))x per 10x of size (O(log n) per operation: log n itself grows \
        1.2x per 10x, O(n) 10x, O(√n) 3.2x), scaled by the machine factor below; a figure that is \
        O(n) by UIKit's own behaviour (reason given) may grow 10 times that (linear: \
        \(fixed(10 * slackPer10x, 0))x per 10x) and no more. Sizes not 10x apart: the bound is \
        \(fixed(slackPer10x, 1))^(log10 of the size ratio), times the ratio for a linear figure.
        """

    /// One step from a size to the next.
    struct Step: Equatable, Sendable {
        var fromSize: Int
        var toSize: Int
        /// Cost at `toSize` over cost at `fromSize`.
        var ratio: Double
        /// The most the rule allows for this step.
        var allowed: Double
        var pass: Bool
    }

    /// The most the cost may grow from size `a` to size `b`. `machine` is
    /// how much a plain O(log n) random access (a binary search of a
    /// sorted array of that many values) grew over the same sizes on this
    /// machine in the same run: the caches' share of the growth, which no
    /// data structure escapes; a machine factor below 1 counts as 1.
    static func allowed(from a: Int, to b: Int, law: GrowthLaw, machine: Double = 1) -> Double {
        precondition(a > 0 && b > a, "sizes must grow")
        let sizeRatio = Double(b) / Double(a)
        let slack = pow(slackPer10x, log10(sizeRatio))
        let machine = machine.isFinite ? max(1, machine) : 1
        return (law.isLinear ? sizeRatio : 1) * slack * machine
    }

    /// The steps between consecutive sizes; a step whose costs are not
    /// both finite and positive fails (a figure that was not measured
    /// cannot pass).
    static func steps(sizes: [Int], costs: [Double], law: GrowthLaw, machine: [Double]? = nil) -> [Step] {
        precondition(sizes.count == costs.count, "one cost per size")
        precondition(machine == nil || machine!.count == sizes.count - 1, "one machine factor per step")
        var result: [Step] = []
        for k in 1..<max(1, sizes.count) {
            let a = costs[k - 1], b = costs[k]
            let limit = allowed(from: sizes[k - 1], to: sizes[k], law: law, machine: machine?[k - 1] ?? 1)
            let measured = a.isFinite && b.isFinite && a > 0 && b > 0
            let ratio = measured ? b / a : .nan
            result.append(Step(fromSize: sizes[k - 1], toSize: sizes[k], ratio: ratio, allowed: limit,
                               pass: measured && ratio <= limit))
        }
        return result
    }

    /// Whether every step passes.
    static func passes(sizes: [Int], costs: [Double], law: GrowthLaw, machine: [Double]? = nil) -> Bool {
        steps(sizes: sizes, costs: costs, law: law, machine: machine).allSatisfy(\.pass)
    }

    /// The machine factors for a figure's steps, from the calibration's
    /// costs (`sizes` ascending, a binary search's cost at each): the
    /// calibration's growth between the two sizes, each size clamped to
    /// the calibrated range and interpolated in log-log between its
    /// neighbours.
    static func machineFactors(for sizes: [Int], calibration: [(size: Int, cost: Double)]) -> [Double] {
        func cost(at n: Int) -> Double {
            guard let first = calibration.first, let last = calibration.last else { return .nan }
            if n <= first.size { return first.cost }
            if n >= last.size { return last.cost }
            let k = calibration.firstIndex { $0.size >= n }!
            let lo = calibration[k - 1], hi = calibration[k]
            let t = log(Double(n) / Double(lo.size)) / log(Double(hi.size) / Double(lo.size))
            return exp(log(lo.cost) + t * (log(hi.cost) - log(lo.cost)))
        }
        return (1..<max(1, sizes.count)).map { k in
            let f = cost(at: sizes[k]) / cost(at: sizes[k - 1])
            return f.isFinite ? max(1, f) : 1
        }
    }
}

/// A series of repetitions: each a cost per operation (or a size).
struct Series {
    var values: [Double]

    init(_ values: [Double]) { self.values = values }

    /// "1.5e-06,1.6e-06" as the child processes print it.
    init?(text: String?) {
        guard let text, !text.isEmpty else { return nil }
        let values = text.split(separator: ",").compactMap { Double(String($0)) }
        guard !values.isEmpty else { return nil }
        self.values = values
    }

    var text: String { values.map { String($0) }.joined(separator: ",") }
    var median: Double { tableshell_bench.median(values) }
    var min: Double { values.min() ?? .nan }
}
