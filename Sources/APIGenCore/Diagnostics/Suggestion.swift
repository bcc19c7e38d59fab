/// "Did you mean …?" for misspelled keys, types and names.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
    ///
    /// Close enough means at most a third of the word's length (at least 1, at most 3) edits, or the
    /// same word in a different case. Ties keep the candidate listed first, so callers control the
    /// order (and therefore the output stays deterministic).
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let wordScalars = Array(word.unicodeScalars)
        let lowered = word.lowercased()
        let limit = min(3, max(1, wordScalars.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            if candidate.lowercased() == lowered { return candidate }
            let distance = editDistance(wordScalars, Array(candidate.unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// A note for `closest(to:in:)`, or no note.
    public static func note(for word: String, in candidates: some Sequence<String>) -> [String] {
        closest(to: word, in: candidates).map { ["did you mean '\($0)'?"] } ?? []
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up
    /// early once every path exceeds `limit`, so comparing against many candidates stays cheap.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
