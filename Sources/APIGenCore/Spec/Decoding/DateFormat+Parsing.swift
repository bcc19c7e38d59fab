extension DateFormat {
    /// The named formats a spec can use, in the order docs list them.
    static let namedFormats: [(name: String, format: DateFormat)] = [
        ("iso8601", .iso8601), ("iso8601Fractional", .iso8601Fractional), ("date", .date), ("unix", .unix),
        ("unixMillis", .unixMillis),
    ]

    /// Letters with a meaning in Unicode date patterns (UTS #35), which `DateFormatter` follows.
    private static let patternLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx".unicodeScalars)

    /// A named format, or a custom pattern. `nil` for text that is neither, such as the typo
    /// `iso8061`: its letters `i`, `o` mean nothing in a pattern, so it cannot be one.
    init?(specText text: String) {
        if let named = Self.namedFormats.first(where: { $0.name == text }) {
            self = named.format
            return
        }
        var quoted = false
        var hasField = false
        for scalar in text.unicodeScalars {
            if scalar == "'" {
                quoted.toggle()
            } else if !quoted, scalar.properties.isAlphabetic {
                guard Self.patternLetters.contains(scalar) else { return nil }
                hasField = true
            }
        }
        guard hasField, !quoted else { return nil }
        self = .custom(text)
    }
}
