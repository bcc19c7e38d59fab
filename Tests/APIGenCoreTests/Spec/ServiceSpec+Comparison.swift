@testable import APIGenCore

extension ServiceSpec {
    /// The spec with every location (and the file name) cleared, so that specs read from
    /// different files or formats compare by meaning alone.
    var withoutLocations: ServiceSpec {
        let none = SourceLocation(file: "", line: 0, column: 0)
        var copy = self
        copy.file = ""
        copy.location = none
        copy.headers = headers.map { HeaderSpec(name: $0.name, value: $0.value, location: none) }
        copy.envelope?.location = none
        copy.security = security.map { var scheme = $0; scheme.location = none; return scheme }
        copy.models = models.map { model in
            var model = model
            model.location = none
            switch model.kind {
            case .object(let properties):
                model.kind = .object(properties.map { var property = $0; property.location = none; return property })
            case .enumeration(var enumeration):
                enumeration.cases = enumeration.cases.map { var item = $0; item.location = none; return item }
                model.kind = .enumeration(enumeration)
            case .union(var union):
                union.variants = union.variants.map { var variant = $0; variant.location = none; return variant }
                model.kind = .union(union)
            }
            return model
        }
        copy.endpoints = endpoints.map { endpoint in
            var endpoint = endpoint
            endpoint.location = none
            endpoint.sourcePointer = nil  // where an imported operation was in its document: provenance, like a location
            endpoint.params = endpoint.params.map { var param = $0; param.location = none; return param }
            endpoint.headers = endpoint.headers.map { HeaderSpec(name: $0.name, value: $0.value, location: none) }
            endpoint.errors = endpoint.errors.map { var error = $0; error.location = none; return error }
            endpoint.paging?.location = none
            if var body = endpoint.body {
                body.location = none
                if case .fields(let fields) = body.content {
                    body.content = .fields(fields.map { var field = $0; field.location = none; return field })
                }
                endpoint.body = body
            }
            return endpoint
        }
        return copy
    }
}

extension Node {
    /// The tree as a JSON reader would give it: every string quoted, other scalars plain, and
    /// every location moved, so a test can show that decoding depends on content alone.
    var asJSONStyle: Node {
        let moved = SourceLocation(file: "twin.json", line: location.line + 100, column: location.column + 7)
        switch self {
        case .scalar(var scalar):
            if case .string = scalar.value { scalar.style = .doubleQuoted }
            scalar.location = moved
            return .scalar(scalar)
        case .sequence(let sequence):
            return .sequence(Node.Sequence(sequence.items.map(\.asJSONStyle), location: moved))
        case .mapping(let mapping):
            let entries = mapping.entries.map { Node.Mapping.Entry(key: $0.key.asJSONStyle, value: $0.value.asJSONStyle) }
            return .mapping(Node.Mapping(entries, location: moved))
        }
    }
}
