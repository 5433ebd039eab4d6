/// " (did you mean 'x'?)" for the closest known name, or "" when none is close.
package func didYouMean(_ word: String, in names: some Sequence<String>) -> String {
    guard let best = closest(word, in: names) else { return "" }
    return " (did you mean '\(best)'?)"
}

func closest(_ word: String, in names: some Sequence<String>) -> String? {
    // No name is that long: a long word is not a typo of one.
    guard word.count <= 64 else { return nil }
    let w = Array(word.lowercased())
    var best: (name: String, distance: Int)?
    for name in names {
        let d = editDistance(w, Array(name.lowercased()))
        let limit = max(1, min(3, name.count / 3))
        // A suggestion must keep something of the word: any one letter is
        // one edit from '?', which is no reason to suggest it.
        guard d <= limit && d < w.count || name.lowercased().hasPrefix(word.lowercased()) && word.count >= 3 else { continue }
        if best == nil || d < best!.distance || d == best!.distance && name < best!.name { best = (name, d) }
    }
    return best?.name
}

private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    var beforePrevious = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            // A swap of two neighbours counts as one edit.
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        beforePrevious = previous
        swap(&previous, &current)
    }
    return previous[b.count]
}
