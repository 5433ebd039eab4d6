/// Which end of a section: its header or its footer. UIKit treats the two
/// alike — a height, an estimate, a title, a view, floating in plain style —
/// so the engine keys that code by the edge instead of writing it twice.
public enum SectionEdge: String, CaseIterable, Sendable {
    /// The section's header, above its rows.
    case header
    /// The section's footer, below its rows.
    case footer
}

/// A value for each edge of a section.
public struct PerEdge<Value> {
    /// The header's value.
    public var header: Value
    /// The footer's value.
    public var footer: Value

    /// A value for each edge.
    public init(header: Value, footer: Value) {
        self.header = header
        self.footer = footer
    }

    /// The same value for both edges.
    public init(_ both: Value) {
        self.init(header: both, footer: both)
    }

    /// Mutated in place: `views[edge][s] = view` must not copy the
    /// dictionary (with a getter and a setter it did, at every insertion:
    /// showing n headers cost O(n²)).
    public subscript(edge: SectionEdge) -> Value {
        get { edge == .header ? header : footer }
        _modify {
            switch edge {
            case .header: yield &header
            case .footer: yield &footer
            }
        }
    }
}

extension PerEdge: Equatable where Value: Equatable {}
extension PerEdge: Hashable where Value: Hashable {}
extension PerEdge: Sendable where Value: Sendable {}
