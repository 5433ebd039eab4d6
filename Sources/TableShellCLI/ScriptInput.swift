#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableScript

/// A script to run: its text and the name its messages use.
struct Script {
    var name: String
    var text: String
    /// The file it was read from, if it was one.
    var path: String? = nil
}

/// Why a script named on the command line could not be read.
enum ScriptInputError: Error {
    /// Missing, unreadable or a directory: a usage error.
    case unreadable(String)
    /// Standard input still open when `--timeout` ran out.
    case timedOut(String)
    /// The bytes are not UTF-8: bad input.
    case notUTF8(String)

    /// What to print on standard error.
    var message: String {
        switch self {
        case .unreadable(let message), .notUTF8(let message), .timedOut(let message): "tableshell: error: \(message)\n"
        }
    }

    /// 2 for a usage error, 1 for bad input.
    var exitStatus: Int32 {
        switch self {
        case .unreadable: 2
        case .notUTF8, .timedOut: 1
        }
    }
}

/// Reads scripts whole — script files, and standard input when it is not a
/// terminal (libedit reads a pipe one byte per call) — with the one policy
/// every script is read with (`ScriptText`).
enum ScriptInput {
    static func file(_ path: String, host: SystemHost) throws(ScriptInputError) -> Script {
        let bytes: [UInt8]
        do { bytes = try host.readFile(path) } catch { throw .unreadable(error.message) }
        return Script(name: path, text: try decode(bytes, name: path), path: path)
    }

    /// All of standard input, named `<stdin>`.
    static func standardInput() throws(ScriptInputError) -> Script {
        let name = "<stdin>"
        let bytes: [UInt8]
        do { bytes = try SystemHost.readAll(STDIN_FILENO, name: name, limit: ScriptText.maximumBytes) } catch {
            throw Interrupts.timedOut ? .timedOut(error.message) : .unreadable(error.message)
        }
        return Script(name: name, text: try decode(bytes, name: name))
    }

    private static func decode(_ bytes: [UInt8], name: String) throws(ScriptInputError) -> String {
        do { return try ScriptText.decode(bytes, name: name) } catch { throw .notUTF8(error.message) }
    }
}
