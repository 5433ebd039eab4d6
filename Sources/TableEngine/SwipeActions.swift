/// `UIContextualAction`: one button revealed by a swipe.
public struct ContextualAction: Sendable, Hashable {
    public enum Style: String, Sendable { case normal, destructive }
    public var style: Style
    public var title: String

    public init(style: Style, title: String) {
        self.style = style
        self.title = title
    }
}

/// `UISwipeActionsConfiguration`.
public struct SwipeActionsConfiguration: Sendable, Hashable {
    public var actions: [ContextualAction]
    /// Default YES: a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [ContextualAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}

/// `UITableViewRowAction` (iOS 8–13): `editActionsForRowAtIndexPath:`'s buttons.
public struct RowAction: Sendable, Hashable {
    /// `UITableViewRowActionStyleDefault` is the destructive style.
    public enum Style: String, Sendable { case `default`, normal }
    public var style: Style
    public var title: String

    public init(style: Style, title: String) {
        self.style = style
        self.title = title
    }
}

/// `UITableViewFocusUpdateContext`.
public struct FocusUpdateContext: Sendable, Hashable {
    public var previouslyFocusedIndexPath: IndexPath?
    public var nextFocusedIndexPath: IndexPath?

    public init(previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
    }
}
