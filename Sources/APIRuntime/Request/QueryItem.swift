/// One query parameter. A name with several values (an array) is repeated: `id=1&id=2`.
///
/// Other OpenAPI styles (`id=1,2`, `id=1|2`, `filter[key]=value`) come from the initializers in
/// `QueryItem+Style.swift`.
public struct QueryItem: Sendable, Hashable {
    public let name: String
    /// Unencoded values; empty for a `nil` optional, which leaves the parameter out. For a dictionary
    /// the keys and values alternate: `[key1, value1, key2, value2]`.
    public let values: [String]
    /// How `values` go on the wire.
    let layout: QueryLayout
    /// The value of a deep-object item, whose `name[key]=value` pairs are made when the request is built.
    let deepObject: EncodableValue?

    public init(_ name: String, _ value: some ParameterValue) {
        self.init(name: name, values: value.parameterValues, layout: .repeated)
    }

    /// A list, model, or dictionary of them in OpenAPI's `deepObject` style, the bracket notation Rails, PHP and Stripe
    /// read: `ids[0]=a&ids[1]=b`, `created[gte]=1700000000`, written as `FormField(_:deepObject:)` writes a form field.
    /// `nil` leaves the parameter out.
    public init<Value: Encodable & Hashable & Sendable>(_ name: String, deepObject value: Value?) {
        self.name = name
        self.values = []
        self.layout = .repeated
        self.deepObject = value.map { EncodableValue($0) }
    }

    /// A deep-object item of a value that is not `Hashable` (a model generated with `hashable: false`).
    public init<Value: Encodable & Sendable>(_ name: String, deepObject value: Value?) {
        self.name = name
        self.values = []
        self.layout = .repeated
        self.deepObject = value.map { EncodableValue($0) }
    }

    init(name: String, values: [String], layout: QueryLayout) {
        self.name = name
        self.values = values
        self.layout = layout
        self.deepObject = nil
    }
}
