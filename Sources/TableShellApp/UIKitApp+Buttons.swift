import TableScript
import UIKit

extension UIKitApp {
    /// The buttons on screen around the table: the presented alert's
    /// enabled actions while one shows (it covers the rest), else the
    /// navigation bar's items of the top view controller.
    @MainActor
    static func buttons(of root: UIViewController) -> [AppButton] {
        if let alert = presentedAlert(of: root) {
            return alert.actions.filter(\.isEnabled).map { AppButton(place: .alert, title: $0.title ?? "") }
        }
        let item = topController(of: root).navigationItem
        return ((item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []))
            .filter { $0.isEnabled && $0.primaryAction != nil }
            .map { AppButton(place: .navigationBar, title: $0.title ?? "") }
    }

    /// Taps `button` (one of ``buttons(of:)``): an alert's action dismisses
    /// the alert, then runs its handler; a bar button runs its primary
    /// action. Returns whether the button was there.
    @MainActor
    static func tap(_ button: AppButton, of root: UIViewController) -> Bool {
        switch button.place {
        case .alert:
            return presentedAlert(of: root)?.tapAction(titled: button.title) ?? false
        case .navigationBar:
            let item = topController(of: root).navigationItem
            guard let bar = ((item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []))
                .first(where: { $0.title == button.title && $0.isEnabled && $0.primaryAction != nil }) else { return false }
            bar.tap()
            return true
        }
    }

    /// The controller whose navigation bar shows: a navigation
    /// controller's top one, else the root.
    @MainActor
    private static func topController(of root: UIViewController) -> UIViewController {
        (root as? UINavigationController)?.topViewController ?? root
    }

    /// The alert the app presents, from its root or the top controller.
    @MainActor
    private static func presentedAlert(of root: UIViewController) -> UIAlertController? {
        var presented = topController(of: root).presentedViewController ?? root.presentedViewController
        while let next = presented?.presentedViewController { presented = next }
        return presented as? UIAlertController
    }
}
