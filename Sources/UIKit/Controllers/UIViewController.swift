/// UIKit's `UIViewController`: its view, loaded on first use, and its
/// lifecycle methods, which the harness calls as UIKit would when the
/// controller is shown; its navigation controller, navigation item, Edit
/// button and presentations (UINavigationController.swift).
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// UIKit's `title`.
    open var title: String?

    /// UIKit's `init(nibName:bundle:)`: there are no nibs here, so both are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// UIKit's `init?(coder:)`: there are no archives here, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit's `UIViewController()`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIKit's `view`: loaded on first use (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// UIKit's `viewIfLoaded`.
    open var viewIfLoaded: UIView? { loadedView }

    /// UIKit's `isViewLoaded`.
    open var isViewLoaded: Bool { loadedView != nil }

    /// UIKit's `loadViewIfNeeded()`: `loadView()` then `viewDidLoad()` the first time.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        sendViewDidLoad()
    }

    /// UIKit's `loadView()`: makes the controller's view (a plain view the
    /// size of the screen unless overridden).
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    /// UIKit's `viewDidLoad()`: the view was loaded.
    open func viewDidLoad() {}
    /// UIKit's `viewWillAppear(_:)`.
    open func viewWillAppear(_ animated: Bool) {}
    /// UIKit's `viewDidAppear(_:)`.
    open func viewDidAppear(_ animated: Bool) {}
    /// UIKit's `viewWillDisappear(_:)`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// UIKit's `viewDidDisappear(_:)`.
    open func viewDidDisappear(_ animated: Bool) {}
    /// UIKit's `viewWillLayoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// UIKit's `viewDidLayoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    private var editing = false

    /// UIKit's `navigationController`: the navigation controller whose stack
    /// holds this controller, if any.
    public internal(set) weak var navigationController: UINavigationController?
    /// UIKit's `presentedViewController`: the controller this one presents.
    public internal(set) var presentedViewController: UIViewController?
    /// UIKit's `presentingViewController`: the controller presenting this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// UIKit's `modalPresentationStyle`: `.automatic` (a sheet) by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// UIKit's `navigationItem`: what a navigation bar shows for this controller.
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    private var madeEditButtonItem: UIBarButtonItem?

    /// UIKit's `editButtonItem`: titled Edit, or Done while editing; a tap
    /// calls `setEditing(_:animated: true)` with the other state.
    public var editButtonItem: UIBarButtonItem {
        if let made = madeEditButtonItem { return made }
        let item = UIBarButtonItem(title: editing ? "Done" : "Edit", image: nil,
                                   primaryAction: UIAction(title: "Edit") { [unowned self] _ in
                                       sendSetEditing(!isEditing, animated: true)
                                   })
        madeEditButtonItem = item
        return item
    }

    /// UIKit's `isEditing`; setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// UIKit's `setEditing(_:animated:)`: a table view controller passes it
    /// on to its table.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        madeEditButtonItem?.title = editing ? "Done" : "Edit"
    }
}

/// UIKit's `UIScreen`: the one screen the harness shows apps on.
public final class UIScreen: Sendable {
    /// UIKit's `UIScreen.main`.
    public static let main = UIScreen()
    /// UIKit's `bounds`: an iPhone's width, and the height of the engine's
    /// default viewport (`TableView.viewportHeight`), so that a table the
    /// size of the screen shows what the shell shows.
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 440)
    /// UIKit's `scale`.
    public let scale: CGFloat = 3
}
