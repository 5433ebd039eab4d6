/// UIKit's `UIView`: a rectangle in a hierarchy. Inert here (nothing is
/// drawn but tables, by TableRender); its properties keep what the app sets.
@MainActor
open class UIView: UIResponder {
    /// UIKit's `frame`, in the superview's coordinates.
    open var frame: CGRect {
        didSet { frameDidChange() }
    }
    /// UIKit's `bounds`: the frame's size at the origin (a table's origin is
    /// its content offset: see `UIScrollView`).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// UIKit's `backgroundColor`.
    open var backgroundColor: UIColor?
    /// UIKit's `tintColor`.
    open var tintColor: UIColor!
    /// UIKit's `isHidden`.
    open var isHidden = false
    /// UIKit's `alpha`.
    open var alpha: CGFloat = 1
    /// UIKit's `tag`.
    open var tag = 0
    /// UIKit's `isUserInteractionEnabled`.
    open var isUserInteractionEnabled = true
    /// UIKit's `clipsToBounds`.
    open var clipsToBounds = false
    /// UIKit's `translatesAutoresizingMaskIntoConstraints`: kept, no Auto Layout here.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// UIKit's `accessibilityIdentifier`.
    open var accessibilityIdentifier: String?
    /// UIKit's `superview`.
    open private(set) weak var superview: UIView?
    /// UIKit's `subviews`, back to front.
    open private(set) var subviews: [UIView] = []

    /// UIKit's `init(frame:)`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// UIKit's `init?(coder:)`: there are no archives here, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// UIKit's `UIView()`: a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Called after `frame` changes: a table follows its height.
    func frameDidChange() {}

    /// UIKit's `addSubview(_:)`: moves `view` to the front of this view's subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// UIKit's `insertSubview(_:at:)`.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }

    /// UIKit's `removeFromSuperview()`.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// UIKit's `viewWithTag(_:)`: this view or the first descendant with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// UIKit's `setNeedsLayout()`: nothing to do in an inert view.
    open func setNeedsLayout() {}
    /// UIKit's `layoutIfNeeded()`: an inert view has no layout; a table lays out its rows.
    open func layoutIfNeeded() {}
    /// UIKit's `layoutSubviews()`: an override point, never called by an inert view.
    open func layoutSubviews() {}
    /// UIKit's `sizeToFit()`: nothing to measure here.
    open func sizeToFit() {}
}
