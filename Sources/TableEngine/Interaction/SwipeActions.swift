/// `UIContextualAction`: one button revealed by a swipe. The handler is the
/// app's code; it calls `completion` with whether it performed the action.
public struct ContextualAction {
    public enum Style: String, Sendable { case normal, destructive }
    public var style: Style
    public var title: String
    public var handler: (ContextualAction, TableIndexPath, (Bool) -> Void) throws(TableViewException) -> Void

    public init(style: Style, title: String,
                handler: @escaping (ContextualAction, TableIndexPath, (Bool) -> Void) throws(TableViewException) -> Void = { _, _, done in done(true) }) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// `UISwipeActionsConfiguration`.
public struct SwipeActionsConfiguration {
    public var actions: [ContextualAction]
    /// Default YES: a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}

/// `UITableViewRowAction` (iOS 8–13): `editActionsForRowAtIndexPath:`'s buttons.
public struct RowAction {
    /// `UITableViewRowActionStyleDefault` is the destructive style.
    public enum Style: String, Sendable { case `default`, normal }
    public var style: Style
    public var title: String
    public var handler: (RowAction, TableIndexPath) throws(TableViewException) -> Void

    public init(style: Style, title: String,
                handler: @escaping (RowAction, TableIndexPath) throws(TableViewException) -> Void = { _, _ in }) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// `UITableViewFocusUpdateContext`.
public struct FocusUpdateContext: Sendable, Hashable {
    public var previouslyFocusedIndexPath: TableIndexPath?
    public var nextFocusedIndexPath: TableIndexPath?

    public init(previouslyFocusedIndexPath: TableIndexPath?, nextFocusedIndexPath: TableIndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
    }
}
