/// `UIAction` in a context menu: a title, whether it is destructive
/// (`UIMenuElementAttributesDestructive`), and its handler — the app's code,
/// which the table runs when the action is chosen.
public struct MenuAction {
    /// `title`: what the menu shows.
    public var title: String
    /// Whether the action has `UIMenuElementAttributesDestructive` (drawn in red).
    public var isDestructive: Bool
    /// `handler`: run with the action when it is chosen; an exception it
    /// throws comes out of the call that chose it.
    public var handler: (MenuAction) throws(TableViewException) -> Void

    /// `UIAction(title:attributes:handler:)`.
    public init(title: String, isDestructive: Bool = false,
                handler: @escaping (MenuAction) throws(TableViewException) -> Void = { _ in }) {
        self.title = title
        self.isDestructive = isDestructive
        self.handler = handler
    }
}

/// `UIContextMenuConfiguration`: the menu a row's long press shows. No
/// actions is UIKit's "empty configuration": the interaction begins, then
/// fails with a cancellation effect (UITableView.h).
public struct ContextMenuConfiguration {
    /// The menu's actions, top to bottom; none is an empty configuration.
    public var actions: [MenuAction]

    /// `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`
    /// whose action provider returns a menu of `actions`.
    public init(actions: [MenuAction]) {
        self.actions = actions
    }

    /// The actions' titles, destructive ones marked, as the log shows them.
    public var titles: [String] {
        actions.map { $0.isDestructive ? "\($0.title) (destructive)" : $0.title }
    }
}

extension ContextMenuConfiguration: MessageResult {
    /// `Value.strings`: `titles`.
    public var messageValue: Value { .strings(titles) }
}

/// What a `previewFor…ContextMenuWithConfiguration:` or a
/// `drag/dropPreviewParametersForRowAtIndexPath:` method returns: the app's
/// own preview (`UITargetedPreview`, `UIDragPreviewParameters`), named for
/// the log, or nil — the table's default: the whole cell.
public struct TargetedPreview: Sendable, Hashable {
    /// The name the log shows for the preview.
    public var name: String
    /// A preview named `name`.
    public init(_ name: String) { self.name = name }
}

extension TargetedPreview: MessageResult {
    /// `Value.symbol`: `<preview NAME>`.
    public var messageValue: Value { .symbol("<preview \(name)>") }
}
