/// Scalar text and quoting for ``YAMLWriter``.
extension YAMLWriter {
    /// The canonical YAML text of a scalar's value.
    static func scalarText(_ scalar: Node.Scalar) -> String {
        switch scalar.value {
        case .null:
            return "null"
        case .bool(let value):
            return value ? "true" : "false"
        case .int(let value):
            return String(value)
        case .float(let value):
            // A literal beyond Double's range (`1e400`) reads as infinity and one below it (`1e-400`)
            // as zero: keep its text, which reads back the same, rather than change the number.
            if value.isInfinite || value == 0, isExponentLiteral(scalar.text) { return scalar.text }
            return floatText(value)
        case .string(let text):
            if isOversizedInteger(scalar) { return text }
            return needsQuotes(text) ? doubleQuoted(text) : text
        }
    }

    /// The canonical text of a float: `.nan`, `.inf`, `-.inf`, or the shortest text that reads back as `value`.
    static func floatText(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
        // Shortest round-trip text. Swift writes `1e+16` without a `.`; YAML 1.1 readers need
        // one to see a float, so it becomes `1.0e+16` (the exponent sign is always written).
        let text = value.description
        guard !text.contains("."), let exponent = text.firstIndex(of: "e") else { return text }
        return text[..<exponent] + ".0" + text[exponent...]
    }

    /// `[-+]? digits [. digits] e [-+]? digits`: a number written with an exponent (not `.inf`).
    private static func isExponentLiteral(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } && text.utf8.allSatisfy {
            switch $0 {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"): true
            default: false
            }
        }
    }

    /// A plain integer too large for `Int` resolves to a string that keeps every digit. Written
    /// plain again it resolves to the same string, and it stays a number for other readers.
    private static func isOversizedInteger(_ scalar: Node.Scalar) -> Bool {
        guard scalar.style == .plain, scalar.tag == nil else { return false }
        var digits = Substring(scalar.text).utf8
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        return !digits.isEmpty && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Whether `text` must be double-quoted to read back as the same string.
    ///
    /// Quoted: text that a plain scalar would resolve to something else (`""`, `null`, `true`,
    /// `12`, `.inf`); text that starts like a number (digit, `.`, `+`), so YAML 1.1 readers do
    /// not see dates or octals either; YAML 1.1 booleans (`yes`, `off`, `y`), the merge key `<<`
    /// and the value key `=`; a leading indicator character (`- ? : , [ ] { } # & * ! | > ' " %
    /// @` and backtick); leading or trailing blanks; `: ` or ` #` inside, or a trailing `:`; and
    /// anything with a line break, tab, control or other non-printable character.
    static func needsQuotes(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return true }
        switch first {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"),
             UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"),
             UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"),
             UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "):
            return true
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
             UInt8(ascii: "f"), UInt8(ascii: "F"):
            // Past the first-character rules only `~`, `null`, `true`, `false` and their casings
            // can still resolve to something other than a string.
            if ScalarValue.resolve(text, style: .plain, tag: nil) != .string(text) { return true }
        default:
            break
        }
        if last == UInt8(ascii: " ") || last == UInt8(ascii: ":") { return true }
        // YAML 1.1 booleans, merge key `<<` and value key `=`, so older readers agree.
        if utf8.count <= 3 {
            switch text.lowercased() {
            case "y", "n", "yes", "no", "on", "off", "<<", "=": return true
            default: break
            }
        }
        // One pass over the bytes; the two previous bytes recognise the multi-byte characters
        // of `needsEscape(_:)` (C1 controls, U+2028/U+2029, U+FEFF, U+FFFE/U+FFFF).
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in utf8 {
            switch byte {
            case 0x00..<0x20, 0x7F:
                return true
            case UInt8(ascii: " ") where previous == UInt8(ascii: ":"):
                return true
            case UInt8(ascii: "#") where previous == UInt8(ascii: " "):
                return true
            case 0x80...0x9F where previous == 0xC2:
                return true
            case 0xA8...0xA9 where beforePrevious == 0xE2 && previous == 0x80:
                return true
            case 0xBF where beforePrevious == 0xEF && previous == 0xBB:
                return true
            case 0xBE...0xBF where beforePrevious == 0xEF && previous == 0xBF:
                return true
            default:
                break
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// Characters written as escapes inside double quotes: C0 and C1 controls (tab included),
    /// DEL, the Unicode line and paragraph separators, the byte order mark and the noncharacters
    /// U+FFFE / U+FFFF, none of which YAML allows or keeps as-is in a scalar.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// `text` in double quotes, with `"`, `\` and the characters of ``needsEscape(_:)`` escaped.
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            case _ where needsEscape(scalar):
                let digits = String(scalar.value, radix: 16, uppercase: true)
                let width = scalar.value < 0x100 ? 2 : 4
                let prefix = scalar.value < 0x100 ? "\\x" : "\\u"
                result += prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }
}
