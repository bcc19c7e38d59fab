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

    public init(_ name: String, _ value: some ParameterValue) {
        self.init(name: name, values: value.parameterValues, layout: .repeated)
    }

    init(name: String, values: [String], layout: QueryLayout) {
        self.name = name
        self.values = values
        self.layout = layout
    }
}
