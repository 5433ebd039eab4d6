import TableEngine
import ScriptLanguage

/// `answer`, `implement`, `answers`: what the data source and delegate
/// implement and return.
package enum AnswerCommands {
    static let all: [Command] = [answer, implement, answers]

    static let answer: Command = Command(
        name: "answer",
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
                  answer moveRow = exchange       (the edit demo's swap within a section)
                  answer cellForRow 0.3 = nil     (UIKit's "must return a cell")
                  answer cellForRow = partial     (configure only what is set: the stale-checkmark bug)
        Heights: with estimates (the default) heightForRow and heightForHeader are
        asked as rows and headers come on screen, each time (FIDELITY.md A-07,
        A-13); a height answer may be automatic (the cell sizes the row, A-08);
        a negative height raises UIKit's exception (A-20). heightForHeader is
        asked whenever implemented, as Apple documents (an iOS 12 observation saw
        it asked only with viewForHeaderInSection: too; FIDELITY.md A-13).
        """,
        changesScreen: false,
        scriptedOnly: true,
        forms: [
            Form(Located(MethodName()), AnswerBody()) { ctx, method, body in
                let selector = method.value
                if ctx.diffable != nil, selector != .cellForRow { try checkOverridable(selector, method.token) }
                guard let (scope, expressionTokens) = body.answer else {
                    ctx.app.answers.clear(selector)
                    return
                }
                guard let check = selector.answerCheck else {
                    throw ScriptError("\(selector.shortName) returns nothing: 'implement +\(selector.shortName)' makes it implemented", at: method.token)
                }
                let expression: Expression
                do throws(ExpressionError) {
                    var parser = try ExpressionParser(expressionTokens)
                    expression = try parser.parse()
                } catch {
                    throw ScriptError(error.message, at: error.token ?? expressionTokens.first ?? body.equals)
                }
                // Try it on a row, so a wrong type is found now rather than on each call.
                let sample = EvaluationContext(section: 0, indexPath: TableIndexPath(0, 0), proposed: TableIndexPath(0, 0), title: "A", index: 0)
                if let value = try? expression.evaluate(sample) {
                    do throws(ExpressionError) { try check(value) } catch {
                        throw ScriptError("\(selector.shortName): \(error.message)", at: expressionTokens.first ?? body.equals)
                    }
                }
                let source = expressionTokens.map { $0.quoted ? "\"\($0.text)\"" : $0.text }.joined(separator: " ")
                ctx.app.answers.add(selector, AnswerRule(scope: scope, expression: expression, source: source))
                ctx.app.implemented.insert(selector)
            },
        ])

    /// `[WHERE] = EXPR` or `[WHERE] off`.
    package struct AnswerBody: Parameter {
        package var usage: String { "[WHERE] = EXPR|off" }
        package var arity: Arity { .rest(minimum: 1) }
        /// Before `=`: `=` or `off` (a WHERE is typed, not offered); after
        /// it, the values the method's answer takes by name.
        package func candidates(_ context: CompletionContext) -> [String] {
            guard let equals = context.typed.firstIndex(of: "=") else { return ["=", "off"] }
            guard equals > 0, let selector = MessageSelector(named: context.typed[0]) else { return [] }
            return selector.answerWords
        }

        package struct Value {
            /// The scope and the expression's words; nil for `off`.
            var answer: (scope: AnswerScope, expression: [Token])?
            var equals: Token
        }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> Value {
            var scope = AnswerScope.all
            if let t = cursor.peek(), t.text != "=", !t.text.hasPrefix("="), t.text != "off" {
                scope = try AnswerScope(try cursor.next("WHERE"))
            }
            if cursor.take("off") {
                try cursor.expectEnd()
                return Value(answer: nil, equals: cursor.command)
            }
            let eq = try cursor.next("'=' and an expression")
            var expression = cursor.takeRest()
            if eq.text != "=" {
                guard eq.text.hasPrefix("=") else {
                    throw ScriptError("expected '=' before the expression, got '\(eq.text)'", at: eq, notes: cursor.usageNotes)
                }
                var rest = eq
                rest.text.removeFirst()
                rest.column += 1
                expression.insert(rest, at: 0)
            }
            return Value(answer: (scope, expression), equals: eq)
        }
    }

    static let implement: Command = Command(
        name: "implement",
        summary: "whether the data source or delegate implements (responds to) a method",
        details: """
        By default only the counts are implemented, as in a new app: UIKit sends no
        optional message (see 'log unimplemented on' for what it would ask).
        +METHOD / -METHOD: one method, by its short name or full selector.
        +GROUP / -GROUP: +all, +dataSource, +delegate, or a topic:
        \(groupList)
        An implemented method with no 'answer' returns what UIKit assumes without
        it, so implementing changes what the log shows, and behaviour only here:
        \(behaviourList)
        The edit menu needs all three menu methods (and an answer saying YES);
        +prefetchRows (UITableViewDataSourcePrefetching) with prefetchDistance
        ('help set'). On a diffable table the data source's own methods are
        UIKit's class's; only what a subclass may override can be implemented
        ('help new'); a group leaves the others out. -GROUP leaves numberOfSections
        (the model's count of sections) implemented. Alone, lists what is implemented.
        \(methodList)
        """,
        changesScreen: false,
        scriptedOnly: true,
        forms: [
            Form { ctx in ctx.writeLine(implementedLine(ctx)) },
            Form(Implementations()) { ctx, changes in
                for change in changes {
                    // A group on a diffable table leaves the diffable data source's own methods to it.
                    let selectors = change.group == nil || ctx.diffable == nil ? change.selectors
                        : change.selectors.filter { $0.receiver != .dataSource || ScriptedDiffableDataSource.overridable.contains($0) }
                    if ctx.diffable != nil, change.group == nil {
                        for selector in selectors { try checkOverridable(selector, change.token) }
                    }
                    if change.add {
                        ctx.app.implemented.formUnion(selectors)
                    } else {
                        // numberOfSections is the model's count of sections: only '-numberOfSections' takes it away.
                        ctx.app.implemented.subtract(selectors.filter { $0 != .numberOfSections || change.group == nil })
                    }
                }
                // An override belongs to the app's cell class: the cells
                // that exist already have it too.
                let overrides = ctx.app.implemented.contains(.updateConfigurationUsingState)
                for cell in ctx.table.cellsOnScreen.map(\.cell) + ctx.table.reusePool.values.joined() {
                    cell.overridesUpdateConfiguration = overrides
                }
            },
        ])

    /// The topics and their methods, for `help implement`.
    static var groupList: String {
        MethodGroup.allCases.filter { ![.all, .dataSource, .delegate].contains($0) }.map { group in
            "  +" + group.rawValue.padding(19) + group.methods.map(\.shortName).joined(separator: " ")
        }.joined(separator: "\n")
    }

    /// Methods that, implemented with no `answer`, make the table behave
    /// otherwise than without them, and what UIKit does without each.
    static var behaviourList: String {
        ScriptedMessage.all.filter(\.changesBehaviour).map(\.selector).sorted().map { s in
            "  " + s.shortName + ": without it, " + (s.declaration.withoutIt ?? "")
        }.joined(separator: "\n")
    }

    /// Every method an app may implement, by who receives it: short name,
    /// Objective-C selector, whether `answer` gives it a value, what UIKit
    /// does without it, and why it is never sent when it is not modelled.
    static var methodList: String {
        let groups: [(String, MessageSelector.Receiver)] = [
            ("UITableViewDataSource", .dataSource), ("UITableViewDataSourcePrefetching", .prefetchDataSource),
            ("UITableViewDelegate", .delegate),
            ("UITableViewDragDelegate", .dragDelegate), ("UITableViewDropDelegate", .dropDelegate),
            ("UITableViewCell, overridden by the app's cells", .cell),
        ]
        return groups.map { title, receiver in
            "\n\(title) (* set by answer):\n" + MessageSelector.allCases.filter { $0.receiver == receiver && $0.isProtocolMethod }.map { s in
                "  " + (s.answerCheck == nil ? "  " : "* ") + s.shortName.padding(46) + s.objcName
                    + (s.declaration.withoutIt.map { "\n      without it: " + $0 } ?? "")
                    + (s.declaration.notModelled.map { "\n      not modelled: " + $0 } ?? "")
            }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `+METHOD` or `-METHOD`, or `+GROUP` / `-GROUP`, one or more.
    package struct Implementations: Parameter {
        package var usage: String { "[+|-]METHOD|GROUP…" }
        package var arity: Arity { .rest(minimum: 1) }
        package func candidates(_ context: CompletionContext) -> [String] {
            let optional = MessageSelector.allCases.filter { $0.isProtocolMethod && !$0.isRequired }.map(\.shortName)
            return (MethodGroup.allCases.map(\.rawValue) + optional).flatMap { ["+" + $0, "-" + $0] }
        }

        package struct Change {
            var selectors: [MessageSelector]
            var add: Bool
            /// The group named, if one was.
            var group: MethodGroup?
            var token: Token
        }

        package func parse(_ cursor: inout ArgumentCursor) throws(ScriptError) -> [Change] {
            try cursor.takeRest().map { t throws(ScriptError) in
                var name = Substring(t.text)
                var add = true
                if name.hasPrefix("+") { name = name.dropFirst() } else if name.hasPrefix("-") { name = name.dropFirst(); add = false }
                if let group = MethodGroup(rawValue: String(name)) {
                    return Change(selectors: group.methods, add: add, group: group, token: t)
                }
                var methodToken = t
                methodToken.text = String(name)
                guard let selector = MessageSelector(named: String(name)), selector.isProtocolMethod else {
                    let names = MethodGroup.allCases.map(\.rawValue) + MessageSelector.protocolMethodNames
                    throw ScriptError("unknown data source or delegate method or group '\(name)'\(didYouMean(String(name), in: names))", at: t)
                }
                if selector.isRequired {
                    throw ScriptError("\(selector.shortName) is required: every data source implements it", at: t)
                }
                return Change(selectors: [selector], add: add, group: nil, token: t)
            }
        }
    }

    static let answers: Command = Command(
        name: "answers",
        summary: "list the answers and the implemented methods",
        changesScreen: false,
        cost: .page,
        scriptedOnly: true,
        forms: [
            Form { ctx in
                let app = ctx.app
                let rules = app.answers.all
                if rules.isEmpty { ctx.writeLine("no answers") }
                for (selector, rule) in rules {
                    let scope = rule.scope.description
                    ctx.writeLine("answer \(selector.shortName)\(scope.isEmpty ? "" : " " + scope) = \(rule.source)")
                }
                ctx.writeLine(implementedLine(ctx))
            },
        ])

    /// What the data source and delegate implement. A diffable data source
    /// implements its own methods (D-11) and the overrides.
    static func implementedLine(_ ctx: CommandContext) -> String {
        let app = ctx.app
        guard ctx.diffable != nil else {
            return "implemented: " + (["numberOfRows", "cellForRow"] + app.implemented.sorted().map(\.shortName)).joined(separator: " ")
        }
        let base = TableViewDiffableDataSource<String, String>.baseMethods.sorted().map(\.shortName)
        let overrides = app.implemented.filter(ScriptedDiffableDataSource.overridable.contains).sorted().map(\.shortName)
        let others = app.implemented.filter { $0.receiver != .dataSource }.sorted().map(\.shortName)
        return "implemented: UITableViewDiffableDataSource (" + base.joined(separator: " ") + ")"
            + (overrides.isEmpty ? "" : ", overridden: " + overrides.joined(separator: " "))
            + (others.isEmpty ? "" : "; " + others.joined(separator: " "))
    }

    /// On a diffable table, a data-source method is the diffable data
    /// source's: an app's subclass overrides only some (D-11).
    static func checkOverridable(_ selector: MessageSelector, _ token: Token) throws(ScriptError) {
        guard selector.receiver == .dataSource, !ScriptedDiffableDataSource.overridable.contains(selector) else { return }
        throw ScriptError("\(selector.shortName) is the diffable data source's: it answers from its snapshot (a subclass may override \(ScriptedDiffableDataSource.overridable.sorted().map(\.shortName).joined(separator: ", ")))", at: token)
    }
}

extension AnswerScope {
    /// `S` (a section), or rows in the one grammar (`S.R`, `S.*`, `S.R-R2`).
    init(_ t: Token) throws(ScriptError) {
        if t.text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            self.init(kind: .section(try SectionNumber.value(t)))
            return
        }
        let selection: RowSelection
        do {
            selection = try Rows.selection(t)
        } catch where error.message.hasPrefix("expected") {
            throw ScriptError("expected WHERE (S.R, S.*, S.R-R2 or a section S) or '=', got '\(t.text)'", at: t)
        }
        switch selection {
        case .row(let ip): self.init(kind: .rows(section: ip.section, rows: ip.row...ip.row))
        case .section(let s): self.init(kind: .rows(section: s, rows: nil))
        case .range(let s, let rows): self.init(kind: .rows(section: s, rows: rows))
        case .span:
            throw ScriptError("expected WHERE (S.R, S.*, S.R-R2 or a section S) or '=', got '\(t.text)'", at: t)
        }
    }
}
