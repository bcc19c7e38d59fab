import Foundation

/// Numbers and Booleans that also decode from their text.
///
/// Servers that keep numbers in string columns send them quoted: Twilio's prices (`"price": "-0.00750"`) and
/// latitudes, PHP back ends' IDs and flags (`"id": "42"`, `"active": "1"`). Foundation's decoding fails the
/// whole response on each of them. Reading the text loses nothing, so generated models decode their `Int`,
/// `Int64`, `Double` and `Bool` properties with these calls, which accept:
/// - the JSON value itself, exactly as `decode` does;
/// - a string that spells one: `"42"`, `"-0.0075"`, `"1e3"` (no spaces, no `"nan"` or `"inf"`); for `Bool`,
///   `"true"` and `"false"`, and `1`, `0`, `"1"` and `"0"`;
/// - for the `IfPresent` forms, a missing key, `null` and `""` as `nil`.
///
/// Anything else is a `DecodingError` naming the key. Encoding is unchanged: a value goes out as its JSON type.
extension KeyedDecodingContainer {
    public func decodeLenient(_ type: Int.Type, forKey key: Key) throws -> Int {
        try required(key, { try decode(Int.self, forKey: key) }, text: Int.init)
    }

    public func decodeLenient(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try required(key, { try decode(Int64.self, forKey: key) }, text: Int64.init)
    }

    public func decodeLenient(_ type: Double.Type, forKey key: Key) throws -> Double {
        try required(key, { try decode(Double.self, forKey: key) }, text: Self.double)
    }

    public func decodeLenient(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try required(key, { try decode(Bool.self, forKey: key) }, text: Self.bool, number: Self.bool)
    }

    public func decodeLenientIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try optional(key, { try decode(Int.self, forKey: key) }, text: Int.init)
    }

    public func decodeLenientIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try optional(key, { try decode(Int64.self, forKey: key) }, text: Int64.init)
    }

    public func decodeLenientIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try optional(key, { try decode(Double.self, forKey: key) }, text: Self.double)
    }

    public func decodeLenientIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try optional(key, { try decode(Bool.self, forKey: key) }, text: Self.bool, number: Self.bool)
    }

    /// The value as its own JSON type or, after a type mismatch only (the fast path is the plain decode), from
    /// its text or, for a Boolean, from the number 1 or 0.
    private func required<T>(
        _ key: Key, _ decodeValue: () throws -> T, text: (String) -> T?, number: ((Int) -> T?)? = nil
    ) throws -> T {
        do {
            return try decodeValue()
        } catch DecodingError.typeMismatch(let type, let context) {
            if let value = try converted(key, type, context, text: text, number: number, emptyIsNil: false) { return value }
            throw DecodingError.typeMismatch(type, context)
        }
    }

    /// As `required`, with a missing key, `null` and `""` read as `nil`.
    private func optional<T>(
        _ key: Key, _ decodeValue: () throws -> T, text: (String) -> T?, number: ((Int) -> T?)? = nil
    ) throws -> T? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        do {
            return try decodeValue()
        } catch DecodingError.typeMismatch(let type, let context) {
            return try converted(key, type, context, text: text, number: number, emptyIsNil: true)
        }
    }

    /// The value that a string or (for `number`) an integer stands for after a type mismatch; `nil` only for
    /// `""` when `emptyIsNil`. Anything else rethrows the mismatch, or names the text that spells no value.
    private func converted<T>(
        _ key: Key, _ type: Any.Type, _ context: DecodingError.Context, text: (String) -> T?, number: ((Int) -> T?)?,
        emptyIsNil: Bool
    ) throws -> T? {
        if let spelled = try? decode(String.self, forKey: key) {
            if emptyIsNil, spelled.isEmpty { return nil }
            guard let value = text(spelled) else { throw mismatch(type, spelled, forKey: key) }
            return value
        }
        if let number, let value = (try? decode(Int.self, forKey: key)).flatMap(number) { return value }
        throw DecodingError.typeMismatch(type, context)
    }

    private func mismatch(_ type: Any.Type, _ text: String, forKey key: Key) -> DecodingError {
        DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "Expected \(type) or its text, found \"\(text)\".")
    }

    private static func double(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    private static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
    }

    private static func bool(_ number: Int) -> Bool? {
        switch number {
        case 1: true
        case 0: false
        default: nil
        }
    }
}
