/// UIKit's `UIScrollView`. A table (`UITableView`) forwards its scrolling
/// to the engine; a plain scroll view only keeps what the app sets.
@MainActor
open class UIScrollView: UIView {
    private var storedOffset: CGPoint = .zero
    private var storedContentSize: CGSize = .zero

    /// UIKit's `contentOffset`: a table's is the engine's.
    open var contentOffset: CGPoint {
        get { offset() }
        set { setOffset(newValue, animated: false) }
    }
    /// UIKit's `contentSize`: a table's is the engine's content height.
    open var contentSize: CGSize {
        get { size() }
        set { storedContentSize = newValue }
    }
    /// UIKit's `contentInset`.
    open var contentInset: UIEdgeInsets = .zero
    /// UIKit's `isScrollEnabled`.
    open var isScrollEnabled = true
    /// UIKit's `showsVerticalScrollIndicator`.
    open var showsVerticalScrollIndicator = true
    /// UIKit's `showsHorizontalScrollIndicator`.
    open var showsHorizontalScrollIndicator = true
    /// UIKit's `alwaysBounceVertical`.
    open var alwaysBounceVertical = false
    /// UIKit's `keyboardDismissMode`.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// UIKit's `refreshControl`: kept, inert.
    open var refreshControl: UIRefreshControl?

    /// UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// The keyboard stays.
        case none
        /// A drag dismisses it.
        case onDrag
        /// A drag down dismisses it interactively.
        case interactive
    }

    /// UIKit's `setContentOffset(_:animated:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        setOffset(contentOffset, animated: animated)
    }

    func offset() -> CGPoint { storedOffset }
    func size() -> CGSize { storedContentSize }
    func setOffset(_ offset: CGPoint, animated: Bool) { storedOffset = offset }
}

/// UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat
    /// UIKit's `UIEdgeInsets(top:left:bottom:right:)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIKit's `UIRefreshControl`: kept by a scroll view, inert (no pull to refresh here).
@MainActor
open class UIRefreshControl: UIView {
    /// UIKit's `isRefreshing`.
    open private(set) var isRefreshing = false
    /// UIKit's `beginRefreshing()`.
    open func beginRefreshing() { isRefreshing = true }
    /// UIKit's `endRefreshing()`.
    open func endRefreshing() { isRefreshing = false }
    /// UIKit's `UIRefreshControl()`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// UIKit's `init?(coder:)`: no archives here.
    public required init?(coder: NSCoder) { return nil }
}
