/// An object the table sends optional messages to: its data source,
/// delegate, prefetch data source, drag delegate or drop delegate.
///
/// UIKit asks an Objective-C object `respondsToSelector:` before it sends
/// an optional message, and does without the message (its documented
/// default) when the answer is NO. Swift on Linux cannot ask that of a
/// Swift object, so the engine asks ``responds(to:)``, the one requirement
/// every receiver protocol (``TableViewDataSource``, ``TableViewDelegate``,
/// ``TableViewDataSourcePrefetching``, ``TableViewDragDelegate``,
/// ``TableViewDropDelegate``) refines: one class can be data source and
/// delegate at once, with one answer.
///
/// There are two ways to answer it:
///
/// - **Generated (recommended).** Apply the package's
///   `ImplementedMessagesPlugin` to your target:
///   `plugins: [.plugin(name: "ImplementedMessagesPlugin", package: "tableshell")]`.
///   It reads the target's sources and gives each class that has methods
///   named as a message (by their Swift name, such as
///   `tableView(_:heightForRowAt:)`: argument labels, not types) a table of
///   them (``ImplementedMessagesProviding``), counting methods in
///   extensions in any file (in every `#if` branch) and inherited ones. The
///   default ``responds(to:)`` answers from that table, for the object's
///   dynamic class: a subclass answers for what it inherits and overrides,
///   and for the methods of a role it adds.
/// - **By hand.** Without the plugin, the default answers `false` for every
///   message, and the engine sends only required ones. Write
///   ``responds(to:)`` in your class, answering `true` for each optional
///   method it implements. A hand-written `responds(to:)` always wins over
///   the default; a method left out of it is never called.
///
/// Swift binds a protocol method to the class that declares the
/// conformance: a subclass overrides a method its superclass declares
/// (and then answers for it too), but a protocol method a subclass adds to
/// its superclass's conformance is never called (Swift calls the protocol's
/// default). The plugin refuses that with a build error, as it refuses a
/// receiver it cannot name (a private or local class): declare the method
/// in the class that conforms, or give the subclass a role of its own
/// (`class Sub: Base, TableViewDelegate`).
///
/// A class meant to be subclassed in another module (as
/// ``TableViewDiffableDataSource`` is) writes ``responds(to:)`` by hand as
/// its own messages united with ``ImplementedMessages/init(of:)``: the
/// subclasses' generated tables then count as well.
public protocol TableMessageReceiver: AnyObject {
    /// `respondsToSelector:`: whether this object implements the optional
    /// method `selector` names. The engine sends an optional message only
    /// when this answers `true`; required methods are always sent.
    ///
    /// Default: what the generated table of this object's class says
    /// (``ImplementedMessages/init(of:)``), and `false` without one.
    func responds(to selector: MessageSelector) -> Bool
}

extension TableMessageReceiver {
    /// What the generated table of this object's dynamic class says
    /// (``ImplementedMessages/init(of:)``); `false` for every message without one.
    public func responds(to selector: MessageSelector) -> Bool {
        ImplementedMessages(of: self).contains(selector)
    }
}

extension TableMessageReceiver where Self: ImplementedMessagesProviding {
    /// What the generated table of this object's dynamic class says: the
    /// same answer as the unconstrained default, chosen at compile time
    /// when the class's table is visible where it conforms (its own module).
    public func responds(to selector: MessageSelector) -> Bool {
        type(of: self).implementedMessages.contains(selector)
    }
}
