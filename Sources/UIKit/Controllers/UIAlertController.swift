/// UIKit's `UIAlertController`: an alert or an action sheet with its
/// actions, presented like any controller. A tap on an action dismisses
/// the alert, then runs the action's handler.
@MainActor
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        /// An action sheet.
        case actionSheet
        /// An alert.
        case alert
    }

    /// UIKit's `message`.
    open var message: String?
    /// UIKit's `preferredStyle`.
    public let preferredStyle: Style
    /// UIKit's `actions`, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// UIKit's `preferredAction`.
    open var preferredAction: UIAlertAction?

    /// UIKit's `init(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// UIKit's `init?(coder:)`: there are no archives here, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit's `addAction(_:)`.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// A tap on the action titled `title`: the alert is dismissed, then the
    /// action's handler runs (the harness's, for drivers). Returns whether
    /// the alert had an enabled action of that title.
    @discardableResult
    public func tapAction(titled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
        dismiss(animated: true)
        if let handler = action.handler { AppLog.handler(action.title) { handler(action) } }
        return true
    }
}

/// UIKit's `UIAlertAction`: a button of an alert.
@MainActor
open class UIAlertAction {
    /// UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// The default style.
        case `default`
        /// Cancel.
        case cancel
        /// Destructive.
        case destructive
    }

    /// UIKit's `title`.
    public let title: String?
    /// UIKit's `style`.
    public let style: Style
    /// UIKit's `isEnabled`.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// UIKit's `init(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
