import TableEngine

/// UIKit's `UITableViewHeaderFooterView`, subclassable, over one engine
/// header or footer view (`HeaderFooterView`). The table calls its
/// `prepareForReuse()` when a dequeue takes it from the pool; its labels
/// and content configuration write the engine view's text.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The engine's view: for renderers and drivers. App code has no use for it.
    public private(set) var engineView: HeaderFooterView

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// UIKit's `init(reuseIdentifier:)`.
    public init(reuseIdentifier: String?) {
        engineView = HeaderFooterView(reuseIdentifier: reuseIdentifier)
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// UIKit's `init?(coder:)`: there are no archives here, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What a table registered with this class calls to make a view (UIKit
    /// calls `init(reuseIdentifier:)` on the class): it calls that
    /// initializer, the subclass's own if it has one. Not UIKit's API.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The app's view object of an engine view the layer gave the table.
    nonisolated static func appView(_ view: HeaderFooterView) -> UITableViewHeaderFooterView? {
        (view.overrides as? HeaderFooterBridge)?.view
    }

    /// The app object of an engine view the table made (a header with a
    /// title): a plain `UITableViewHeaderFooterView` over it, made for the
    /// call and not kept by the engine's view (the engine never lets go of
    /// a header or footer view's app object, so keeping one would keep it
    /// alive for good).
    nonisolated static func appView(adopting view: HeaderFooterView) -> UITableViewHeaderFooterView {
        if let app = appView(view) { return app }
        let engine = AppThreadValue(view)
        return onMainActor {
            let app = UITableViewHeaderFooterView(reuseIdentifier: engine.value.reuseIdentifier)
            app.engineView = engine.value
            return app
        }
    }

    /// The engine view, with this object as its app object: what the table is given.
    func engineViewForTable() -> HeaderFooterView {
        if engineView.overrides == nil { engineView.overrides = HeaderFooterBridge(view: self) }
        return engineView
    }

    /// UIKit's `reuseIdentifier`.
    open var reuseIdentifier: String? { engineView.reuseIdentifier }

    /// UIKit's `contentView`.
    public let contentView: UIView

    /// UIKit's `textLabel`: its text is the engine view's text.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.text = engineView.text
        label.textDidChange = { [unowned self] in engineView.text = $0 }
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// UIKit's `detailTextLabel` (grouped tables' footers): its text is the engine view's detail text.
    open var detailTextLabel: UILabel? {
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        label.text = engineView.detailText
        label.textDidChange = { [unowned self] in engineView.detailText = $0 }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    /// UIKit's `contentConfiguration`: a `UIListContentConfiguration`'s text
    /// and secondary text become the engine view's.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            guard let list = contentConfiguration as? UIListContentConfiguration else { return }
            engineView.text = list.text
            engineView.detailText = list.secondaryText
        }
    }

    /// UIKit's `defaultContentConfiguration()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    /// UIKit's `prepareForReuse()`: the view is leaving the reuse pool for a
    /// dequeue. The base implementation clears the engine view's text.
    open func prepareForReuse() { engineView.applyPendingChange() }
}

/// The app's header or footer view as the engine view's `overrides`.
final class HeaderFooterBridge: HeaderFooterViewOverrides, @unchecked Sendable {
    let view: UITableViewHeaderFooterView

    init(view: UITableViewHeaderFooterView) { self.view = view }

    func prepareForReuse() { onMainActor { view.prepareForReuse() } }
}
