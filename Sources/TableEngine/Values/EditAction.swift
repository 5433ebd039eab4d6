/// A standard action of the edit menu a long press shows (`cut:`, `copy:`,
/// …), in the order UIKit asks `canPerformAction:forRowAtIndexPath:withSender:`
/// about them.
public enum EditAction: String, CaseIterable, Sendable {
    /// `cut:`.
    case cut
    /// `copy:`.
    case copy
    /// `paste:`.
    case paste
    /// `select:`.
    case select
    /// `selectAll:`.
    case selectAll
    /// `delete:`, never shown (FIDELITY.md B-65).
    case delete

    /// The action's Objective-C selector, as the delegate receives it: `cut:`.
    public var selector: String { rawValue + ":" }

    /// Whether the menu can show it: seed 003 saw `delete:` left out even
    /// when the delegate allowed it.
    public var isDisplayed: Bool { self != .delete }

    /// Whether tapping it reaches `performAction:forRowAtIndexPath:withSender:`:
    /// seed 003 saw only cut, copy and paste do.
    public var isPerformed: Bool { self == .cut || self == .copy || self == .paste }
}
