/// A scalar resolved under the YAML 1.2 core schema.
public enum ScalarValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)

    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int: "an integer"
        case .float: "a number"
        case .string: "a string"
        }
    }

    static let tagPrefix = "tag:yaml.org,2002:"

    /// Resolves `text` written in `style` with an optional explicit `tag`.
    ///
    /// Quoted and block scalars are strings; plain scalars follow the core schema's regular
    /// expressions (`null`, `~`, `true`/`false` in three casings, decimal/`0o`/`0x` integers,
    /// floats, `.inf`, `.nan`). An explicit `!!str`/`!!int`/... tag wins over the text's shape; a
    /// tag whose text does not fit (e.g. `!!int abc`) stays a string rather than guessing.
    public static func resolve(_ text: String, style: Node.ScalarStyle, tag: String?) -> ScalarValue {
        if let tag {
            switch tag {
            case tagPrefix + "str": return .string(text)
            case tagPrefix + "null": return resolvePlain(text).isNull ? .null : .string(text)
            case tagPrefix + "bool":
                if case .bool(let value) = resolvePlain(text) { return .bool(value) }
                return .string(text)
            case tagPrefix + "int":
                if case .int(let value) = resolvePlain(text) { return .int(value) }
                return .string(text)
            case tagPrefix + "float":
                switch resolvePlain(text) {
                case .float(let value): return .float(value)
                case .int(let value): return .float(Double(value))
                default: return .string(text)
                }
            case "!":
                return .string(text)
            default:
                break
            }
        }
        guard style == .plain else { return .string(text) }
        return resolvePlain(text)
    }

    private var isNull: Bool { if case .null = self { true } else { false } }

    private static func resolvePlain(_ text: String) -> ScalarValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        let utf8 = Array(text.utf8)
        guard let first = utf8.first else { return .string(text) }
        let startsNumeric = (first >= 0x30 && first <= 0x39) || first == 0x2D || first == 0x2B || first == 0x2E
        guard startsNumeric else { return .string(text) }
        if utf8.count > 2, utf8[0] == 0x30, utf8[1] == 0x6F {  // 0o777
            let digits = utf8.dropFirst(2)
            if digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x37 }), let value = Int(String(decoding: digits, as: UTF8.self), radix: 8) {
                return .int(value)
            }
            return .string(text)
        }
        if utf8.count > 2, utf8[0] == 0x30, utf8[1] == 0x78 {  // 0xFF
            let digits = utf8.dropFirst(2)
            if digits.allSatisfy({ $0.isHexDigit }), let value = Int(String(decoding: digits, as: UTF8.self), radix: 16) {
                return .int(value)
            }
            return .string(text)
        }
        if isCoreInteger(utf8) {
            if let value = Int(text) { return .int(value) }
            // Too large for Int: keep the exact digits rather than lose precision silently.
            return .string(text)
        }
        if isCoreFloat(utf8), let value = Double(text) { return .float(value) }
        return .string(text)
    }

    /// `[-+]? [0-9]+`
    static func isCoreInteger(_ utf8: [UInt8]) -> Bool {
        var index = 0
        if utf8[0] == 0x2D || utf8[0] == 0x2B { index = 1 }
        guard index < utf8.count else { return false }
        return utf8[index...].allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    private static func isCoreFloat(_ utf8: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < utf8.count, utf8[index] >= 0x30, utf8[index] <= 0x39 { index += 1 }
            return index - start
        }
        if index < utf8.count, utf8[index] == 0x2D || utf8[index] == 0x2B { index += 1 }
        let integerDigits = digits()
        var fractionDigits = 0
        if index < utf8.count, utf8[index] == 0x2E {
            index += 1
            fractionDigits = digits()
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return false }
        if index < utf8.count, utf8[index] == 0x65 || utf8[index] == 0x45 {
            index += 1
            if index < utf8.count, utf8[index] == 0x2D || utf8[index] == 0x2B { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == utf8.count
    }
}

extension Node.Scalar {
    /// Whether the text is an integer the core schema reads as a number but `Int` (64 bits) cannot
    /// hold, e.g. `18446744073709551615`. Such a scalar resolves to a string that keeps every digit,
    /// so a reader that only passes the number on (an OpenAPI `maximum`) loses nothing; a reader that
    /// needs the value (a spec default or enum case) reports it instead of using the string.
    public var isOversizedInteger: Bool {
        guard style == .plain, tag == nil || tag == ScalarValue.tagPrefix + "int",
              case .string = value else { return false }
        var utf8 = Array(text.utf8)
        guard !utf8.isEmpty else { return false }
        if utf8.count > 2, utf8[0] == 0x30, utf8[1] == 0x6F || utf8[1] == 0x78 {  // 0o…, 0x…
            let isHex = utf8[1] == 0x78
            utf8.removeFirst(2)
            return utf8.allSatisfy { isHex ? $0.isHexDigit : ($0 >= 0x30 && $0 <= 0x37) }
        }
        return ScalarValue.isCoreInteger(utf8)
    }
}

extension UInt8 {
    var isHexDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }
}
