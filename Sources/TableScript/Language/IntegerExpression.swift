/// An expression of integers alone — integer literals, `section`, `row`,
/// `+ - * / %` and unary `-` — compiled once into a list of steps in
/// postfix order, run on a small stack. An answer is evaluated once per row
/// at a reload; walking the tree with `ScriptValue`s costs several times the
/// arithmetic (and a closure per node, a call per node).
///
/// It gives nil wherever `Expression.evaluate` would not give an integer —
/// a name without a value, an overflow, a division by zero — and the caller
/// then evaluates the tree, which gives the value or the error as before:
/// the compiled form never decides anything the tree would decide otherwise.
struct IntegerExpression: Sendable {
    private enum Step: Sendable {
        case constant(Int)
        case section
        case row
        case negate
        case add, subtract, multiply, divide, remainder
    }

    private let steps: [Step]
    /// The most values the stack holds while the steps run.
    private let stackSize: Int

    /// Nil when the expression is not integer arithmetic alone.
    init?(_ e: Expression) {
        var steps: [Step] = []
        guard Self.compile(e, depth: 0, into: &steps) else { return nil }
        self.steps = steps
        var size = 0, most = 0
        for step in steps {
            switch step {
            case .constant, .section, .row: size += 1
            case .negate: break
            case .add, .subtract, .multiply, .divide, .remainder: size -= 1
            }
            most = max(most, size)
        }
        stackSize = most
    }

    @inline(__always)
    func callAsFunction(_ ctx: EvaluationContext) -> Int? {
        run(section: ctx.section ?? ctx.indexPath?.section, row: ctx.indexPath?.row)
    }

    /// Any step without an integer (a name without a value, an overflow, a
    /// division by zero) ends the run with nil: every operation of the
    /// tree would give none from it.
    func run(section: Int?, row: Int?) -> Int? {
        steps.withUnsafeBufferPointer { steps in withUnsafeTemporaryAllocation(of: Int.self, capacity: stackSize) { stack -> Int? in
            var top = 0
            for step in steps {
                switch step {
                case .constant(let n):
                    stack[top] = n
                    top += 1
                case .section:
                    guard let section else { return nil }
                    stack[top] = section
                    top += 1
                case .row:
                    guard let row else { return nil }
                    stack[top] = row
                    top += 1
                case .negate:
                    let (n, o) = Int(0).subtractingReportingOverflow(stack[top - 1])
                    if o { return nil }
                    stack[top - 1] = n
                default:
                    top -= 1
                    let x = stack[top - 1], y = stack[top]
                    let (n, o): (Int, Bool)
                    switch step {
                    case .add: (n, o) = x.addingReportingOverflow(y)
                    case .subtract: (n, o) = x.subtractingReportingOverflow(y)
                    case .multiply: (n, o) = x.multipliedReportingOverflow(by: y)
                    case .divide:
                        if y == 0 { return nil }
                        (n, o) = x.dividedReportingOverflow(by: y)
                    default:
                        if y == 0 { return nil }
                        (n, o) = x.remainderReportingOverflow(dividingBy: y)
                    }
                    if o { return nil }
                    stack[top - 1] = n
                }
            }
            return top == 1 ? stack[0] : nil
        } }
    }

    /// Appends the expression's steps; false when it is not integer
    /// arithmetic alone.
    private static func compile(_ e: Expression, depth: Int, into steps: inout [Step]) -> Bool {
        // The parser bounds nesting (Limits.expressionDepth); so does this.
        guard depth <= Limits.expressionDepth else { return false }
        switch e {
        case .literal(.int(let n)):
            steps.append(.constant(n))
        case .variable(.section):
            steps.append(.section)
        case .variable(.row):
            steps.append(.row)
        case .unary(.minus, let operand):
            guard compile(operand, depth: depth + 1, into: &steps) else { return false }
            steps.append(.negate)
        case .chain(let first, let rest):
            // Left to right, as the tree evaluates a chain.
            guard compile(first, depth: depth + 1, into: &steps) else { return false }
            for (op, operand) in rest {
                guard compile(operand, depth: depth + 1, into: &steps) else { return false }
                switch op {
                case .plus: steps.append(.add)
                case .minus: steps.append(.subtract)
                case .times: steps.append(.multiply)
                case .divide: steps.append(.divide)
                case .remainder: steps.append(.remainder)
                default: return false
                }
            }
        default:
            return false
        }
        return true
    }
}
