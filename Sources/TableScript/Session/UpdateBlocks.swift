import TableEngine
import ScriptLanguage

/// The update blocks a script has open — `begin` … `end` (or `api
/// beginUpdates` … `api endUpdates`) and `batch { … }` — innermost last,
/// each with where it opened, and the model changes their commands make,
/// which the model takes when the outermost block closes (UIKit's order:
/// deletes by their place before, inserts by their place after).
///
/// Every block opened here is opened in the table too, and closed with it:
/// the shell's view of open blocks and the table's always agree.
package final class UpdateBlocks {
    package enum Kind: Equatable {
        /// `begin` or `api beginUpdates`: closed by `end` or `api endUpdates`.
        case begin
        /// `batch { … }`: closed by its `}`.
        case batch
    }

    package struct Block {
        package var kind: Kind
        package var source: ScriptSource
        package var token: Token

        /// "the block opened by 'begin' at x.tsh:3:1", "the batch block opened at …".
        var described: String {
            let place = source.showsName ? "\(source.name):\(token.line):\(token.column)" : "line \(token.line), column \(token.column)"
            return kind == .batch ? "the batch block opened at \(place)" : "the block opened by '\(token.text)' at \(place)"
        }
    }

    package private(set) var open: [Block] = []
    /// Blocks below this many belong to a script that is running another
    /// (a file being `source`d): the inner one can close only its own.
    private(set) var floor = 0
    /// What the open blocks' commands do to the model, applied at the end.
    var modelChanges = ModelBatch()
    /// The model when the outermost block opened: an error inside a block
    /// puts it back (`item` and `data` change the model at once).
    private var startModel: SectionList?

    var isOpen: Bool { !open.isEmpty }
    var innermost: Block? { open.last }

    /// Whether commands run inside a `batch` block: a UIKit exception one
    /// raises ends the whole batch instead of being printed.
    var insideBatch: Bool { open.contains { $0.kind == .batch } }
    /// The exception a command inside a batch raised, for the batch to end with.
    var raisedInBatch: TableViewException?

    /// Notes a block the table has just opened.
    func opened(_ kind: Kind, _ source: ScriptSource, at token: Token, model: Model) {
        if open.isEmpty { startModel = model.sections }
        open.append(Block(kind: kind, source: source, token: token))
    }

    /// The table reloaded while blocks are open (`api reloadData`): it now
    /// shows the model as it is, so an error in the blocks puts the model
    /// back only to here, where the table last saw it.
    func tableReloaded(model: Model) {
        if isOpen { startModel = model.sections }
    }

    /// Runs a script (a file, `source`d or named on the command line) that
    /// closes only the blocks it opens; returns the first block it left
    /// open, if any, for an error (the caller abandons it).
    func runningScript(_ body: () -> Void) -> Block? {
        let outer = floor
        floor = open.count
        defer { floor = outer }
        body()
        return open.count > floor ? open[floor] : nil
    }

    /// Checks that the innermost block is of `kind` before it is closed:
    /// `end` cannot close a `batch`, nor the end of a batch a `begin`, nor
    /// a script a block opened outside it.
    func checkClosing(_ kind: Kind, at token: Token) throws(ScriptError) {
        guard let last = open.last else {
            throw ScriptError("'\(token.text)' without a 'begin': no update block is open", at: token)
        }
        if kind == .batch && last.kind == .begin {
            throw ScriptError("the batch block ends inside \(last.described) (missing 'end')", at: token)
        }
        guard last.kind == kind else {
            throw ScriptError("'\(token.text)' cannot close \(last.described)", at: token)
        }
        guard open.count > floor else {
            throw ScriptError("'\(token.text)' cannot close \(last.described): a script closes only the blocks it opens", at: token)
        }
    }

    /// Whether closing the innermost block closes the outermost.
    var closingOutermost: Bool { open.count == 1 }

    /// How many times blocks were abandoned (for `--self-check`).
    private(set) var abandonments = 0

    /// Notes that the table closed the innermost block.
    func closed() {
        open.removeLast()
        if open.isEmpty {
            modelChanges = ModelBatch()
            startModel = nil
        }
    }

    /// After an error inside a block: every block closes, in the table too;
    /// nothing applies; the model is as it was when the outermost opened.
    func abandon(table: TableView, model: Model?) {
        abandonments += 1
        table.abandonUpdateBlock()
        open.removeAll()
        modelChanges = ModelBatch()
        if let start = startModel { model?.replaceAll(start) }
        startModel = nil
    }

    /// What contradicts itself: the open blocks must be the table's.
    func violations(table: TableView) -> [String] {
        guard open.count != table.openUpdateBlocks else { return [] }
        return ["the shell has \(open.count) update blocks open, the table \(table.openUpdateBlocks)"]
    }
}
