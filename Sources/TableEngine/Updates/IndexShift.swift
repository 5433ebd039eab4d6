/// How positions in one list move when some items leave and others arrive:
/// `removed` old positions (deleted or moved away) and `fixed` new positions
/// (inserted or moved in). Every other item keeps its order and fills the
/// free new positions. Lookups are O(log n) in the number of changes, so a
/// single insert into a million rows costs what it costs in ten.
public struct IndexShift: Sendable {
    /// Old positions that leave their place, ascending.
    public var removed: [Int] = []
    /// New positions taken by arrivals, ascending.
    public var fixed: [Int] = []

    /// A shift; both lists ascending.
    public init(removed: [Int], fixed: [Int]) {
        self.removed = removed
        self.fixed = fixed
    }

    /// Whether the old position stays in the list (is not removed).
    public func survives(_ old: Int) -> Bool { !removed.binaryContains(old) }

    /// The new position of an old item that survives.
    public func newIndex(ofSurvivor old: Int) -> Int {
        let rank = old - removed.countLess(than: old)
        // The rank-th free position: the first i with fixed[i] - i > rank
        // gives the number of fixed positions before it.
        var lo = 0, hi = fixed.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if fixed[mid] - mid > rank { hi = mid } else { lo = mid + 1 }
        }
        return rank + lo
    }

    /// The old position of the item now at a free new position, if any.
    public func oldIndex(ofNew new: Int) -> Int? {
        if fixed.binaryContains(new) { return nil }
        let rank = new - fixed.countLess(than: new)
        // The rank-th surviving old position.
        var lo = 0, hi = removed.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if removed[mid] - mid > rank { hi = mid } else { lo = mid + 1 }
        }
        return rank + lo
    }
}

extension Array where Element == Int {
    /// How many elements are less than `value`; the array is ascending.
    public func countLess(than value: Int) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if self[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether the ascending array holds `value`. O(log n).
    public func binaryContains(_ value: Int) -> Bool {
        let i = countLess(than: value)
        return i < count && self[i] == value
    }
}
