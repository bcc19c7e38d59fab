@testable import APIGenCore

/// A JSON value for comparing reader output with the test suite's `in.json`.
///
/// Numbers compare numerically (JSON has one number type), but never equal booleans; objects
/// compare without regard to key order.
enum YAMLSuiteJSONValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([YAMLSuiteJSONValue])
    case object([String: YAMLSuiteJSONValue])

    static func == (lhs: YAMLSuiteJSONValue, rhs: YAMLSuiteJSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// The JSON form of a node; nil when JSON cannot express it (non-scalar keys).
    init?(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            switch scalar.value {
            case .null: self = .null
            case .bool(let value): self = .bool(value)
            case .int(let value): self = .number(Double(value))
            case .float(let value): self = .number(value)
            case .string(let value): self = .string(value)
            }
        case .sequence(let sequence):
            var items: [YAMLSuiteJSONValue] = []
            for item in sequence.items {
                guard let value = YAMLSuiteJSONValue(item) else { return nil }
                items.append(value)
            }
            self = .array(items)
        case .mapping(let mapping):
            var members: [String: YAMLSuiteJSONValue] = [:]
            for entry in mapping.entries {
                guard case .scalar(let key) = entry.key, let value = YAMLSuiteJSONValue(entry.value) else { return nil }
                members[key.text] = value
            }
            self = .object(members)
        }
    }

    /// Parses a sequence of concatenated JSON values (the suite stores one per document).
    static func parseAll(_ text: String) -> [YAMLSuiteJSONValue]? {
        var parser = Parser(bytes: Array(text.utf8))
        var values: [YAMLSuiteJSONValue] = []
        parser.skipWhitespace()
        while parser.index < parser.bytes.count {
            guard let value = parser.parseValue() else { return nil }
            values.append(value)
            parser.skipWhitespace()
        }
        return values
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func parseValue() -> YAMLSuiteJSONValue? {
            skipWhitespace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [String: YAMLSuiteJSONValue] = [:]
                skipWhitespace()
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                while true {
                    skipWhitespace()
                    guard case .string(let key)? = parseValue() else { return nil }
                    skipWhitespace()
                    guard bytes[index] == UInt8(ascii: ":") else { return nil }
                    index += 1
                    guard let value = parseValue() else { return nil }
                    members[key] = value
                    skipWhitespace()
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard bytes[index] == UInt8(ascii: "}") else { return nil }
                    index += 1
                    return .object(members)
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [YAMLSuiteJSONValue] = []
                skipWhitespace()
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                while true {
                    guard let value = parseValue() else { return nil }
                    items.append(value)
                    skipWhitespace()
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard bytes[index] == UInt8(ascii: "]") else { return nil }
                    index += 1
                    return .array(items)
                }
            case UInt8(ascii: "\""):
                return parseString()
            default:
                let start = index
                while index < bytes.count, !" \n\r\t,]}".utf8.contains(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                switch word {
                case "null": return .null
                case "true": return .bool(true)
                case "false": return .bool(false)
                default: return Double(word).map(YAMLSuiteJSONValue.number)
                }
            }
        }

        mutating func parseString() -> YAMLSuiteJSONValue? {
            index += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") {
                    flush()
                    return .string(String(scalars))
                }
                guard byte == UInt8(ascii: "\\") else { raw.append(byte); continue }
                flush()
                let code = bytes[index]
                index += 1
                switch code {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "u"):
                    guard var value = hex4() else { return nil }
                    if (0xD800...0xDBFF).contains(value), bytes[index] == UInt8(ascii: "\\") {
                        index += 2
                        guard let low = hex4() else { return nil }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else { return nil }
                    scalars.append(scalar)
                default: scalars.append(Unicode.Scalar(code))
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count,
                let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { return nil }
            index += 4
            return value
        }
    }
}
