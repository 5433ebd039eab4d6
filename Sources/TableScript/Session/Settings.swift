/// The session's settings: the options the command line and `set`, `log`
/// and `autorender` give. The call log's style and colour, and whether
/// commands are timed, follow the options whenever they change.
final class Settings {
    var options: ShellOptions {
        didSet { follow(oldValue) }
    }
    /// Whether commands that change the screen draw it after them (`autorender on`).
    var autorender = false

    private let log: CallLog
    private let control: RunControl

    init(_ options: ShellOptions, log: CallLog, control: RunControl) {
        self.options = options
        self.log = log
        self.control = control
        follow(nil)
    }

    private func follow(_ old: ShellOptions?) {
        if let old, options.log != old.log { log.set(options.log) }
        log.colour = options.color
        control.timesCommands = options.selfCheck
        control.slowCommandSeconds = options.slowCommandSeconds
    }
}
