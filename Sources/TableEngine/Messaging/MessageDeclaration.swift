/// One UIKit message, declared once: who receives it, its names, what it
/// returns and, for a method an app may implement, what UIKit does without
/// it. Everything else about a message (the engine's lookups, the shell's
/// help, answer checking and groups) is derived from here.
public struct MessageDeclaration: Sendable {
    /// Who receives the message.
    public let receiver: MessageSelector.Receiver
    /// The Objective-C selector, e.g. `tableView:numberOfRowsInSection:`.
    public let objcName: String
    /// The Swift name, e.g. `tableView(_:numberOfRowsInSection:)`.
    public let swiftName: String
    /// What the receiver returns (`nothing` for a message without a result).
    public let returns: MessageAnswer
    /// Whether UIKit requires the method (`@required`): always sent.
    public let isRequired: Bool
    /// For an optional protocol method: what UIKit does when the receiver
    /// does not implement it. Nil for required methods and for messages
    /// that are not an app's to implement.
    public let withoutIt: String?
    /// Why the engine never sends this message, when it does not: UIKit
    /// sends it for something tableshell does not model. Nil: it is sent.
    public let notModelled: String?

    /// A method UIKit requires of its receiver.
    static func required(_ receiver: MessageSelector.Receiver, _ objcName: String, _ swiftName: String,
                         returns: MessageAnswer) -> Self {
        Self(receiver: receiver, objcName: objcName, swiftName: swiftName, returns: returns,
             isRequired: true, withoutIt: nil, notModelled: nil)
    }

    /// An optional method, and what UIKit does without it.
    static func optional(_ receiver: MessageSelector.Receiver, _ objcName: String, _ swiftName: String,
                         returns: MessageAnswer, without withoutIt: String, notModelled: String? = nil) -> Self {
        Self(receiver: receiver, objcName: objcName, swiftName: swiftName, returns: returns,
             isRequired: false, withoutIt: withoutIt, notModelled: notModelled)
    }

    /// A message an app does not implement: the table's own methods, the
    /// cell's, a notification, app code the table runs.
    static func message(_ receiver: MessageSelector.Receiver, _ objcName: String, _ swiftName: String) -> Self {
        Self(receiver: receiver, objcName: objcName, swiftName: swiftName, returns: .nothing,
             isRequired: false, withoutIt: nil, notModelled: nil)
    }
}

/// What a data-source or delegate method returns, as UIKit types it.
public enum MessageAnswer: Sendable, Equatable {
    /// `void`.
    case nothing
    /// `BOOL`.
    case bool
    /// `NSInteger`: an index or a level.
    case integer
    /// `NSInteger`: a number of sections.
    case sectionCount
    /// `NSInteger`: a number of rows.
    case rowCount
    /// `CGFloat`: a row's height or estimate (`UITableViewAutomaticDimension` allowed).
    case rowHeight
    /// `CGFloat`: a header's or footer's height or estimate, where any
    /// positive value is laid out (`CGFLOAT_MIN` collapses a grouped edge).
    case edgeHeight
    /// `NSString *` (nullable).
    case title
    /// `NSArray<NSString *> *` (nullable).
    case titles
    /// `NSIndexPath *`.
    case indexPath
    /// `NSIndexPath *` (nullable).
    case optionalIndexPath
    /// `UITableViewCellEditingStyle`.
    case editingStyle
    /// `UITableViewCellAccessoryType`.
    case accessoryType
    /// `UITableViewCell *`.
    case cell
    /// `UIView *` (nullable): a header or footer view.
    case view
    /// `UISwipeActionsConfiguration *` (nullable).
    case swipeActions
    /// `NSArray<UITableViewRowAction *> *` (nullable).
    case rowActions
    /// `UIContextMenuConfiguration *` (nullable).
    case contextMenu
    /// `UITargetedPreview *` or `UIDragPreviewParameters *` (nullable).
    case preview
    /// `NSArray<UIDragItem *> *`.
    case dragItems
    /// `UITableViewDropProposal *`.
    case dropProposal
}
