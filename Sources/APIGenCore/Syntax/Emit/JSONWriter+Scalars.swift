/// Scalars and string escaping for ``JSONWriter``.
extension JSONWriter {
    static func writeScalar(_ scalar: Node.Scalar, into output: inout [UInt8]) throws(Diagnostic) {
        switch scalar.value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let value):
            output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value):
            output.append(contentsOf: (isJSONNumber(scalar.text) ? scalar.text : String(value)).utf8)
        case .float(let value):
            if isJSONNumber(scalar.text) {
                output.append(contentsOf: scalar.text.utf8)
                // `!!float 129` is a float written like an integer: keep it a float when read back.
                if !scalar.text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
                    output.append(contentsOf: ".0".utf8)
                }
            } else if value.isFinite {
                // Swift's description is the shortest text that reads back to the same Double,
                // and its forms (`1.5`, `1e-07`, `1e+16`) are all valid JSON numbers.
                output.append(contentsOf: value.description.utf8)
            } else {
                throw Diagnostic.error(
                    "'\(scalar.text)' cannot be written as JSON: JSON has no infinity or NaN; quote it to keep it as a string",
                    at: scalar.location)
            }
        case .string(let text):
            if let digits = oversizedInteger(scalar) {
                output.append(contentsOf: digits.utf8)
            } else {
                writeString(text, into: &output)
            }
        }
    }

    /// A plain integer too large for `Int` resolves to a string so no digit is lost; it still was
    /// a number in the source, so JSON gets it as a number with every digit (without `+` or
    /// leading zeros, which JSON does not allow).
    private static func oversizedInteger(_ scalar: Node.Scalar) -> String? {
        guard scalar.style == .plain, scalar.tag == nil || scalar.tag == "tag:yaml.org,2002:int" else { return nil }
        var utf8 = Substring(scalar.text)
        var sign = ""
        if let first = utf8.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : ""
            utf8 = utf8.dropFirst()
        }
        guard !utf8.isEmpty, utf8.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        let digits = utf8.drop { $0 == "0" }
        return digits.isEmpty ? "0" : sign + digits
    }

    /// Whether `text` matches RFC 8259's number grammar exactly.
    static func isJSONNumber(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < utf8.count, utf8[index] >= 0x30, utf8[index] <= 0x39 { index += 1 }
            return index - start
        }
        if index < utf8.count, utf8[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || utf8[integerStart] != UInt8(ascii: "0") else { return false }
        if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < utf8.count, utf8[index] == UInt8(ascii: "e") || utf8[index] == UInt8(ascii: "E") {
            index += 1
            if index < utf8.count, utf8[index] == UInt8(ascii: "+") || utf8[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == utf8.count
    }

    /// Writes `text` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`,
    /// `\r`, `\b`, `\f` or `\u00XX`; everything else, non-ASCII included, as UTF-8.
    static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0x08: output.append(contentsOf: "\\b".utf8)
            case 0x0C: output.append(contentsOf: "\\f".utf8)
            case 0x00..<0x20:
                output.append(contentsOf: "\\u00".utf8)
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0x0F))
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x61 + value - 10
    }
}
