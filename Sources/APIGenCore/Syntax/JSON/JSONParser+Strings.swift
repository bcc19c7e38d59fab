/// Strings: escapes, surrogate pairs and UTF-8 validation.
extension JSONParser {
    /// Parses the string starting at the `"` at `position`.
    ///
    /// The common case (no escapes) decodes the bytes in place; a string with escapes is rebuilt
    /// in `scratch`, which is reused so escaped strings do not allocate a buffer each.
    mutating func parseString() throws(Diagnostic) -> Node.Scalar {
        let quote = position
        let location = location(at: quote)
        position += 1
        let start = position
        var hasEscapes = false
        while true {
            guard position < bytes.count else {
                throw error("unterminated string; add the closing '\"'", at: quote)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                if !hasEscapes {
                    hasEscapes = true
                    scratch.removeAll(keepingCapacity: true)
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
                }
                guard position + 1 < bytes.count else {
                    throw error("unterminated string; add the closing '\"'", at: quote)
                }
                try readEscape()
                continue
            }
            let length: Int
            if byte < 0x20 {
                throw controlCharacterError()
            } else if byte < 0x80 {
                length = 1
            } else {
                guard let valid = utf8SequenceLength(at: position) else { throw invalidUTF8Error() }
                length = valid
            }
            if hasEscapes {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<position + length]))
            }
            position += length
        }
        let text: String
        if hasEscapes {
            text = String(decoding: scratch, as: UTF8.self)
        } else {
            text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }
        position += 1
        return Node.Scalar(text, style: .doubleQuoted, location: location)
    }

    /// Reads the escape at `position` (a backslash) and appends its UTF-8 to `scratch`.
    private mutating func readEscape() throws(Diagnostic) {
        let backslash = position
        let replacement: UInt8
        switch bytes[backslash + 1] {
        case UInt8(ascii: "\""): replacement = 0x22
        case UInt8(ascii: "\\"): replacement = 0x5C
        case UInt8(ascii: "/"): replacement = 0x2F
        case UInt8(ascii: "b"): replacement = 0x08
        case UInt8(ascii: "f"): replacement = 0x0C
        case UInt8(ascii: "n"): replacement = 0x0A
        case UInt8(ascii: "r"): replacement = 0x0D
        case UInt8(ascii: "t"): replacement = 0x09
        case UInt8(ascii: "u"):
            try readUnicodeEscape()
            return
        default:
            throw error(
                "invalid escape '\\\(describeEscaped(at: backslash + 1))'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                at: backslash)
        }
        scratch.append(replacement)
        position += 2
    }

    /// `\uXXXX`, or a `\uD8xx\uDCxx` surrogate pair; a lone surrogate is an error because it is
    /// not a Unicode scalar and cannot be represented in a String without changing it.
    private mutating func readUnicodeEscape() throws(Diagnostic) {
        let start = position
        let first = try hexQuad(at: start)
        position = start + 6
        var scalarValue = first
        switch first {
        case 0xD800...0xDBFF:
            let next = position
            guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u"),
                  let low = hexQuadValue(at: next), (0xDC00...0xDFFF).contains(low)
            else {
                throw error(
                    "unpaired surrogate \\u\(Self.fourHex(first)): a high surrogate must be followed by "
                        + "a low surrogate escape (\\uDC00-\\uDFFF)",
                    at: start)
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
            position = next + 6
        case 0xDC00...0xDFFF:
            throw error(
                "unpaired surrogate \\u\(Self.fourHex(first)): a low surrogate must follow a high surrogate escape (\\uD800-\\uDBFF)",
                at: start)
        default:
            break
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw error("invalid Unicode escape \\u\(Self.fourHex(first))", at: start)
        }
        scratch.append(contentsOf: String(scalar).utf8)
    }

    /// The value of the four hex digits after the `\u` at `offset`.
    private mutating func hexQuad(at offset: Int) throws(Diagnostic) -> UInt32 {
        guard let value = hexQuadValue(at: offset) else {
            throw error("expected 4 hex digits after '\\u' (like \\u00e9)", at: offset)
        }
        return value
    }

    private func hexQuadValue(at offset: Int) -> UInt32? {
        var value: UInt32 = 0
        for index in offset + 2..<offset + 6 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 0x30
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 0x61 + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - 0x41 + 10
        default: nil
        }
    }

    static func fourHex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The character after a backslash, for the invalid-escape message.
    private func describeEscaped(at offset: Int) -> String {
        guard offset < bytes.count else { return "" }
        let byte = bytes[offset]
        if byte >= 0x20, byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
        if byte >= 0x80, let length = utf8SequenceLength(at: offset) {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
        }
        return Self.codePointName(UInt32(byte))
    }

    private mutating func controlCharacterError() -> Diagnostic {
        let byte = bytes[position]
        switch byte {
        case 0x0A, 0x0D:
            return error(
                "unterminated string: a JSON string cannot contain a line break; close it with '\"' or write \\n",
                at: position)
        case 0x00:
            return error("NUL byte in a string; the file looks binary, not JSON (write \\u0000 for a NUL character)", at: position)
        case 0x09:
            return error("a tab must be escaped in a JSON string; write \\t", at: position)
        default:
            let name = Self.codePointName(UInt32(byte))
            return error(
                "control character \(name) must be escaped in a JSON string; write \\u\(Self.fourHex(UInt32(byte)))",
                at: position)
        }
    }

    private mutating func invalidUTF8Error() -> Diagnostic {
        let byte = bytes[position]
        let isLead = (0xC2...0xF4).contains(byte)
        let what = isLead ? "incomplete or invalid UTF-8 sequence starting with byte" : "invalid UTF-8 byte"
        return error("\(what) \(Self.hex(byte)); save the file as UTF-8", at: position)
    }
}
