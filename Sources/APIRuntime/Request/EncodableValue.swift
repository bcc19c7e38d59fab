import Foundation

/// A value kept to be encoded when the request is built: a multipart part's JSON (`MultipartPart(_:json:)`) and a
/// deep-object form field or query item (`FormField(_:deepObject:)`, `QueryItem(_:deepObject:)`).
///
/// A `Hashable` value is compared and hashed as itself. Any other (a model generated with `hashable: false`) is
/// compared and hashed by its JSON encoding with sorted keys, so two requests that send the same thing are equal either
/// way.
public struct EncodableValue: Sendable, Hashable {
    /// The value to encode: the value given, or, for a value that is not `Hashable`, a wrapper that encodes exactly as
    /// it does.
    public let value: any Encodable & Hashable & Sendable

    public init(_ value: some Encodable & Hashable & Sendable) {
        self.value = value
    }

    /// A value that is not `Hashable`, compared and hashed by its JSON.
    public init(_ value: some Encodable & Sendable) {
        self.value = EncodedIdentity(value: value)
    }

    public static func == (lhs: EncodableValue, rhs: EncodableValue) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        AnyHashable(value).hash(into: &hasher)
    }
}

/// A value that is not `Hashable`, equal to another when their JSON encodings (sorted keys) are the same. It encodes
/// as the value itself, through a single-value container, so an encoder's strategies (dates, data, keys) apply to it
/// as they would to the value.
struct EncodedIdentity<Value: Encodable & Sendable>: Encodable, Hashable, Sendable {
    let value: Value

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// The JSON that identifies the value; a value that cannot be encoded is identified by its description, so that
    /// it still equals itself.
    private var identity: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)) ?? Data(String(reflecting: value).utf8)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identity == rhs.identity
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}
