import TableEngine

/// The characters a rendering is drawn with: Unicode, or 7-bit stand-ins
/// (SPEC §7).
struct Glyphs {
    let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical, teeLeft, teeRight: String
    let separator: String
    let disclosure, detailDisclosure, checkmark, detail: String
    let deleteControl, insertControl, reorder: String
    /// allowsMultipleSelectionDuringEditing's selection marks: not selected, selected.
    let selectionCircle, selectionCheck: String
    let selected, highlighted: String
    let image: String
    let ellipsis: String
    let verticalEllipsis: String
    /// Between the parts of the frame's title, and in ranges.
    let dot: String
    let dash: String
    let groupTopLeft, groupTopRight, groupBottomLeft, groupBottomRight: String
    let indexSearch: String
    /// A drop's gap, and the gutter of a lifted row.
    let gap, lifted: String

    static let unicode = Glyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│", teeLeft: "├", teeRight: "┤",
        separator: "─",
        disclosure: "›", detailDisclosure: "ⓘ›", checkmark: "✓", detail: "ⓘ",
        deleteControl: "⊖", insertControl: "⊕", reorder: "≡",
        selectionCircle: "○", selectionCheck: "✓",
        selected: "▌", highlighted: "░",
        image: "▣", ellipsis: "…", verticalEllipsis: "⋮", dot: "·", dash: "–",
        groupTopLeft: "╭", groupTopRight: "╮", groupBottomLeft: "╰", groupBottomRight: "╯",
        indexSearch: "⌕",
        gap: "┄", lifted: "┆")

    static let ascii = Glyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|", teeLeft: "+", teeRight: "+",
        separator: "-",
        disclosure: ">", detailDisclosure: "(i)>", checkmark: "v", detail: "(i)",
        deleteControl: "(-)", insertControl: "(+)", reorder: "=",
        selectionCircle: "( )", selectionCheck: "(v)",
        selected: "*", highlighted: "~",
        image: "#", ellipsis: "~", verticalEllipsis: ":", dot: "-", dash: "-",
        groupTopLeft: ".", groupTopRight: ".", groupBottomLeft: "'", groupBottomRight: "'",
        indexSearch: "?",
        gap: "~", lifted: ":")

    func accessory(_ type: AccessoryType) -> String {
        switch type {
        case .none: ""
        case .disclosureIndicator: disclosure
        case .detailDisclosureButton: detailDisclosure
        case .checkmark: checkmark
        case .detailButton: detail
        }
    }
}
