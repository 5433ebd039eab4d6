/// UIKit's `UINavigationController`: a stack of view controllers, the top
/// one shown. Pushing and popping call the appearance methods in UIKit's
/// order: the new controller's view loaded, the old one's
/// `viewWillDisappear`, the new one's `viewWillAppear`, the old one's
/// `viewDidDisappear`, the new one's `viewDidAppear` (FIDELITY.md U-05).
@MainActor
open class UINavigationController: UIViewController {
    /// UIKit's `viewControllers`, the root first.
    open private(set) var viewControllers: [UIViewController] = []

    /// UIKit's `init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        adopt(rootViewController)
        viewControllers = [rootViewController]
    }

    /// UIKit's `init?(coder:)`: there are no archives here, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit's `topViewController`.
    open var topViewController: UIViewController? { viewControllers.last }
    /// UIKit's `visibleViewController`: what is presented over the top one, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Shows the root as a navigation controller's view does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        topViewController?.loadViewIfNeeded()
        topViewController?.sendViewWillAppear(animated)
    }

    /// The top controller appeared.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        topViewController?.sendViewDidAppear(animated)
    }

    /// UIKit's `pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        AppLog.send(.pushViewController, to: self, [viewController.logDescription, .bool(animated)]) {
            let old = topViewController
            adopt(viewController)
            viewController.loadViewIfNeeded()
            old?.sendViewWillDisappear(animated)
            viewController.sendViewWillAppear(animated)
            viewControllers.append(viewController)
            old?.sendViewDidDisappear(animated)
            viewController.sendViewDidAppear(animated)
        }
    }

    /// UIKit's `popViewController(animated:)`: the top controller goes,
    /// unless it is the root; returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let old = viewControllers.removeLast()
        AppLog.send(.popViewController, to: self, [.bool(animated)]) {
            let new = topViewController
            old.sendViewWillDisappear(animated)
            new?.sendViewWillAppear(animated)
            old.sendViewDidDisappear(animated)
            new?.sendViewDidAppear(animated)
            old.navigationController = nil
        }
        return old
    }

    /// UIKit's `popToRootViewController(animated:)`: returns the controllers removed.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while viewControllers.count > 1, let old = popViewController(animated: animated) { popped.insert(old, at: 0) }
        return popped
    }

    private func adopt(_ controller: UIViewController) {
        controller.navigationController = self
    }
}

/// UIKit's `UINavigationItem`: a controller's title and bar buttons.
@MainActor
open class UINavigationItem {
    /// UIKit's `title`.
    open var title: String?
    /// UIKit's `rightBarButtonItem`: the first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// UIKit's `leftBarButtonItem`: the first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// UIKit's `rightBarButtonItems`.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// UIKit's `leftBarButtonItems`.
    open var leftBarButtonItems: [UIBarButtonItem]?

    /// UIKit's `init(title:)`.
    public init(title: String) {
        self.title = title
    }
}

/// UIKit's `UIBarButtonItem`, with its closure API (`primaryAction`); the
/// target–action initializers need Objective-C's selectors, which Linux
/// does not have (docs/UIKIT.md).
@MainActor
open class UIBarButtonItem {
    /// UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        /// Done, Cancel, Edit, Save, Add, and the rest of UIKit's system items.
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }

    /// UIKit's `title`.
    open var title: String?
    /// UIKit's `image`.
    open var image: UIImage?
    /// UIKit's `primaryAction`: what a tap does.
    open var primaryAction: UIAction?
    /// UIKit's `menu`.
    open var menu: UIMenu?
    /// UIKit's `isEnabled`.
    open var isEnabled = true

    /// UIKit's `init(title:image:primaryAction:menu:)`.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// UIKit's `init(systemItem:primaryAction:menu:)`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: "\(systemItem)", image: nil, primaryAction: primaryAction, menu: menu)
    }

    /// A tap on the button: its primary action's handler, when it is enabled.
    /// (The harness's, for drivers; an app does not tap its own buttons.)
    public func tap() {
        guard isEnabled, let action = primaryAction else { return }
        AppLog.handler(title) { action.perform() }
    }
}

/// UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    /// A sheet (the default since iOS 13): the presenting controller does not disappear.
    case automatic = -2
    /// The presented view covers the screen: the presenting controller disappears.
    case fullScreen = 0
    /// A page sheet.
    case pageSheet
    /// A form sheet.
    case formSheet
    /// Over the current context: the presenting controller disappears.
    case currentContext
    /// No adaptation.
    case none = -1
    /// Over the full screen, the presenting controller's view kept.
    case overFullScreen = 5
}

extension UIViewController {
    /// UIKit's `present(_:animated:completion:)`: the presented controller's
    /// view loaded and its appearance methods called; the presenting
    /// controller disappears only for `.fullScreen` and `.currentContext`
    /// (a sheet leaves it on screen: FIDELITY.md U-06). The completion runs
    /// after.
    public func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        AppLog.send(.presentViewController, to: self, [viewController.logDescription, .bool(animated)]) {
            presentedViewController = viewController
            viewController.presentingViewController = self
            let covers = [.fullScreen, .currentContext].contains(viewController.modalPresentationStyle)
            viewController.loadViewIfNeeded()
            if covers { sendViewWillDisappear(animated) }
            viewController.sendViewWillAppear(animated)
            if covers { sendViewDidDisappear(animated) }
            viewController.sendViewDidAppear(animated)
        }
        completion?()
    }

    /// UIKit's `dismiss(animated:completion:)`: dismisses what this
    /// controller presents, or this controller if another presents it.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil),
              let presenter = presented.presentingViewController else { return }
        AppLog.send(.dismissViewController, to: self, [.bool(animated)]) {
            let covered = [.fullScreen, .currentContext].contains(presented.modalPresentationStyle)
            presented.sendViewWillDisappear(animated)
            if covered { presenter.sendViewWillAppear(animated) }
            presented.sendViewDidDisappear(animated)
            if covered { presenter.sendViewDidAppear(animated) }
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
        }
        completion?()
    }
}
