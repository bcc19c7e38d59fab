/// The models a declaration's generated code names: what reachability (filters) and deprecation follow.
extension EndpointSpec {
    /// Parameters, body (a type or form fields), response and typed errors.
    var referencedModels: [String] {
        var types = [response] + params.map(\.type) + errors.map(\.type)
        switch body?.content {
        case .type(let type): types.append(type)
        case .fields(let fields): types += fields.map(\.type)
        case nil: break
        }
        return types.flatMap(\.referencedModels)
    }
}

extension ModelSpec {
    /// The types its generated declaration mentions: properties, additional properties, union variants (whose
    /// discriminator mapping names only variants).
    var memberTypes: [TypeRef] {
        let additional = additionalProperties.map { [$0] } ?? []
        switch kind {
        case .object(let properties): return properties.map(\.type) + additional
        case .union(let union): return union.variants.map(\.type)
        case .enumeration: return []
        }
    }
}
