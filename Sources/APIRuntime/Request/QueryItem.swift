/// One query parameter. A name with several values (an array) is repeated: `id=1&id=2`.
public struct QueryItem: Sendable, Hashable {
    public let name: String
    /// Unencoded values; empty for a `nil` optional, which leaves the parameter out.
    public let values: [String]

    public init(_ name: String, _ value: some ParameterValue) {
        self.name = name
        self.values = value.parameterValues
    }
}
