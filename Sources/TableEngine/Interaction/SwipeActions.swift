/// `UIContextualAction`: one button revealed by a swipe. The handler is the
/// app's code; it calls `completion` with whether it performed the action.
public struct ContextualAction {
    /// `UIContextualActionStyle`.
    public enum Style: String, Sendable {
        /// `UIContextualActionStyleNormal`: a grey button.
        case normal
        /// `UIContextualActionStyleDestructive`: a red button; the row is
        /// expected to go.
        case destructive
    }
    /// `style`.
    public var style: Style
    /// `title`: the button's text.
    public var title: String
    /// `handler`: run with the action, its row and a completion to call with
    /// whether the action was performed (FIDELITY.md B-54). An exception it
    /// throws comes out of the call that chose the action.
    public var handler: (ContextualAction, TableIndexPath, (Bool) -> Void) throws(TableViewException) -> Void

    /// `UIContextualAction(style:title:handler:)`; the default handler
    /// completes with `true` at once.
    public init(style: Style, title: String,
                handler: @escaping (ContextualAction, TableIndexPath, (Bool) -> Void) throws(TableViewException) -> Void = { _, _, done in done(true) }) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// `UISwipeActionsConfiguration`.
public struct SwipeActionsConfiguration {
    /// `actions`: the first is the outermost (trailing) or leftmost (leading)
    /// button (FIDELITY.md B-46, B-47).
    public var actions: [ContextualAction]
    /// Default YES: a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe = true

    /// `UISwipeActionsConfiguration(actions:)`.
    public init(actions: [ContextualAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}

/// `UITableViewRowAction` (iOS 8–13): `editActionsForRowAtIndexPath:`'s buttons.
public struct RowAction {
    /// `UITableViewRowActionStyleDefault` is the destructive style.
    public enum Style: String, Sendable {
        /// `UITableViewRowActionStyleDefault` (= `Destructive`): a red button.
        case `default`
        /// `UITableViewRowActionStyleNormal`: a grey button.
        case normal
    }
    /// `style`.
    public var style: Style
    /// `title`: the button's text.
    public var title: String
    /// `handler`: run with the action and its row when the button is
    /// tapped, instead of `commitEditingStyle` (FIDELITY.md B-52).
    public var handler: (RowAction, TableIndexPath) throws(TableViewException) -> Void

    /// `UITableViewRowAction(style:title:handler:)`.
    public init(style: Style, title: String,
                handler: @escaping (RowAction, TableIndexPath) throws(TableViewException) -> Void = { _, _ in }) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// `UITableViewFocusUpdateContext`.
public struct FocusUpdateContext: Sendable, Hashable {
    /// `previouslyFocusedIndexPath`: the row that had focus, or nil.
    public var previouslyFocusedIndexPath: TableIndexPath?
    /// `nextFocusedIndexPath`: the row focus moves to, or nil.
    public var nextFocusedIndexPath: TableIndexPath?

    /// A context moving focus from one row to another.
    public init(previouslyFocusedIndexPath: TableIndexPath?, nextFocusedIndexPath: TableIndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
    }
}
