/// UIKit's `UIResponder`: the root of views and view controllers. Here it
/// only names the hierarchy; events come from the harness, not a responder chain.
@MainActor
open class UIResponder {
    /// A responder.
    public init() {}
}
