import TableScript
import ScriptLanguage
/// trycmd's wildcards: a line `...` matches any number of lines, `[..]`
/// any text within a line.
///
/// The lines between two `...` are a segment; each segment is found at its
/// first place after the one before (the first place leaves the most room
/// for the rest, so it is the right one), the first segment at the start
/// and the last at the end. A segment of plain lines is found with
/// Knuth–Morris–Pratt, in time linear in the lines; one with `[..]` lines
/// is tried at each place, which is bounded: past `comparisonBudget` line
/// comparisons the output counts as different.
enum WildcardMatch {
    /// Line comparisons one match may make when a segment has `[..]` lines.
    static let comparisonBudget = 50_000_000

    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        // Segments between `...` lines.
        var segments: [[String]] = [[]]
        for line in expected {
            if line.trimmingBlanksString == "..." { segments.append([]) } else { segments[segments.count - 1].append(line) }
        }
        if segments.count == 1 {
            return expected.count == actual.count && zip(expected, actual).allSatisfy { lineMatches($0, $1) }
        }
        var budget = comparisonBudget
        let first = segments[0], last = segments[segments.count - 1]
        guard first.count + last.count <= actual.count,
              zip(first, actual).allSatisfy({ lineMatches($0, $1) }),
              zip(last, actual[(actual.count - last.count)...]).allSatisfy({ lineMatches($0, $1) }) else { return false }
        var from = first.count
        let end = actual.count - last.count
        for segment in segments.dropFirst().dropLast() where !segment.isEmpty {
            guard let at = find(segment, in: actual[from..<end], budget: &budget) else { return false }
            from = at + segment.count
        }
        return true
    }

    /// Where `segment` first occurs in `lines` (an index of `lines`), or nil.
    static func find(_ segment: [String], in lines: ArraySlice<String>, budget: inout Int) -> Int? {
        guard segment.count <= lines.count else { return nil }
        if segment.contains(where: { $0.contains("[..]") }) {
            var start = lines.startIndex
            while start + segment.count <= lines.endIndex {
                var k = 0
                while k < segment.count && lineMatches(segment[k], lines[start + k]) { k += 1 }
                budget -= k + 1
                if k == segment.count { return start }
                if budget < 0 { return nil }
                start += 1
            }
            return nil
        }
        // Knuth–Morris–Pratt over lines compared for equality.
        var failure = [0] + Array(repeating: 0, count: segment.count)
        var k = 0
        for i in 1..<max(1, segment.count) {
            while k > 0 && segment[i] != segment[k] { k = failure[k] }
            if segment[i] == segment[k] { k += 1 }
            failure[i + 1] = k
        }
        k = 0
        for i in lines.indices {
            while k > 0 && lines[i] != segment[k] { k = failure[k] }
            if lines[i] == segment[k] { k += 1 }
            if k == segment.count { return i - segment.count + 1 }
        }
        return nil
    }

    static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        guard pattern.contains("[..]") else { return pattern == line }
        let pieces = pattern.components(separatedBy: "[..]")
        var rest = Substring(line)
        for (k, piece) in pieces.enumerated() {
            if k == 0 {
                guard rest.hasPrefix(piece) else { return false }
                rest = rest.dropFirst(piece.count)
            } else if k == pieces.count - 1 {
                return rest.hasSuffix(piece)
            } else {
                guard let r = rest.range(of: piece) else { return false }
                rest = rest[r.upperBound...]
            }
        }
        return true
    }
}

extension String {
    var trimmingBlanksString: String { String(Substring(self).trimmingBlanks) }

    func components(separatedBy separator: String) -> [String] {
        var result: [String] = []
        var rest = Substring(self)
        while let r = rest.range(of: separator) {
            result.append(String(rest[..<r.lowerBound]))
            rest = rest[r.upperBound...]
        }
        result.append(String(rest))
        return result
    }
}

extension Substring {
    package func range(of needle: String) -> Range<Substring.Index>? {
        guard !needle.isEmpty else { return startIndex..<startIndex }
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }
}
