import TableEngine

/// UIKit's `UIMenuElement`: an action or a menu.
@MainActor
open class UIMenuElement {
    /// UIKit's `title`.
    public let title: String
    /// UIKit's `image`: kept, not drawn.
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// The engine's actions of this element: an action, or a menu's actions in order.
    func engineActions() -> [MenuAction] { [] }
}

/// UIKit's `UIMenu`: a titled group of actions and menus. The engine shows
/// a context menu's actions as one list, submenus' actions in order.
@MainActor
open class UIMenu: UIMenuElement {
    /// UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// An identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The menu's children show in line in their parent.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
    }

    /// UIKit's `children`.
    public let children: [UIMenuElement]
    /// UIKit's `options`.
    public let options: Options
    /// UIKit's `identifier`.
    public let identifier: Identifier?

    /// UIKit's `init(title:image:identifier:options:children:)`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        self.identifier = identifier
        super.init(title: title, image: image)
    }

    override func engineActions() -> [MenuAction] { children.flatMap { $0.engineActions() } }
}

/// UIKit's `UIAction`: a menu item with a handler.
@MainActor
open class UIAction: UIMenuElement {
    /// UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// An identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt
        /// Attributes of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown but not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// Unchecked.
        case off
        /// Checked.
        case on
        /// Mixed.
        case mixed
    }

    /// UIKit's `attributes`.
    open var attributes: Attributes
    /// UIKit's `state`.
    open var state: State
    /// UIKit's `identifier`.
    public let identifier: Identifier
    private let handler: (UIAction) -> Void

    /// UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping (UIAction) -> Void) {
        self.attributes = attributes
        self.state = state
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the action's handler: what a tap on its button or menu item does.
    func perform() { handler(self) }

    override func engineActions() -> [MenuAction] {
        guard !attributes.contains(.hidden) else { return [] }
        return [MenuAction(title: title, isDestructive: attributes.contains(.destructive)) { [self] _ in
            onMainActor { handler(self) }
        }]
    }
}

/// UIKit's `UIContextMenuConfiguration`: what a long press on a row shows.
/// The engine asks `actionProvider` for the menu when the menu opens; the
/// preview is never shown.
@MainActor
open class UIContextMenuConfiguration {
    /// UIKit's `UIContextMenuActionProvider`.
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?
    /// UIKit's `UIContextMenuContentPreviewProvider`.
    public typealias PreviewProvider = () -> UIViewController?

    /// UIKit's `identifier`.
    public let identifier: any NSCopying
    private let previewProvider: PreviewProvider?
    private let actionProvider: ActionProvider?

    /// UIKit's `init(identifier:previewProvider:actionProvider:)`.
    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The engine's configuration: the menu's actions, asked now.
    func engineConfiguration() -> ContextMenuConfiguration {
        ContextMenuConfiguration(actions: actionProvider?([])?.engineActions() ?? [])
    }
}
