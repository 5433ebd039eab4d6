import TableEngine

/// Raises UIKit's exception from the app's call at `site`: the app's code
/// stops here for good (see `AppThread.raise`).
package func raise(_ exception: TableViewException, at site: CallSite?) -> Never {
    AppThread.raise(AppException(exception, site: site))
}

/// Runs an engine call the app made at `site`; an exception the engine
/// raises ends the app's code there, as it ends the app in UIKit.
package func raising<R>(at site: CallSite?, _ work: () throws(TableViewException) -> R) -> R {
    do {
        return try work()
    } catch {
        raise(error, at: site)
    }
}
