/// What tableshell allows a script to ask for, checked where the value is
/// read, before any work starts: beyond these a command is refused with the
/// limit named, rather than exhaust the machine's memory, time or stack.
///
/// Each limit says why it is where it is. The memory a session may use is
/// not a constant: see `MemoryBudget` (`set memoryLimit`).
package enum Limits {
    /// Rows in a table or a model, in all (and so the largest row index).
    /// Generated rows cost nothing each; rows with a height of their own
    /// cost tens of bytes each, which the memory budget checks.
    package static let rows = 100_000_000
    /// Sections in a table or a model (and so the largest section index).
    /// Every update visits each one (UIKit's consistency check counts the
    /// rows of every section): with a million an update takes half a second
    /// in a release build, and the time budget refuses to repeat it much.
    package static let sections = 1_000_000
    /// Heights and offsets, in points: a billion points is some twenty
    /// million rows of 44 points, and keeps sums of heights exact.
    package static let points = 1e9
    /// The thinnest row that is not 0, in points: with the tallest viewport
    /// (`viewportHeight`) at most 10,000 rows are on screen at once, each a
    /// cell. Headers and footers may be thinner (apps answer `CGFLOAT_MIN`
    /// to collapse a grouped edge, where 0 means the default: FIDELITY.md
    /// A-19); there is one of each a section, and a million sections
    /// squeezed onto one screen take some 10 s to show.
    package static let minimumHeight = 1.0
    /// The viewport's height, in points: at most 10,000 rows on screen
    /// (about a third of a second to lay out, 10,000 cells in memory).
    package static let viewportHeight = 10_000.0
    /// `repeat N`.
    package static let repeatCount = 10_000_000
    /// Files `source`d inside one another.
    package static let sourceDepth = 64
    /// Blocks (`batch { … }`) written inside one another.
    package static let blockDepth = 32
    /// Commands running inside one another, however they got there: a
    /// `source`d file, a `batch` block, a `repeat`. Each level costs stack;
    /// this many fit in the main thread's 8 MiB in a debug build under
    /// AddressSanitizer.
    package static let commandDepth = 100
    /// Rows one command may name by a range (`0.0-999`, `S.*`), expanded:
    /// a million index paths and the updates they make take about a second.
    package static let rowsNamed = 1_000_000
    /// Numbers, names and operators in one expression (`answer … = EXPR`),
    /// which is evaluated once per row at a reload.
    package static let expressionPieces = 1_000
    /// Parentheses, lists, `?:`, unary operators and members nested in one
    /// expression: parsing and evaluating recurse once per level.
    package static let expressionDepth = 32
    /// Bytes in one line of a script. A line is read, split into words and
    /// shown under an error whole.
    package static let lineBytes = 1 << 20
    /// Bytes in a script file read by `source` (and by the command line).
    package static let scriptBytes = 64 << 20
    /// Messages of one command that `expect log` can look at: each is kept
    /// as it is sent, which costs time and memory on every command (a
    /// reload of a million answered heights sends a million); past them
    /// `expect log` says the log was cut rather than miss a line.
    package static let loggedMessages = 10_000
    /// The time one command may take, in seconds, as estimated before it
    /// starts from what it would visit (`Budget`'s costs, measured on a
    /// release build): beyond it a command is refused, not started. Ctrl-C
    /// and `--timeout` stop what runs.
    package static let commandSeconds = 10.0
}
