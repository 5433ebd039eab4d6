/// One message to the data source, the delegate, a cell or the table view,
/// as the engine sent (or received) it.
public struct TableEvent: Sendable {
    /// The message: its UIKit names are `selector.objcName` and `selector.swiftName`.
    public var selector: MessageSelector
    /// The cell or view the message went to, for cell messages.
    public var target: Value?
    /// The message's arguments, in its selector's order; the table view
    /// itself, the first argument of every delegate method, is left out.
    public var arguments: [Value]
    /// What the receiver returned; `nil` for `void` methods.
    public var result: Value?
    /// How deep in other messages this one was sent (0 = from the user).
    public var depth: Int
    /// A message UIKit would have sent had the receiver implemented the
    /// method: not sent (its caller went on with UIKit's behaviour without
    /// it), reported only when the table's `reportsUnimplementedMessages` is on.
    public var isUnimplemented: Bool

    /// An event, as the engine makes them; a test builds one to compare.
    public init(selector: MessageSelector, target: Value? = nil, arguments: [Value],
                result: Value? = nil, depth: Int = 0, isUnimplemented: Bool = false) {
        self.selector = selector
        self.target = target
        self.arguments = arguments
        self.result = result
        self.depth = depth
        self.isUnimplemented = isUnimplemented
    }
}
