/// Where in the app's sources a call into UIKit was made: `#fileID`,
/// `#line` and `#column` of the call.
public struct CallSite: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` gives it: `Module/File.swift`.
    public var fileID: String
    /// The line of the call.
    public var line: Int
    /// The column of the call's opening parenthesis.
    public var column: Int

    /// A call site.
    public init(fileID: String, line: Int, column: Int) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COL`, as compilers print a place.
    public var description: String { "\(fileID):\(line):\(column)" }
}
