/// An enum whose unknown raw values decode to an `unknown(raw)` case instead of failing, and
/// encode back unchanged — servers add values faster than clients ship.
///
/// Conforming types provide a non-failable `init(rawValue:)` and `rawValue`; the runtime gives
/// `Codable` and `ParameterValue` through the raw value.
public protocol OpenEnum: RawRepresentable, Codable, Hashable, Sendable, ParameterValue
where RawValue: Codable & Hashable & Sendable & ParameterValue {
    init(rawValue: RawValue)
}

extension OpenEnum {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(RawValue.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var parameterValues: [String] { rawValue.parameterValues }
}

// The standard library has its own `init(from:)`/`encode(to:)` for String- and Int-backed
// RawRepresentable types; these more specific overloads keep the choice unambiguous.
// A server that sends a string enum's value as a number (`3` for `"3"`) or an integer enum's as text (`"3"`)
// is read as models read their scalar properties (`decodeLenient`).
extension OpenEnum where RawValue == String {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            self.init(rawValue: try container.decode(String.self))
        } catch DecodingError.typeMismatch(let type, let context) {
            guard let text = numberText(
                int64: try? container.decode(Int64.self), uint64: try? container.decode(UInt64.self),
                double: try? container.decode(Double.self))
            else { throw DecodingError.typeMismatch(type, context) }
            self.init(rawValue: text)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension OpenEnum where RawValue == Int {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            self.init(rawValue: try container.decode(Int.self))
        } catch DecodingError.typeMismatch(let type, let context) {
            guard let text = try? container.decode(String.self), let value = Int(text) else {
                throw DecodingError.typeMismatch(type, context)
            }
            self.init(rawValue: value)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
