/// Turns an OpenAPI 3.0 / 3.1 or Swagger 2.0 document (a located node tree) into the same `ServiceSpec` the
/// native decoder produces. Nothing after this stage knows which format a spec came from.
///
/// The stage runs in three steps over one `OpenAPIImport` state value: the document's header (version,
/// servers, security, vendor extensions), every operation (parameters, bodies, responses), and the schemas
/// those reach, each component schema becoming at most one model and each inline object, enum or union
/// being hoisted into a model named after where it sits. The mapping is documented construct by construct in
/// `docs/OpenAPI.md`.
public enum OpenAPIImporter {
    /// Settings that do not come from the document itself.
    public struct Options: Hashable, Sendable {
        /// The service name to use when the document has no `x-apigen-service` (from the config or the file name).
        public var serviceName: String?
        /// Operation settings the document cannot carry (`apigen.json`'s `openapi` section), by operationId.
        public var operations: [String: OperationOverrides]
        /// A business envelope for every response, as `x-apigen-envelope` would give.
        public var envelope: EnvelopeSpec?
        /// Whether every object property is optional, whatever `required` says, as
        /// `x-apigen-optional-properties: true` would give; `nil` leaves it to the document.
        public var optionalProperties: Bool?

        public init(
            serviceName: String? = nil, operations: [String: OperationOverrides] = [:], envelope: EnvelopeSpec? = nil,
            optionalProperties: Bool? = nil
        ) {
            self.serviceName = serviceName
            self.operations = operations
            self.envelope = envelope
            self.optionalProperties = optionalProperties
        }
    }

    /// The seeds' features that OpenAPI lacks, for one operation: what `x-apigen-keypath`, `x-apigen-paging`,
    /// `x-apigen-stub` and `x-apigen-timeout` say inside the document.
    public struct OperationOverrides: Hashable, Sendable {
        public var keypath: String?
        /// The name of the page-number parameter, as written in the document (its wire name).
        public var paging: String?
        public var stub: String?
        public var timeout: Double?

        public init(keypath: String? = nil, paging: String? = nil, stub: String? = nil, timeout: Double? = nil) {
            self.keypath = keypath
            self.paging = paging
            self.stub = stub
            self.timeout = timeout
        }
    }

    /// Whether `root` is an OpenAPI or Swagger document: a mapping with a top-level `openapi` or `swagger` key.
    public static func isOpenAPIDocument(_ root: Node) -> Bool {
        guard case .mapping(let mapping) = root else { return false }
        for entry in mapping.entries {
            if case .scalar(let key) = entry.key, key.text == "openapi" || key.text == "swagger" { return true }
        }
        return false
    }

    /// Imports one document. Collects every problem, sorted; `spec` is nil when there are errors.
    public static func importDocument(
        _ root: Node, file: String, options: Options = Options()
    ) -> (spec: ServiceSpec?, diagnostics: [Diagnostic]) {
        var state = OpenAPIImport(root: root, file: file, options: options)
        let spec = state.run()
        // A problem in a node that many operations share is found once per use; report it once.
        var seen: Set<Diagnostic> = []
        let diagnostics = state.diagnostics.sorted().filter { seen.insert($0).inserted }
        return (diagnostics.hasErrors ? nil : spec, diagnostics)
    }

    /// The service name apigen derives from a file name: `petstore-expanded.yaml` → `PetstoreExpanded`,
    /// `3.0-star-trek.json` → `StarTrek30`… always a valid Swift type name.
    public static func serviceName(forFile file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let stem = base.split(separator: ".", omittingEmptySubsequences: false).count > 1
            ? base.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".") : base
        let name = SwiftIdentifier.upperCamelCase(stem)
        guard let first = name.unicodeScalars.first else { return "API" }
        if SwiftIdentifier.isHeadScalar(first) { return name }
        // A leading digit: move the leading digits behind the words (`3.0-star-trek` → `StarTrek30`).
        let digits = name.prefix { $0.isNumber }
        let rest = name.dropFirst(digits.count)
        return rest.isEmpty ? "API" + name : String(rest) + digits
    }
}
