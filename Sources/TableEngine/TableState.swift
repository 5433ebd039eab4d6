/// A table's state, by owner. Each part is a value that owns its
/// invariants and knows how a reload or an update moves it; together they
/// are what a call that raises puts back.
struct TableState {
    /// Sections, rows and their heights, as the table knows them: what the
    /// data source said at the last reload or update.
    var geometry = TableGeometry()
    /// What is on screen, and the reuse pool.
    var display = Display()
    /// Selection, touch, focus, Delete confirmation, swipe, edit menu.
    var interaction = Interaction()
    /// Open update blocks and what they collected.
    var updates = UpdateTransaction()
    /// Rows prefetched and not yet on screen, and where the screen was.
    var prefetch = Prefetching()
}

extension TableView {
    /// Every public call that changes the table runs its work through here.
    ///
    /// If the work raises, the table is put back as it was before the call
    /// (the cells' own state included) and a layout pass is due, so what
    /// the failed call had to show is tried again next time. The outermost
    /// call that raises also closes every open update block, as the
    /// failed update would have. When the outermost call returns, the table
    /// checks its invariants if `checksInvariants` says so.
    ///
    /// Saving the state costs a copy of a few references (the parts are
    /// copy-on-write); cells, which keep their own state, are put back from
    /// the display's journal of what the table changed in them. A call that
    /// cannot raise saves nothing, and outside the calls that could put
    /// them back, the journal notes nothing.
    @inline(__always)
    func call<R, E: Error>(_ work: () throws(E) -> R) throws(E) -> R {
        callDepth += 1
        let undoable = E.self != Never.self || callsCanBeAbandoned
        // The table's one journal (a saved state shares it), read once.
        let journal = state.display.journal
        if undoable { journal.undoableCalls += 1 }
        defer {
            if undoable { journal.undoableCalls -= 1 }
            callDepth -= 1
            if callDepth == 0 {
                journal.forget()
                // Set only under a layer that can abandon calls.
                if savedByOutermostCall != nil { savedByOutermostCall = nil }
                releaseDroppedAppObjects()
                if checksInvariants { _checkInvariants() }
            }
        }
        // Under a layer whose app code may never return (an exception ends
        // the app's call there), the outermost call keeps what it found in
        // the table, where `abandonCall()` finds it: its only copy.
        if callsCanBeAbandoned && callDepth == 1 {
            savedByOutermostCall = state
            if E.self == Never.self { return finishingOutermost(try work()) }
            do {
                return finishingOutermost(try work())
            } catch {
                state.display.journal.undo(since: 0)
                state = savedByOutermostCall!
                state.display.needsLayout = true
                holdOffsetIfOutOfRange()
                state.updates.abandon()
                throw error
            }
        }
        if E.self == Never.self { return finishingOutermost(try work()) }
        let saved = state
        let mark = journal.count
        do {
            return finishingOutermost(try work())
        } catch {
            journal.undo(since: mark)
            state = saved
            state.display.needsLayout = true
            holdOffsetIfOutOfRange()
            if callDepth == 1 { state.updates.abandon() }
            throw error
        }
    }

    /// What an outermost call does last, inside the call: the cells on
    /// screen with a configuration update due run it (UIKit's next layout
    /// pass; FIDELITY.md C-03).
    @inline(__always)
    private func finishingOutermost<R>(_ result: R) -> R {
        if callDepth == 1 && state.display.configurationUpdatesDue { runDueConfigurationUpdates() }
        return result
    }

    /// The state put back after a call that raised has the offset it had,
    /// but the table's properties (its insets) keep what the call set: an
    /// offset now out of range is kept as an app's would be (S-03).
    func holdOffsetIfOutOfRange() {
        let offset = state.display.contentOffset
        if offset < minContentOffset || offset > maxContentOffset { state.display.offsetIsHeld = true }
    }

    /// The thread running the table's outermost call will never return into
    /// it: app code it called raised an exception that ends the app's call
    /// there (the UIKit layer's harness parks that thread). Puts the table
    /// back as the outermost call found it — as the call's own `catch` would
    /// have — delivers the messages sent up to the raise, and leaves the
    /// table ready for the next call. Does nothing outside a call.
    ///
    /// Only for tables with ``callsCanBeAbandoned`` set before the call began.
    package func abandonCall() {
        guard callDepth > 0 else { return }
        for holder in openChanges { holder.pendingChange = nil }
        openChanges.removeAll()
        state.display.journal.undo(since: 0)
        // The abandoned calls never return to count themselves out.
        state.display.journal.undoableCalls = 0
        if let saved = savedByOutermostCall { state = saved }
        savedByOutermostCall = nil
        state.display.needsLayout = true
        holdOffsetIfOutOfRange()
        state.updates.abandon()
        callDepth = 0
        diffableUpdateDepth = 0
        layoutPass = nil
        updateBeingApplied = nil
        reorder = nil
        state.display.journal.forget()
        recorder.abandon()
    }

    /// Traps if the table's state contradicts itself: geometry sums, cells
    /// on screen vs the viewport, selection within bounds, pool bounds.
    package func _checkInvariants() {
        state.geometry._checkInvariants()
        let problems = invariantViolations()
        precondition(problems.isEmpty, problems.joined(separator: "; "))
    }

    /// What contradicts itself in the table's state, if anything (the
    /// non-trapping form of `_checkInvariants`, for tests that shrink).
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        let display = state.display
        // Until the next layout pass (pending after a change of size, or
        // inside an update block) the offset may be past a shrunk content,
        // and the cells may not match the viewport yet.
        let settled = display.hasLoaded && !display.needsLayout && !state.updates.isOpen
        // The app may set any offset (UIKit keeps it); otherwise the offset
        // stays in the scrollable range.
        if !display.offsetIsHeld && (display.contentOffset < minContentOffset - 0.5 || (settled && display.contentOffset > maxContentOffset + 0.5)) {
            problems.append("content offset \(display.contentOffset) outside the content (\(minContentOffset)...\(maxContentOffset))")
        }
        if !display.contentOffset.isFinite { problems.append("content offset \(display.contentOffset) is not a number") }
        if state.updates.depth < 0 { problems.append("update blocks below zero") }
        problems += state.interaction.violations(state.geometry)
        problems += display.violations(state.geometry, settled: settled, viewportHeight: viewportHeight, poolLimit: reusePoolLimit,
                                      preparesCells: preparesCells)
        return problems
    }
}
