// The scroll view's geometry: insets, the safe area, and the range the
// offset can be scrolled in (FIDELITY.md S-01 to S-05).

extension TableView {
    /// `adjustedContentInset` (iOS 11): `contentInset` plus the safe area
    /// where `contentInsetAdjustmentBehavior` adds it — every behaviour but
    /// `.never`, since a table's vertical axis always bounces (S-01).
    public var adjustedContentInset: VerticalInsets { adjustedInsetNow }

    /// The adjusted inset with any of its three inputs replaced.
    func adjustedInset(contentInset inset: VerticalInsets? = nil, safeArea: VerticalInsets? = nil,
                       behavior: ContentInsetAdjustmentBehavior? = nil) -> VerticalInsets {
        let inset = inset ?? contentInset
        guard (behavior ?? contentInsetAdjustmentBehavior) != .never else { return inset }
        let safe = safeArea ?? safeAreaInsets
        return VerticalInsets(top: inset.top + safe.top, bottom: inset.bottom + safe.bottom)
    }

    /// Brings the offset into `minContentOffset...maxContentOffset` after
    /// the content or the viewport changed — unless the app set it outside
    /// that range, which UIKit keeps until the user scrolls (S-03, S-04).
    func clampContentOffset() {
        let (lowest, highest) = scrollableRange
        state.display.clampOffset(lowest, highest)
    }

    /// The offset a finger or a scroll call ends at: within the range.
    func offsetInRange(_ y: Double) -> Double {
        let (lowest, highest) = scrollableRange
        return min(max(lowest, y.isFinite ? y : 0), highest)
    }

    /// The insets changed. A table resting at the top of the old adjusted
    /// inset follows a change of the safe area or of the behaviour to the
    /// new top (`follow`); otherwise the offset stays where it was, kept
    /// as the app's if it is now out of range (S-02).
    /// The delegate hears of a change of the adjusted inset, then of the
    /// offset if it followed (S-13).
    func scrollInsetsChanged(adjustedWas old: VerticalInsets, follow: Bool) {
        tellIfAdjustedInsetChanged(from: old)
        if follow && state.display.contentOffset == -old.top && minContentOffset != -old.top {
            state.display.contentOffset = minContentOffset
            tellDidScroll(reportsUnimplemented: true)
        }
        let offset = state.display.contentOffset
        if offset < minContentOffset || offset > maxContentOffset { state.display.offsetIsHeld = true }
        state.display.needsLayout = true
    }
}

extension TableView {
    /// The height of the filler rows the table shows below its last row,
    /// or nil when it shows none: plain style only; 0 shows none (the
    /// default since iOS 15); automatic — and every plain table before
    /// iOS 15 — the last row's height, or the row height without rows
    /// (F-01). O(log n).
    public var effectiveFillerRowHeight: Double? {
        guard style == .plain else { return nil }
        let height = iOSVersion < IOSVersion(15) ? automaticDimension : fillerRowHeight
        guard height == automaticDimension else { return height.isFinite && height > 0 ? height : nil }
        if let last = state.geometry.lastRow, case let h = state.geometry.rect(of: last).height, h > 0 { return h }
        return effectiveRowHeight > 0 ? effectiveRowHeight : nil
    }
}
