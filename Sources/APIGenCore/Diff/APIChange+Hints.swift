extension APIChange {
    /// How a spec author keeps the old client working, for the breaking changes where the spec can: printed under
    /// the change. `nil` for compatible changes and where only the server can decide (a key the server renamed).
    public var hint: String? {
        impact == .compatible ? nil : Self.hints[kind]
    }

    private static let hints: [String: String] = [
        "endpoint-removed": "to give callers time, deprecate the endpoint first ('deprecated: true') and remove it in a later version",
        "endpoint-renamed": "keep the endpoint's name (its key, or its OpenAPI operationId) to keep callers compiling",
        "parameter-added": "give the parameter a default, or make it optional, to keep existing calls compiling",
        "parameter-removed": "keep the parameter (deprecated in its description) until callers have stopped passing it",
        "parameter-default-removed": "keep the default to keep calls that leave the parameter out compiling",
        "parameters-reordered": "keep the parameters in their old order: Swift calls follow it",
        "properties-reordered": "keep the properties in their old order: memberwise initializer calls follow it",
        "model-removed": "to give callers time, deprecate the model first ('deprecated: true') and remove it in a later version",
        "model-renamed": "keep the model's name to keep callers compiling",
        "property-added": "make the property optional, or give it a default, so that older payloads still decode",
        "property-removed": "keep the property (optional and deprecated) until callers have stopped reading it",
        "property-renamed": "keep the Swift name and change only the wire key ('key:')",
        "response-type-changed": "add an endpoint for the new response instead, and deprecate this one",
        "property-made-required": "keep the default so that payloads of servers that leave the key out still decode",
        "base-url-removed": "keep the old base URL listed after the new one until its host is retired",
        "enum-case-removed": "keep the value (described as deprecated) while servers may still send it and apps still name it",
    ]
}
