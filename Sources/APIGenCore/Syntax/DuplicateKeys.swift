/// Repeated keys in OpenAPI documents. A native spec's repeated key is an error (it would silently drop an endpoint or a
/// model). A published API description is read as PyYAML, SnakeYAML and `JSON.parse` read it, where the later value
/// wins: Stripe's 2023 description repeats `description` in its `refund` schema, and refusing a vendor's document over
/// that helps no one. The warning says which value was used. YAML 1.1 merge keys (`<<: *defaults`) are read the same
/// way, merged as those readers merge them (`YAMLMappingBuilder`).
enum DuplicateKeys {
    /// Whether a strict read failed on something an OpenAPI document's read accepts: a repeated key or a merge key.
    static func isReadableByOpenAPIRules(_ error: Diagnostic) -> Bool {
        error.message.hasPrefix("duplicate") || error.message.hasPrefix("unsupported YAML feature: merge keys")
    }

    static func warning(key: Node, first: SourceLocation) -> Diagnostic {
        var name = ""
        if case .scalar(let scalar) = key { name = " '\(scalar.text)'" }
        return Diagnostic.warning(
            "duplicate key\(name) (first defined at \(first.line):\(first.column)); the later value is used, as most YAML and JSON readers do",
            at: key.location, notes: ["remove one of them"])
    }
}
