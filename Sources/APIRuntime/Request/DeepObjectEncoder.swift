import Foundation

/// Flattens an `Encodable` value into the `name[key]=value` pairs of a deep-object form field, the bracket notation
/// that Rails, Rack, PHP and Stripe read: `address[city]=Paris`, `items[0][price]=p_1`, `metadata[order]=42`.
///
/// Values are written as the default JSON encoder (`JSONCoding.makeEncoder()`) writes them, as text: integers exactly,
/// other numbers as JSON writes them (`2`, not `2.0`), `Bool` as `true`/`false`, dates in ISO 8601 (fractional seconds
/// only when present; a property with its own date format writes that), URLs as their absolute string, `Data` as Base64. An explicit `nil` (an `encodeNil`, e.g. `JSON.null`) is the
/// empty value, `name[key]=`, which such servers read as "unset"; an optional left out by `encodeIfPresent` is no pair.
/// Empty lists and objects give no pairs.
struct DeepObjectEncoder {
    /// The pairs for `value` sent under `name`, in the order the value encodes them.
    static func pairs(name: String, value: any Encodable) throws -> [(name: String, value: String)] {
        let sink = Sink()
        try DeepObjectValueEncoder(sink: sink, name: name, codingPath: []).encodeValue(value)
        return sink.pairs
    }

    /// Collects pairs while one value is encoded.
    final class Sink {
        var pairs: [(name: String, value: String)] = []
    }
}

/// The `Encoder` at one position (`name`) of the value being flattened.
private struct DeepObjectValueEncoder: Encoder {
    let sink: DeepObjectEncoder.Sink
    let name: String
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(DeepObjectKeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        DeepObjectUnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        DeepObjectSingleValueContainer(encoder: self)
    }

    /// The encoder of the member `key` (`name[key]`).
    func member(_ key: any CodingKey) -> DeepObjectValueEncoder {
        // `stringValue`, not `intValue`: a dictionary's key "007" also has the integer value 7.
        DeepObjectValueEncoder(sink: sink, name: name + "[" + key.stringValue + "]", codingPath: codingPath + [key])
    }

    func write(_ text: String) {
        sink.pairs.append((name, text))
    }

    /// Encodes `value` here: the types that JSON encoders also treat as scalars are written as text, the rest encode
    /// themselves into this encoder's containers.
    func encodeValue(_ value: any Encodable) throws {
        switch value {
        case let date as Date: write(DateFormat.formatISO8601(date))
        case let url as URL: write(url.absoluteString)
        case let data as Data: write(data.base64EncodedString())
        case let decimal as Decimal: write(decimal.description)
        default: try value.encode(to: self)
        }
    }

    func writeFloatingPoint<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: codingPath, debugDescription: "\(value) cannot be sent in a form field"))
        }
        // As JSON writes numbers: an integral value without `.0` (a `unixMillis` date is a Double of whole milliseconds).
        if value.rounded(.towardZero) == value, abs(value) < 9_007_199_254_740_992 {
            write(String(Int64(value)))
        } else {
            write(value.description)
        }
    }
}

private struct DeepObjectKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: DeepObjectValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { encoder.member(key).write("") }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.member(key).write(value ? "true" : "false") }
    mutating func encode(_ value: String, forKey key: Key) throws { encoder.member(key).write(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encoder.member(key).writeFloatingPoint(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encoder.member(key).writeFloatingPoint(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoder.member(key).write(String(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { encoder.member(key).write(String(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { encoder.member(key).write(String(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { encoder.member(key).write(String(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { encoder.member(key).write(String(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { encoder.member(key).write(String(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { encoder.member(key).write(String(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { encoder.member(key).write(String(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { encoder.member(key).write(String(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { encoder.member(key).write(String(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder.member(key).encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.member(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.member(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder.member(AnyCodingKey("super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.member(key) }
}

/// Elements are numbered from 0 in the order they are encoded (`items[0]`, `items[1]`).
private struct DeepObjectUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: DeepObjectValueEncoder
    private(set) var count = 0
    var codingPath: [any CodingKey] { encoder.codingPath }

    init(encoder: DeepObjectValueEncoder) {
        self.encoder = encoder
    }

    private mutating func next() -> DeepObjectValueEncoder {
        defer { count += 1 }
        return encoder.member(AnyCodingKey(index: count))
    }

    mutating func encodeNil() throws { next().write("") }
    mutating func encode(_ value: Bool) throws { next().write(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { next().write(value) }
    mutating func encode(_ value: Double) throws { try next().writeFloatingPoint(value) }
    mutating func encode(_ value: Float) throws { try next().writeFloatingPoint(value) }
    mutating func encode(_ value: Int) throws { next().write(String(value)) }
    mutating func encode(_ value: Int8) throws { next().write(String(value)) }
    mutating func encode(_ value: Int16) throws { next().write(String(value)) }
    mutating func encode(_ value: Int32) throws { next().write(String(value)) }
    mutating func encode(_ value: Int64) throws { next().write(String(value)) }
    mutating func encode(_ value: UInt) throws { next().write(String(value)) }
    mutating func encode(_ value: UInt8) throws { next().write(String(value)) }
    mutating func encode(_ value: UInt16) throws { next().write(String(value)) }
    mutating func encode(_ value: UInt32) throws { next().write(String(value)) }
    mutating func encode(_ value: UInt64) throws { next().write(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try next().encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        next().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { next() }
}

private struct DeepObjectSingleValueContainer: SingleValueEncodingContainer {
    let encoder: DeepObjectValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.write("") }
    mutating func encode(_ value: Bool) throws { encoder.write(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { encoder.write(value) }
    mutating func encode(_ value: Double) throws { try encoder.writeFloatingPoint(value) }
    mutating func encode(_ value: Float) throws { try encoder.writeFloatingPoint(value) }
    mutating func encode(_ value: Int) throws { encoder.write(String(value)) }
    mutating func encode(_ value: Int8) throws { encoder.write(String(value)) }
    mutating func encode(_ value: Int16) throws { encoder.write(String(value)) }
    mutating func encode(_ value: Int32) throws { encoder.write(String(value)) }
    mutating func encode(_ value: Int64) throws { encoder.write(String(value)) }
    mutating func encode(_ value: UInt) throws { encoder.write(String(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.write(String(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.write(String(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.write(String(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.write(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
}
