// A UIKit-named layer over TableEngine: real UIKit table code — data
// sources, delegates, cell subclasses, diffable data sources, table view
// controllers — compiles against it unchanged and runs headless, with the
// engine's message log, UIKit's exceptions and TableRender's drawing.
//
// Like Apple's UIKit, `import UIKit` brings Foundation and Core Graphics
// with it, and the harness's public types (`AppException`, `CallSite`),
// which app tests catch and read.
//
// How it is put together:
//
// - AppHarness (a target of its own): app code runs on an `AppThread` (standing for the main
//   thread; `onMainActor` enters `@MainActor` code from the engine's
//   non-isolated calls, and `MainActorCheck` lets Swift's run-time
//   isolation checks pass there). A driver enters the app with
//   `AppThread.perform { onMainActor { … } }`; an exception UIKit raises
//   ends the app's code at its call (`raising(at:)`), and the entry
//   returns it as `AppException`.
// - Table/: `UITableView` wraps one engine `TableView` (`engineTable`,
//   public for drivers and renderers); `UITableViewCell` and
//   `UITableViewHeaderFooterView` wrap an engine cell or view
//   (`engineCell`, `engineView`) and become its app object
//   (`TableViewCell.overrides`) when the table is given them, so the
//   table's messages run the app's overrides in UIKit's order.
//   `UITableViewCell.appCell(_:)` maps an engine cell back.
// - Bridges/: the engine's data source, delegate, prefetch, drag and drop
//   objects for the app's, one per table and role: each message enters
//   the app's code, types converted; `responds(to:)` is the required
//   methods and what the app's class implements (its generated table,
//   from ImplementedMessagesPlugin, which an app target applies).
// - Controllers/: `UIViewController` (the view loaded on first use, the
//   lifecycle methods a driver calls) and `UITableViewController` (whose
//   view is its table, `tableView`). A driver finds a controller's table
//   as `(controller as? UITableViewController)?.tableView`, or by walking
//   `view` and `subviews` for a `UITableView`.
// - Diffable/, Actions/, Protocols/, Views/, Values/: the rest of UIKit's
//   table API and the inert stand-ins around it.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import AppHarness
