import TableEngine
import ScriptLanguage
import ScriptBytes

/// What a data-source or delegate method returns, and how an answer's value
/// becomes that: one definition per return type. `answer` checks a new
/// answer with it (on a sample row), and the scripted data source reads
/// every answer through it; a value it refuses is reported, and UIKit's
/// default is used instead.
struct AnswerType<Value>: Sendable {
    let convert: @Sendable (ScriptValue) throws(ExpressionError) -> Value

    func check(_ value: ScriptValue) throws(ExpressionError) { _ = try convert(value) }
}

extension AnswerType where Value == Bool {
    static var bool: Self { .init { v throws(ExpressionError) in try v.asBool() } }
}

extension AnswerType where Value == Int {
    static var int: Self { .init { v throws(ExpressionError) in try v.asInt() } }
    static var sectionCount: Self { .init { v throws(ExpressionError) in try v.asCount(limit: Limits.sections, of: "sections") } }
    static var rowCount: Self { .init { v throws(ExpressionError) in try v.asCount(limit: Limits.rows, of: "rows") } }
}

extension AnswerType where Value == Double {
    /// A height in points, or `automaticDimension`. A negative height is
    /// passed on: UIKit raises its own exception for it (FIDELITY.md A-20).
    /// A positive one thinner than tableshell lays out is refused (the row
    /// gets UIKit's default instead).
    static var height: Self {
        .init { v throws(ExpressionError) in
            let d = try v.asHeight()
            if d > 0 { try Height.checkThickness(d) }
            return d
        }
    }

    /// A header's or footer's height: as `height`, but any positive value
    /// is laid out, however thin — apps answer `CGFLOAT_MIN` to collapse a
    /// grouped section's edge, where 0 means the default (FIDELITY.md A-19).
    static var edgeHeight: Self { .init { v throws(ExpressionError) in try v.asHeight() } }
}

extension AnswerType where Value == String? {
    static var optionalString: Self { .init { v throws(ExpressionError) in try v.asOptionalString() } }
}

extension AnswerType where Value == TableIndexPath? {
    static var optionalIndexPath: Self { .init { v throws(ExpressionError) in try v.asOptionalIndexPath() } }
}

extension AnswerType where Value == TableIndexPath {
    static var indexPath: Self {
        .init { v throws(ExpressionError) in
            guard let ip = try v.asOptionalIndexPath() else { throw ExpressionError(message: "expected an index path, not nil") }
            return ip
        }
    }
}

extension AnswerType where Value == EditingStyle {
    static var editingStyle: Self { .init { v throws(ExpressionError) in try v.asEditingStyle() } }
}

extension AnswerType where Value == AccessoryType {
    static var accessory: Self { .init { v throws(ExpressionError) in try v.asAccessoryType() } }
}

extension AnswerType where Value == [String]? {
    static var strings: Self { .init { v throws(ExpressionError) in try v.asStrings() } }
}

/// `answer cellForRow = full|partial|nil`: how the data source configures
/// the cells it returns — every property (`full`, the default), only what the
/// item has (`partial`: the classic stale-accessory reuse bug), or no cell
/// at all (`nil`: UIKit's "dataSource returned a nil cell").
enum CellAnswer: Sendable {
    case full, partial, noCell

    static var type: AnswerType<CellAnswer> {
        .init { v throws(ExpressionError) in
            switch v {
            case .symbol("full"): .full
            case .symbol("partial"): .partial
            case .nil: .noCell
            default: throw ExpressionError(message: "cellForRow is answered with nil (no cell), partial (set only what the item has: the reuse bug) or full (set everything)")
            }
        }
    }
}

/// `answer moveRow = exchange|default|ignore`: how the data source moves its item —
/// out and in again (the default), or swapped with the destination's, as
/// seed 000's demo does within a section.
enum MoveAnswer: Sendable {
    case removeAndInsert, exchange, ignore

    static var type: AnswerType<MoveAnswer> {
        .init { v throws(ExpressionError) in
            switch v {
            case .symbol("exchange"): .exchange
            case .symbol("default"): .removeAndInsert
            case .symbol("ignore"): .ignore
            default: throw ExpressionError(message: "moveRow can be answered with exchange (swap within a section, as the edit demo does), default (remove and insert) or ignore (leave the model, or a diffable snapshot, as it was)")
            }
        }
    }
}

/// `answer trailingSwipeActions = ["Delete:destructive", "Flag", "!full"]`:
/// each title with an optional `:destructive` or `:normal`; `"!full"` turns
/// `performsFirstActionWithFullSwipe` off. nil: no configuration.
struct SwipeActionsAnswer: Sendable {
    var actions: [(title: String, destructive: Bool)]
    var performsFirstActionWithFullSwipe = true

    static var type: AnswerType<SwipeActionsAnswer?> {
        .init { v throws(ExpressionError) in
            guard let entries = try v.asStrings() else { return nil }
            var answer = SwipeActionsAnswer(actions: [])
            for entry in entries {
                if entry == "!full" {
                    answer.performsFirstActionWithFullSwipe = false
                } else if entry.hasSuffix(":destructive") {
                    answer.actions.append((String(entry.dropLast(":destructive".count)), true))
                } else if entry.hasSuffix(":normal") {
                    answer.actions.append((String(entry.dropLast(":normal".count)), false))
                } else {
                    answer.actions.append((entry, false))
                }
            }
            return answer
        }
    }
}

/// `answer contextMenuConfiguration = ["Copy", "Share", "Delete:destructive"]`:
/// each title with an optional `:destructive` (or `:normal`); nil: no menu
/// (the interaction does not begin); `[]`: the empty configuration, which
/// begins and then fails.
struct ContextMenuAnswer: Sendable {
    var actions: [(title: String, destructive: Bool)]

    static var type: AnswerType<ContextMenuAnswer?> {
        .init { v throws(ExpressionError) in
            guard let entries = try v.asStrings() else { return nil }
            return ContextMenuAnswer(actions: entries.map { entry in
                if entry.hasSuffix(":destructive") { return (String(entry.dropLast(":destructive".count)), true) }
                if entry.hasSuffix(":normal") { return (String(entry.dropLast(":normal".count)), false) }
                return (entry, false)
            })
        }
    }
}

/// `answer dropSessionDidUpdate = move insertAtDestination`: a
/// `UITableViewDropProposal` — an operation (cancel, forbidden, copy, move)
/// and, optionally, an intent (unspecified, insertAtDestination,
/// insertIntoDestination, automatic; the long UIKit names too).
enum DropProposalAnswer {
    static var type: AnswerType<DropProposal> {
        .init { v throws(ExpressionError) in
            let words: [ScriptValue]
            switch v {
            case .list(let items): words = items
            default: words = [v]
            }
            guard (1...2).contains(words.count), case .symbol(let op) = words[0], let operation = DropOperation(rawValue: op) else {
                throw ExpressionError(message: "expected a drop proposal: an operation (cancel, forbidden, copy, move) and an intent (unspecified, insertAtDestination, insertIntoDestination, automatic), like 'move insertAtDestination'")
            }
            guard words.count == 2 else { return DropProposal(operation) }
            guard case .symbol(let name) = words[1], let intent = dropIntent(name) else {
                throw ExpressionError(message: "expected a drop intent after '\(op)': unspecified, insertAtDestination, insertIntoDestination or automatic")
            }
            return DropProposal(operation, intent: intent)
        }
    }

    static func dropIntent(_ name: String) -> DropIntent? {
        switch name {
        case "unspecified": .unspecified
        case "insertAtDestination", "insertAtDestinationIndexPath": .insertAtDestinationIndexPath
        case "insertIntoDestination", "insertIntoDestinationIndexPath": .insertIntoDestinationIndexPath
        case "automatic": .automatic
        default: nil
        }
    }
}

/// What the scripted app does in a method that returns nothing:
/// `answer performPrimaryActionForRow = deselect` (the app deselects the row,
/// as apps that navigate do), `answer performDropWithCoordinator = nothing`
/// (the table reverts: "If your implementation of this method does
/// nothing…"); `default` for the app's usual behaviour.
enum AppBehaviourAnswer: Sendable, Equatable {
    case standard, deselect, nothing

    static func type(_ allowed: [AppBehaviourAnswer], of method: String) -> AnswerType<AppBehaviourAnswer> {
        .init { v throws(ExpressionError) in
            let answer: AppBehaviourAnswer? = switch v {
            case .symbol("default"): .standard
            case .symbol("deselect"): .deselect
            case .symbol("nothing"), .symbol("none"), .nil: .nothing
            default: nil
            }
            guard let answer, answer == .standard || allowed.contains(answer) else {
                let names = (["default"] + allowed.map { $0 == .deselect ? "deselect" : "nothing" }).joined(separator: " or ")
                throw ExpressionError(message: "answered with \(names)")
            }
            return answer
        }
    }

    static var primaryAction: AnswerType<AppBehaviourAnswer> { type([.deselect], of: "performPrimaryActionForRow") }
    static var performDrop: AnswerType<AppBehaviourAnswer> { type([.nothing], of: "performDropWithCoordinator") }
}

extension AnswerType where Value == Double? {
    /// `answer scrollViewWillEndDragging = Y`: the offset the app writes
    /// through `targetContentOffset` (its y; a finite number of points), or
    /// `default` to leave the proposed one.
    static var targetOffset: Self {
        .init { v throws(ExpressionError) in
            if case .symbol("default") = v { return nil }
            guard let d = v.number, d.isFinite, abs(d) <= Limits.points else {
                throw ExpressionError(message: "answered with an offset in points (at most \(formatNumber(Limits.points))) or default")
            }
            return d
        }
    }
}

extension AnswerType where Value == Int {
    /// How many drag items a row gives: 0 for none.
    static var itemCount: Self {
        .init { v throws(ExpressionError) in
            let n = try v.asInt()
            guard (0...100).contains(n) else { throw ExpressionError(message: "a row gives from 0 to 100 drag items, not \(n)") }
            return n
        }
    }
}

extension AnswerType where Value == TargetedPreview? {
    /// A preview of the app's own, by name (`"Badge"`), or nil: the table's
    /// default preview, the whole cell.
    static var preview: Self {
        .init { v throws(ExpressionError) in try v.asOptionalString().map(TargetedPreview.init) }
    }
}

extension MessageSelector {
    /// The values an answer for this method takes by name, for completion
    /// after `answer METHOD =` (numbers and expressions are typed).
    var answerWords: [String] {
        switch declaration.returns {
        case .bool: ["yes", "no"]
        case .editingStyle: ["none", "delete", "insert"]
        case .accessoryType: ["none", "disclosure", "detailDisclosure", "checkmark", "detail"]
        case .cell: ["full", "partial", "nil"]
        case .title, .view, .titles, .preview, .contextMenu, .swipeActions, .rowActions: ["nil"]
        case .optionalIndexPath: ["nil", "indexPath", "proposed"]
        case .indexPath: ["indexPath", "proposed"]
        case .rowHeight, .edgeHeight: ["automatic"]
        case .nothing, .integer, .sectionCount, .rowCount, .dragItems, .dropProposal: []
        }
    }

    /// Checks what an answer for this method gives, as the data source will
    /// read it; nil for methods that return nothing (only `implement` them).
    /// Derived from what the method returns (its `MessageDeclaration`), or
    /// for a method without a result, from the app behaviours `answer`
    /// chooses between (`ScriptedMessage.appAnswer`).
    var answerCheck: (@Sendable (ScriptValue) throws(ExpressionError) -> Void)? {
        switch declaration.returns {
        case .nothing: scripted?.appAnswer
        case .bool: AnswerType.bool.check
        case .integer: AnswerType.int.check
        case .sectionCount: AnswerType.sectionCount.check
        case .rowCount: AnswerType.rowCount.check
        case .rowHeight: AnswerType.height.check
        case .edgeHeight: AnswerType.edgeHeight.check
        case .title, .view: AnswerType.optionalString.check
        case .titles: AnswerType.strings.check
        case .indexPath: AnswerType.indexPath.check
        case .optionalIndexPath: AnswerType.optionalIndexPath.check
        case .editingStyle: AnswerType.editingStyle.check
        case .accessoryType: AnswerType.accessory.check
        case .cell: CellAnswer.type.check
        case .swipeActions, .rowActions: SwipeActionsAnswer.type.check
        case .contextMenu: ContextMenuAnswer.type.check
        case .preview: AnswerType.preview.check
        case .dragItems: AnswerType.itemCount.check
        case .dropProposal: DropProposalAnswer.type.check
        }
    }
}
