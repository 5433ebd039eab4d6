// What occupies the content between two offsets, for renderers and tools.

/// One thing in the table's content: a section header, a row or a footer,
/// with its place.
public struct LayoutElement: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case header(Int)
        case row(IndexPath)
        case footer(Int)
    }

    public var kind: Kind
    /// Offset from the top of the content, and height, in points.
    public var y: Double
    public var height: Double
    /// A plain-style header or footer drawn stuck to the viewport's edge
    /// rather than at its own place.
    public var isFloating = false
}

extension TableView {
    /// The headers, rows and footers that meet `[y0, y1)`, in content order,
    /// at most `limit` of them. Elements of zero height are left out. In
    /// plain style the header of the section at the top floats, and so does
    /// the footer of the section at the bottom.
    public func layoutElements(from y0: Double, to y1: Double, limit: Int = 10_000) -> [LayoutElement] {
        var out: [LayoutElement] = []
        let sections = geometry.sections(in: y0, y1)
        let rows = geometry.rows(in: y0, y1)
        var r = 0
        for s in sections {
            let header = geometry.headerRect(s)
            if header.height > 0 {
                let meets = header.y < y1 && header.y + header.height > y0
                if meets || style == .plain {
                    out.append(LayoutElement(kind: .header(s), y: header.y, height: header.height, isFloating: !meets))
                }
            }
            while r < rows.count && rows[r].section == s {
                let rect = geometry.rect(of: rows[r])
                out.append(LayoutElement(kind: .row(rows[r]), y: rect.y, height: rect.height))
                r += 1
                if out.count >= limit { return out }
            }
            let footer = geometry.footerRect(s)
            if footer.height > 0 {
                let meets = footer.y < y1 && footer.y + footer.height > y0
                if meets || style == .plain {
                    out.append(LayoutElement(kind: .footer(s), y: footer.y, height: footer.height, isFloating: !meets))
                }
            }
            if out.count >= limit { return out }
        }
        return out
    }

    public func isRowSelected(_ ip: IndexPath) -> Bool { selection.contains(ip) }
}

extension TableView {
    /// The table's row count for a section (0 for a section it lacks).
    public func rowCount(_ section: Int) -> Int {
        section >= 0 && section < geometry.numberOfSections ? geometry.numberOfRows(in: section) : 0
    }
}
