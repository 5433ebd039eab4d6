/// An expression of integers alone — integer literals, `section`, `row`,
/// `+ - * / %` and unary `-` — compiled once into closures over plain
/// integers. An answer is evaluated once per row at a reload; walking the
/// tree with `ScriptValue`s costs several times the arithmetic, and a stack
/// of steps still a dispatch per step (`44 + row % 3 * 11`: seven steps,
/// three closures here).
///
/// It gives nil wherever `Expression.evaluate` would not give an integer —
/// a name without a value, an overflow, a division by zero — and the caller
/// then evaluates the tree, which gives the value or the error as before:
/// the compiled form never decides anything the tree would decide otherwise.
struct IntegerExpression: Sendable {
    /// The expression as a function of the section and the row: a closure
    /// per operation, with constant and name operands folded into the
    /// operation that takes them (`row % 3` is one closure, `44` none).
    private let function: @Sendable (_ section: Int?, _ row: Int?) -> Int?

    /// Nil when the expression is not integer arithmetic alone.
    init?(_ e: Expression) {
        guard let node = Self.node(e, depth: 0) else { return nil }
        function = Self.function(node)
    }

    @inline(__always)
    func callAsFunction(_ ctx: EvaluationContext) -> Int? {
        run(section: ctx.section ?? ctx.indexPath?.section, row: ctx.indexPath?.row)
    }

    /// Any operation without an integer (a name without a value, an
    /// overflow, a division by zero) gives nil, and so does every operation
    /// that takes its result, as in the tree.
    @inline(__always)
    func run(section: Int?, row: Int?) -> Int? { function(section, row) }

    // MARK: Compiling

    private indirect enum Node {
        case constant(Int)
        case section
        case row
        case negate(Node)
        case binary(Operation, Node, Node)
    }

    private enum Operation {
        case add, subtract, multiply, divide, remainder

        @inline(__always)
        func apply(_ x: Int, _ y: Int) -> Int? {
            let (n, o): (Int, Bool)
            switch self {
            case .add: (n, o) = x.addingReportingOverflow(y)
            case .subtract: (n, o) = x.subtractingReportingOverflow(y)
            case .multiply: (n, o) = x.multipliedReportingOverflow(by: y)
            case .divide:
                if y == 0 { return nil }
                (n, o) = x.dividedReportingOverflow(by: y)
            case .remainder:
                if y == 0 { return nil }
                (n, o) = x.remainderReportingOverflow(dividingBy: y)
            }
            return o ? nil : n
        }
    }

    /// The function of a node. Constants fold: an operation on two of them
    /// is done now, and one with a constant, `section` or `row` operand
    /// reads it itself rather than calling a closure for it.
    private static func function(_ node: Node) -> @Sendable (Int?, Int?) -> Int? {
        switch node {
        case .constant(let c): return { _, _ in c }
        case .section: return { s, _ in s }
        case .row: return { _, r in r }
        case .negate(.constant(let c)):
            let n = Operation.subtract.apply(0, c)
            return { _, _ in n }
        case .negate(let a):
            let f = function(a)
            return { s, r in f(s, r).flatMap { Operation.subtract.apply(0, $0) } }
        case .binary(let op, .constant(let x), .constant(let y)):
            let n = op.apply(x, y)
            return { _, _ in n }
        case .binary(let op, .row, .constant(let c)):
            return { _, r in r.flatMap { op.apply($0, c) } }
        case .binary(let op, .section, .constant(let c)):
            return { s, _ in s.flatMap { op.apply($0, c) } }
        case .binary(let op, let a, .constant(let c)):
            let f = function(a)
            return { s, r in f(s, r).flatMap { op.apply($0, c) } }
        case .binary(let op, .constant(let c), let b):
            let g = function(b)
            return { s, r in g(s, r).flatMap { op.apply(c, $0) } }
        case .binary(let op, let a, let b):
            let f = function(a), g = function(b)
            return { s, r in
                guard let x = f(s, r), let y = g(s, r) else { return nil }
                return op.apply(x, y)
            }
        }
    }

    /// The expression's node; nil when it is not integer arithmetic alone.
    private static func node(_ e: Expression, depth: Int) -> Node? {
        // The parser bounds nesting (Limits.expressionDepth); so does this.
        guard depth <= Limits.expressionDepth else { return nil }
        switch e {
        case .literal(.int(let n)):
            return .constant(n)
        case .variable(.section):
            return .section
        case .variable(.row):
            return .row
        case .unary(.minus, let operand):
            return node(operand, depth: depth + 1).map(Node.negate)
        case .chain(let first, let rest):
            // Left to right, as the tree evaluates a chain.
            guard var result = node(first, depth: depth + 1) else { return nil }
            for (op, operand) in rest {
                guard let right = node(operand, depth: depth + 1) else { return nil }
                let operation: Operation
                switch op {
                case .plus: operation = .add
                case .minus: operation = .subtract
                case .times: operation = .multiply
                case .divide: operation = .divide
                case .remainder: operation = .remainder
                default: return nil
                }
                result = .binary(operation, result, right)
            }
            return result
        default:
            return nil
        }
    }
}
