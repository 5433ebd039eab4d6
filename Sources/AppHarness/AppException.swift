import TableEngine

/// An exception UIKit raised where the app would have ended: its name and
/// reason, word for word, and the app's call that raised it.
///
/// In UIKit an `NSException` raised by a table call ends the app at that
/// call. Here the app's code stops there for good (it never returns into
/// the app), each table is put back as it was before its call that raised
/// (a gesture is one call; table calls of the app's own that returned
/// before the raise stay made), and whoever drove the app — a test, the
/// shell — gets this.
public struct AppException: Error, Hashable, Sendable, CustomStringConvertible {
    /// UIKit's exception: its name and reason.
    public var exception: TableViewException
    /// The app's call that raised it; nil when UIKit raised it while the
    /// app's code was not calling it (a method reference, an answer the
    /// table found wrong after the app returned).
    public var site: CallSite?

    /// An exception raised at `site`.
    public init(_ exception: TableViewException, site: CallSite?) {
        self.exception = exception
        self.site = site
    }

    /// `NSInternalInconsistencyException` and the others, as UIKit names them.
    public var name: String { exception.name.rawValue }
    /// UIKit's reason, word for word.
    public var reason: String { exception.reason }

    /// `FILE:LINE:COL: *** NAME: reason`, or without the place when the
    /// site is not known.
    public var description: String {
        site.map { "\($0): \(exception)" } ?? exception.description
    }
}
