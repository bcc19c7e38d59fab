import Testing
@testable import APIGenCore

/// A feature-sized spec and the one generated file to compare with its golden.
struct SnippetCase: Sendable, CustomTestStringConvertible {
    var name: String
    var spec: ServiceSpec
    var path: String
    var options = GeneratorOptions()

    var testDescription: String { name }

    static func at(_ line: Int) -> APIGenCore.SourceLocation { APIGenCore.SourceLocation(file: "Snippet.yaml", line: line, column: 1) }

    static func spec(models: [ModelSpec] = [], endpoints: [EndpointSpec] = [], envelope: EnvelopeSpec? = nil,
                     baseURLs: [String] = [], headers: [HeaderSpec] = []) -> ServiceSpec {
        ServiceSpec(file: "Specs/Snippet.yaml", service: "Snippet", baseURLs: baseURLs, headers: headers, envelope: envelope,
                    models: models, endpoints: endpoints, location: at(1))
    }

    static func object(_ name: String, _ properties: [PropertySpec], description: String? = nil) -> ModelSpec {
        ModelSpec(name: name, description: description, kind: .object(properties), location: at(2))
    }

    static func property(_ name: String, _ type: TypeRef, key: String? = nil, description: String? = nil,
                         format: DateFormat? = nil, defaultValue: DefaultValue? = nil) -> PropertySpec {
        PropertySpec(name: name, type: type, key: key, description: description, format: format, defaultValue: defaultValue, location: at(3))
    }

    static func param(_ name: String, _ placement: ParamSpec.Placement, _ type: TypeRef, key: String? = nil,
                      defaultValue: DefaultValue? = nil) -> ParamSpec {
        ParamSpec(name: name, placement: placement, type: type, key: key, defaultValue: defaultValue, location: at(4))
    }

    static func field(_ name: String, _ type: TypeRef, key: String? = nil) -> FieldSpec {
        FieldSpec(name: name, type: type, key: key, location: at(5))
    }
}
