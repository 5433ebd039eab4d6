import TableEngine

/// Which rows or sections an answer applies to (`answer METHOD [WHERE] = EXPR`).
struct AnswerScope: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable, Sendable {
        case all
        case section(Int)
        /// Rows of a section: all of them (`S.*`) or a range (`S.R`, `S.R-R2`).
        case rows(section: Int, rows: ClosedRange<Int>?)
    }

    var kind: Kind

    static let all = AnswerScope(kind: .all)

    func matches(section: Int?, indexPath: IndexPath?) -> Bool {
        switch kind {
        case .all:
            return true
        case .section(let s):
            return (section ?? indexPath?.section) == s
        case .rows(let s, let rows):
            guard let ip = indexPath, ip.section == s else { return false }
            return rows?.contains(ip.row) ?? true
        }
    }

    var description: String {
        switch kind {
        case .all: ""
        case .section(let s): "\(s)"
        case .rows(let s, nil): "\(s).*"
        case .rows(let s, let r?): r.count == 1 ? "\(s).\(r.lowerBound)" : "\(s).\(r.lowerBound)-\(r.upperBound)"
        }
    }
}

/// One `answer` line. A class: finding the rule for a call costs one
/// reference, not a copy of its parts.
final class AnswerRule: Sendable {
    let scope: AnswerScope
    let expression: Expression
    /// The expression as typed, for `answers`.
    let source: String
    /// How the expression is read: chosen once, when the rule is made.
    private let form: Form

    private enum Form {
        /// A literal: its value.
        case constant(ScriptValue)
        /// Integer arithmetic alone, compiled (`IntegerExpression`: a reload
        /// asks a million rows); where it gives no integer the tree decides.
        case integer(IntegerExpression)
        /// Anything else: the tree, evaluated each time.
        case tree
    }

    init(scope: AnswerScope, expression: Expression, source: String) {
        self.scope = scope
        self.expression = expression
        self.source = source
        if let constant = expression.constant {
            form = .constant(constant)
        } else if let integer = IntegerExpression(expression) {
            form = .integer(integer)
        } else {
            form = .tree
        }
    }

    /// The answer's value in a context: the one way an answer is read.
    func value(_ ctx: EvaluationContext) throws(ExpressionError) -> ScriptValue {
        switch form {
        case .constant(let value): return value
        case .integer(let integer): if let n = integer(ctx) { return .int(n) }
        case .tree: break
        }
        return try expression.evaluate(ctx)
    }

    /// Whether reading the rule walks the expression tree (`Cost` counts it).
    var needsEvaluator: Bool {
        if case .tree = form { true } else { false }
    }
}

/// The answers in force, by method. A later answer wins over an earlier one
/// where both apply.
struct Answers: Sendable {
    private var rules: [[AnswerRule]] = Array(repeating: [], count: Selector.allCases.count)
    /// By method, the last answer when it applies everywhere: it answers
    /// every call, with no scope to match (a reload asks it a million times).
    private var everywhere: [AnswerRule?] = Array(repeating: nil, count: Selector.allCases.count)

    mutating func add(_ selector: Selector, _ rule: AnswerRule) {
        // An answer for the same scope replaces the old one.
        rules[selector.rawValue].removeAll { $0.scope == rule.scope }
        rules[selector.rawValue].append(rule)
        everywhere[selector.rawValue] = rule.scope == .all ? rule : nil
    }

    mutating func clear(_ selector: Selector) {
        rules[selector.rawValue].removeAll()
        everywhere[selector.rawValue] = nil
    }

    func hasRules(_ selector: Selector) -> Bool { !rules[selector.rawValue].isEmpty }

    /// The answer for every call of a method, if the last one applies everywhere.
    @inline(__always)
    func everywhere(_ selector: Selector) -> AnswerRule? { everywhere[selector.rawValue] }

    @inline(__always)
    func rule(_ selector: Selector, section: Int?, indexPath: IndexPath?) -> AnswerRule? {
        if let rule = everywhere[selector.rawValue] { return rule }
        let list = rules[selector.rawValue]
        if list.isEmpty { return nil }
        for rule in list.reversed() where rule.scope.matches(section: section, indexPath: indexPath) {
            return rule
        }
        return nil
    }

    var all: [(Selector, AnswerRule)] {
        Selector.allCases.flatMap { s in rules[s.rawValue].map { (s, $0) } }
    }
}
