import Testing
import TableEngine
@testable import TableScript

@Suite struct ExpressionTests {
    func eval(_ s: String, _ ctx: EvaluationContext = EvaluationContext(section: 1, indexPath: IndexPath(1, 4))) throws -> ScriptValue {
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
        #expect(try eval("[0,2]") == .indexPath(IndexPath(0, 2)))
        #expect(try eval("0.3").asOptionalIndexPath() == IndexPath(0, 3))
        #expect(try eval("0.3").asDouble() == 0.3)
        #expect(try eval("indexPath") == .indexPath(IndexPath(1, 4)))
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
