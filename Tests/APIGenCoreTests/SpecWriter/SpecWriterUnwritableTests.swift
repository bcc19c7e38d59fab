import Testing
@testable import APIGenCore

/// Names the native type syntax cannot hold are reported, located, instead of being written wrong.
@Suite struct SpecWriterUnwritableTests {
    static func spec(modelName: String) -> ServiceSpec {
        let model = ModelSpec(name: modelName, kind: .object([]), location: SourceLocation(file: "api.yaml", line: 7, column: 5))
        let endpoint = EndpointSpec(
            name: "get", method: .get, path: "/", response: .array(.model(modelName)),
            location: SourceLocation(file: "api.yaml", line: 20, column: 5))
        return ServiceSpec(file: "api.yaml", service: "S", models: [model], endpoints: [endpoint], location: SourceLocation(file: "api.yaml", line: 1, column: 1))
    }

    @Test(arguments: ["Pet Store", "Pet?", "a:b", "[Pet]", "a,b", "Map<K>", "tab\there", ""])
    func modelNamesOutsideTheTypeSyntaxAreErrors(_ name: String) {
        let diagnostics = SpecWriter.write(Self.spec(modelName: name)).diagnostics
        #expect(diagnostics.map(\.description) == [
            "api.yaml:20:5: error: the type '[\(name)]' cannot be written in a native spec: the model name '\(name)' does not read back as written",
        ])
        #expect(diagnostics.first?.notes.first?.contains("any characters but") == true)
    }

    @Test func modelsNamedLikeBuiltinsAreErrors() {
        let diagnostics = SpecWriter.write(Self.spec(modelName: "Data")).diagnostics.map(\.description)
        #expect(diagnostics == [
            "api.yaml:7:5: error: model 'Data' cannot be written: a native spec reads 'Data' as the built-in type",
            "api.yaml:20:5: error: the type '[Data]' cannot be written in a native spec: the model name 'Data' does not read back as written",
        ])
    }

    @Test func writableNamesHaveNoDiagnostics() {
        for name in ["Pet", "pet-store", "2fast", "Ünïcode", "a.b", "x-extension", "#hash", "-dash", "quote\"d"] {
            #expect(SpecWriter.write(Self.spec(modelName: name)).diagnostics.isEmpty, "\(name)")
            SpecWriterRoundTrip.expectRoundTrip(Self.spec(modelName: name))
        }
    }
}
