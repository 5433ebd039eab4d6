/// `CGPoint` in the table's coordinate space, in points: where a finger
/// is (`contextMenuConfigurationForRowAtIndexPath:point:`,
/// `itemsForAddingToDragSession:atIndexPath:point:`).
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// Points from the table's left edge.
    public var x: Double
    /// Points from the top of the table's content.
    public var y: Double

    /// `CGPoint(x:y:)`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `{187.5, 66}`, as NSStringFromCGPoint prints it.
    public var description: String { "{\(Self.number(x)), \(Self.number(y))}" }

    private static func number(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }
}

extension TableView {
    /// The table's width in points, for the x of a finger: an iPhone's
    /// 375 (tableshell draws columns, not points; a choice).
    public static let pointWidth = 375.0

    /// The middle of a row, where a finger on it is.
    func centre(of ip: TableIndexPath) -> Point {
        let rect = state.geometry.rect(of: ip)
        return Point(x: Self.pointWidth / 2, y: rect.y + rect.height / 2)
    }
}
