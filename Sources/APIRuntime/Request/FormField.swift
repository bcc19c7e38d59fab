/// One `application/x-www-form-urlencoded` field; arrays repeat the name, `nil` leaves it out.
///
/// A model, a dictionary, or a list of them is sent in deep-object form (`FormField("address", deepObject: address)`):
/// one `name[key]=value` pair per value inside it, `address[city]=Paris`, `items[0][price]=p_1`, the bracket notation of
/// OpenAPI's `deepObject` style that Rails, Rack, PHP and Stripe read. Its pairs are made when the request is built.
public struct FormField: Sendable, Hashable {
    public let name: String
    /// The field's values; empty for a deep-object field.
    public let values: [String]
    /// The value of a deep-object field.
    let deepObject: EncodableValue?

    public init(_ name: String, _ value: some ParameterValue) {
        self.name = name
        self.values = value.parameterValues
        self.deepObject = nil
    }

    /// A model, dictionary or list sent as `name[key]=value` pairs.
    public init<Value: Encodable & Hashable & Sendable>(_ name: String, deepObject value: Value) {
        self.name = name
        self.values = []
        self.deepObject = EncodableValue(value)
    }

    /// A deep-object field that may be absent; `nil` is left out.
    public init<Value: Encodable & Hashable & Sendable>(_ name: String, deepObject value: Value?) {
        self.name = name
        self.values = []
        self.deepObject = value.map { EncodableValue($0) }
    }

    /// A deep-object field of a value that is not `Hashable` (a model generated with `hashable: false`).
    public init<Value: Encodable & Sendable>(_ name: String, deepObject value: Value) {
        self.name = name
        self.values = []
        self.deepObject = EncodableValue(value)
    }

    /// A deep-object field of a value that is not `Hashable` and may be absent; `nil` is left out.
    public init<Value: Encodable & Sendable>(_ name: String, deepObject value: Value?) {
        self.name = name
        self.values = []
        self.deepObject = value.map { EncodableValue($0) }
    }

    /// The `name=value` pairs this field adds to a body, not yet percent-encoded.
    func pairs() throws -> [(name: String, values: [String])] {
        guard let deepObject else { return [(name, values)] }
        return try DeepObjectEncoder.pairs(name: name, value: deepObject.value).map { ($0.name, [$0.value]) }
    }
}
