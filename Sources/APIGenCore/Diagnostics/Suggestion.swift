/// "Did you mean …?" for misspelled keys, types and names.
public enum Suggestion {
    /// At most this many candidates are compared by edit distance in one call (the first listed that
    /// pass the length check), so thousands of misspellings against thousands of names stay linear.
    static let maximumComparisons = 200

    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
    ///
    /// Close enough means at most a third of the word's length (at least 1, at most 3) edits, or the
    /// same word in a different case. Ties keep the candidate listed first, so callers control the
    /// order (and therefore the output stays deterministic). Candidates whose length rules them out
    /// cost a length check; of the rest, the first `maximumComparisons` are compared.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let wordScalars = Array(word.unicodeScalars)
        let lowered = Array(word.lowercased().utf8)
        let limit = min(3, max(1, wordScalars.count / 3))
        var best: (candidate: String, distance: Int)?
        var comparisons = 0
        for candidate in candidates where candidate != word {
            // A scalar takes at least one UTF-8 byte: the byte count bounds the length from above, and
            // is the length for ASCII, so counting scalars is needed only for longer non-ASCII names.
            let bytes = candidate.utf8.count
            guard bytes + limit >= wordScalars.count else { continue }
            if bytes > wordScalars.count + limit, candidate.unicodeScalars.count > wordScalars.count + limit { continue }
            if equalIgnoringCase(candidate, lowered) { return candidate }
            guard comparisons < maximumComparisons else { continue }
            comparisons += 1
            let distance = editDistance(wordScalars, Array(candidate.unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Whether `candidate` lowercased is `lowered` (UTF-8), without allocating for ASCII text.
    private static func equalIgnoringCase(_ candidate: String, _ lowered: [UInt8]) -> Bool {
        var index = 0
        for byte in candidate.utf8 {
            guard byte < 0x80, index < lowered.count, lowered[index] < 0x80 else {
                return Array(candidate.lowercased().utf8) == lowered
            }
            let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            guard folded == lowered[index] else { return false }
            index += 1
        }
        return index == lowered.count
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
