/// One `application/x-www-form-urlencoded` field; arrays repeat the name, `nil` leaves it out.
public struct FormField: Sendable, Hashable {
    public let name: String
    public let values: [String]

    public init(_ name: String, _ value: some ParameterValue) {
        self.name = name
        self.values = value.parameterValues
    }
}
