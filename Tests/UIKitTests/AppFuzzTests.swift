import Testing
import AppFuzz

/// The app fuzzer in the suite: random misbehaving apps driven through the
/// layer for a bounded number of sequences of a fixed seed, and the
/// sequences it once failed on. `scripts/fuzz --app --seed N --count M`
/// runs any seed on demand.
@Suite(.serialized) struct AppFuzzTests {
    @Test("random misbehaving apps never crash, hang or leave a raised call's table changed")
    func fixedSeed() {
        var configuration = AppFuzzer.Configuration()
        configuration.seed = 26
        configuration.count = 24
        let report = AppFuzzer(configuration).run()
        print("app fuzz, seed 26: " + report.summary)
        #expect(report.sequences == 24)
        // The apps do misbehave: UIKit raised, and the oracle judged it.
        #expect(report.exceptions > 0)
        for finding in report.findings { Issue.record("\(finding)") }
    }

    @Test("the same seed and sequence make the same run")
    func reproducible() {
        var configuration = AppFuzzer.Configuration()
        configuration.seed = 7
        configuration.steps = 25
        let fuzzer = AppFuzzer(configuration)
        let first = fuzzer.runSequence(3), second = fuzzer.runSequence(3)
        #expect(first.trace == second.trace)
        #expect(first.trace.count >= 25 || first.exceptions > 0)
    }

    /// Sequences the fuzzer failed on, once fixed: each runs clean now.
    static let reproducers: [(seed: UInt64, sequence: Int)] = [
        // Updates from cellForRowAt and willDisplay inside a layout pass
        // left two cells on one row (FIDELITY.md U-12).
        (26, 3), (26, 4), (26, 5),
        // A row count of Int.max overflowed the sums of counts.
        (101, 159), (102, 7), (102, 31), (102, 77), (102, 88), (102, 179),
        // A drag past a section of 2^40 rows listed every row (a hang).
        (102, 116), (102, 199),
        // scrollToRow from cellForRowAt inside the first layout pass left
        // the cells of the old viewport settled (U-09).
        (102, 183),
        // A button's several calls: only the one that raised is put back.
        (101, 50),
        // A drag that retitled pooled title views, then raised, left them
        // showing the new titles (the journal now notes views' titles too).
        (108, 136),
    ]

    @Test("every sequence the fuzzer once failed on now runs clean")
    func reproducersRunClean() {
        for (seed, sequence) in Self.reproducers {
            var configuration = AppFuzzer.Configuration()
            configuration.seed = seed
            let outcome = AppFuzzer(configuration).runSequence(sequence)
            if let finding = outcome.finding { Issue.record("\(finding)") }
        }
    }
}
