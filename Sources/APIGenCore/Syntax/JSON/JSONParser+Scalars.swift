/// Numbers, `true` / `false` / `null`, and the helpful errors for things that are almost JSON.
extension JSONParser {
    /// Parses the scalar at `position` (not `[` or `{`).
    mutating func parseScalar() throws(Diagnostic) -> Node {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""):
            return .scalar(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .scalar(try parseNumber())
        case _ where byte.isJSONWordByte:
            return .scalar(try parseWord())
        case UInt8(ascii: "'"):
            throw error("strings in JSON need double quotes, not single quotes", at: position)
        case UInt8(ascii: "/"), UInt8(ascii: "#"):
            throw error("comments are not allowed in JSON; remove them", at: position)
        case UInt8(ascii: "+"):
            throw error("a JSON number cannot start with '+'; remove it", at: position)
        case UInt8(ascii: "."):
            throw error("a JSON number needs a digit before the decimal point (write 0.5, not .5)", at: position)
        case 0x00:
            throw error("unexpected NUL byte; the file looks binary, not JSON", at: position)
        default:
            throw error(
                "expected a JSON value (object, array, string, number, true, false or null), found \(describe(at: position))",
                at: position)
        }
    }

    /// `true`, `false`, `null`, or an error naming the bare word found instead.
    private mutating func parseWord() throws(Diagnostic) -> Node.Scalar {
        let start = position
        var end = position
        while end < bytes.count, bytes[end].isJSONWordByte { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        switch word {
        case "true", "false", "null":
            let location = location(at: start)
            position = end
            return Node.Scalar(word, style: .plain, location: location)
        case "NaN", "Infinity":
            throw error("NaN and Infinity are not valid JSON numbers; use null or a string", at: start)
        default:
            let lowered = word.lowercased()
            if lowered == "true" || lowered == "false" || lowered == "null" {
                throw error("'\(word)' is not a JSON literal; write it in lowercase: \(lowered)", at: start)
            }
            throw error("unexpected '\(word)'; strings in JSON need double quotes", at: start)
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as its exact source text.
    private mutating func parseNumber() throws(Diagnostic) -> Node.Scalar {
        let start = position
        if bytes[position] == UInt8(ascii: "-") {
            position += 1
            if peek() == UInt8(ascii: "I") {
                throw error("NaN and Infinity are not valid JSON numbers; use null or a string", at: start)
            }
            guard peek()?.isDigit == true else {
                throw error("expected a digit after '-', found \(describe(at: position))", at: position)
            }
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if peek()?.isDigit == true {
                throw error("leading zeros are not allowed in JSON numbers; remove them", at: start)
            }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard peek()?.isDigit == true else {
                throw error(
                    "expected a digit after the decimal point, found \(describe(at: position)) (write 1.0, not 1.)",
                    at: position)
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard peek()?.isDigit == true else {
                throw error("expected a digit in the exponent, found \(describe(at: position))", at: position)
            }
            skipDigits()
        }
        if let next = peek(), next.isJSONWordByte || next == UInt8(ascii: ".") {
            throw error(
                "unexpected \(describe(at: position)) after a number; JSON numbers are decimal, like 12, -3.5 or 1e9",
                at: position)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        return Node.Scalar(text, style: .plain, location: location(at: start))
    }

    private mutating func skipDigits() {
        while position < bytes.count, bytes[position].isDigit { position += 1 }
    }
}

extension UInt8 {
    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
}
