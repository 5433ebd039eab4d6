import TableEngine

// With TableRender imported, events and values print as the log shows them
// (`print(event)`, string interpolation, test failures), in the
// Objective-C style.

extension TableEvent: CustomStringConvertible {
    /// The event's log line in the Objective-C style, e.g.
    /// `[dl] tableView:didSelectRowAtIndexPath: [0,1]`.
    public var description: String { MessageLogFormatter().line(for: self) }
}

extension Value: CustomStringConvertible {
    /// The value as the log shows it, e.g. `[0,1]`, `YES`, `"Title"`, `<cell#3>`.
    public var description: String { MessageLogFormatter().text(for: self) }
}
