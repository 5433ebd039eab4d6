// Headers and footers by edge, so that code about them is written once.

extension TableGeometry.Section {
    /// The edge's height in points.
    func height(_ edge: SectionEdge) -> Double { edge == .header ? header : footer }

    /// Whether the edge's height is an estimate, to be asked for real when
    /// it comes on screen.
    func isEstimate(_ edge: SectionEdge) -> Bool { edge == .header ? headerIsEstimate : footerIsEstimate }

    /// Sets the edge's height, as measured or as an estimate; a header with
    /// a height gets the table's top padding above it.
    mutating func setHeight(_ edge: SectionEdge, _ height: Double, estimate: Bool, headerPadding: Double) {
        switch edge {
        case .header:
            header = height
            headerIsEstimate = estimate
            self.headerPadding = height > 0 ? headerPadding : 0
        case .footer:
            footer = height
            footerIsEstimate = estimate
        }
    }
}

extension TableGeometry {
    func rect(of edge: SectionEdge, _ section: Int) -> (y: Double, height: Double) {
        edge == .header ? headerRect(section) : footerRect(section)
    }
}
