import TestSupport
import PropertyBased
import Testing
import TableEngine
@testable import TableScript

/// The log of data-source and delegate messages, in each of its styles.
@Suite struct CallLogTests {
    @Test func theLogEscapesControlCharacters() {
        let h = Harness(log: .json)
        let out = h.run("fill 1x1\nanswer titleForHeader = \"x\\u{1}y\"\nreload").out
        #expect(out.contains(#""x\u0001y""#))
        let objc = Harness(log: .objc)
        #expect(objc.run("fill 1x1\nanswer titleForHeader = \"x\\u{1b}y\"\nreload").out.contains(#""x\u{1b}y""#))
    }
}

/// The log's lines are written as bytes: integers must read as `String(n)`.
@Suite struct LogLineTests {
    @Test func integersReadAsStringDoes() async {
        let numbers = Generator { rng -> Int in
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: [0, 1, 9, 10, 99, 100, -1, -10, Int.max, Int.min].randomElement(using: &rng)!
            case 1: Int.random(in: -100_000...100_000, using: &rng)
            default: Int.random(in: Int.min...Int.max, using: &rng)
            }
        }
        await propertyCheck(count: 300, input: numbers) { n in
            var line = LogLine()
            line += "x"
            line.append(n)
            line += "é"
            #expect(line.text == "x" + String(n) + "é")
        }
    }
}
