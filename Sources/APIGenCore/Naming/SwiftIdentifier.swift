/// Turns names from a spec (`get-user`, `1st`, `avatar_url`, `class`) into valid Swift identifiers.
///
/// All naming decisions live here, in code, so templates never transform names. The functions are
/// pure and deterministic: the same input always gives the same identifier.
enum SwiftIdentifier {
    /// Splits `text` into words at every character that cannot appear in a Swift identifier
    /// (dashes, spaces, dots, underscores, punctuation). Case inside a word is kept.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `get-user` → `GetUser`, `HTTPBin` → `HTTPBin`, `tricky names` → `TrickyNames`.
    /// Returns `""` when the text has no usable characters.
    static func upperCamelCase(_ text: String) -> String {
        words(in: text).map(capitalizingFirst).joined()
    }

    /// `GetUser` → `getUser`, `URLPath` → `urlPath`, `in_progress` → `inProgress`, `ID` → `id`.
    static func lowerCamelCase(_ text: String) -> String {
        let parts = words(in: text)
        guard let first = parts.first else { return "" }
        return lowercasingLeadingCapitals(first) + parts.dropFirst().map(capitalizingFirst).joined()
    }

    /// Makes a camel-cased name a legal identifier: a leading digit gets an `_` prefix and an
    /// empty name becomes `fallback`. Keywords are *not* escaped here (see `escaped(_:)`).
    static func legalized(_ name: String, fallback: String) -> String {
        guard let first = name.unicodeScalars.first else { return fallback }
        return isHeadScalar(first) ? name : "_" + name
    }

    /// Wraps keywords in backticks (`default` → `` `default` ``); other names are returned as is.
    static func escaped(_ name: String) -> String {
        SwiftKeywords.needsBackticks.contains(name) ? "`\(name)`" : name
    }

    // MARK: - Characters

    private static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Lowercases the leading run of capitals, keeping the last one of a run that starts the next
    /// word (`URLPath` → `urlPath`), or all of it when the word is all capitals (`ID` → `id`).
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var runEnd = 0
        while runEnd < characters.count, characters[runEnd].isUppercase { runEnd += 1 }
        if runEnd == 0 { return word }
        if runEnd == characters.count || runEnd == 1 || !characters[runEnd].isLowercase {
            return String(characters[..<runEnd]).lowercased() + String(characters[runEnd...])
        }
        return String(characters[..<(runEnd - 1)]).lowercased() + String(characters[(runEnd - 1)...])
    }

    /// A scalar that may appear inside an identifier: ASCII letters and digits, and the non-ASCII
    /// ranges the Swift grammar allows as identifier heads or characters. `_` is a separator here.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0..<0x80: false
        default: isNonASCIIHead(scalar.value) || isNonASCIICombining(scalar.value)
        }
    }

    /// Whether an identifier may start with `scalar` (digits and combining marks may not).
    static func isHeadScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: true
        case 0..<0x80: false
        default: isNonASCIIHead(scalar.value)
        }
    }

    /// The identifier-head ranges of The Swift Programming Language's lexical grammar, minus the
    /// invisible ones (soft hyphen, zero-width and bidirectional controls): a spec must not be able
    /// to produce names that look alike but differ.
    private static func isNonASCIIHead(_ value: UInt32) -> Bool {
        headRanges.contains { $0.contains(value) }
    }

    /// The identifier-character ranges that may not start an identifier (combining marks).
    private static func isNonASCIICombining(_ value: UInt32) -> Bool {
        combiningRanges.contains { $0.contains(value) }
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x203F...0x2040, 0x2054...0x2054,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
