@testable import TableScript

/// A shell whose output and errors are collected as text.
final class Harness {
    var out = ""
    var err = ""
    let shell: Shell

    init(log: LogStyle = .off, width: Int = 60, bail: Bool = true) {
        var options = ShellOptions()
        options.log = log
        options.width = width
        options.bail = bail
        let box = Box()
        shell = Shell(options: options, output: { box.out += $0 }, errors: { box.err += $0 })
        self.box = box
    }

    private let box: Box
    private final class Box {
        var out = ""
        var err = ""
    }

    /// Runs a script; returns its output and errors since the last call.
    @discardableResult
    func run(_ script: String, name: String = "test.tsh") -> (out: String, err: String, ok: Bool) {
        box.out = ""
        box.err = ""
        let ok = shell.run(script: script, name: name)
        return (box.out, box.err, ok)
    }

    var exitStatus: Int32 { shell.finish() }
}
