/// Checks that input is well-formed UTF-8 made of characters YAML allows, before scanning.
///
/// DEL (U+007F), the C1 controls (U+0080–U+009F) and the noncharacters U+FFFE and U+FFFF are accepted
/// although YAML's printable set leaves them out: YAML 1.2 admits every character but the C0 controls inside
/// quoted scalars for JSON compatibility (`nb-json`), every JSON string may contain them raw, and a JSON
/// document must read the same through the YAML reader.
///
/// Doing this once up front lets the scanner treat a 0 byte as "end of input" and copy bytes
/// into strings without re-validating.
enum YAMLInputValidator {
    static func validate(_ bytes: [UInt8], from start: Int, file: String) throws(Diagnostic) {
        var index = start
        var line = 1
        var lineStart = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte >= 0x20 && byte <= 0x7F {
                index += 1
                continue
            }
            if byte == 0x0A {
                index += 1
                line += 1
                lineStart = index
                continue
            }
            if byte == 0x0D {
                index += 1
                if index < count && bytes[index] == 0x0A { index += 1 }
                line += 1
                lineStart = index
                continue
            }
            if byte == 0x09 {
                index += 1
                continue
            }
            if byte < 0x80 {
                let what = byte == 0 ? "a NUL byte" : "control character U+\(hex(UInt32(byte)))"
                throw located("\(what) is not allowed in YAML; the file may be binary, or the character must be written as an escape in a double-quoted string")
            }
            guard let (_, length) = decode(bytes, at: index) else {
                throw located("invalid UTF-8 byte sequence; save the file as UTF-8")
            }
            index += length
        }

        func located(_ message: String) -> Diagnostic {
            // Columns count scalars; count the valid lead bytes before the bad one.
            var column = 1
            var position = lineStart
            while position < index {
                if bytes[position] & 0xC0 != 0x80 { column += 1 }
                position += 1
            }
            return .error(message, at: SourceLocation(file: file, line: line, column: column))
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Decodes one multi-byte UTF-8 sequence, rejecting overlong forms, surrogates and values
    /// above U+10FFFF.
    private static func decode(_ bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
        let lead = bytes[index]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        switch length {
        case 3 where scalar < 0x800 || (0xD800...0xDFFF).contains(scalar): return nil
        case 4 where scalar < 0x10000 || scalar > 0x10FFFF: return nil
        default: return (scalar, length)
        }
    }
}
