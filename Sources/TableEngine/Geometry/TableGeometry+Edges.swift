// Headers and footers by edge, so that code about them is written once.

extension TableGeometry.Section {
    /// The edge's height in points.
    func height(_ edge: SectionEdge) -> Double { edge == .header ? header : footer }

    /// Whether the edge's height is an estimate, to be asked for real when
    /// it comes on screen.
    func isEstimate(_ edge: SectionEdge) -> Bool { edge == .header ? headerIsEstimate : footerIsEstimate }

    /// Sets the edge's height, as measured or as an estimate.
    mutating func setHeight(_ edge: SectionEdge, _ height: Double, estimate: Bool) {
        switch edge {
        case .header:
            header = height
            headerIsEstimate = estimate
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
