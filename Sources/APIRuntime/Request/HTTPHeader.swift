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

    /// A dictionary in OpenAPI's `simple` style, entries sorted by key: `G,200,R,100` (keys and values alternating),
    /// or exploded `G=200,R=100`. `nil` or an empty dictionary leaves the header out.
    public init(_ name: String, entries: [String: some ParameterValue]?, explode: Bool = false) {
        self.name = name
        let texts = (entries ?? [:]).sorted { $0.key < $1.key }.flatMap { entry -> [String] in
            let value = entry.value.parameterValues.joined(separator: ",")
            return explode ? [entry.key + "=" + value] : [entry.key, value]
        }
        self.value = texts.isEmpty ? nil : texts.joined(separator: ",")
    }
}
