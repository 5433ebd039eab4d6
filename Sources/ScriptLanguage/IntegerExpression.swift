/// An expression of integers alone — integer literals, `section`, `row`,
/// `+ - * / %` and unary `-` — compiled once into closures over plain
/// integers. An answer is evaluated once per row at a reload; walking the
/// tree with `ScriptValue`s costs several times the arithmetic, and a stack
/// of steps still a dispatch per step (`44 + row % 3 * 11`: seven steps,
/// three closures here, each doing its one operation without choosing it).
///
/// It gives nil wherever `Expression.evaluate` would not give an integer —
/// a name without a value, an overflow, a division by zero — and the caller
/// then evaluates the tree, which gives the value or the error as before:
/// the compiled form never decides anything the tree would decide otherwise.
package struct IntegerExpression: Sendable {
    /// The expression as a function of the section and the row: a closure
    /// per operation, with constant and name operands folded into the
    /// operation that takes them (`row % 3` is one closure, `44` none).
    private let function: Function
    /// Whether it reads `section`, `row`: without a value for one it reads,
    /// the tree gives an error, and this nil.
    private let readsSection: Bool
    private let readsRow: Bool

    private typealias Function = @Sendable (_ section: Int, _ row: Int) -> Int?

    /// Nil when the expression is not integer arithmetic alone.
    package init?(_ e: Expression) {
        guard let node = Self.node(e, depth: 0) else { return nil }
        function = Self.function(node)
        readsSection = node.reads(.section)
        readsRow = node.reads(.row)
    }

    @inline(__always)
    package func callAsFunction(_ ctx: EvaluationContext) -> Int? {
        run(section: ctx.section ?? ctx.indexPath?.section, row: ctx.indexPath?.row)
    }

    /// Any operation without an integer (a name without a value, an
    /// overflow, a division by zero) gives nil, and so does every operation
    /// that takes its result, as in the tree.
    @inline(__always)
    package func run(section: Int?, row: Int?) -> Int? {
        if readsSection && section == nil || readsRow && row == nil { return nil }
        return function(section ?? 0, row ?? 0)
    }

    /// A row's value: both names have one.
    @inline(__always)
    package func run(section: Int, row: Int) -> Int? { function(section, row) }

    // MARK: Compiling

    private indirect enum Node {
        case constant(Int)
        case section
        case row
        case negate(Node)
        case binary(Operation, Node, Node)

        func reads(_ name: Node) -> Bool {
            switch (self, name) {
            case (.section, .section), (.row, .row): true
            case (.negate(let a), _): a.reads(name)
            case (.binary(_, let a, let b), _): a.reads(name) || b.reads(name)
            default: false
            }
        }
    }

    private enum Operation { case add, subtract, multiply, divide, remainder }

    /// The function of a node. Constants fold: an operation on two of them
    /// is done now, and one with a constant, `section` or `row` operand
    /// reads it itself rather than calling a closure for it. Each operation
    /// is a type, so each closure is compiled for its own operation.
    private static func function(_ node: Node) -> Function {
        switch node {
        case .constant(let c): return { _, _ in c }
        case .section: return { s, _ in s }
        case .row: return { _, r in r }
        case .negate(let a): return binary(Subtract.self, .constant(0), a)
        case .binary(.add, let a, let b): return binary(Add.self, a, b)
        case .binary(.subtract, let a, let b): return binary(Subtract.self, a, b)
        case .binary(.multiply, let a, let b): return binary(Multiply.self, a, b)
        case .binary(.divide, let a, let b): return binary(Divide.self, a, b)
        case .binary(.remainder, let a, let b): return binary(Remainder.self, a, b)
        }
    }

    private static func binary<O: Arithmetic>(_: O.Type, _ a: Node, _ b: Node) -> Function {
        switch (a, b) {
        case (.constant(let x), .constant(let y)):
            let n = O.apply(x, y)
            return { _, _ in n }
        case (.row, .constant(let c)): return { _, r in O.apply(r, c) }
        case (.section, .constant(let c)): return { s, _ in O.apply(s, c) }
        case (.constant(let c), .row): return { _, r in O.apply(c, r) }
        case (.constant(let c), .section): return { s, _ in O.apply(c, s) }
        case (_, .constant(let c)):
            let f = function(a)
            return { s, r in
                guard let x = f(s, r) else { return nil }
                return O.apply(x, c)
            }
        case (.constant(let c), _):
            let g = function(b)
            return { s, r in
                guard let y = g(s, r) else { return nil }
                return O.apply(c, y)
            }
        default:
            let f = function(a), g = function(b)
            return { s, r in
                guard let x = f(s, r), let y = g(s, r) else { return nil }
                return O.apply(x, y)
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

/// One arithmetic operation, nil where the tree gives no integer (an
/// overflow, a division by zero).
private protocol Arithmetic: Sendable {
    static func apply(_ x: Int, _ y: Int) -> Int?
}

private enum Add: Arithmetic {
    @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int? { checked(x.addingReportingOverflow(y)) }
}

private enum Subtract: Arithmetic {
    @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int? { checked(x.subtractingReportingOverflow(y)) }
}

private enum Multiply: Arithmetic {
    @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int? { checked(x.multipliedReportingOverflow(by: y)) }
}

private enum Divide: Arithmetic {
    @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int? { y == 0 ? nil : checked(x.dividedReportingOverflow(by: y)) }
}

private enum Remainder: Arithmetic {
    @inline(__always) static func apply(_ x: Int, _ y: Int) -> Int? { y == 0 ? nil : checked(x.remainderReportingOverflow(dividingBy: y)) }
}

@inline(__always)
private func checked(_ result: (partialValue: Int, overflow: Bool)) -> Int? {
    result.overflow ? nil : result.partialValue
}
