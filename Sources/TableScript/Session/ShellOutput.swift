/// Where a shell's text goes: through the host, and into the recording
/// `record` writes while a typed command runs.
final class ShellOutput {
    private let host: ShellHost
    /// What the command being typed printed so far, for the recording.
    private(set) var capture: String?

    init(host: ShellHost) { self.host = host }

    func write(_ text: String) {
        capture? += text
        host.write(text)
    }

    func writeLine(_ text: String = "") { write(text + "\n") }

    func write(utf8 bytes: [UInt8]) {
        if capture != nil { capture! += String(decoding: bytes, as: UTF8.self) }
        host.write(utf8: bytes)
    }

    /// Output that is not part of what a command printed (`--echo`'s copy
    /// of the command): it stays out of the recording.
    func writeUncaptured(_ text: String) { host.write(text) }

    /// Errors go to their own stream, after the output written so far.
    func writeError(_ text: String) {
        capture? += text
        host.writeError(text)
    }

    func flush() { host.flush() }

    /// Runs `body`, collecting what it prints.
    func capturing(_ body: () -> Void) -> String {
        capture = ""
        body()
        defer { capture = nil }
        return capture ?? ""
    }
}
