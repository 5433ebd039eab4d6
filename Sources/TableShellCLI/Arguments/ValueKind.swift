/// What an option's value must be. Parsing checks it, and says what was
/// expected when it is not.
enum ValueKind: Sendable {
    /// Any text.
    case text
    /// A whole number in a range, of a unit (`seconds`) or none.
    case integer(ClosedRange<Int>, unit: String?)
    /// A number, like `0.5`.
    case number
    /// One of these words.
    case choice([String])
    /// Text that `isValid` accepts; `expected` says what it must be
    /// ("a size like 512M").
    case custom(expected: String, isValid: @Sendable (String) -> Bool)

    /// Nil when `text` is a valid value; else the usage error's message.
    func problem(with text: String, for option: String) -> String? {
        switch self {
        case .text:
            return nil
        case .integer(let range, let unit):
            let unit = unit.map { " " + $0 } ?? ""
            guard let number = Int(text) else {
                return "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound)\(unit), not '\(text)'."
            }
            return range.contains(number) ? nil : "\(option) must be from \(range.lowerBound) to \(range.upperBound)\(unit), not \(number)."
        case .number:
            return Double(text).map { $0.isFinite } == true ? nil : "\(option) must be a number, not '\(text)'."
        case .choice(let words):
            return words.contains(text) ? nil : "\(option) must be \(Self.list(words)), not '\(text)'."
        case .custom(let expected, let isValid):
            return isValid(text) ? nil : "\(option) must be \(expected), not '\(text)'."
        }
    }

    /// `objc, swift, json or off`.
    static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
