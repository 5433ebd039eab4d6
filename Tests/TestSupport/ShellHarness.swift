@testable import TableScript

/// A shell whose output and errors are collected as text.
package final class Harness {
    package let shell: Shell

    /// A session on tableshell's scripted app or, given `app`, on that app.
    package init(log: LogStyle = .off, width: Int = 60, bail: Bool = true, hosting app: (any HostedApp)? = nil) {
        var options = ShellOptions()
        options.log = log
        options.width = width
        options.bail = bail
        shell = Shell(options: options, host: host, hosting: app)
    }

    /// Files are the real ones (tests write temporary scripts); output is kept.
    package let host = DiskHost()

    /// Runs a script; returns its output and errors since the last call.
    @discardableResult
    package func run(_ script: String, name: String = "test.tsh") -> (out: String, err: String, ok: Bool) {
        host.output = ""
        host.errors = ""
        let ok = shell.run(script: script, name: name)
        return (host.output, host.errors, ok)
    }

    package var exitStatus: Int32 { shell.finish() }
}
