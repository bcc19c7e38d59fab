/// One request header. Arrays are comma-joined; a `nil` optional leaves the header out.
public struct HTTPHeader: Sendable, Hashable {
    public let name: String
    /// The header value, or `nil` when the parameter had no value.
    public let value: String?

    public init(_ name: String, _ value: some ParameterValue) {
        self.name = name
        let values = value.parameterValues
        self.value = values.isEmpty ? nil : values.joined(separator: ",")
    }
}
