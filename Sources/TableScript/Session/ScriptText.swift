import ScriptLanguage
/// How tableshell reads a script's bytes, wherever they come from — a file
/// on the command line, `source`, a walkthrough, standard input: UTF-8, a
/// leading byte-order mark dropped, and invalid bytes an error that says
/// where.
public enum ScriptText {
    /// The bytes as text, or where they stop being UTF-8.
    public static func decode(_ bytes: [UInt8], name: String) throws(HostError) -> String {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = bytes.starts(with: bom) ? bom.count : 0
        if let text = String(validating: bytes[start...], as: UTF8.self) { return text }
        // Find the first bad byte, with its line.
        var line = 1, offset = start
        var iterator = bytes[start...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
            if scalar.count == 1 && scalar.first == 0x0A { line += 1 }
        }
        throw HostError("'\(name)' is not valid UTF-8 at line \(line) (byte offset \(offset))")
    }

    /// The most bytes a script (or a walkthrough) may have: it is read
    /// whole, and its words take some forty times its size in memory.
    public static let maximumBytes = Limits.scriptBytes

    /// Reads and decodes a script through the host: a regular file, not
    /// larger than `maximumBytes`.
    package static func read(_ path: String, from host: ShellHost) throws(HostError) -> String {
        try checkSize(try host.scriptFileSize(path), name: path)
        return try decode(try host.readFile(path), name: path)
    }

    /// Refuses a script larger than `maximumBytes`.
    public static func checkSize(_ size: Int, name: String) throws(HostError) {
        guard size <= maximumBytes else {
            throw HostError("'\(name)' is \(Budget.format(bytes: size)); tableshell reads scripts of at most \(Budget.format(bytes: maximumBytes))")
        }
    }
}

/// A script file read and parsed once (for `source`): its text, which
/// messages quote, and its commands.
struct ParsedScript {
    let text: String
    let parsed: ParsedText
}
