import Testing
@testable import TableWalkthrough

@Suite struct WildcardMatchTests {
    @Test func wildcardMatchingIsLinear() {
        // `repeat 100000 echo y` against expected output with `...` lines.
        let actual = Array(repeating: "y", count: 100_000) + ["end"]
        let expected = ["y", "...", "y", "y", "...", "end"]
        let clock = ContinuousClock()
        let start = clock.now
        #expect(WildcardMatch.matches(expected, actual))
        #expect(!WildcardMatch.matches(["y", "...", "z", "..."], actual))
        #expect(!WildcardMatch.matches(Array(repeating: "y", count: 50_000) + ["...", "x"], actual))
        // A segment with `[..]` is tried at each place, within a budget.
        #expect(WildcardMatch.matches(["...", "[..]y", "end"], actual))
        #expect(clock.now - start < .seconds(5))
        // The cases the old matcher handled.
        #expect(WildcardMatch.matches(["a", "...", "d"], ["a", "b", "c", "d"]))
        #expect(WildcardMatch.matches(["...", "a", "...", "a", "..."], ["a", "b", "a"]))
        #expect(!WildcardMatch.matches(["...", "a", "...", "a", "..."], ["a", "b"]))
        #expect(WildcardMatch.matches(["x", "..."], ["x"]) && !WildcardMatch.matches(["x", "...", "x"], ["x"]))
    }
}
