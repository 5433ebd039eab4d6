/// The fuzzer's source of chance: SplitMix64, seeded, the same everywhere.
/// One is shared by a random app and the driver that drives it; they draw
/// in turns (the app on its app thread, the driver between entries), so a
/// seed always makes the same run.
final class Dice: @unchecked Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The dice of one sequence of a seed: independent of the others.
    convenience init(seed: UInt64, sequence: Int) {
        let mixer = Dice(seed: (seed &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: sequence))
        self.init(seed: mixer.next())
    }

    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// True one time in `n`.
    func oneIn(_ n: Int) -> Bool { next() % UInt64(n) == 0 }

    /// One of `choices`.
    func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }
}
