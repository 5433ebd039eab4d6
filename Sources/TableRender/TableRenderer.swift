import TableEngine

/// How to draw.
public struct RenderOptions: Sendable {
    /// Total width in columns.
    public var width = 60
    /// 7-bit stand-ins for the box drawing and marks (`--ascii`): `+`, `-`, `|`.
    public var ascii = false
    /// ANSI attributes for a terminal: selected rows in reverse video,
    /// highlighted or lifted rows and headers dim.
    public var color = false
    /// The whole content rather than the viewport.
    public var all = false
    /// Each element's y and height in a left margin.
    public var geometry = false

    /// Options for a drawing `width` columns wide; the rest as named.
    public init(width: Int = 60, ascii: Bool = false, color: Bool = false, all: Bool = false, geometry: Bool = false) {
        self.width = width
        self.ascii = ascii
        self.color = color
        self.all = all
        self.geometry = geometry
    }
}

/// What rows and sections look like when the table has no view for them
/// (off screen, for `render --all`).
public struct OffscreenContent {
    /// The style and content a row off screen would have, or nil to draw it blank.
    public var row: (TableIndexPath) -> (style: CellStyle, content: TableViewCell.Content)?
    /// The title of a section's header or footer.
    public var title: (SectionEdge, Int) -> String?

    /// Content from the two closures, asked only for what a frame draws.
    public init(row: @escaping (TableIndexPath) -> (style: CellStyle, content: TableViewCell.Content)?,
                title: @escaping (SectionEdge, Int) -> String?) {
        self.row = row
        self.title = title
    }
}

/// Draws what the screen shows: pure functions of the table's state.
public enum TableRenderer {
    /// Rows drawn by `render --all` at most.
    public static let allLimit = 2_000

    /// The frame of `table` as `options` ask: a title line (the style, the
    /// counts, the part of the content shown), then every header, row and
    /// footer in that part, with the section index, an open swipe's buttons,
    /// a context menu and a drag's placeholder. No line is wider than
    /// `options.width` display columns.
    ///
    /// Reads the table through its public API only: sends no message and
    /// changes nothing, so the same state draws the same frame. Rows
    /// without a cell (off screen, with `options.all`) are drawn from
    /// `offscreen`. Cost follows the screen — the viewport's elements, or
    /// at most `allLimit` rows with `options.all` — not the table's size.
    public static func render(_ table: TableView, options: RenderOptions, offscreen: OffscreenContent? = nil) -> String {
        var r = Renderer(table: table, options: options, offscreen: offscreen)
        return r.draw()
    }
}

private struct Renderer {
    let table: TableView
    let options: RenderOptions
    let offscreen: OffscreenContent?
    let g: Glyphs
    /// The frame's width in columns.
    let width: Int
    /// Columns the geometry labels take, left of the frame.
    let labelWidth: Int
    static let minimumWidth = 20
    static let labelColumns = 12
    var lines: [String] = []
    /// The section index down the right edge, when it shows.
    let indexTitles: [String]
    /// Columns the index takes inside the frame.
    let indexWidth: Int
    var bodyLines = 0
    /// Where each drawn row's first line is, for what is drawn over rows
    /// (the context menu).
    var rowLines: [TableIndexPath: Int] = [:]
    /// The drag in flight, if any.
    let drag: DragState?
    /// The viewport (or the whole content), in content points.
    var top = 0.0, bottom = 0.0

    init(table: TableView, options: RenderOptions, offscreen: OffscreenContent?) {
        self.table = table
        self.options = options
        self.offscreen = offscreen
        g = options.ascii ? .ascii : .unicode
        // The whole width: with --geometry, the labels take their columns of it.
        let total = max(Self.minimumWidth, options.width)
        labelWidth = options.geometry ? min(Self.labelColumns, total - Self.minimumWidth) : 0
        width = total - labelWidth
        indexTitles = table.displayedSectionIndexTitles ?? []
        indexWidth = indexTitles.isEmpty ? 0 : 3
        drag = table.dragState
    }

    /// Columns between the frame and a grouped section's box: 1 in grouped
    /// style; in inset grouped style the layout margin, 16 of an iPhone's
    /// 375 points (FIDELITY.md M-42), at least 2.
    var sectionMargin: Int {
        switch table.style {
        case .plain: 0
        case .grouped: 1
        case .insetGrouped: max(2, Int((16 * Double(inner) / TableView.pointWidth).rounded()))
        }
    }

    /// Columns inside the frame, beside the index.
    var inner: Int { width - 2 - indexWidth }

    // MARK: Frame

    mutating func draw() -> String {
        top = options.all ? 0 : table.contentOffset
        bottom = options.all ? table.contentHeight : table.contentOffset + table.viewportHeight
        let limit = options.all ? TableRenderer.allLimit : 10_000
        let elements = table.layoutElements(from: top, to: bottom, limit: limit)

        let position = options.all
            ? " all \(num(table.contentHeight)) pt "
            : " y \(num(top))\(g.dash)\(num(min(bottom, max(table.contentHeight, top)))) of \(num(table.contentHeight)) "
        // The longest title that fits beside the position.
        // A swipe puts the table in editing without controls (B-43).
        var editing = table.editsAllRows ? " \(g.dot) editing" : table.isEditing ? " \(g.dot) editing (swipe)" : ""
        if drag != nil { editing += " \(g.dot) dragging" }
        let titles = [
            " \(table.style.rawValue) \(g.dot) \(count(table.numberOfSections, "section")) \(g.dot) \(count(table.totalRows, "row"))\(editing) ",
            " \(table.style.rawValue) \(g.dot) \(count(table.totalRows, "row"))\(editing) ",
            " \(table.style.rawValue)\(editing) ",
        ]
        let title = titles.first { displayWidth($0) + displayWidth(position) + 2 <= inner } ?? ""
        emit(border(g.topLeft, title, displayWidth(title) + displayWidth(position) + 2 <= inner ? position : "", g.topRight), label: nil)

        // The viewport shows space above the content: the top of
        // adjustedContentInset, or an offset the app set above it.
        if !options.all && top < 0 {
            let inset = table.adjustedContentInset.top
            let note = -top > inset ? "\(num(-top)) pt above the content (inset \(num(inset)))" : "\(num(-top)) pt of inset above the content"
            emit(frameLine(TextLayout.pad(" \(g.dot) " + note, to: inner)), label: options.geometry ? "\(num(top))" : nil)
        }
        if elements.isEmpty {
            emit(frameLine(TextLayout.pad(table.numberOfSections == 0 ? " (no sections)" : " (no rows)", to: inner)), label: nil)
        }
        for (i, e) in elements.enumerated() {
            let next = i + 1 < elements.count ? elements[i + 1] : nil
            let previous = i > 0 ? elements[i - 1] : nil
            if case let (edge, s)? = e.kind.edge {
                drawEdge(edge, s, e)
            } else if case .row(let ip) = e.kind {
                drawRow(ip, e, previous: previous, next: next)
            }
        }
        if !options.all { drawFillerRows() }
        if options.all && elements.count >= TableRenderer.allLimit {
            emit(frameLine(TextLayout.pad(" … (render --all stops at \(TableRenderer.allLimit) rows)", to: inner)), label: nil)
        }
        let below = max(0, table.contentHeight - bottom)
        let footer = options.all || below <= 0 ? "" : " \(num(below)) pt below "
        emit(border(g.bottomLeft, "", footer, g.bottomRight), label: nil)
        let outside = table.contextMenu.map { drawContextMenu($0) } ?? []
        if indexWidth > 0 { addIndex() }
        return (lines + outside).joined(separator: "\n") + "\n"
    }

    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    func num(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return String((d * 10).rounded() / 10)
    }

    func border(_ left: String, _ title: String, _ right: String, _ end: String) -> String {
        let fill = inner - displayWidth(title) - displayWidth(right) - 1
        guard fill >= 1 else { return left + String(repeating: g.horizontal, count: inner) + end }
        return left + g.horizontal + title + String(repeating: g.horizontal, count: fill) + right + end
    }

    func frameLine(_ content: String) -> String { g.vertical + content + g.vertical }

    mutating func emit(_ line: String, label: String?) {
        guard options.geometry else { return lines.append(line) }
        lines.append(TextLayout.pad(label ?? "", to: labelWidth, ellipsis: "") + line)
    }

    /// Puts the index titles in a column before the right edge: one per
    /// line from the top, or, when there are more titles than the viewport
    /// has room for, spread out evenly over that room. The room comes from
    /// the viewport's height alone (a line per 22 points), so the letters
    /// shown never change with the offset, whatever lines the content draws
    /// (FIDELITY.md D-50).
    mutating func addIndex() {
        let body = max(1, Int(table.viewportHeight / 22))
        let reset = "\u{1B}[0m"
        for i in lines.indices {
            var line = lines[i]
            // A coloured rule ends in a reset: the index goes before both.
            var styleEnd = ""
            if line.hasSuffix(reset) {
                line.removeLast(reset.count)
                styleEnd = reset
            }
            let end = String(line.removeLast())
            let cell: String
            if i == 0 || i == lines.count - 1 {
                cell = String(repeating: g.horizontal, count: indexWidth)
            } else {
                let k = i - 1
                let count = indexTitles.count
                let title: String?
                if count <= body {
                    title = k < count ? indexTitles[k] : nil
                } else {
                    title = k < body ? indexTitles[k * count / body] : nil
                }
                let shown = title.map { $0 == tableViewIndexSearch ? g.indexSearch : TextLayout.truncate($0, to: 2, ellipsis: "") } ?? ""
                cell = " " + TextLayout.pad(shown, to: 2, ellipsis: "")
            }
            lines[i] = line + cell + end + styleEnd
        }
    }

    func geometryLabel(_ e: LayoutElement) -> String { geometryLabel(y: e.y, height: e.height) }

    func geometryLabel(y yValue: Double, height: Double) -> String {
        let y = num(yValue), h = num(height)
        return String(repeating: " ", count: max(0, 6 - y.count)) + y + String(repeating: " ", count: max(0, 5 - h.count)) + h + " "
    }

    // MARK: Headers and footers

    /// What a header or footer shows: its view's text, else (off screen)
    /// its title; nil when it has neither.
    func edgeText(_ edge: SectionEdge, _ s: Int) -> String? {
        if let view = table.visibleViews(edge)[s] { return view.text ?? "" }
        return offscreen?.title(edge, s)
    }

    /// A header or footer. In plain style a rule with the text at its
    /// start (header) or its end (footer); in grouped style the text
    /// indented in the space between sections.
    mutating func drawEdge(_ edge: SectionEdge, _ s: Int, _ e: LayoutElement) {
        let text = edgeText(edge, s).map(TextLayout.printable)
        // The padding above a header (sectionHeaderTopPadding): a blank
        // line where it is on screen, and not above a floating header.
        if e.topPadding > 0, !e.isFloating, e.y > top, e.y - e.topPadding < bottom {
            emit(frameLine(String(repeating: " ", count: inner)), label: geometryLabel(y: e.y - e.topPadding, height: e.topPadding))
        }
        switch table.style {
        case .plain:
            let label = text.map { " \($0) " } ?? ""
            let (leftLabel, rightLabel) = edge == .header ? (label, "") : ("", label)
            emit(styled(rule(g.teeLeft, leftLabel, rightLabel, g.teeRight), dim: true), label: geometryLabel(e))
        case .grouped, .insetGrouped:
            if let text, !text.isEmpty {
                let indent = String(repeating: " ", count: sectionMargin + 2)
                emit(frameLine(styled(TextLayout.pad(indent + text, to: inner), dim: true)), label: geometryLabel(e))
            } else {
                emit(frameLine(String(repeating: " ", count: inner)), label: geometryLabel(e))
            }
        }
    }

    func rule(_ left: String, _ leftLabel: String, _ rightLabel: String, _ right: String) -> String {
        let l = TextLayout.truncate(leftLabel, to: inner - 2, ellipsis: g.ellipsis)
        let r = TextLayout.truncate(rightLabel, to: max(0, inner - 2 - displayWidth(l)), ellipsis: g.ellipsis)
        let fill = max(0, inner - 2 - displayWidth(l) - displayWidth(r))
        return left + g.horizontal + l + String(repeating: g.horizontal, count: fill) + r + g.horizontal + right
    }

    // MARK: Rows

    mutating func drawRow(_ ip: TableIndexPath, _ e: LayoutElement, previous: LayoutElement?, next: LayoutElement?) {
        let grouped = table.style.isGrouped
        let margin = String(repeating: " ", count: sectionMargin)
        let boxInner = inner - 2 * sectionMargin - 2
        let firstInSection: Bool = {
            if case .row(let p)? = previous?.kind, p.section == ip.section { return false }
            return true
        }()
        let lastInSection: Bool = {
            if case .row(let p)? = next?.kind, p.section == ip.section { return false }
            return true
        }()
        // Plain sections without headers run together, separators and all.
        let nextIsRow: Bool = {
            if case .row? = next?.kind { return true }
            return false
        }()
        if grouped && firstInSection && ip.row == 0 {
            emit(frameLine(margin + g.groupTopLeft + String(repeating: g.horizontal, count: boxInner) + g.groupTopRight + margin), label: nil)
        }
        // The gap a drop opens before the row (insertAtDestinationIndexPath).
        if dropGap(at: ip) { emit(gapLine(grouped: grouped), label: nil) }

        let cell = table.visibleCell(at: ip)
        let shown: (style: CellStyle, content: TableViewCell.Content, state: TableViewCell.State?)?
        if let cell {
            shown = (cell.shownContent.style, cell.shownContent.content, cell.state)
        } else if let o = offscreen?.row(ip) {
            shown = (o.style, o.content, nil)
        } else {
            shown = nil
        }
        let rowWidth = grouped ? boxInner : inner
        var content: [String]
        if let shown {
            content = rowLines(shown.style, shown.content, shown.state, width: rowWidth, height: e.height)
        } else {
            content = [TextLayout.pad(" " + g.dot, to: rowWidth)]
        }
        // selectionStyle none draws neither highlight nor selection (seed 003).
        let drawsSelection = shown?.content.selectionStyle != SelectionStyle.none
        let selected = drawsSelection && (shown?.state?.isSelected ?? table.isRowSelected(ip))
        // A drop into the row (insertIntoDestinationIndexPath) highlights it.
        let dropTarget = dropInto(ip)
        let highlighted = (drawsSelection && (shown?.state?.isHighlighted ?? false)) || dropTarget
        // A lifted row keeps its place, marked in the gutter.
        let lifted = drag?.rows.contains(ip) ?? false
        rowLines[ip] = lines.count
        for (k, line) in content.enumerated() {
            var l = line
            if selected || highlighted {
                l = (highlighted ? g.highlighted : g.selected) + String(l.dropFirst())
            } else if lifted {
                l = g.lifted + String(l.dropFirst())
            }
            l = styled(l, reverse: selected, faint: (highlighted && !selected) || lifted)
            emit(grouped ? frameLine(margin + g.vertical + l + g.vertical + margin) : frameLine(l), label: k == 0 ? geometryLabel(e) : nil)
        }
        let lastRow = ip.row == table.rowCount(ip.section) - 1
        if lastRow && dropGap(at: TableIndexPath(ip.section, ip.row + 1)) { emit(gapLine(grouped: grouped), label: nil) }

        if grouped && lastInSection {
            if lastRow {
                emit(frameLine(margin + g.groupBottomLeft + String(repeating: g.horizontal, count: boxInner) + g.groupBottomRight + margin), label: nil)
            }
        } else if table.separatorStyle != .none && nextIsRow {
            if grouped {
                emit(frameLine(margin + g.vertical + " " + String(repeating: g.separator, count: boxInner - 1) + g.vertical + margin), label: nil)
            } else {
                emit(frameLine(" " + String(repeating: g.separator, count: inner - 1)), label: nil)
            }
        }
    }

    // MARK: Filler rows

    /// Empty rows below the last row, where the viewport shows more than
    /// the content, in a plain table that shows them (`fillerRowHeight`,
    /// FIDELITY.md F-01): a separator and a blank line each, at most 50.
    mutating func drawFillerRows() {
        guard let height = table.effectiveFillerRowHeight, bottom > table.contentHeight else { return }
        let room = bottom - max(top, table.contentHeight)
        let count = min(50, Int((room / height).rounded(.up)))
        for k in 0..<count {
            if table.separatorStyle != .none && (k > 0 || table.totalRows > 0) {
                emit(frameLine(" " + String(repeating: g.separator, count: inner - 1)), label: nil)
            }
            emit(frameLine(String(repeating: " ", count: inner)), label: options.geometry ? geometryLabel(y: table.contentHeight + Double(k) * height, height: height) : nil)
        }
    }

    // MARK: Drag and drop

    /// Whether a drop would open a gap before this row (or, one past the
    /// last row, at the end of its section): insertAtDestinationIndexPath
    /// ("Opens a gap at the specified location").
    func dropGap(at ip: TableIndexPath) -> Bool {
        guard let drag, drag.isOverTable, drag.destination == ip, drag.proposal.drops else { return false }
        return drag.proposal.intent == .insertAtDestinationIndexPath
    }

    /// Whether a drop would go into this row: insertIntoDestinationIndexPath
    /// ("Will not open a gap. Table view will highlight the row").
    func dropInto(_ ip: TableIndexPath) -> Bool {
        guard let drag, drag.isOverTable, drag.destination == ip, drag.proposal.drops else { return false }
        return drag.proposal.intent == .insertIntoDestinationIndexPath
    }

    /// The opened gap, with what is dragged hovering in it.
    func gapLine(grouped: Bool) -> String {
        let names = (drag?.items ?? []).map { TextLayout.printable($0.name) }
        let what = names.count <= 1 ? (names.first ?? "") : "\(names[0]) +\(names.count - 1)"
        let width = grouped ? inner - 2 * sectionMargin - 2 : inner
        let label = " " + what + " "
        let lead = String(repeating: g.gap, count: 2)
        let body = TextLayout.truncate(lead + label, to: width, ellipsis: g.ellipsis)
        let line = body + String(repeating: g.gap, count: max(0, width - displayWidth(body)))
        let margin = String(repeating: " ", count: sectionMargin)
        return frameLine(grouped ? margin + g.vertical + line + g.vertical + margin : line)
    }

    // MARK: The context menu

    /// The open context menu, drawn over the table as the screen shows it:
    /// the row lifted in a box (its preview), and the menu's actions in a
    /// box below it — above it when there is no room below. A menu the
    /// table's frame cannot hold hangs below the frame, as the real menu
    /// goes past a short table's bounds; it is returned, to go after the
    /// frame. Without its row on screen the menu stands at the top.
    mutating func drawContextMenu(_ menu: (indexPath: TableIndexPath?, actions: [(title: String, isDestructive: Bool)])) -> [String] {
        let first = 1, last = lines.count - 2
        let boxWidth = max(8, inner - 4)
        func box(_ rows: [String], width: Int) -> [String] {
            let bar = String(repeating: g.horizontal, count: width - 2)
            return [g.groupTopLeft + bar + g.groupTopRight]
                + rows.map { g.vertical + " " + TextLayout.pad($0, to: width - 4, ellipsis: g.ellipsis) + " " + g.vertical }
                + [g.groupBottomLeft + bar + g.groupBottomRight]
        }
        let titles = menu.actions.map { TextLayout.printable($0.title) + ($0.isDestructive ? " (destructive)" : "") }
        let menuWidth = min(boxWidth, max(16, (titles.map(displayWidth).max() ?? 0) + 4))
        let menuBox = box(titles, width: menuWidth)
        var overlay: [(line: Int, text: String)] = []
        var outside: [String] = []
        var menuTop: Int?
        if let ip = menu.indexPath, let rowLine = rowLines[ip] {
            let text = table.visibleCell(at: ip)?.text ?? ""
            let preview = box([TextLayout.printable(text)], width: boxWidth)
            // The preview stays whole on screen: near the bottom it rises.
            let previewTop = max(first, min(rowLine - 1, last - (preview.count - 1)))
            for (k, l) in preview.enumerated() { overlay.append((previewTop + k, l)) }
            if previewTop + preview.count + menuBox.count - 1 <= last {
                menuTop = previewTop + preview.count
            } else if previewTop - menuBox.count >= first {
                menuTop = previewTop - menuBox.count
            }
        } else if first + menuBox.count - 1 <= last {
            menuTop = first
        }
        if let menuTop {
            for (k, l) in menuBox.enumerated() { overlay.append((menuTop + k, l)) }
        } else {
            outside = menuBox.map { "   " + $0 }
        }
        let prefixWidth = labelWidth
        for (line, text) in overlay where line >= first && line <= last {
            let prefix = String(lines[line].prefix(prefixWidth))
            lines[line] = prefix + frameLine("  " + TextLayout.pad(text, to: inner - 2))
        }
        let margin = String(repeating: " ", count: prefixWidth)
        return outside.map { margin + $0 }
    }

    /// Lines a row takes at most.
    static let maximumRowLines = 24

    /// A cell's lines: gutter, editing control, indentation, image, labels
    /// by style, accessory.
    func rowLines(_ style: CellStyle, _ c: TableViewCell.Content, _ state: TableViewCell.State?, width: Int, height: Double) -> [String] {
        // A swiped row edits without editing mode's controls (B-43, B-57).
        let editing = (state?.isEditing ?? false) && !(state?.wasSwiped ?? false)
        var left = " "
        if editing && state?.isMultiselecting == true {
            // allowsMultipleSelectionDuringEditing: check marks, no ⊖/⊕ (B-21).
            left += (state?.isSelected == true ? g.selectionCheck : g.selectionCircle) + " "
        } else if editing {
            switch state?.editingStyle ?? .none {
            case .delete: left += g.deleteControl + " "
            case .insert: left += g.insertControl + " "
            case .none:
                // No control, but the content still moves over, unless
                // shouldIndentWhileEditingRowAtIndexPath: said NO.
                if state?.indentsWhileEditing ?? true { left += String(repeating: " ", count: displayWidth(g.deleteControl) + 1) }
            }
        }
        // indentationLevel × indentationWidth points (10 by default,
        // UITableViewCell.h), a column for every 5 points (B-84).
        let indent = (Double(c.indentationLevel) * c.indentationWidth / 5).rounded()
        left += String(repeating: " ", count: indent > 0 ? Int(min(indent, Double(width / 3))) : 0)
        if c.image != nil { left += g.image + " " }

        let accessory = editing ? (c.editingAccessoryView ?? g.accessory(c.editingAccessoryType))
                                : (c.accessoryView ?? g.accessory(c.accessoryType))
        var right = accessory.isEmpty ? "" : " " + TextLayout.printable(accessory)
        // Buttons a swipe or the delete control revealed, outermost first:
        // on the leading edge left to right, on the trailing edge right to
        // left — the first action sits at the edge (UISwipeActionsConfiguration;
        // B-46, B-47).
        let revealed = state?.revealedActions ?? []
        let leadingEdge = state?.actionsOnLeadingEdge == true
        let buttons = (leadingEdge ? revealed : revealed.reversed()).map { "[" + TextLayout.printable($0) + "]" }.joined(separator: " ")
        if !buttons.isEmpty {
            if leadingEdge { left = " " + buttons + left } else { right += " " + buttons }
        }
        if editing && state?.showsReorder == true { right += " " + g.reorder }
        right += " "
        // What the row reveals beside its text is cut to leave the text a
        // column: the buttons nearest the text go first, the outermost stay.
        let sides = width - 1
        if displayWidth(left) + displayWidth(right) > sides {
            if leadingEdge && !buttons.isEmpty {
                left = TextLayout.truncate(left, to: max(2, sides - displayWidth(right)), ellipsis: g.ellipsis)
            }
            if displayWidth(left) + displayWidth(right) > sides {
                right = TextLayout.truncateStart(right, to: max(2, sides - displayWidth(left)), ellipsis: g.ellipsis)
            }
            if displayWidth(left) + displayWidth(right) > sides {
                left = TextLayout.truncate(left, to: max(0, sides - displayWidth(right)), ellipsis: g.ellipsis)
            }
        }
        let room = max(1, width - displayWidth(left) - displayWidth(right))
        let text = TextLayout.printable(c.text ?? "")
        let detail = c.detailText.map(TextLayout.printable)

        var body: [String]
        switch style {
        case .default:
            body = [TextLayout.pad(text, to: room, ellipsis: g.ellipsis)]
        case .value1:
            body = [TextLayout.spread(text, detail ?? "", width: room, ellipsis: g.ellipsis)]
        case .value2:
            let labelWidth = max(4, room / 3)
            let label = TextLayout.truncate(detail ?? "", to: labelWidth, ellipsis: g.ellipsis)
            let labelPadded = String(repeating: " ", count: labelWidth - displayWidth(label)) + label
            body = [TextLayout.pad(labelPadded + " " + text, to: room, ellipsis: g.ellipsis)]
        case .subtitle:
            body = [TextLayout.pad(text, to: room, ellipsis: g.ellipsis)]
            if let detail { body.append(TextLayout.pad(detail, to: room, ellipsis: g.ellipsis)) }
        }
        // Taller rows take more lines: one per 44 points, up to a screenful;
        // a taller row ends in a line that says how tall it is.
        let wanted = max(body.count, Int(min(height, 1e9) / 44 + 0.5))
        let lineCount = min(wanted, max(body.count, Self.maximumRowLines))
        while body.count < lineCount { body.append(String(repeating: " ", count: room)) }
        if wanted > lineCount {
            body[lineCount - 1] = TextLayout.pad("\(g.verticalEllipsis) \(num(height)) pt tall", to: room, ellipsis: g.ellipsis)
        }
        let blankLeft = String(repeating: " ", count: displayWidth(left))
        let blankRight = String(repeating: " ", count: displayWidth(right))
        return body.enumerated().map { k, line in
            k == 0 ? left + line + right : blankLeft + line + blankRight
        }
    }

    func styled(_ s: String, dim: Bool = false, reverse: Bool = false, faint: Bool = false) -> String {
        guard options.color else { return s }
        if reverse { return "\u{1B}[7m" + s + "\u{1B}[0m" }
        if dim || faint { return "\u{1B}[2m" + s + "\u{1B}[0m" }
        return s
    }
}
