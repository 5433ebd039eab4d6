import TableScript

// The whole shell in a program of your own: its output goes to the host.
let host = MemoryHost()
let shell = Shell(host: host)
let script = """
    insert 0.0 Apple Banana
    tap 0.1
    render
    """
let ok = shell.run(script: script, name: "embedded")
print(host.output, terminator: "")
print("status \(shell.finish()), ran \(ok ? "to the end" : "into an error")")
