/// A delegate that answers the row heights of one pass — a section's rows
/// at a reload, every one asked — through a function it makes once for the
/// pass. The UIKit layer's delegate bridge is one: it loads the app's
/// object from its weak reference once a pass, not once a row, as the
/// table holds its own delegate for the pass (`loadRowHeights`). Each row
/// is still one message, recorded and logged as any other.
package protocol RowHeightPass: AnyObject {
    /// Runs `body` with the answers of `heightForRowAtIndexPath:` (or, when
    /// `estimated`, `estimatedHeightForRowAtIndexPath:`) for one pass.
    func withRowHeights<R, E: Error>(estimated: Bool, _ body: ((TableIndexPath) -> Double) throws(E) -> R) throws(E) -> R
}
