/// How an output line is written in a walkthrough: the one rule shared by
/// `record`, which writes walkthroughs, and the walkthrough reader
/// (TableWalkthrough), which reads them back.
package enum WalkthroughLines {
    /// Whether an output line must be written with one more `\` in front:
    /// after its backslashes it begins with `>` or is the `? failed` marker.
    package static func needsEscape(_ line: Substring) -> Bool {
        let rest = line.drop { $0 == "\\" }
        return rest.hasPrefix(">") || rest == "? failed"
    }

    /// An output line as it is written in a walkthrough.
    package static func escaped(_ line: String) -> String {
        needsEscape(Substring(line)) ? "\\" + line : line
    }

    /// An expected-output line as written, as the output it stands for.
    package static func unescaped(_ line: Substring) -> String {
        line.hasPrefix("\\") && needsEscape(line) ? String(line.dropFirst()) : String(line)
    }
}
