extension RunTree {
    /// Builds a tree from runs given in order, a leaf at a time: while it
    /// builds, memory holds the leaves made and at most two leaves' worth
    /// of runs, never an array of every run (an `apply` of ten million rows
    /// makes millions of them).
    ///
    /// ```swift
    /// var builder = RunTree<MyRun>.Builder()
    /// for run in runs { builder.append(run) }
    /// let tree = builder.finish()
    /// ```
    public struct Builder {
        @usableFromInline var leaves = LeafBuilder()

        /// A builder with no runs.
        @inlinable public init() {}

        /// Adds a run after those added: merged into the last one when that
        /// absorbs it. A run of no rows adds nothing.
        @inlinable public mutating func append(_ run: Element) {
            if run.count > 0 { leaves.add(run) }
        }

        /// Adds a run the last one added does not absorb (as when the caller
        /// merged its runs already), without asking it to. A run of no rows
        /// adds nothing.
        @inlinable public mutating func append(unmerged run: Element) {
            guard run.count > 0 else { return }
            leaves.add(unmerged: run)
        }

        /// The tree of the runs added, in order.
        @inlinable public consuming func finish() -> RunTree {
            var tree = RunTree()
            tree.root = leaves.finish()
            tree.total = tree.root?.summary ?? .zero
            return tree
        }
    }
}

extension RunTree.LeafBuilder {
    /// Adds a run that does not merge with the last one.
    @inlinable mutating func add(unmerged run: Element) {
        assert({
            guard var last = runs.last ?? leaves.last?.node.elements.last else { return true }
            return !last.absorb(run)
        }(), "a run added unmerged is absorbed by the one before it")
        runs.append(run)
        if runs.count >= 2 * capacity {
            emit(runs[..<capacity])
            runs.removeSubrange(..<capacity)
        }
    }
}
