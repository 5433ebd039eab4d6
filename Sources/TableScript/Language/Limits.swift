/// What tableshell allows a script to ask for, checked where the value is
/// read, before any work starts: beyond these a command is refused with the
/// limit named, rather than exhaust the machine's memory or time.
enum Limits {
    /// Rows in a table or a model, in all (and so the largest row index).
    static let rows = 100_000_000
    /// Sections in a table or a model (and so the largest section index).
    static let sections = 1_000_000
    /// Heights and offsets, in points.
    static let points = 1e9
    /// `repeat N`.
    static let repeatCount = 10_000_000
    /// Files `source`d inside one another.
    static let sourceDepth = 64
    /// Rows one command may name by a range (`0.0-999`, `S.*`), expanded.
    static let rowsNamed = 10_000_000
}
