import APIGenCore
import FuzzSupport

/// The OpenAPI / Swagger importer through generation: read (YAML, which covers JSON), import, generate.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenAPI(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    guard let root = try? YAMLReader.read(bytes: input.bytes, file: "openapi.yaml") else { return 0 }
    let (spec, diagnostics) = OpenAPIImporter.importDocument(root, file: "openapi.yaml")
    guard let spec else {
        if !diagnostics.hasErrors { fuzzFailure("no spec and no error") }
        return 0
    }
    let generated = Generator.generate([spec], options: GeneratorOptions(), templates: .defaults)
    _ = DiagnosticRenderer(sources: ["openapi.yaml": input.text]).render(generated.diagnostics)
    return 0
}
