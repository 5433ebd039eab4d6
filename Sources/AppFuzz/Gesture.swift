import TableEngine
import TableShellApp
import UIKit

/// One thing a person (or the app's own button) does to a random app.
enum Gesture: CustomStringConvertible {
    case tap(IndexPath)
    case swipe(IndexPath, leading: Bool, full: Bool)
    case tapSwipeAction(String)
    case scroll(Double)
    case setEditing(Bool)
    case drag(IndexPath, IndexPath)
    /// The app's own button: one of its misbehaviours, from outside any callback.
    case button
    /// The app calls the swipe completions it kept.
    case lateCompletions
    /// The app reloads, as after a change of its model.
    case reload

    /// A gesture drawn from the dice, mostly on a row that is on screen.
    static func random(_ dice: Dice, _ table: TableView) -> Gesture {
        let visible = table.visibleRows
        func row() -> IndexPath {
            if let on = visible.isEmpty || dice.oneIn(10) ? nil : dice.pick(visible) { return IndexPath(on) }
            return IndexPath(row: dice.int(-1...20), section: dice.int(-1...3))
        }
        switch dice.int(0...19) {
        case 0...4: return .tap(row())
        case 5...7: return .swipe(row(), leading: dice.oneIn(4), full: dice.oneIn(4))
        case 8...9: return .tapSwipeAction(dice.pick(table.swipedRow?.titles ?? ["Delete"]))
        case 10...12: return .scroll(Double(dice.int(-900...900)))
        case 13: return .setEditing(!table.editsAllRows)
        case 14...15:
            let from = row()
            return .drag(from, IndexPath(row: from.row + dice.int(-6...6), section: from.section + dice.pick([0, 0, 0, 1, -1])))
        case 16...17: return .button
        case 18: return .lateCompletions
        default: return .reload
        }
    }

    /// Whether the gesture is one call of the table's (everything the app
    /// does inside it nested in that call): an exception puts the table
    /// back as it was before the gesture.
    var isOneCall: Bool {
        switch self {
        case .button, .lateCompletions: false
        default: true
        }
    }

    /// Makes the gesture through the driver.
    func perform(on driver: AppDriver, app: RandomApp) throws {
        switch self {
        case .tap(let indexPath): try driver.tap(indexPath)
        case .swipe(let indexPath, let leading, let full): try driver.swipe(indexPath, leading: leading, full: full)
        case .tapSwipeAction(let title): try driver.tapSwipeAction(title)
        case .scroll(let dy): try driver.scroll(by: dy)
        case .setEditing(let editing): try driver.setEditing(editing)
        case .drag(let from, let to): try driver.drag(from: from, to: to)
        case .button: try driver.run { app.misbehave(inside: "a button") }
        case .lateCompletions: try driver.run { app.callKeptCompletions() }
        case .reload: try driver.run { app.tableView.reloadData() }
        }
    }

    var description: String {
        switch self {
        case .tap(let indexPath): "tap \(indexPath.section).\(indexPath.row)"
        case .swipe(let indexPath, let leading, let full):
            "swipe \(indexPath.section).\(indexPath.row)\(leading ? " leading" : "")\(full ? " full" : "")"
        case .tapSwipeAction(let title): "tap swipe action \(title)"
        case .scroll(let dy): "scroll by \(dy)"
        case .setEditing(let editing): "setEditing \(editing)"
        case .drag(let from, let to): "drag \(from.section).\(from.row) to \(to.section).\(to.row)"
        case .button: "the app's button"
        case .lateCompletions: "late completions"
        case .reload: "reloadData"
        }
    }
}
