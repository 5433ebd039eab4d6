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
