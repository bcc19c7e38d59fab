/// Spells spec text as Swift source: string literals, doc comment lines and number literals.
///
/// Nothing a spec says can become code: every string goes through `string(_:)` and every
/// description through `docLines(_:)`.
enum SwiftLiteral {
    /// A one-line string literal: `"a \"b\" \\(c)"`. Backslashes, quotes and every control or line
    /// separator character are escaped, so `\(`, `"""`, `#` and newlines stay text.
    static func string(_ text: String) -> String {
        // Most spec text is printable ASCII without a quote or backslash: nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if isUnsafeInSource(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The lines of a doc comment body for `text` (without the `/// ` prefix): split at every line
    /// break, control characters removed, trailing spaces trimmed, leading and trailing blank lines
    /// dropped. A line comment cannot be closed early, so `*/` and the like stay text.
    static func docLines(_ text: String?) -> [String] {
        guard let text else { return [] }
        // Fast path, the common description: printable ASCII on one line, so nothing to split, replace or
        // remove; only trailing spaces to trim.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let line = text.utf8.reversed().drop { $0 == UInt8(ascii: " ") }.count
            return line == 0 ? [] : [String(decoding: text.utf8.prefix(line), as: UTF8.self)]
        }
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if isLineBreak(scalar) {
                if scalar == "\n" && previousWasCarriageReturn { continue }
                lines.append(trimmingTrailingWhitespace(String(current)))
                current = String.UnicodeScalarView()
            } else if scalar == "\t" {
                current.append(" ")
            } else if !isUnsafeInSource(scalar) {
                current.append(scalar)
            }
        }
        lines.append(trimmingTrailingWhitespace(String(current)))
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `10` for integral values, otherwise Swift's shortest round-trip spelling (`2.5`, `1e-05`).
    /// Returns `nil` for infinities and NaN, which have no literal.
    static func number(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return "\(value)"
    }

    /// `text` with control characters and line breaks replaced by spaces: for one-line comments
    /// such as the file header.
    static func commentText(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isLineBreak(scalar) || isUnsafeInSource(scalar) ? " " : scalar)
        }
        return String(result)
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Characters a source file should not hold raw: C0/C1 controls (the compiler warns about NUL),
    /// line separators, and bidirectional controls that make source read differently from how it
    /// compiles.
    private static func isUnsafeInSource(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    private static func trimmingTrailingWhitespace(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        while let last = scalars.last, last == " " || last == "\u{A0}" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
