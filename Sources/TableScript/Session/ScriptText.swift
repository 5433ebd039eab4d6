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

    /// Reads and decodes a script through the host.
    static func read(_ path: String, from host: ShellHost) throws(HostError) -> String {
        try decode(try host.readFile(path), name: path)
    }
}
