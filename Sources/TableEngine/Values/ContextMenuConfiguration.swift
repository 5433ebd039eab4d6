/// `UIAction` in a context menu: a title, whether it is destructive
/// (`UIMenuElementAttributesDestructive`), and its handler — the app's code,
/// which the table runs when the action is chosen.
public struct MenuAction {
    public var title: String
    public var isDestructive: Bool
    public var handler: (MenuAction) throws(TableViewException) -> Void

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
    public var actions: [MenuAction]

    public init(actions: [MenuAction]) {
        self.actions = actions
    }

    /// The actions' titles, destructive ones marked, as the log shows them.
    public var titles: [String] {
        actions.map { $0.isDestructive ? "\($0.title) (destructive)" : $0.title }
    }
}

extension ContextMenuConfiguration: MessageResult {
    public var messageValue: Value { .strings(titles) }
}

/// What a `previewFor…ContextMenuWithConfiguration:` or a
/// `drag/dropPreviewParametersForRowAtIndexPath:` method returns: the app's
/// own preview (`UITargetedPreview`, `UIDragPreviewParameters`), named for
/// the log, or nil — the table's default: the whole cell.
public struct TargetedPreview: Sendable, Hashable {
    public var name: String
    public init(_ name: String) { self.name = name }
}

extension TargetedPreview: MessageResult {
    public var messageValue: Value { .symbol("<preview \(name)>") }
}
