/// An expression of integers alone — integer literals, `section`, `row`,
/// `+ - * / %` and unary `-` — compiled once into closures. An answer is
/// evaluated once per row at a reload; walking the tree with `ScriptValue`s
/// costs several times the arithmetic.
///
/// It gives nil wherever `Expression.evaluate` would not give an integer —
/// a name without a value, an overflow, a division by zero — and the caller
/// then evaluates the tree, which gives the value or the error as before:
/// the compiled form never decides anything the tree would decide otherwise.
struct IntegerExpression: Sendable {
    /// From `section` and `row` (each nil when the context has none).
    private let run: @Sendable (Int?, Int?) -> Int?

    /// Nil when the expression is not integer arithmetic alone.
    init?(_ e: Expression) {
        guard let run = Self.compile(e, depth: 0) else { return nil }
        self.run = run
    }

    @inline(__always)
    func callAsFunction(_ ctx: EvaluationContext) -> Int? {
        run(ctx.section ?? ctx.indexPath?.section, ctx.indexPath?.row)
    }

    private typealias Code = @Sendable (Int?, Int?) -> Int?

    private static func compile(_ e: Expression, depth: Int) -> Code? {
        // The parser bounds nesting (Limits.expressionDepth); so does this.
        guard depth <= Limits.expressionDepth else { return nil }
        switch e {
        case .literal(.int(let n)):
            return { _, _ in n }
        case .variable(.section):
            return { s, _ in s }
        case .variable(.row):
            return { _, r in r }
        case .unary(.minus, let operand):
            guard let a = compile(operand, depth: depth + 1) else { return nil }
            return { s, r in
                guard let x = a(s, r) else { return nil }
                let (n, overflow) = Int(0).subtractingReportingOverflow(x)
                return overflow ? nil : n
            }
        case .chain(let first, let rest):
            guard var code = compile(first, depth: depth + 1) else { return nil }
            for (op, operand) in rest {
                guard let b = compile(operand, depth: depth + 1), let next = Self.combine(code, op, b) else { return nil }
                code = next
            }
            return code
        default:
            return nil
        }
    }

    /// `a op b`, for the arithmetic operators (others are not integers).
    private static func combine(_ a: @escaping Code, _ op: Expression.Operator, _ b: @escaping Code) -> Code? {
        // Constants on the right (`row % 3`, `* 11`) are the common case.
        switch op {
        case .plus:
            return { s, r in
                guard let x = a(s, r), let y = b(s, r) else { return nil }
                let (n, o) = x.addingReportingOverflow(y)
                return o ? nil : n
            }
        case .minus:
            return { s, r in
                guard let x = a(s, r), let y = b(s, r) else { return nil }
                let (n, o) = x.subtractingReportingOverflow(y)
                return o ? nil : n
            }
        case .times:
            return { s, r in
                guard let x = a(s, r), let y = b(s, r) else { return nil }
                let (n, o) = x.multipliedReportingOverflow(by: y)
                return o ? nil : n
            }
        case .divide:
            return { s, r in
                guard let x = a(s, r), let y = b(s, r), y != 0 else { return nil }
                let (n, o) = x.dividedReportingOverflow(by: y)
                return o ? nil : n
            }
        case .remainder:
            return { s, r in
                guard let x = a(s, r), let y = b(s, r), y != 0 else { return nil }
                let (n, o) = x.remainderReportingOverflow(dividingBy: y)
                return o ? nil : n
            }
        default:
            return nil
        }
    }
}
