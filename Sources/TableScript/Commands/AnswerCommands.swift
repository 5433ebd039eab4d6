import TableEngine

/// `answer`, `implement`, `answers`: what the data source and delegate
/// implement and return.
enum AnswerCommands {
    static let all: [Command] = [answer, implement, answers]

    /// Names users type for the data source's and delegate's methods.
    static var methodNames: [String] {
        Selector.allCases.filter(\.isProtocolMethod).map(\.shortName)
    }

    static let answer = Command(
        name: "answer", usage: ["answer METHOD [WHERE] = EXPR", "answer METHOD [WHERE] off"],
        summary: "what a data-source or delegate method returns (and that it is implemented)",
        details: """
        METHOD: the selector's first part without tableView: (heightForRow,
        editingStyleForRow, titleForHeader, …) or the full selector. WHERE: S.R,
        S.* (a section's rows), S.R-R2, or S for per-section methods; a later
        answer wins where both apply. EXPR: integers, decimals, "strings", yes/no,
        nil, index paths (0.2 or [0,2]), section row indexPath proposed title
        index, + - * / %, == != < <= > >=, && || !, c ? a : b, and names such as
        delete insert none checkmark disclosure top middle bottom.
        Examples: answer editingStyleForRow = row % 3
                  answer canMoveRow = row % 2 == 1
                  answer heightForRow 0.2 = 88
                  answer willSelectRow 1.* = nil
                  answer targetIndexPathForMove = proposed
                  answer moveRow = exchange       (seed 000's swap within a section)
                  answer cellForRow 0.3 = nil     (UIKit's "must return a cell")
                  answer cellForRow = partial     (configure only what is set: the stale-checkmark bug)
        Header heights: UIKit asks heightForHeaderInSection: whenever it is
        implemented; seed 003 saw it asked only with viewForHeaderInSection: too.
        tableshell follows UIKit.
        """,
        subcommands: methodNames,
        changesScreen: false
    ) { inv in
        let shell = inv.shell
        let methodToken = try inv.next("a method name")
        let selector = try AnswerCommands.selector(methodToken)
        var scope = AnswerScope.all
        var scopeToken: Token?
        if let t = inv.peek(), t.text != "=", !t.text.hasPrefix("="), t.text != "off" {
            scopeToken = try inv.next("WHERE")
            scope = try AnswerCommands.scope(scopeToken!, for: selector)
        }
        if inv.take("off") {
            try inv.expectEnd()
            shell.dataSource.answers.clear(selector)
            return
        }
        let eq = try inv.next("'=' and an expression")
        var exprTokens = inv.remaining
        if eq.text != "=" {
            guard eq.text.hasPrefix("=") else {
                throw ScriptError("expected '=' before the expression, got '\(eq.text)'", at: eq, notes: inv.usageNotes)
            }
            var rest = eq
            rest.text.removeFirst()
            rest.column += 1
            exprTokens.insert(rest, at: 0)
        }
        guard let returns = MethodReturn(selector) else {
            throw ScriptError("\(selector.shortName) returns nothing: 'implement +\(selector.shortName)' makes it implemented", at: methodToken)
        }
        let expression: Expression
        do throws(ExpressionError) {
            var parser = try ExpressionParser(exprTokens)
            expression = try parser.parse()
        } catch {
            throw ScriptError(error.message, at: error.token ?? exprTokens.first ?? eq)
        }
        // Try it on a row, so a wrong type is found now rather than on each call.
        let sample = EvaluationContext(section: 0, indexPath: IndexPath(0, 0), proposed: IndexPath(0, 0), title: "A", index: 0)
        if let value = try? expression.evaluate(sample) {
            do throws(ExpressionError) { try returns.check(value) } catch {
                throw ScriptError("\(selector.shortName): \(error.message)", at: exprTokens.first ?? eq)
            }
        }
        let source = exprTokens.map { $0.quoted ? "\"\($0.text)\"" : $0.text }.joined(separator: " ")
        shell.dataSource.answers.add(selector, AnswerRule(scope: scope, expression: expression, source: source))
        shell.dataSource.implemented.insert(selector)
        _ = scopeToken
    }

    static let implement = Command(
        name: "implement", usage: ["implement [+|-]METHOD…", "implement"],
        summary: "whether the data source or delegate implements (responds to) a method",
        details: """
        UIKit behaves differently when a method is absent: swipe-to-delete needs
        commitEditingStyle, the edit menu needs all three menu methods, reorder
        controls need moveRow, numberOfSections defaults to 1, heightForRow absent
        leaves rowHeight in charge. Alone, lists what is implemented.
        """,
        subcommands: methodNames.flatMap { ["+" + $0, "-" + $0] },
        changesScreen: false
    ) { inv in
        let shell = inv.shell
        if inv.isAtEnd {
            let names = shell.dataSource.implemented.sorted().map(\.shortName)
            shell.writeLine("implemented: " + (["numberOfRows", "cellForRow"] + names).joined(separator: " "))
            return
        }
        while !inv.isAtEnd {
            let t = try inv.next("+METHOD or -METHOD")
            var name = Substring(t.text)
            var add = true
            if name.hasPrefix("+") { name = name.dropFirst() } else if name.hasPrefix("-") { name = name.dropFirst(); add = false }
            var methodToken = t
            methodToken.text = String(name)
            let selector = try AnswerCommands.selector(methodToken)
            if selector.isRequired {
                throw ScriptError("\(selector.shortName) is required: every data source implements it", at: t)
            }
            if add { shell.dataSource.implemented.insert(selector) } else { shell.dataSource.implemented.remove(selector) }
        }
    }

    static let answers = Command(
        name: "answers", usage: ["answers"],
        summary: "list the answers and the implemented methods",
        changesScreen: false
    ) { inv in
        try inv.expectEnd()
        let ds = inv.shell.dataSource
        let rules = ds.answers.all
        if rules.isEmpty { inv.shell.writeLine("no answers") }
        for (selector, rule) in rules {
            let scope = rule.scope.description
            inv.shell.writeLine("answer \(selector.shortName)\(scope.isEmpty ? "" : " " + scope) = \(rule.source)")
        }
        let names = ds.implemented.sorted().map(\.shortName)
        inv.shell.writeLine("implemented: " + (["numberOfRows", "cellForRow"] + names).joined(separator: " "))
    }

    static func selector(_ t: Token) throws(ScriptError) -> Selector {
        guard let s = Selector(named: t.text), s.isProtocolMethod else {
            throw ScriptError("unknown data source or delegate method '\(t.text)'\(didYouMean(t.text, in: methodNames))", at: t)
        }
        return s
    }

    static func scope(_ t: Token, for selector: Selector) throws(ScriptError) -> AnswerScope {
        if let s = Int(t.text) { return AnswerScope(kind: .section(s)) }
        if let ip = Invocation.indexPath(t.text) { return AnswerScope(kind: .rows(section: ip.section, rows: ip.row...ip.row)) }
        let parts = t.text.split(separator: ".", maxSplits: 1)
        if parts.count == 2, let s = Int(parts[0]) {
            if parts[1] == "*" { return AnswerScope(kind: .rows(section: s, rows: nil)) }
            let b = parts[1].split(separator: "-")
            if b.count == 2, let lo = Int(b[0]), let hi = Int(b[1]), lo <= hi {
                return AnswerScope(kind: .rows(section: s, rows: lo...hi))
            }
        }
        throw ScriptError("expected WHERE (S.R, S.*, S.R-R2 or a section S) or '=', got '\(t.text)'", at: t)
    }
}

/// What a method returns, for checking answers.
enum MethodReturn {
    case int, count(Int, String), double, bool, optionalString, optionalIndexPath, indexPath, editingStyle, accessory, strings, cell, moveRow

    init?(_ s: Selector) {
        switch s {
        case .numberOfSections: self = .count(Limits.sections, "sections")
        case .numberOfRows: self = .count(Limits.rows, "rows")
        case .sectionForSectionIndexTitle, .indentationLevelForRow: self = .int
        case .heightForRow, .estimatedHeightForRow, .heightForHeader, .heightForFooter, .estimatedHeightForHeader, .estimatedHeightForFooter: self = .double
        case .canEditRow, .canMoveRow, .shouldSpringLoadRow, .shouldIndentWhileEditingRow, .shouldShowMenuForRow, .canPerformAction,
             .shouldHighlightRow, .canFocusRow, .shouldUpdateFocus: self = .bool
        case .titleForHeader, .titleForFooter, .titleForDeleteConfirmationButton, .viewForHeader, .viewForFooter: self = .optionalString
        case .willSelectRow, .willDeselectRow, .indexPathForPreferredFocusedView: self = .optionalIndexPath
        case .targetIndexPathForMove: self = .indexPath
        case .editingStyleForRow: self = .editingStyle
        case .accessoryTypeForRow: self = .accessory
        case .sectionIndexTitles, .trailingSwipeActions, .leadingSwipeActions, .editActionsForRow: self = .strings
        case .cellForRow: self = .cell
        case .moveRow: self = .moveRow
        default: return nil
        }
    }

    func check(_ v: ScriptValue) throws(ExpressionError) {
        switch self {
        case .int: _ = try v.asInt()
        case .count(let limit, let what): _ = try v.asCount(limit: limit, of: what)
        case .double:
            let d = try v.asHeight()
            if d < 0 && d != automaticDimension { throw ExpressionError(message: "a height cannot be negative (\(formatNumber(d)))") }
        case .bool: _ = try v.asBool()
        case .optionalString: _ = try v.asOptionalString()
        case .optionalIndexPath: _ = try v.asOptionalIndexPath()
        case .indexPath:
            guard try v.asOptionalIndexPath() != nil else { throw ExpressionError(message: "expected an index path, not nil") }
        case .editingStyle: _ = try v.asEditingStyle()
        case .accessory: _ = try v.asAccessoryType()
        case .strings: _ = try v.asStrings()
        case .cell:
            guard v == .nil || v == .symbol("partial") || v == .symbol("full") else {
                throw ExpressionError(message: "cellForRow is answered with nil (no cell), partial (set only what the item has: the reuse bug) or full (set everything)")
            }
        case .moveRow:
            guard v == .symbol("exchange") || v == .symbol("default") else {
                throw ExpressionError(message: "moveRow can be answered with exchange (swap within a section, as seed 000) or default (remove and insert)")
            }
        }
    }
}
