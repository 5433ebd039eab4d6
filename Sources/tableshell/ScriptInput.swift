@preconcurrency import Glibc

/// A script to run: its text and the name its messages use.
struct Script {
    var name: String
    var text: String
}

/// Why a script could not be read.
enum ScriptInputError: Error {
    /// Missing, unreadable or a directory: a usage error.
    case unreadable(path: String, reason: String)
    /// The bytes are not UTF-8: bad input.
    case notUTF8(name: String, byteOffset: Int)

    /// What to print on standard error.
    var message: String {
        switch self {
        case .unreadable(let path, let reason):
            return "tableshell: error: cannot read '\(path)': \(reason)\n"
        case .notUTF8(let name, let offset):
            return "\(name): error: not valid UTF-8 (byte offset \(offset))\n"
        }
    }

    /// 2 for a usage error, 1 for bad input.
    var exitStatus: Int32 {
        switch self {
        case .unreadable: return 2
        case .notUTF8: return 1
        }
    }
}

/// Reads scripts whole, with `read(2)`: script files, and standard input when
/// it is not a terminal. (libedit reads a pipe one byte per call.)
enum ScriptInput {
    /// The script in the file at `path`, named by the path as given.
    static func file(_ path: String) throws(ScriptInputError) -> Script {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR {
            throw .unreadable(path: path, reason: "is a directory")
        }
        return Script(name: path, text: try decode(try readAll(fd, path: path), name: path))
    }

    /// All of standard input, named `<stdin>`.
    static func standardInput() throws(ScriptInputError) -> Script {
        let name = "<stdin>"
        return Script(name: name, text: try decode(try readAll(STDIN_FILENO, path: name), name: name))
    }

    private static func readAll(_ fd: Int32, path: String) throws(ScriptInputError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// The bytes as a String, without a leading byte-order mark; or where
    /// they stop being UTF-8.
    static func decode(_ bytes: [UInt8], name: String) throws(ScriptInputError) -> String {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = bytes.starts(with: bom) ? bom.count : 0
        if let text = String(validating: bytes[start...], as: UTF8.self) {
            return text
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
        }
        throw .notUTF8(name: name, byteOffset: offset)
    }
}
