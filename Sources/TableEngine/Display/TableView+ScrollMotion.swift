// The scroll view's motion as its delegate sees it: a finger's drag, a
// fling that decelerates, an animated scroll in code and a tap on the
// status bar, each a run of frames — every frame one `scrollViewDidScroll:`
// and then the layout pass that brings cells on and off screen
// (FIDELITY.md S-06 to S-11). The number of frames is bounded, and each
// frame costs what the screen holds.

/// An animated scroll the app started in code (`setContentOffset:animated:YES`,
/// `scrollToRowAtIndexPath:…animated:YES`, …): where it goes. Its frames run
/// when the run loop turns (`TableView.runScrollAnimation()`).
struct ScrollAnimation {
    /// The offset it ends at.
    var target: Double
    /// Whether the offset is the app's, kept as set even out of range (S-03).
    var byTheApp: Bool
    /// A row it scrolls to, aimed at again once the frames ran: rows
    /// measured on the way (estimated heights) move it.
    var aim: (indexPath: TableIndexPath, position: ScrollPosition)?
}

extension TableView {
    /// Frames a second: 60 Hz (a choice, FIDELITY.md S-07).
    public static let framesPerSecond = 60.0
    /// The frames of an animated scroll in code or to the top: 0.3 s at
    /// 60 Hz, whatever the distance (a choice, S-09).
    public static let animationFrames = 18
    /// The most frames one gesture runs (10 s at 60 Hz; a choice): a longer
    /// motion skips rows between frames, as a fast scroll in UIKit does.
    public static let maximumGestureFrames = 600
    /// The speed, in points per second, under which decelerating content
    /// comes to rest (a choice, S-08).
    public static let restingSpeed = 0.5

    // MARK: Gestures

    /// A finger's drag by `dy` points (negative: up) that stops before the
    /// finger lifts (FIDELITY.md S-07): `scrollViewWillBeginDragging:`, a
    /// frame for each screen the finger moves the content (at least one;
    /// `scrollViewDidScroll:` and a layout pass each, so rows passed on the
    /// way get cells), `scrollViewWillEndDragging:withVelocity:targetContentOffset:`
    /// with no velocity, then `scrollViewDidEndDragging:willDecelerate:` — NO,
    /// unless the delegate moved the target, which the content then
    /// decelerates to. The content ends in the scrollable range,
    /// `-adjustedContentInset.top` to the end plus the bottom inset: an
    /// out-of-range offset the app set comes back (S-04). A drag that cannot
    /// move the content sends nothing.
    ///
    /// - Throws: what the layout pass raises, the table put back as it was:
    ///   UIKit's `NSInternalInconsistencyException` for a nil cell ("UITableView
    ///   dataSource returned a nil cell for row at index path: …", FIDELITY.md
    ///   A-38), a table with no data source ("UITableView dataSource is not
    ///   set", A-39), a negative height (A-20); and whatever the data source
    ///   or delegate throws.
    public func scroll(by dy: Double) throws(TableViewException) {
        try call { () throws(TableViewException) in
            state.display.scrollAnimation = nil
            let start = state.display.contentOffset
            let end = offsetInRange(start + (dy.isFinite ? dy : 0))
            guard end != start else { return try moveViewport(to: end) }
            tellDelegate(.scrollViewWillBeginDragging, []) { $0.scrollViewWillBeginDragging(self) }
            try dragFrames(to: end)
            // Where the finger stopped: rows measured on the way may have moved it.
            try endDragging(velocity: 0, proposed: state.display.contentOffset)
        }
    }

    /// A flick (FIDELITY.md S-08): the finger drags for a frame and lifts
    /// still moving, at the speed that carries the content `dy` points on
    /// as it slows down (UIKit's projection at `decelerationRate`:
    /// speed · rate / (1 − rate), in points per millisecond). Then
    /// `scrollViewWillEndDragging:withVelocity:targetContentOffset:` (the
    /// delegate may move the target), `scrollViewDidEndDragging:willDecelerate:YES`,
    /// `scrollViewWillBeginDecelerating:`, a frame every 1/60 s until the
    /// speed is under 0.5 points per second (frames that would not move the
    /// content a point are not drawn), and `scrollViewDidEndDecelerating:`.
    /// The content rests in the scrollable range. A flick that cannot move
    /// the content sends nothing.
    ///
    /// - Throws: what the layout pass raises, the table put back as it was
    ///   (see ``scroll(by:)``); and whatever the data source or delegate throws.
    public func fling(by dy: Double) throws(TableViewException) {
        try call { () throws(TableViewException) in
            state.display.scrollAnimation = nil
            let rate = effectiveDecelerationRate
            let distance = dy.isFinite ? dy : 0
            // Points per second, whole.
            let velocity = (distance * (1 - rate) / rate * 1000).rounded()
            let start = state.display.contentOffset
            let lift = offsetInRange((start + velocity / Self.framesPerSecond).rounded())
            guard lift != start else { return try moveViewport(to: offsetInRange(start)) }
            tellDelegate(.scrollViewWillBeginDragging, []) { $0.scrollViewWillBeginDragging(self) }
            try dragFrames(to: lift)
            let here = state.display.contentOffset
            try endDragging(velocity: velocity, proposed: offsetInRange((here + velocity / 1000 * rate / (1 - rate)).rounded()))
        }
    }

    /// A tap on the status bar (FIDELITY.md S-11): with `scrollsToTop` on
    /// and the content not at the top, asks `scrollViewShouldScrollToTop:`
    /// (YES without it), scrolls to `-adjustedContentInset.top` in the
    /// frames of an animation, then `scrollViewDidScrollToTop:`. Otherwise
    /// nothing.
    ///
    /// - Throws: what the layout pass raises, the table put back as it was
    ///   (see ``scroll(by:)``); and whatever the data source or delegate throws.
    public func tapStatusBar() throws(TableViewException) {
        try call { () throws(TableViewException) in
            let top = minContentOffset
            guard scrollsToTop, state.display.contentOffset != top else { return }
            guard askDelegate(.scrollViewShouldScrollToTop, otherwise: true, { $0.scrollViewShouldScrollToTop(self) }) else { return }
            state.display.scrollAnimation = nil
            try animationFrames(to: top, byTheApp: false)
            tellDelegate(.scrollViewDidScrollToTop, []) { $0.scrollViewDidScrollToTop(self) }
        }
    }

    /// `decelerationRate` as a factor in (0, 1): a value out of that range
    /// is UIKit's normal rate.
    var effectiveDecelerationRate: Double {
        decelerationRate > 0 && decelerationRate < 1 ? decelerationRate : DecelerationRate.normal
    }

    /// The finger moves the content to `end` at a steady speed: a frame
    /// for each screen of the way, so each row passed is on screen in one.
    private func dragFrames(to end: Double) throws(TableViewException) {
        let start = state.display.contentOffset
        let screen = viewportHeight.isFinite && viewportHeight >= 1 ? viewportHeight : 1
        let frames = Int(min(max(1, (abs(end - start) / screen).rounded(.up)), Double(Self.maximumGestureFrames)))
        for k in 1...frames {
            let y = k == frames ? end : (start + (end - start) * Double(k) / Double(frames)).rounded()
            try moveViewport(to: y, reportsUnimplemented: k == 1)
        }
    }

    /// The finger lifts at `velocity` points per second: the delegate may
    /// move the proposed target; the content decelerates to it, or stops
    /// where it is.
    private func endDragging(velocity: Double, proposed: Double) throws(TableViewException) {
        let here = state.display.contentOffset
        let speed = Point(x: 0, y: velocity / 1000)
        let target = offsetInRange(askDelegate(
            .scrollViewWillEndDragging, [.symbol(speed.description), .symbol(Point(x: 0, y: proposed).description)],
            otherwise: proposed, result: { .symbol(Point(x: 0, y: $0).description) }
        ) { dl in
            var target = Point(x: 0, y: proposed)
            dl.scrollViewWillEndDragging(self, withVelocity: speed, targetContentOffset: &target)
            return target.y
        })
        let decelerates = target != here
        tellDelegate(.scrollViewDidEndDragging, [.bool(decelerates)]) { $0.scrollViewDidEndDragging(self, willDecelerate: decelerates) }
        guard decelerates else { return }
        tellDelegate(.scrollViewWillBeginDecelerating, []) { $0.scrollViewWillBeginDecelerating(self) }
        try decelerationFrames(to: target, velocity: velocity)
        tellDelegate(.scrollViewDidEndDecelerating, []) { $0.scrollViewDidEndDecelerating(self) }
    }

    /// The content slows from `velocity` (points per second) as the rate
    /// says, a millisecond at a time — speed · rateᵗ — until under the
    /// resting speed; the way is scaled to end at `target` (what the
    /// projection or the delegate said). A frame every 1/60 s, at most
    /// `maximumGestureFrames`, each on a whole point; a frame that would
    /// not move the content is not drawn.
    private func decelerationFrames(to target: Double, velocity: Double) throws(TableViewException) {
        let start = state.display.contentOffset
        let rate = effectiveDecelerationRate
        let longest = Int(Double(Self.maximumGestureFrames) * 1000 / Self.framesPerSecond)
        // How long it moves, in milliseconds, and how much of its way it
        // has gone by then (1 − rateᵀ).
        var duration = 0, remaining = 1.0
        while abs(velocity) * remaining >= Self.restingSpeed && duration < longest {
            remaining *= rate
            duration += 1
        }
        let travelled = 1 - remaining
        let frames = max(1, Int((Double(duration) * Self.framesPerSecond / 1000).rounded(.up)))
        var elapsed = 0, left = 1.0, first = true
        for k in 1...frames {
            let y: Double
            if k == frames || travelled <= 0 {
                y = target
            } else {
                let until = Int(Double(k) * 1000 / Self.framesPerSecond)
                while elapsed < until { left *= rate; elapsed += 1 }
                y = (start + (target - start) * (1 - left) / travelled).rounded()
            }
            guard y != state.display.contentOffset else { continue }
            try moveViewport(to: y, reportsUnimplemented: first)
            first = false
            if y == target { break }
        }
    }

    // MARK: Animated scrolls in code

    /// Starts an animated scroll in code to `target`: the call returns at
    /// once, and the frames run when the run loop turns. A scroll to where
    /// the content already is sends nothing (and stops one in flight).
    func startScrollAnimation(to target: Double, byTheApp: Bool = false,
                              aim: (indexPath: TableIndexPath, position: ScrollPosition)? = nil) {
        guard target != state.display.contentOffset else {
            state.display.scrollAnimation = nil
            return
        }
        state.display.scrollAnimation = ScrollAnimation(target: target, byTheApp: byTheApp, aim: aim)
    }

    /// Whether an animated scroll the app started in code waits for its
    /// frames (``runScrollAnimation()``).
    public var hasScrollAnimation: Bool { state.display.scrollAnimation != nil }

    /// The run loop's frames for an animated scroll the app started in code
    /// (FIDELITY.md S-09): 18 frames over 0.3 s at a constant speed, each a
    /// `scrollViewDidScroll:` and a layout pass (cells come and go on the
    /// way), then `scrollViewDidEndScrollingAnimation:`. A scroll started in
    /// those messages runs next, up to eight in one turn. Nothing without one;
    /// `reloadData` stops one before its frames, without the end message.
    ///
    /// The shell runs it after every command's layout pass; an app's own
    /// run loop would, frame by frame.
    ///
    /// - Throws: what the layout pass raises, the table put back as it was
    ///   (see ``scroll(by:)``); and whatever the data source or delegate throws.
    public func runScrollAnimation() throws(TableViewException) {
        guard state.display.scrollAnimation != nil else { return }
        try call { () throws(TableViewException) in
            for _ in 0..<8 {
                guard let animation = state.display.scrollAnimation else { return }
                state.display.scrollAnimation = nil
                try animationFrames(to: animation.target, byTheApp: animation.byTheApp)
                if let aim = animation.aim, state.geometry.contains(aim.indexPath) {
                    for _ in 0..<8 {
                        let target = offsetInRange(offset(toShow: aim.indexPath, at: aim.position))
                        if target == state.display.contentOffset && !state.display.needsLayout { break }
                        try moveViewport(to: target)
                    }
                }
                tellDelegate(.scrollViewDidEndScrollingAnimation, []) { $0.scrollViewDidEndScrollingAnimation(self) }
            }
        }
    }

    /// An animation's frames: from where the content is to `target` at a
    /// constant speed.
    private func animationFrames(to target: Double, byTheApp: Bool) throws(TableViewException) {
        let start = state.display.contentOffset
        let frames = Self.animationFrames
        for k in 1...frames {
            let y = k == frames ? target : (start + (target - start) * Double(k) / Double(frames)).rounded()
            try moveViewport(to: y, byTheApp: byTheApp, reportsUnimplemented: k == 1)
        }
    }

    // MARK: Messages

    /// `scrollViewDidScroll:`, sent as the offset changes, before the
    /// layout pass. After a gesture's first frame, an unimplemented one is
    /// not reported: `log unimplemented on` shows it once a gesture.
    func tellDidScroll(reportsUnimplemented: Bool) {
        guard reportsUnimplemented || delegateResponds(.scrollViewDidScroll) else { return }
        tellDelegate(.scrollViewDidScroll, []) { $0.scrollViewDidScroll(self) }
    }

    /// `scrollViewDidChangeAdjustedContentInset:`, when the adjusted inset
    /// is not what it was (FIDELITY.md S-13).
    func tellIfAdjustedInsetChanged(from old: VerticalInsets) {
        guard adjustedContentInset != old else { return }
        tellDelegate(.scrollViewDidChangeAdjustedContentInset, []) { $0.scrollViewDidChangeAdjustedContentInset(self) }
    }
}

/// UIKit's `UIScrollView.DecelerationRate` values, per millisecond.
public enum DecelerationRate {
    /// `UIScrollView.DecelerationRate.normal`: 0.998, the default.
    public static let normal = 0.998
    /// `UIScrollView.DecelerationRate.fast`: 0.99.
    public static let fast = 0.99
}
