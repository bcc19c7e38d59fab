/// Turns an OpenAPI 3.0 / 3.1 or Swagger 2.0 document (a located node tree) into the same `ServiceSpec` the
/// native decoder produces. Nothing after this stage knows which format a spec came from.
///
/// The mapping is documented construct by construct in `docs/OpenAPI.md`.
public enum OpenAPIImporter {
    /// Settings that do not come from the document itself.
    public struct Options: Hashable, Sendable {
        /// The service name to use when the document has no `x-apigen-service` (from the config or the file name).
        public var serviceName: String?

        public init(serviceName: String? = nil) {
            self.serviceName = serviceName
        }
    }

    /// Whether `root` is an OpenAPI or Swagger document: a mapping with a top-level `openapi` or `swagger` key.
    public static func isOpenAPIDocument(_ root: Node) -> Bool {
        guard case .mapping(let mapping) = root else { return false }
        return mapping["openapi"] != nil || mapping["swagger"] != nil
    }

    /// Imports one document. Collects every problem, sorted; `spec` is nil when there are errors.
    public static func importDocument(
        _ root: Node, file: String, options: Options = Options()
    ) -> (spec: ServiceSpec?, diagnostics: [Diagnostic]) {
        (nil, [.error("OpenAPI import is not implemented yet", at: root.location)])
    }
}
