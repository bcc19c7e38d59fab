/// The state of decoding one spec document: the diagnostics found so far and the model table.
///
/// Models are registered first (names and enum cases), so that every type, default and paging
/// parameter anywhere in the document can be checked in one pass, whatever the order of sections.
struct SpecDocumentDecoder {
    /// What the rest of the document needs to know about a model before it is fully decoded.
    struct ModelInfo {
        var location: SourceLocation
        /// The cases, for enum models; `nil` for object models.
        var enumeration: EnumSpec?
        /// Whether the model is a union (`oneOf`), whose default the code generator matches to a variant.
        var isUnion = false
    }

    static let topLevelKeys = ["service", "description", "baseURLs", "headers", "envelope", "security", "models", "endpoints"]

    let file: String
    var diagnostics: [Diagnostic] = []
    var modelTable: [String: ModelInfo] = [:]
    /// Model names in document order, for deterministic did-you-mean notes.
    var modelNames: [String] = []
    /// Where each model's `owner:` value is, by model name, for `checkOwners`.
    var ownerLocations: [String: SourceLocation] = [:]

    init(file: String) {
        self.file = file
    }

    mutating func decode(_ root: Node) -> ServiceSpec? {
        if case .scalar(let scalar) = root, scalar.value == .null {
            error("the spec is empty", at: root.location, notes: ["start with the service name, e.g. 'service: Users'"])
            return nil
        }
        guard let top = fields(of: root, allowed: Self.topLevelKeys, context: "at the top level", what: "the spec") else {
            return nil
        }
        var serviceName: String?
        if let node = top["service"] {
            if let name = nonEmptyString(node, for: "'service'"), checkIdentifier(name, kind: "service", at: node.location) {
                serviceName = name
            }
        } else {
            error(
                "missing key 'service' at the top level", at: top.owner,
                notes: ["name the service, e.g. 'service: Users', which generates 'UsersService'"])
        }
        let description = top["description"].flatMap { string($0, for: "'description'") }
        let baseURLs = top["baseURLs"].map { decodeBaseURLs($0) } ?? []
        let headers = top["headers"].map { decodeHeaders($0, for: "'headers'") } ?? []
        let envelope = top["envelope"].flatMap { decodeEnvelope($0, key: top.keyLocation("envelope")) }
        let security = top["security"].map { decodeSecurity($0) } ?? []

        let modelEntries = top["models"].map { namedEntries(of: $0, for: "'models'") } ?? []
        registerModels(modelEntries)
        let models = modelEntries.compactMap { decodeModel($0) }
        checkRequiredCycles(models)
        checkUnions(models)
        let endpointEntries = top["endpoints"].map { namedEntries(of: $0, for: "'endpoints'") } ?? []
        let endpoints = endpointEntries.compactMap { decodeEndpoint($0) }
        checkOwners(models, endpoints: endpointEntries.map(\.name))

        guard let serviceName else { return nil }
        return ServiceSpec(
            file: file, service: serviceName, description: description, baseURLs: baseURLs, headers: headers,
            envelope: envelope, security: security, models: models, endpoints: endpoints, location: root.location)
    }

    /// `baseURLs`: absolute http(s) URLs, tried in order.
    mutating func decodeBaseURLs(_ node: Node) -> [String] {
        guard case .sequence(let sequence) = node else {
            error(
                "expected a list for 'baseURLs', found \(node.kindDescription)", at: node.location,
                notes: ["write 'baseURLs: [https://api.example.com/v1]'"])
            return []
        }
        var urls: [String] = []
        for item in sequence.items {
            guard let url = string(item, for: "a base URL") else { continue }
            if Self.isAbsoluteHTTPURL(url) {
                urls.append(url)
            } else {
                error(
                    "base URL '\(url)' is not an absolute http(s) URL", at: item.location,
                    notes: ["write the scheme and host, e.g. 'https://api.example.com/v1'"])
            }
        }
        return urls
    }

    /// `http://` or `https://` (any case), a host, and no spaces.
    static func isAbsoluteHTTPURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        let rest: Substring
        if lowered.hasPrefix("https://") {
            rest = lowered.dropFirst(8)
        } else if lowered.hasPrefix("http://") {
            rest = lowered.dropFirst(7)
        } else {
            return false
        }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostIsValid = !host.isEmpty && !host.hasPrefix(":") && !host.hasPrefix("@")
        return hostIsValid && !text.contains { $0 == " " || $0 == "\t" || $0.isNewline }
    }

    /// Fixed headers: `Name: value` pairs; names are HTTP tokens and unique ignoring case.
    mutating func decodeHeaders(_ node: Node, for what: @autoclosure () -> String) -> [HeaderSpec] {
        var headers: [HeaderSpec] = []
        var seen: [String: String] = [:]
        for entry in namedEntries(of: node, for: what()) {
            guard Self.isHeaderName(entry.name) else {
                error(
                    "invalid header name '\(entry.name)'", at: entry.key,
                    notes: ["header names use letters, digits and '-', e.g. 'X-Request-ID'"])
                continue
            }
            if let first = seen[entry.name.lowercased()] {
                error("header '\(entry.name)' repeats '\(first)' (header names ignore case)", at: entry.key)
                continue
            }
            seen[entry.name.lowercased()] = entry.name
            guard let value = scalarText(entry.value, for: "header '\(entry.name)'") else { continue }
            headers.append(HeaderSpec(name: entry.name, value: value, location: entry.key))
        }
        return headers
    }

    /// An RFC 9110 token.
    static func isHeaderName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
