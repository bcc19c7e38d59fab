import Foundation
@testable import APIGenCore

/// Imports an OpenAPI document written as YAML text.
func importOpenAPI(
    _ yaml: String, file: String = "api.yaml", options: OpenAPIImporter.Options = OpenAPIImporter.Options()
) -> (spec: ServiceSpec?, diagnostics: [Diagnostic]) {
    do {
        let root = try YAMLReader.read(yaml, file: file)
        return OpenAPIImporter.importDocument(root, file: file, options: options)
    } catch {
        return (nil, [error])
    }
}

/// The first lines of every diagnostic, sorted.
func openAPIProblems(_ yaml: String) -> [String] {
    importOpenAPI(yaml).diagnostics.map(\.description)
}

/// A 3.0 document around `paths` (indented two spaces under `paths:`) and optional `components` text.
func openAPI30(paths: String, components: String = "", extra: String = "") -> String {
    """
    openapi: 3.0.3
    info: { title: Test, version: "1" }
    \(extra)paths:
    \(paths)
    \(components.isEmpty ? "" : "components:\n" + components)
    """
}

extension ServiceSpec {
    func endpoint(_ name: String) -> EndpointSpec? { endpoints.first { $0.name == name } }
    func model(_ name: String) -> ModelSpec? { models.first { $0.name == name } }
}

extension ModelSpec {
    var properties: [PropertySpec] {
        if case .object(let properties) = kind { return properties }
        return []
    }

    func property(_ name: String) -> PropertySpec? { properties.first { $0.name == name } }

    var enumValues: [String] {
        if case .enumeration(let spec) = kind { return spec.cases.map(\.value) }
        return []
    }

    var unionSpec: UnionSpec? {
        if case .union(let spec) = kind { return spec }
        return nil
    }
}

enum OpenAPICorpus {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/openapi/corpus")

    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}
