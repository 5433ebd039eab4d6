import TableEngine

/// An expression of `answer METHOD = EXPR`: integers, decimals, strings,
/// `yes/no/true/false`, `nil`, index paths (`[0,2]` or `0.2`), the names
/// `section row indexPath proposed title index`, arithmetic, comparison,
/// `&& || !`, `c ? a : b`, and enumeration names.
package indirect enum Expression: Sendable {
    case literal(ScriptValue)
    case variable(Variable)
    case unary(Operator, Expression)
    /// Operators of one precedence, left to right: `a + b - c` is one node,
    /// so however long a chain is, evaluating it does not recurse along it.
    case chain(Expression, [(op: Operator, operand: Expression)])
    case conditional(Expression, Expression, Expression)
    case list([Expression])
    /// `.section` or `.row` of an index path.
    case member(Expression, String)

    package enum Variable: String, CaseIterable, Sendable {
        case section, row, indexPath, proposed, title, index
    }

    /// An operator, matched once when parsed: comparing operator strings at
    /// every evaluation cost more than the arithmetic (an answer is
    /// evaluated once per row at a reload).
    package enum Operator: String, Sendable {
        case or = "||", and = "&&", not = "!"
        case equal = "==", notEqual = "!="
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case plus = "+", minus = "-", times = "*", divide = "/", remainder = "%"
    }

    /// The value when it needs no context (a literal): answers that are
    /// constants skip evaluation.
    package var constant: ScriptValue? {
        if case .literal(let v) = self { return v }
        return nil
    }
}

/// Names an expression may use for enumeration values.
let expressionSymbols: Set<String> = [
    "delete", "insert", "none", "default",
    "checkmark", "disclosure", "detail", "detailDisclosure", "disclosureIndicator", "detailButton", "detailDisclosureButton",
    "top", "middle", "bottom", "fade", "right", "left", "automatic",
    "plain", "grouped", "blue", "gray",
    "normal", "destructive",
    "exchange", "ignore", "automaticDimension", "partial", "full",
    // Drop proposals (`answer dropSessionDidUpdate = move insertAtDestination`).
    "cancel", "forbidden", "copy", "move",
    "unspecified", "insertAtDestination", "insertAtDestinationIndexPath", "insertIntoDestination", "insertIntoDestinationIndexPath",
    // What the scripted app does (`answer performPrimaryActionForRow = deselect`).
    "deselect", "nothing",
]

/// What an expression sees when it is evaluated.
package struct EvaluationContext {
    package var section: Int?
    package var indexPath: TableIndexPath?
    package var proposed: TableIndexPath?
    package var title: String?
    package var index: Int?

    package init(section: Int? = nil, indexPath: TableIndexPath? = nil, proposed: TableIndexPath? = nil, title: String? = nil, index: Int? = nil) {
        self.section = section
        self.indexPath = indexPath
        self.proposed = proposed
        self.title = title
        self.index = index
    }
}

package struct ExpressionError: Error, Sendable {
    package var message: String
    /// The position in the expression's source tokens, when known.
    package var token: Token?

    package init(message: String, token: Token? = nil) {
        self.message = message
        self.token = token
    }
}

// MARK: - Parsing

package struct ExpressionParser {
    /// Sub-tokens of the expression: operators, numbers, names, strings.
    private enum Piece: Equatable {
        case number(String), name(String), string(String), op(String)
    }

    private var pieces: [(piece: Piece, token: Token)] = []
    private var i = 0
    /// How deep the parser is in nested parts (parentheses, lists, `?:`,
    /// unary operators, members): bounded, so neither it nor the
    /// evaluator can run out of stack.
    private var depth = 0

    package init(_ tokens: [Token]) throws(ExpressionError) {
        for t in tokens {
            let parts = t.segments
            for part in parts {
                if part.quoted {
                    pieces.append((.string(part.text), t))
                } else {
                    var piece = t
                    piece.text = part.text
                    for p in try Self.split(piece) { pieces.append((p, t)) }
                }
                guard pieces.count <= Limits.expressionPieces else {
                    throw ExpressionError(message: "the expression is longer than tableshell allows (\(formatCount(Limits.expressionPieces)) numbers, names and operators)", token: t)
                }
            }
        }
    }

    /// Goes one level deeper into the expression, or says it is too deep.
    private mutating func descend(_ token: Token?) throws(ExpressionError) {
        depth += 1
        guard depth <= Limits.expressionDepth else {
            throw ExpressionError(message: "the expression nests deeper than tableshell allows (\(Limits.expressionDepth) levels of parentheses, lists, '?:', unary operators and members)", token: token)
        }
    }

    private static let operators = ["&&", "||", "==", "!=", "<=", ">=", "+", "-", "*", "/", "%", "<", ">", "!", "?", ":", "(", ")", "[", "]", ",", "."]

    private static func split(_ t: Token) throws(ExpressionError) -> [Piece] {
        var out: [Piece] = []
        var rest = Substring(t.text)
        while let c = rest.first {
            if c.isNumber && c.isASCII {
                let digits = rest.prefix { ($0.isNumber && $0.isASCII) || $0 == "." }
                out.append(.number(String(digits)))
                rest = rest.dropFirst(digits.count)
            } else if c.isLetter || c == "_" {
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                out.append(.name(String(name)))
                rest = rest.dropFirst(name.count)
            } else if let op = operators.first(where: { rest.hasPrefix($0) }) {
                out.append(.op(op))
                rest = rest.dropFirst(op.count)
            } else {
                throw ExpressionError(message: "unexpected '\(c)' in the expression", token: t)
            }
        }
        return out
    }

    package mutating func parse() throws(ExpressionError) -> Expression {
        guard !pieces.isEmpty else { throw ExpressionError(message: "expected an expression after '='", token: nil) }
        let e = try conditional()
        if i < pieces.count {
            throw ExpressionError(message: "unexpected '\(text(pieces[i].piece))' after the expression", token: pieces[i].token)
        }
        return e
    }

    private func text(_ p: Piece) -> String {
        switch p {
        case .number(let s), .name(let s), .op(let s): s
        case .string(let s): "\"\(s)\""
        }
    }

    private func peekOp(_ ops: String...) -> String? {
        guard i < pieces.count, case .op(let o) = pieces[i].piece, ops.contains(o) else { return nil }
        return o
    }

    private mutating func expect(_ op: String) throws(ExpressionError) {
        guard peekOp(op) != nil else {
            let found = i < pieces.count ? "'\(text(pieces[i].piece))'" : "the end"
            throw ExpressionError(message: "expected '\(op)' but found \(found)", token: i < pieces.count ? pieces[i].token : pieces.last?.token)
        }
        i += 1
    }

    private mutating func conditional() throws(ExpressionError) -> Expression {
        let c = try binary(0)
        guard peekOp("?") != nil else { return c }
        try descend(pieces[i].token)
        defer { depth -= 1 }
        i += 1
        let a = try conditional()
        try expect(":")
        let b = try conditional()
        return .conditional(c, a, b)
    }

    private static let precedence: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"]]

    private mutating func binary(_ level: Int) throws(ExpressionError) -> Expression {
        guard level < Self.precedence.count else { return try unary() }
        let first = try binary(level + 1)
        var rest: [(op: Expression.Operator, operand: Expression)] = []
        while i < pieces.count, case .op(let o) = pieces[i].piece, Self.precedence[level].contains(o) {
            i += 1
            rest.append((Expression.Operator(rawValue: o)!, try binary(level + 1)))
        }
        return rest.isEmpty ? first : .chain(first, rest)
    }

    private mutating func unary() throws(ExpressionError) -> Expression {
        if let o = peekOp("!", "-") {
            try descend(pieces[i].token)
            defer { depth -= 1 }
            i += 1
            return .unary(Expression.Operator(rawValue: o)!, try unary())
        }
        var e = try primary()
        // indexPath.section, proposed.row
        let level = depth
        defer { depth = level }
        while peekOp(".") != nil {
            try descend(pieces[i].token)
            i += 1
            guard i < pieces.count, case .name(let member) = pieces[i].piece, member == "section" || member == "row" else {
                throw ExpressionError(message: "expected 'section' or 'row' after '.'", token: i < pieces.count ? pieces[i].token : pieces.last?.token)
            }
            i += 1
            e = .member(e, member)
        }
        return e
    }

    private mutating func primary() throws(ExpressionError) -> Expression {
        guard i < pieces.count else {
            throw ExpressionError(message: "the expression ends too early", token: pieces.last?.token)
        }
        let (piece, token) = pieces[i]
        i += 1
        switch piece {
        case .string(let s):
            return .literal(.string(s))
        case .number(let n):
            return .literal(try Self.number(n, token))
        case .name(let name):
            switch name {
            case "yes", "YES", "true": return .literal(.bool(true))
            case "no", "NO", "false": return .literal(.bool(false))
            case "nil", "null": return .literal(.nil)
            default: break
            }
            if let v = Expression.Variable(rawValue: name) { return .variable(v) }
            if expressionSymbols.contains(name) {
                // Names side by side are one value: `move insertAtDestination`.
                var names: [ScriptValue] = [.symbol(name)]
                while i < pieces.count, case .name(let next) = pieces[i].piece {
                    guard expressionSymbols.contains(next) else {
                        throw ExpressionError(message: "unknown name '\(next)' after '\(name)'\(didYouMean(next, in: Array(expressionSymbols)))", token: pieces[i].token)
                    }
                    names.append(.symbol(next))
                    i += 1
                }
                return .literal(names.count == 1 ? names[0] : .list(names))
            }
            let names = Expression.Variable.allCases.map(\.rawValue) + Array(expressionSymbols) + ["yes", "no", "nil"]
            throw ExpressionError(message: "unknown name '\(name)'\(didYouMean(name, in: names))", token: token)
        case .op("("):
            try descend(token)
            defer { depth -= 1 }
            let e = try conditional()
            try expect(")")
            return e
        case .op("["):
            // A list; [S,R] with two integers is an index path.
            try descend(token)
            defer { depth -= 1 }
            var items: [Expression] = []
            if peekOp("]") == nil {
                items.append(try conditional())
                while peekOp(",") != nil {
                    i += 1
                    items.append(try conditional())
                }
            }
            try expect("]")
            return .list(items)
        case .op(let o):
            throw ExpressionError(message: "unexpected '\(o)' in the expression", token: token)
        }
    }

    private static func number(_ text: String, _ token: Token) throws(ExpressionError) -> ScriptValue {
        if let i = Int(text) { return .int(i) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let d = Double(text) else {
            throw ExpressionError(message: "'\(text)' is not a number", token: token)
        }
        let ip = Int(parts[0]).flatMap { s in Int(parts[1]).map { TableIndexPath(s, $0) } }
        return .decimal(d, ip)
    }
}

// MARK: - Evaluation

extension Expression {
    package func evaluate(_ ctx: EvaluationContext) throws(ExpressionError) -> ScriptValue {
        switch self {
        case .literal(let v):
            return v
        case .variable(let v):
            switch v {
            case .section: return (ctx.section ?? ctx.indexPath?.section).map(ScriptValue.int) ?? .nil
            case .row: return ctx.indexPath.map { .int($0.row) } ?? .nil
            case .indexPath: return ctx.indexPath.map(ScriptValue.indexPath) ?? .nil
            case .proposed: return ctx.proposed.map(ScriptValue.indexPath) ?? .nil
            case .title: return ctx.title.map(ScriptValue.string) ?? .nil
            case .index: return ctx.index.map(ScriptValue.int) ?? .nil
            }
        case .unary(let op, let e):
            let v = try e.evaluate(ctx)
            if op == .not {
                guard let t = v.truth else { throw ExpressionError(message: "'!' needs a boolean, not \(v.typeName)") }
                return .bool(!t)
            }
            switch v {
            case .int(let i):
                let (n, overflow) = Int(0).subtractingReportingOverflow(i)
                guard !overflow else { throw ExpressionError(message: "integer overflow") }
                return .int(n)
            case .decimal(let d, _): return .decimal(-d, nil)
            default: throw ExpressionError(message: "'-' needs a number, not \(v.typeName)")
            }
        case .member(let e, let member):
            let v = try e.evaluate(ctx)
            guard let ip = try? v.asOptionalIndexPath() else {
                throw ExpressionError(message: "'.\(member)' needs an index path, not \(v.typeName)")
            }
            return .int(member == "section" ? ip.section : ip.row)
        case .list(let items):
            let values = try items.map { e throws(ExpressionError) in try e.evaluate(ctx) }
            if values.count == 2, case .int(let s) = values[0], case .int(let r) = values[1] {
                return .indexPath(TableIndexPath(s, r))
            }
            return .list(values)
        case .conditional(let c, let a, let b):
            guard let t = try c.evaluate(ctx).truth else { throw ExpressionError(message: "the condition before '?' must be a boolean") }
            return try (t ? a : b).evaluate(ctx)
        case .chain(let first, let rest):
            // `&&` and `||` have a level each, so a chain is all one or the other.
            if rest[0].op == .and || rest[0].op == .or {
                let op = rest[0].op
                guard var truth = try first.evaluate(ctx).truth else { throw ExpressionError(message: "'\(op.rawValue)' needs booleans") }
                for (_, operand) in rest {
                    // `&&` stops at the first false, `||` at the first true.
                    if truth == (op == .or) { return .bool(truth) }
                    guard let next = try operand.evaluate(ctx).truth else { throw ExpressionError(message: "'\(op.rawValue)' needs booleans") }
                    truth = next
                }
                return .bool(truth)
            }
            var value = try first.evaluate(ctx)
            for (op, operand) in rest { value = try Self.apply(op, value, try operand.evaluate(ctx)) }
            return value
        }
    }

    /// An integer result, or an error when it did not fit.
    private static func checked(_ r: (partialValue: Int, overflow: Bool)) throws(ExpressionError) -> ScriptValue {
        guard !r.overflow else { throw ExpressionError(message: "integer overflow") }
        return .int(r.partialValue)
    }

    private static func apply(_ op: Operator, _ a: ScriptValue, _ b: ScriptValue) throws(ExpressionError) -> ScriptValue {
        switch op {
        case .equal: return .bool(equal(a, b))
        case .notEqual: return .bool(!equal(a, b))
        default: break
        }
        if case .int(let x) = a, case .int(let y) = b {
            switch op {
            case .plus: return try checked(x.addingReportingOverflow(y))
            case .minus: return try checked(x.subtractingReportingOverflow(y))
            case .times: return try checked(x.multipliedReportingOverflow(by: y))
            case .divide, .remainder:
                guard y != 0 else { throw ExpressionError(message: "division by zero") }
                return try checked(op == .divide ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y))
            case .less: return .bool(x < y)
            case .lessOrEqual: return .bool(x <= y)
            case .greater: return .bool(x > y)
            case .greaterOrEqual: return .bool(x >= y)
            default: break
            }
        }
        if op == .plus, case .string(let x) = a { return .string(x + plain(b)) }
        if case .indexPath(let x) = a, case .indexPath(let y) = b {
            switch op {
            case .less: return .bool(x < y)
            case .lessOrEqual: return .bool(x <= y)
            case .greater: return .bool(x > y)
            case .greaterOrEqual: return .bool(x >= y)
            default: break
            }
        }
        guard let x = a.number, let y = b.number else {
            throw ExpressionError(message: "'\(op.rawValue)' cannot combine \(a.typeName) and \(b.typeName)")
        }
        switch op {
        case .plus: return .decimal(x + y, nil)
        case .minus: return .decimal(x - y, nil)
        case .times: return .decimal(x * y, nil)
        case .divide:
            guard y != 0 else { throw ExpressionError(message: "division by zero") }
            return .decimal(x / y, nil)
        case .remainder:
            guard y != 0 else { throw ExpressionError(message: "division by zero") }
            return .decimal(x.truncatingRemainder(dividingBy: y), nil)
        case .less: return .bool(x < y)
        case .lessOrEqual: return .bool(x <= y)
        case .greater: return .bool(x > y)
        case .greaterOrEqual: return .bool(x >= y)
        default: throw ExpressionError(message: "unknown operator '\(op.rawValue)'")
        }
    }

    private static func plain(_ v: ScriptValue) -> String {
        if case .string(let s) = v { return s }
        return v.description
    }

    private static func equal(_ a: ScriptValue, _ b: ScriptValue) -> Bool {
        if let x = a.number, let y = b.number { return x == y }
        switch (a, b) {
        case (.indexPath(let x), .decimal(_, let y?)), (.decimal(_, let y?), .indexPath(let x)): return x == y
        case (.bool(let x), _): return b.truth == x
        case (_, .bool(let y)): return a.truth == y
        default: return a == b
        }
    }
}
