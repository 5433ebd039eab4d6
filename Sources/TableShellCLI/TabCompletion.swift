/// What the Tab key does with the shell's candidates for the word before the
/// cursor: complete it, list the choices, or beep.
///
/// The word is what follows the last blank or `;` before the cursor, and
/// the shell's candidates replace it whole (so they may differ from it in
/// case).
enum TabCompletion: Equatable {
    /// Nothing matches.
    case beep
    /// Replace the last `word` before the cursor with `text`.
    case replace(word: String, with: String)
    /// Several candidates and nothing more in common: show them.
    case list([String])

    init(textBeforeCursor text: String, candidates: [String]) {
        let word = String(text.reversed().prefix { !Self.isSeparator($0) }.reversed())
        var seen = Set<String>()
        let choices = candidates.filter { seen.insert($0).inserted }
        switch choices.count {
        case 0:
            self = .beep
        case 1:
            // A finished word gets a space; one that goes on (`text=`, an
            // index path's `0.`) does not.
            let choice = choices[0]
            let goesOn = choice.last.map { "=.,[/".contains($0) } ?? true
            self = .replace(word: word, with: goesOn ? choice : choice + " ")
        default:
            let common = Self.commonPrefix(choices)
            self = common.count > word.count ? .replace(word: word, with: common) : .list(choices)
        }
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == ";"
    }

    private static func commonPrefix(_ words: [String]) -> String {
        var prefix = Substring(words[0])
        for word in words.dropFirst() {
            prefix = prefix.prefix(zip(prefix, word).prefix { $0 == $1 }.count)
        }
        return String(prefix)
    }

    /// The choices in columns that fit `width`, filled row by row, with one
    /// newline at the end of each line.
    static func columns(_ choices: [String], width: Int) -> String {
        let columnWidth = (choices.map(\.count).max() ?? 0) + 2
        let perLine = max(1, width / columnWidth)
        var text = ""
        for (index, choice) in choices.enumerated() {
            let endsLine = index % perLine == perLine - 1 || index == choices.count - 1
            text += endsLine ? choice + "\n" : choice + String(repeating: " ", count: columnWidth - choice.count)
        }
        return text
    }
}
