import TableEngine
import ScriptLanguage

/// Which rows or sections an answer applies to (`answer METHOD [WHERE] = EXPR`).
struct AnswerScope: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable, Sendable {
        case all
        case section(Int)
        /// Rows of a section: all of them (`S.*`) or a range (`S.R`, `S.R-R2`).
        case rows(section: Int, rows: ClosedRange<Int>?)
    }

    package var kind: Kind

    static let all = AnswerScope(kind: .all)

    func matches(section: Int?, indexPath: TableIndexPath?) -> Bool {
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
    /// The expression's value, when it is a literal.
    package let constant: ScriptValue?
    /// The expression compiled, when it is integer arithmetic alone.
    let integer: IntegerExpression?
    /// The literal as a row height, when it is one.
    let constantHeight: Double?

    /// A row's height read without the evaluator or a conversion: the
    /// literal's, or integer arithmetic's when it gives a whole number of
    /// points (nil: the general way decides).
    @inline(__always)
    func quickHeight(section: Int, row: Int) -> Double? {
        if let constantHeight { return constantHeight }
        guard let n = integer?.run(section: section, row: row), n >= 1, Double(n) <= Limits.points else { return nil }
        return Double(n)
    }

    init(scope: AnswerScope, expression: Expression, source: String) {
        self.scope = scope
        self.expression = expression
        self.source = source
        constant = expression.constant
        integer = IntegerExpression(expression)
        constantHeight = constant.flatMap { try? AnswerType.height.convert($0) }
    }
}

/// The answers in force, by method. A later answer wins over an earlier one
/// where both apply.
struct Answers: Sendable {
    private var rules: [[AnswerRule]] = Array(repeating: [], count: MessageSelector.allCases.count)
    /// By method, the last answer when it applies everywhere: it answers
    /// every call, with no scope to match (a reload asks it a million times).
    private var everywhere: [AnswerRule?] = Array(repeating: nil, count: MessageSelector.allCases.count)

    mutating func add(_ selector: MessageSelector, _ rule: AnswerRule) {
        // An answer for the same scope replaces the old one.
        rules[selector.rawValue].removeAll { $0.scope == rule.scope }
        rules[selector.rawValue].append(rule)
        everywhere[selector.rawValue] = rule.scope == .all ? rule : nil
    }

    mutating func clear(_ selector: MessageSelector) {
        rules[selector.rawValue].removeAll()
        everywhere[selector.rawValue] = nil
    }

    func hasRules(_ selector: MessageSelector) -> Bool { !rules[selector.rawValue].isEmpty }

    /// The answer for every call of a method, if the last one applies everywhere.
    @inline(__always)
    func everywhere(_ selector: MessageSelector) -> AnswerRule? { everywhere[selector.rawValue] }

    @inline(__always)
    func rule(_ selector: MessageSelector, section: Int?, indexPath: TableIndexPath?) -> AnswerRule? {
        if let rule = everywhere[selector.rawValue] { return rule }
        let list = rules[selector.rawValue]
        if list.isEmpty { return nil }
        for rule in list.reversed() where rule.scope.matches(section: section, indexPath: indexPath) {
            return rule
        }
        return nil
    }

    var all: [(MessageSelector, AnswerRule)] {
        MessageSelector.allCases.flatMap { s in rules[s.rawValue].map { (s, $0) } }
    }
}
