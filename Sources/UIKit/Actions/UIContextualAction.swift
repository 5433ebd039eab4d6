import TableEngine

/// UIKit's `UIContextualAction`: a button a swipe on a row shows.
///
/// The engine runs its handler when the button is tapped (or by a full
/// swipe) and closes the swipe once the handler calls its completion. The
/// completion counts only while the handler runs: one called later (kept
/// for an asynchronous answer) does nothing here, and the swipe stays open.
@MainActor
open class UIContextualAction {
    /// UIKit's `UIContextualAction.Handler`: the action, the view it was
    /// shown in, and the completion to call with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// An ordinary action.
        case normal
        /// A destructive action (red; a full swipe deletes the row).
        case destructive
    }

    /// UIKit's `style`.
    public let style: Style
    /// UIKit's `title`.
    open var title: String?
    /// UIKit's `handler`.
    public let handler: Handler
    /// UIKit's `backgroundColor`: kept, not drawn.
    open var backgroundColor: UIColor!
    /// UIKit's `image`: kept, not drawn.
    open var image: UIImage?

    /// UIKit's `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The engine's action: its handler runs this one's in the app's code.
    func engineAction(in table: UITableView) -> ContextualAction {
        let done = CompletionRelay()
        return ContextualAction(style: style == .destructive ? .destructive : .normal, title: title ?? "") { [self] _, indexPath, completion in
            onMainActor {
                let view: UIView = table.engineTable.visibleCell(at: indexPath).flatMap(UITableViewCell.appCell) ?? table
                withoutActuallyEscaping(completion) { completion in
                    done.completion = completion
                    handler(self, view) { done.completion?($0) }
                    done.completion = nil
                }
            }
        }
    }
}

/// Holds the engine's completion while the app's handler runs.
private final class CompletionRelay {
    var completion: ((Bool) -> Void)?
}

/// UIKit's `UISwipeActionsConfiguration`: the actions a swipe shows, the
/// first nearest the edge.
@MainActor
open class UISwipeActionsConfiguration {
    /// UIKit's `actions`.
    public let actions: [UIContextualAction]
    /// UIKit's `performsFirstActionWithFullSwipe` (default true).
    open var performsFirstActionWithFullSwipe = true

    /// UIKit's `init(actions:)`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }

    /// The engine's configuration.
    func engineConfiguration(in table: UITableView) -> SwipeActionsConfiguration {
        SwipeActionsConfiguration(actions: actions.map { $0.engineAction(in: table) },
                                  performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe)
    }
}

/// UIKit's `UITableViewRowAction` (deprecated since iOS 13, still
/// honoured): a button a trailing swipe shows, from
/// `tableView(_:editActionsForRowAt:)`.
@MainActor
open class UITableViewRowAction {
    /// UIKit's `UITableViewRowAction.Style`.
    public enum Style: Int, Sendable {
        /// The default (destructive) look.
        case `default`
        /// The destructive look.
        public static let destructive = Style.default
        /// An ordinary action.
        case normal
    }

    /// UIKit's `style`.
    public let style: Style
    /// UIKit's `title`.
    open var title: String?
    /// UIKit's `backgroundColor`: kept, not drawn.
    open var backgroundColor: UIColor?
    private let handler: (UITableViewRowAction, IndexPath) -> Void

    /// UIKit's `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The engine's row action: its handler runs this one's in the app's code.
    var engineAction: RowAction {
        RowAction(style: style == .normal ? .normal : .default, title: title ?? "") { [self] _, indexPath in
            onMainActor { handler(self, IndexPath(indexPath)) }
        }
    }
}
