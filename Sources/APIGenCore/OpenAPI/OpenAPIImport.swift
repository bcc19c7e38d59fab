import Foundation

/// The state of importing one OpenAPI document: diagnostics, the documents read so far (for relative-file
/// `$ref`s), the models created and the names handed out.
struct OpenAPIImport {
    enum Version {
        case swagger2, openAPI30, openAPI31
    }

    /// What a component schema became: a model (so references name it) or an alias of another type.
    enum ComponentState {
        /// Being resolved as an alias; meeting it again is a cycle no Swift type can express.
        case resolving
        case resolved(TypeRef)
    }

    let file: String
    let options: OpenAPIImporter.Options
    var diagnostics: [Diagnostic] = []
    var version: Version = .openAPI30
    /// Every document read, by path: the imported file itself and the files its `$ref`s name.
    var documents: [String: Node]
    /// Nodes found by JSON pointer, by `file#pointer`.
    var pointerCache: [String: Node] = [:]
    /// Key → entry position of the large mappings `$ref`s walk through, by `file#pointer`; see `member(_:of:at:)`.
    var mappingIndexes: [String: [String: Int]] = [:]
    /// JSON Schema `$anchor`s by document path: anchor name → JSON pointer of the schema that declares it. Built the
    /// first time a `$ref` in that document names an anchor (`#user-profile`).
    var anchors: [String: [String: String]] = [:]
    /// Absolute JSON Schema `$id`s by document path: URI → JSON pointer of the schema that declares it. Built the first
    /// time a `$ref` names an absolute URI.
    var schemaIDs: [String: [String: String]] = [:]
    /// Component schemas by `file#pointer`.
    var components: [String: ComponentState] = [:]
    /// How many component schemas are being typed inside each other now (a list of a list of …, an alias of an
    /// alias …); see `maximumComponentDepth`.
    var componentDepth = 0
    /// Models in the order they are created; a model's slot is reserved when its name is claimed, so a
    /// model comes before the inline models hoisted out of it.
    var modelSlots: [ModelSpec?] = []
    var modelNames = NameScope(exactReserved: Set(BuiltinType.allCases.map(\.rawValue)), caseInsensitive: true)
    /// The model each schema that is not a component became, by `file#pointer` of the schema: hoisted where it is
    /// written, or named by a `$ref` into it; whichever comes first, the other uses it.
    var inlineModels: [String: String] = [:]
    /// allOf merges under way, by `file#pointer`, to stop self-including compositions.
    var merging: Set<String> = []
    /// A component schema that has its model name and waits to be built.
    struct PendingModel {
        var schema: Node.Mapping
        var node: Node
        var site: OpenAPISite
        var name: String
        var slot: ModelSlot
        /// The model's `owner` (see `owner(ofInlineAt:)`).
        var owner: String?
    }

    var pendingModels: [PendingModel] = []
    /// The endpoint, or the owner of the model, whose inline schemas are being imported: the owner of models
    /// hoisted from under `/paths` (see `owner(ofInlineAt:)`).
    var currentOwner: String?
    /// Inline models that may be merged with an identical one (`shareIdenticalInlineModels`).
    var shareableModels: Set<String> = []
    /// Hints that name a model after a component (a response component's schema): not shareable.
    var componentHints: Set<String> = []
    /// The body type of each response component, by `file#pointer` of the response.
    var responseComponentTypes: [String: (TypeRef, ResponseEncoding)] = [:]
    /// Model names claimed up front for the document's component schemas, by `file#pointer`.
    var componentModelNames: [String: String] = [:]
    /// The document's base URLs, and the other server lists already reported.
    var documentBaseURLs: [String] = []
    var reportedServerLists: Set<[String]> = []
    /// Whether the document was told that its paths hold query strings (once per document).
    var reportedQueryInPath = false
    /// The `type` nodes already reported as naming no JSON type.
    var reportedTypeLocations: Set<SourceLocation> = []
    /// The properties of each object model built so far, by model name.
    var builtObjects: [String: [PropertySpec]] = [:]
    /// The variant types of each union model built so far, by model name.
    var builtUnions: [String: [TypeRef]] = [:]
    /// The raw values of each enum model, for checking defaults.
    var enumValues: [String: Set<String>] = [:]
    /// Whether `required` is ignored and every object property is optional (`x-apigen-optional-properties`).
    var optionalProperties = false

    init(root: Node, file: String, options: OpenAPIImporter.Options) {
        self.file = file
        self.options = options
        self.documents = [file: root]
    }

    var root: Node { documents[file] ?? .scalar(Node.Scalar("", location: SourceLocation(file: file, line: 1, column: 1))) }

    mutating func run() -> ServiceSpec? {
        guard case .mapping(let top) = root else {
            error("an OpenAPI document must be a mapping, found \(root.kindDescription)", at: root.location, pointer: "")
            return nil
        }
        guard readVersion(top) else { return nil }
        inlineContainerReferences()
        guard case .mapping(let top) = root else { return nil }
        var spec = ServiceSpec(file: file, service: serviceName(top), location: root.location)
        spec.description = serviceDescription(top)
        spec.baseURLs = baseURLs(top)
        spec.security = securitySchemes(top)
        spec.envelope = envelope(top) ?? options.envelope
        optionalProperties = options.optionalProperties ?? documentOptionalProperties(top)
        warnUnsupportedTopLevel(top)
        importComponentSchemas(top)
        buildPendingModels()
        spec.endpoints = endpoints(top)
        buildPendingModels()
        spec.models = modelSlots.compactMap { $0 }
        shareIdenticalInlineModels(&spec)
        keepOwnersThatExist(&spec)
        breakRequiredCycles(&spec.models)
        return spec
    }

    // MARK: - Diagnostics

    mutating func error(_ message: String, at location: SourceLocation, pointer: String, notes: [String] = []) {
        diagnostics.append(.error(message, at: location, notes: notes + Self.pointerNote(pointer)))
    }

    mutating func warning(_ message: String, at location: SourceLocation, pointer: String, notes: [String] = []) {
        diagnostics.append(.warning(message, at: location, notes: notes + Self.pointerNote(pointer)))
    }

    static func pointerNote(_ pointer: String) -> [String] {
        pointer.isEmpty ? [] : [pointerNotePrefix + pointer]
    }

    /// What a diagnostic's note about where in the document it is begins with: `at #/paths/~1users/get/servers`.
    static let pointerNotePrefix = "at #"

    // MARK: - Version

    private mutating func readVersion(_ top: Node.Mapping) -> Bool {
        if let node = top["swagger"] {
            // `swagger: 2` (a number, as swagger-codegen's echo sample writes it) is 2.0 too.
            guard let text = Self.text(node), text.hasPrefix("2.") || text == "2" else {
                error(
                    "unsupported Swagger version \(Self.text(node).map { "'\($0)'" } ?? node.kindDescription)",
                    at: node.location, pointer: "/swagger", notes: ["apigen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2"])
                return false
            }
            version = .swagger2
            return true
        }
        guard let node = top["openapi"], let text = Self.text(node) else {
            error("missing 'openapi' version", at: root.location, pointer: "", notes: ["start the document with 'openapi: 3.0.3'"])
            return false
        }
        if text.hasPrefix("3.0") {
            version = .openAPI30
        } else if text.hasPrefix("3.1") || text.hasPrefix("3.2") {
            version = .openAPI31
        } else {
            error(
                "unsupported OpenAPI version '\(text)'", at: node.location, pointer: "/openapi",
                notes: ["apigen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2"])
            return false
        }
        return true
    }

    // MARK: - Node helpers

    /// The text of a scalar (any scalar: numbers and booleans as written), or nil.
    static func text(_ node: Node?) -> String? {
        if case .scalar(let scalar)? = node, scalar.value != .null { return scalar.text }
        return nil
    }

    /// The text of a string-valued scalar.
    static func string(_ node: Node?) -> String? {
        if case .scalar(let scalar)? = node, case .string(let text) = scalar.value { return text }
        return nil
    }

    static func bool(_ node: Node?) -> Bool? {
        if case .scalar(let scalar)? = node, case .bool(let value) = scalar.value { return value }
        return nil
    }

    static func mapping(_ node: Node?) -> Node.Mapping? {
        if case .mapping(let mapping)? = node { return mapping }
        return nil
    }

    static func sequence(_ node: Node?) -> [Node]? {
        if case .sequence(let sequence)? = node { return sequence.items }
        return nil
    }

    /// Entries of a mapping whose keys are scalars, in document order.
    static func entries(_ node: Node?) -> [(key: String, keyLocation: SourceLocation, value: Node)] {
        guard case .mapping(let mapping)? = node else { return [] }
        return mapping.entries.compactMap { entry in
            guard case .scalar(let key) = entry.key else { return nil }
            return (key.text, key.location, entry.value)
        }
    }

    /// `description`, or `summary`/`title` when there is no description.
    static func documentation(_ mapping: Node.Mapping, summaryKey: String = "title") -> String? {
        let summary = string(mapping[summaryKey]).flatMap { $0.isEmpty ? nil : $0 }
        let description = string(mapping["description"]).flatMap { $0.isEmpty ? nil : $0 }
        switch (summary, description) {
        case (let summary?, let description?):
            return summary == description ? description : summary + "\n\n" + description
        case (let summary?, nil): return summary
        case (nil, let description?): return description
        case (nil, nil): return nil
        }
    }

    /// Escapes one JSON pointer token (`/` → `~1`, `~` → `~0`).
    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
