/// An open context menu (`UIContextMenuInteraction` driven by the table):
/// the row it came from, and the configuration the delegate gave, which
/// every later message about the menu passes back.
///
/// It follows its row through updates, as UIKit's identity tracker keeps
/// the configuration's row (decompiled `contextMenuInteraction:
/// configurationForMenuAtLocation:`); when the row is deleted or the table
/// reloads, the menu stays up without its row (`indexPath` nil) until it
/// is dismissed.
struct ContextMenu {
    var indexPath: TableIndexPath?
    var configuration: ContextMenuConfiguration

    mutating func reload() { indexPath = nil }

    mutating func remap(_ plan: UpdatePlan) {
        indexPath = indexPath.flatMap { plan.newIndexPath(of: $0) }
    }

    func violations(_ geometry: TableGeometry) -> [String] {
        guard let ip = indexPath, !geometry.contains(ip) else { return [] }
        return ["the context menu's row \(ip) does not exist"]
    }
}

/// How a context menu ends: an action chosen, a tap outside it, or a tap
/// on its preview.
public enum ContextMenuDismissal: Sendable, Equatable {
    /// The user chose the action with this title: its handler runs.
    case action(String)
    /// A tap outside the menu.
    case cancel
    /// A tap on the preview (`willPerformPreviewActionForMenuWithConfiguration:animator:`).
    case preview
}

/// What a long press did, for the shell to report.
public enum LongPressResult: Sendable, Equatable {
    /// A context menu shows these actions' titles.
    case contextMenu([String])
    /// The configuration had no actions: the interaction began, then failed
    /// with a cancellation effect.
    case emptyContextMenu
    /// `contextMenuConfigurationForRowAtIndexPath:point:` answered nil: no
    /// interaction; the finger lifted as from a tap.
    case noContextMenu
    /// The legacy edit menu shows these actions.
    case editMenu([EditAction])
    /// No menu: neither a context menu nor all three edit-menu methods, or
    /// `shouldShowMenuForRowAtIndexPath:` said NO.
    case noMenu
    /// Swipe buttons or a Delete confirmation showed; the press only closed them.
    case closedRevealedButtons
}
