// What occupies the content between two offsets, for renderers and tools.

/// One thing in the table's content: a section header, a row or a footer,
/// with its place.
public struct LayoutElement: Equatable, Sendable {
    /// What the element is.
    public enum Kind: Equatable, Sendable {
        /// The header of a section.
        case header(Int)
        /// A row.
        case row(TableIndexPath)
        /// The footer of a section.
        case footer(Int)

        /// A header or footer: its edge and section.
        public var edge: (edge: SectionEdge, section: Int)? {
            switch self {
            case .header(let s): (.header, s)
            case .footer(let s): (.footer, s)
            case .row: nil
            }
        }

        static func edge(_ edge: SectionEdge, _ section: Int) -> Kind {
            edge == .header ? .header(section) : .footer(section)
        }
    }

    /// A header, a row or a footer, and whose.
    public var kind: Kind
    /// Offset from the top of the content, and height, in points.
    public var y: Double
    /// The element's height, in points (more than 0).
    public var height: Double
    /// A plain-style header or footer drawn stuck to the viewport's edge
    /// rather than at its own place.
    public var isFloating = false
    /// For a header: the `sectionHeaderTopPadding` above it (from `y - topPadding` to `y`).
    public var topPadding: Double = 0
}

extension TableView {
    /// The headers, rows and footers that meet `[y0, y1)`, in content order,
    /// at most `limit` of them. Elements of zero height are left out. In
    /// plain style the header of the section at the top floats, and so does
    /// the footer of the section at the bottom. Sends no message.
    ///
    /// O(log n) to find `y0`, then O(1) an element: cost follows the range
    /// asked, not the table.
    public func layoutElements(from y0: Double, to y1: Double, limit: Int = 10_000) -> [LayoutElement] {
        let geometry = state.geometry
        var out: [LayoutElement] = []
        guard limit > 0 else { return out }
        // Rows are walked one by one from the first at y0 and never gathered
        // first: `render --all` on a hundred million rows looks at `limit`.
        var next = y1 > y0 ? geometry.indexPath(atOrAfter: y0) : nil
        func addEdge(_ edge: SectionEdge, _ s: Int) {
            let rect = geometry.rect(of: edge, s)
            guard rect.height > 0 else { return }
            let meets = rect.y < y1 && rect.y + rect.height > y0
            if meets || style == .plain {
                let padding = edge == .header ? geometry[s].headerPadding : 0
                out.append(LayoutElement(kind: .edge(edge, s), y: rect.y, height: rect.height, isFloating: !meets, topPadding: padding))
            }
        }
        for s in geometry.sections(in: y0, y1) {
            addEdge(.header, s)
            while let ip = next, ip.section == s {
                let rect = geometry.rect(of: ip)
                if rect.y >= y1 {
                    next = nil
                    break
                }
                if rect.height > 0 && rect.y + rect.height > y0 {
                    out.append(LayoutElement(kind: .row(ip), y: rect.y, height: rect.height))
                    if out.count >= limit { return out }
                } else if rect.height == 0 {
                    let past = geometry.passingZeroHeights(from: ip)
                    if past != ip { next = past; continue }
                }
                next = geometry.indexPath(after: ip)
            }
            addEdge(.footer, s)
            if out.count >= limit { return out }
        }
        return out
    }

    /// Whether the row is selected, without a message. O(k) for k selected rows.
    public func isRowSelected(_ ip: TableIndexPath) -> Bool { state.interaction.selection.contains(ip) }
}
