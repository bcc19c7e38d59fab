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
extension OpenEnum where RawValue == String {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension OpenEnum where RawValue == Int {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
