import Foundation

/// Numbers, Booleans and strings that also decode from each other's JSON.
///
/// Servers that keep numbers in string columns send them quoted: Twilio's prices (`"price": "-0.00750"`) and
/// latitudes, PHP back ends' IDs and flags (`"id": "42"`, `"active": "1"`). Others send a number where the schema
/// says string: Intercom's and Xero's IDs and receipt numbers (`"id": 12345`). Foundation's decoding fails the whole
/// response on each of them. Generated models decode their `Int`, `Int64`, `Double`, `Bool` and `String` properties
/// with these calls, which accept:
/// - the JSON value itself, exactly as `decode` does;
/// - for a number, a string that spells one: `"42"`, `"-0.0075"`, `"1e3"` (no spaces, no `"nan"` or `"inf"`);
/// - for `Bool`, `"true"` and `"false"`, and `1`, `0`, `"1"` and `"0"`;
/// - for `String`, a number, as its text: integers exactly (`12345` → `"12345"`), others as Swift writes the
///   `Double` (`1.50` → `"1.5"`);
/// - for the `IfPresent` forms, a missing key and `null` as `nil`, and `""` too for numbers and Booleans.
///
/// Anything else is a `DecodingError` naming the key. Encoding is unchanged: a value goes out as its own JSON type.
/// The plain decode runs first, so a well-typed value costs one decode.
extension KeyedDecodingContainer {
    public func decodeLenient(_ type: Int.Type, forKey key: Key) throws -> Int {
        do {
            return try decode(Int.self, forKey: key)
        } catch {
            return try converted(after: error, key, text: Int.init)
        }
    }

    public func decodeLenient(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        do {
            return try decode(Int64.self, forKey: key)
        } catch {
            return try converted(after: error, key, text: Int64.init)
        }
    }

    public func decodeLenient(_ type: Double.Type, forKey key: Key) throws -> Double {
        do {
            return try decode(Double.self, forKey: key)
        } catch {
            return try converted(after: error, key, text: Self.double)
        }
    }

    public func decodeLenient(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        do {
            return try decode(Bool.self, forKey: key)
        } catch {
            return try converted(after: error, key, text: Self.bool, number: Self.bool)
        }
    }

    public func decodeLenient(_ type: String.Type, forKey key: Key) throws -> String {
        do {
            return try decode(String.self, forKey: key)
        } catch DecodingError.typeMismatch(let type, let context) {
            guard let text = numberText(forKey: key) else { throw DecodingError.typeMismatch(type, context) }
            return text
        }
    }

    public func decodeLenientIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        do {
            return try decodeIfPresent(Int.self, forKey: key)
        } catch {
            return try convertedIfPresent(after: error, key, text: Int.init)
        }
    }

    public func decodeLenientIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        do {
            return try decodeIfPresent(Int64.self, forKey: key)
        } catch {
            return try convertedIfPresent(after: error, key, text: Int64.init)
        }
    }

    public func decodeLenientIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        do {
            return try decodeIfPresent(Double.self, forKey: key)
        } catch {
            return try convertedIfPresent(after: error, key, text: Self.double)
        }
    }

    public func decodeLenientIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        do {
            return try decodeIfPresent(Bool.self, forKey: key)
        } catch {
            return try convertedIfPresent(after: error, key, text: Self.bool, number: Self.bool)
        }
    }

    public func decodeLenientIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        do {
            return try decodeIfPresent(String.self, forKey: key)
        } catch DecodingError.typeMismatch(let type, let context) {
            guard let text = numberText(forKey: key) else { throw DecodingError.typeMismatch(type, context) }
            return text
        }
    }

    /// The slow path, after the plain decode failed with `error`: the value that a string or (with `number`) an
    /// integer stands for. Any other failure is rethrown; text that spells no value is an error that quotes it.
    private func converted<T>(
        after error: any Error, _ key: Key, text: (String) -> T?, number: ((Int) -> T?)? = nil
    ) throws -> T {
        guard case DecodingError.typeMismatch(let type, _) = error else { throw error }
        if let spelled = try? decode(String.self, forKey: key) {
            guard let value = text(spelled) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "Expected \(type) or its text, found \"\(spelled)\".")
            }
            return value
        }
        if let number, let value = (try? decode(Int.self, forKey: key)).flatMap(number) { return value }
        throw error
    }

    /// As `converted`, with `""` read as `nil`.
    private func convertedIfPresent<T>(
        after error: any Error, _ key: Key, text: (String) -> T?, number: ((Int) -> T?)? = nil
    ) throws -> T? {
        if case DecodingError.typeMismatch = error, holdsEmptyText(key) { return nil }
        return try converted(after: error, key, text: text, number: number)
    }

    private func numberText(forKey key: Key) -> String? {
        APIRuntime.numberText(
            int64: try? decode(Int64.self, forKey: key), uint64: try? decode(UInt64.self, forKey: key),
            double: try? decode(Double.self, forKey: key))
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

/// The text of a JSON number, for a string property or a string enum that a server sent a number for: integers
/// exactly (up to `UInt64.max`), any other finite number as Swift prints the `Double` (`1.50` → `"1.5"`); `nil`
/// when the value is no number. The decodes run in that order, each only if the one before failed.
func numberText(
    int64: @autoclosure () -> Int64?, uint64: @autoclosure () -> UInt64?, double: @autoclosure () -> Double?
) -> String? {
    if let integer = int64() { return String(integer) }
    if let integer = uint64() { return String(integer) }
    if let number = double(), number.isFinite { return String(number) }
    return nil
}
