extension UnionVariantSpec {
    /// The discriminator values that select this variant when its union has a discriminator: its own
    /// `values`, else the name of its model (OpenAPI's implicit mapping), else none.
    var selectingValues: [String] {
        if !discriminatorValues.isEmpty { return discriminatorValues }
        if case .model(let name) = type { return [name] }
        return []
    }
}
