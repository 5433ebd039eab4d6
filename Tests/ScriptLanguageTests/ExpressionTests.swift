import Testing
import TableEngine
@testable import ScriptLanguage

@Suite struct ExpressionTests {
    func eval(_ s: String, _ ctx: EvaluationContext = EvaluationContext(section: 1, indexPath: TableIndexPath(1, 4))) throws -> ScriptValue {
        var p = try ExpressionParser(Lexer().tokenize(s).filter { $0.kind == .word })
        return try p.parse().evaluate(ctx)
    }

    @Test func arithmeticAndComparison() throws {
        #expect(try eval("row % 3") == .int(1))
        #expect(try eval("row % 2 == 1") == .bool(false))
        #expect(try eval("1 + 2 * 3") == .int(7))
        #expect(try eval("(1 + 2) * 3") == .int(9))
        #expect(try eval("-row") == .int(-4))
        #expect(try eval("section == 1 && row > 2") == .bool(true))
        #expect(try eval("!(row < 2) || no") == .bool(true))
        #expect(try eval("row > 3 ? \"big\" : \"small\"") == .string("big"))
        #expect(try eval("44.5 * 2") == .decimal(89, nil))
    }

    @Test func indexPathsAndNames() throws {
        #expect(try eval("[0,2]") == .indexPath(TableIndexPath(0, 2)))
        #expect(try eval("0.3").asOptionalIndexPath() == TableIndexPath(0, 3))
        #expect(try eval("0.3").asDouble() == 0.3)
        #expect(try eval("indexPath") == .indexPath(TableIndexPath(1, 4)))
        #expect(try eval("nil") == .nil)
        #expect(try eval("delete").asEditingStyle() == .delete)
        #expect(try eval("row % 3 + 1").asEditingStyle() == .insert)
        #expect(try eval("checkmark").asAccessoryType() == .checkmark)
        #expect(try eval("indexPath == [1,4]") == .bool(true))
    }

    @Test func errorsSayWhat() {
        #expect(throws: ExpressionError.self) { try eval("row / 0") }
        #expect(throws: ExpressionError.self) { try eval("rwo + 1") }
        do {
            _ = try eval("rwo + 1")
        } catch {
            #expect((error as! ExpressionError).message.contains("did you mean 'row'"))
        }
        #expect(throws: ExpressionError.self) { try eval("1 +") }
        #expect(throws: ExpressionError.self) { try eval("\"a\" * 2") }
    }
}

/// The compiled form of integer arithmetic (`IntegerExpression`) against
/// the tree it comes from: on random expressions and contexts it gives the
/// tree's integer, or nil exactly where the tree gives no integer (an
/// error, a name without a value).
@Suite struct IntegerExpressionTests {
    func parse(_ s: String) throws -> Expression {
        var p = try ExpressionParser(Lexer().tokenize(s).filter { $0.kind == .word })
        return try p.parse()
    }

    @Test func compilesIntegerArithmeticOnly() throws {
        #expect(IntegerExpression(try parse("44 + row % 3 * 11")) != nil)
        #expect(IntegerExpression(try parse("-(section - row) / 2")) != nil)
        #expect(IntegerExpression(try parse("44.5 + row")) == nil)
        #expect(IntegerExpression(try parse("row > 3 ? 44 : 55")) == nil)
        #expect(IntegerExpression(try parse("indexPath")) == nil)
        #expect(IntegerExpression(try parse("row == 1")) == nil)
    }

    @Test func agreesWithTheTree() throws {
        var rng = SystemRandomNumberGenerator()
        let leaves = ["row", "section", "0", "1", "3", "11", "44", "9223372036854775807", "-7"]
        let ops = ["+", "-", "*", "/", "%"]
        func random(_ depth: Int) -> String {
            if depth == 0 || Int.random(in: 0..<3, using: &rng) == 0 { return leaves.randomElement(using: &rng)! }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return "-(" + random(depth - 1) + ")"
            case 1: return "(" + random(depth - 1) + ")"
            default: return random(depth - 1) + " " + ops.randomElement(using: &rng)! + " " + random(depth - 1)
            }
        }
        let contexts = [
            EvaluationContext(section: 1, indexPath: TableIndexPath(1, 4)),
            EvaluationContext(section: 0, indexPath: TableIndexPath(0, 0)),
            EvaluationContext(section: 2),
            EvaluationContext(indexPath: TableIndexPath(3, Int.max)),
            EvaluationContext(),
        ]
        for _ in 0..<2_000 {
            let text = random(4)
            guard let e = try? parse(text) else { continue }
            let compiled = try #require(IntegerExpression(e), "\(text)")
            for ctx in contexts {
                let tree: Int?
                switch try? e.evaluate(ctx) {
                case .int(let n)?: tree = n
                default: tree = nil
                }
                #expect(compiled(ctx) == tree, "\(text) at \(String(describing: ctx.indexPath))")
            }
        }
    }
}
