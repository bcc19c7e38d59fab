/// A value kept to be encoded when the request is built, compared and hashed as itself: a multipart part's JSON
/// (`MultipartPart(_:json:)`) and a deep-object form field or query item (`FormField(_:deepObject:)`,
/// `QueryItem(_:deepObject:)`).
public struct EncodableValue: Sendable, Hashable {
    /// The value to encode.
    public let value: any Encodable & Hashable & Sendable

    public init(_ value: some Encodable & Hashable & Sendable) {
        self.value = value
    }

    public static func == (lhs: EncodableValue, rhs: EncodableValue) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        AnyHashable(value).hash(into: &hasher)
    }
}
