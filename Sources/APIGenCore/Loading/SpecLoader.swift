/// Reads and decodes spec files: the front half of the pipeline, shared by the CLI, the plugins and the
/// benchmarks.
public enum SpecLoader {
    public struct Result: Sendable {
        /// Specs that decoded without errors, in file order.
        public var specs: [ServiceSpec]
        /// Every problem, sorted by location.
        public var diagnostics: [Diagnostic]
        /// Source text by path, for printing excerpts under diagnostics.
        public var sources: [String: String]
        /// Whether a path given did not exist (exit status 66 rather than 65).
        public var missingInputs: Bool
    }

    /// Decodes one document: an OpenAPI / Swagger document through the importer, anything else as a native spec.
    public static func decode(
        _ root: Node, file: String, openAPI: OpenAPIImporter.Options = OpenAPIImporter.Options()
    ) -> (spec: ServiceSpec?, diagnostics: [Diagnostic]) {
        if OpenAPIImporter.isOpenAPIDocument(root) {
            return OpenAPIImporter.importDocument(root, file: file, options: openAPI)
        }
        return SpecDecoder.decode(root, file: file)
    }

    public static func load(paths: [String], openAPI: OpenAPIImporter.Options = OpenAPIImporter.Options()) -> Result {
        let (files, discoveryDiagnostics, missing) = SpecFiles.discover(paths)
        var result = Result(specs: [], diagnostics: discoveryDiagnostics, sources: [:], missingInputs: missing)
        for file in files {
            let document: SourceDocument
            do {
                document = try SourceDocument.read(path: file)
            } catch {
                result.diagnostics.append(error)
                if let bytes = try? SourceDocument.readBytes(path: file) {
                    result.sources[file] = String(decoding: bytes, as: UTF8.self)
                }
                continue
            }
            result.sources[file] = document.text
            let (spec, diagnostics) = decode(document.root, file: file, openAPI: openAPI)
            result.diagnostics += document.warnings + diagnostics
            if let spec, !diagnostics.hasErrors { result.specs.append(spec) }
        }
        result.diagnostics.sort()
        return result
    }
}
