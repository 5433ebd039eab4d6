import TestSupport
import Testing
import TableEngine
@testable import TableScript

/// The scroll view's messages from the shell: `implement +scroll`, `fling`,
/// `scroll to … animated`, `tap statusbar`, and the log without them
/// (FIDELITY.md S-06 to S-12).
@Suite struct ScrollDelegateCommandTests {
    /// The lines of the output that are the scroll view's messages.
    func scrollLines(_ out: String) -> [String] {
        out.split(separator: "\n").map(String.init).filter { $0.contains("[dl] scrollView") }
    }

    @Test func implementScrollGivesTheScrollViewsMessages() {
        let h = Harness(log: .objc)
        h.run("fill 1x100\nimplement +scroll")
        #expect(scrollLines(h.run("scroll by 44").out) == [
            "[dl] scrollViewWillBeginDragging:",
            "[dl] scrollViewDidScroll:",
            "[dl] scrollViewWillEndDragging:withVelocity:targetContentOffset: {0, 0} {0, 44} -> {0, 44}",
            "[dl] scrollViewDidEndDragging:willDecelerate: NO",
        ])
        // Without them, a drag's log is what it always was.
        let plain = Harness(log: .objc)
        plain.run("fill 1x100")
        #expect(scrollLines(plain.run("scroll by 44").out).isEmpty)
    }

    @Test func logUnimplementedShowsDidScrollOnceAGesture() {
        let h = Harness(log: .objc)
        h.run("fill 1x100\nlog unimplemented on")
        let lines = scrollLines(h.run("scroll by 1000").out)
        #expect(lines.filter { $0.hasPrefix("[dl] scrollViewDidScroll:") }.count == 1)
        #expect(lines.first == "[dl] scrollViewWillBeginDragging:  (not implemented)")
        #expect(lines.last == "[dl] scrollViewDidEndDragging:willDecelerate: NO  (not implemented)")
    }

    @Test func flingAndTheAnsweredTarget() {
        let h = Harness(log: .objc)
        h.run("fill 1x100\nimplement +scroll")
        let lines = scrollLines(h.run("fling 1000").out)
        #expect(lines.contains("[dl] scrollViewWillEndDragging:withVelocity:targetContentOffset: {0, 2.004} {0, 1033} -> {0, 1033}"))
        #expect(lines.contains("[dl] scrollViewDidEndDragging:willDecelerate: YES"))
        #expect(lines.last == "[dl] scrollViewDidEndDecelerating:")
        #expect(h.shell.table.contentOffset == 1033)
        h.run("answer scrollViewWillEndDragging = 440\nfling 1000")
        #expect(h.shell.table.contentOffset == 440)
        #expect(!h.run("answer scrollViewWillEndDragging = \"far\"").ok)
    }

    @Test func scrollToAnimatedEndsWithDidEndScrollingAnimation() {
        let h = Harness(log: .objc)
        h.run("fill 1x100\nimplement +scroll")
        let animated = h.run("scroll to 0.50 top animated").out
        #expect(animated.hasPrefix("[tv] scrollToRowAtIndexPath:atScrollPosition:animated: [0,50] top YES\n[dl] scrollViewDidScroll:"))
        #expect(scrollLines(animated).filter { $0 == "[dl] scrollViewDidScroll:" }.count == TableView.animationFrames)
        #expect(scrollLines(animated).last == "[dl] scrollViewDidEndScrollingAnimation:")
        // Without 'animated': one didScroll inside the call, no end message.
        let unanimated = h.run("scroll to 0.10 top").out
        #expect(scrollLines(unanimated) == ["  [dl] scrollViewDidScroll:"])
        #expect(unanimated.hasPrefix("[tv] scrollToRowAtIndexPath:atScrollPosition:animated: [0,10] top NO\n"))
    }

    @Test func aTapOnTheStatusBar() {
        let h = Harness(log: .objc)
        h.run("fill 1x100\nimplement +scroll\nscroll offset 1000")
        let lines = scrollLines(h.run("tap statusbar").out)
        #expect(lines.first == "[dl] scrollViewShouldScrollToTop: -> YES")
        #expect(lines.last == "[dl] scrollViewDidScrollToTop:")
        #expect(h.shell.table.contentOffset == 0)
        h.run("scroll offset 1000\nanswer scrollViewShouldScrollToTop = no")
        #expect(scrollLines(h.run("tap statusbar").out) == ["[dl] scrollViewShouldScrollToTop: -> NO"])
        #expect(h.shell.table.contentOffset == 1000)
    }

    @Test func theZoomMessagesAreNotModelled() {
        let h = Harness()
        let r = h.run("implement +scrollViewDidZoom")
        #expect(r.err.contains("unknown data source or delegate method or group 'scrollViewDidZoom'"))
    }
}
