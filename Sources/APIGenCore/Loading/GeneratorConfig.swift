/// `apigen.json` / `apigen.yaml`: settings that live beside the specs, read by the CLI (`--config`) and so by
/// both plugins.
///
/// ```yaml
/// access: internal          # public (default) | package | internal
/// templates: ../Templates   # a folder of .mustache overrides, relative to this file
/// output: ../Generated      # where `generate-api` writes, relative to this file
/// singleFile: false         # one file per spec instead of one file per type
/// hashable: false           # models and unions without Hashable (compile faster); default true
/// styles: [async]           # the service's calling styles: async, completion, delegate (default: all three)
/// filter:                   # generate only these operations and the models they reach (SpecFilter)
///   operations: [listUsers]
/// ```
public struct GeneratorConfig: Hashable, Sendable {
    public var access: String?
    /// Absolute or relative to the working directory: already resolved against the config's folder.
    public var templates: String?
    public var output: String?
    public var singleFile: Bool?
    /// `hashable: false`: models and unions conform to `Codable` and `Sendable` only (`GeneratorOptions.hashable`).
    public var hashable: Bool?
    /// `styles: [async]`: the calling styles of the service methods (`GeneratorOptions.styles`); never empty.
    public var styles: Set<CallingStyle>?
    /// Settings for OpenAPI documents (`openapi:`): the service name, an envelope, per-operation keypath, paging,
    /// stub and timeout.
    public var openAPI = OpenAPIImporter.Options()
    /// `filter:`: which operations (and so which models) to generate; empty when the config has none.
    public var filter = SpecFilter()
    /// The folder that holds the config file.
    public var directory: String

    static let keys = ["access", "templates", "output", "singleFile", "hashable", "styles", "openapi", "filter"]
    static let accessLevels = ["public", "package", "internal"]

    public init(access: String? = nil, templates: String? = nil, output: String? = nil, singleFile: Bool? = nil, directory: String) {
        self.access = access
        self.templates = templates
        self.output = output
        self.singleFile = singleFile
        self.directory = directory
    }

    /// Reads and validates a config file. Every problem is reported, located.
    public static func load(path: String) -> (config: GeneratorConfig?, diagnostics: [Diagnostic], source: String?) {
        let document: SourceDocument
        do {
            document = try SourceDocument.read(path: path)
        } catch {
            return (nil, [error], nil)
        }
        let (config, diagnostics) = decode(document.root, path: path)
        return (config, diagnostics, document.text)
    }

    static func decode(_ root: Node, path: String) -> (GeneratorConfig?, [Diagnostic]) {
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        var config = GeneratorConfig(directory: directory.isEmpty ? "." : directory)
        if case .scalar(let scalar) = root, scalar.value == .null {
            return (config, [])  // an empty file is an empty config
        }
        guard case .mapping(let mapping) = root else {
            return (nil, [.error("an apigen config must be a mapping of settings, found \(root.kindDescription)", at: root.location)])
        }
        var diagnostics: [Diagnostic] = []
        func string(_ node: Node, _ key: String) -> String? {
            if case .scalar(let scalar) = node, case .string(let text) = scalar.value { return text }
            diagnostics.append(.error("'\(key)' must be a string, found \(node.kindDescription)", at: node.location))
            return nil
        }
        for entry in mapping.entries {
            guard case .scalar(let keyScalar) = entry.key else {
                diagnostics.append(.error("config keys must be plain names", at: entry.key.location))
                continue
            }
            let key = keyScalar.text
            switch key {
            case "access":
                guard let value = string(entry.value, key) else { continue }
                if accessLevels.contains(value) {
                    config.access = value
                } else {
                    diagnostics.append(.error("'\(value)' is not an access level; use public, package or internal", at: entry.value.location))
                }
            case "templates":
                config.templates = string(entry.value, key).map { resolve($0, against: config.directory) }
            case "output":
                config.output = string(entry.value, key).map { resolve($0, against: config.directory) }
            case "singleFile":
                if let value = bool(entry.value, key: key, diagnostics: &diagnostics) { config.singleFile = value }
            case "hashable":
                if let value = bool(entry.value, key: key, diagnostics: &diagnostics) { config.hashable = value }
            case "styles":
                if let styles = decodeStyles(entry.value, diagnostics: &diagnostics) { config.styles = styles }
            case "filter":
                if let filter = decodeFilter(entry.value, key: keyScalar.location, diagnostics: &diagnostics) {
                    config.filter = filter
                }
            case "openapi":
                if let options = decodeOpenAPI(entry.value, key: keyScalar.location, diagnostics: &diagnostics) {
                    config.openAPI = options
                }
            default:
                var notes: [String] = ["valid keys are: \(keys.joined(separator: ", "))"]
                if let suggestion = Suggestion.closest(to: key, in: keys) {
                    notes.insert("did you mean '\(suggestion)'?", at: 0)
                }
                diagnostics.append(.error("unknown config key '\(key)'", at: keyScalar.location, notes: notes))
            }
        }
        return (diagnostics.hasErrors ? nil : config, diagnostics)
    }

    /// A `true`/`false` setting; anything else is a located error.
    static func bool(_ node: Node, key: String, diagnostics: inout [Diagnostic]) -> Bool? {
        if case .scalar(let scalar) = node, case .bool(let value) = scalar.value { return value }
        diagnostics.append(.error("'\(key)' must be true or false, found \(node.kindDescription)", at: node.location))
        return nil
    }

    /// `styles: [async, completion]` (a list of calling styles, at least one, each once), or a single style as a
    /// string.
    static func decodeStyles(_ node: Node, diagnostics: inout [Diagnostic]) -> Set<CallingStyle>? {
        let items: [Node]
        switch node {
        case .sequence(let sequence): items = sequence.items
        case .scalar(let scalar) where scalar.value != .null: items = [node]
        default:
            diagnostics.append(.error(
                "'styles' must be a list of calling styles, found \(node.kindDescription)", at: node.location,
                notes: ["for example styles: [async]; the styles are async, completion and delegate"]))
            return nil
        }
        guard !items.isEmpty else {
            diagnostics.append(.error(
                "'styles' is empty: the services would have no methods", at: node.location,
                notes: ["name at least one of async, completion and delegate, or remove the key for all three"]))
            return nil
        }
        var styles: Set<CallingStyle> = []
        var valid = true
        for item in items {
            guard case .scalar(let scalar) = item, case .string(let name) = scalar.value else {
                diagnostics.append(.error("a calling style is a name (async, completion or delegate), found \(item.kindDescription)", at: item.location))
                valid = false
                continue
            }
            guard let style = CallingStyle(rawValue: name) else {
                diagnostics.append(.error(CallingStyle.UnknownStyle(name: name).message, at: item.location))
                valid = false
                continue
            }
            if !styles.insert(style).inserted {
                diagnostics.append(.warning("'\(name)' is listed twice in 'styles'", at: item.location))
            }
        }
        return valid ? styles : nil
    }

    static func resolve(_ path: String, against directory: String) -> String {
        path.hasPrefix("/") ? path : directory + "/" + path
    }
}
