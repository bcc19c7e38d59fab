/// How an endpoint's response body is read (`responseEncoding:`) and its typed error responses (`errors:`).
extension SpecDocumentDecoder {
    static let errorKeys = ["type", "description"]

    /// `json` (the default), `text` (response `String`), `binary` (response `Data`) or `file`
    /// (response `Data`, downloaded to a file by the service). `response` is `nil` when the endpoint
    /// gives none.
    mutating func decodeResponseEncoding(_ node: Node, response: TypeRef?, endpoint: String) -> ResponseEncoding? {
        guard let text = string(node, for: "'responseEncoding'") else { return nil }
        let names = ResponseEncoding.allCases.map(\.rawValue)
        guard let encoding = ResponseEncoding(rawValue: text) else {
            error(
                "invalid response encoding '\(text)'", at: node.location,
                notes: Suggestion.note(for: text, in: names) + ["use json, text, binary or file"])
            return nil
        }
        let expected: TypeRef
        switch encoding {
        case .json: return encoding
        case .text: expected = .builtin(.string)
        case .binary, .file: expected = .builtin(.data)
        }
        guard let response, response.unwrapped == expected else {
            let found = response.map { "'\($0)'" } ?? "none"
            error(
                "a \(text) response needs 'response: \(expected)', found \(found) in endpoint '\(endpoint)'", at: node.location,
                notes: ["write 'response: \(expected)', or remove 'responseEncoding' to decode JSON"])
            return nil
        }
        return encoding
    }

    /// `errors: { "404": NotFound, 4XX: { type: Problem, description: … }, default: Problem }`, in spec order.
    mutating func decodeErrors(_ node: Node, endpoint: String) -> [ErrorResponseSpec] {
        var result: [ErrorResponseSpec] = []
        var seen: Set<String> = []
        for entry in namedEntries(of: node, for: "'errors' of endpoint '\(endpoint)'") {
            guard let status = checkErrorStatus(entry.name, at: entry.key) else { continue }
            guard seen.insert(status).inserted else {
                error("error status '\(status)' is listed twice in endpoint '\(endpoint)'", at: entry.key)
                continue
            }
            var typeNode = entry.value
            var description: String?
            if case .mapping = entry.value {
                guard let fields = fields(
                    of: entry.value, allowed: Self.errorKeys, context: "in error '\(status)' of endpoint '\(endpoint)'",
                    what: "error '\(status)'", owner: entry.key)
                else { continue }
                description = fields["description"].flatMap { string($0, for: "'description'") }
                guard let node = fields["type"] else {
                    error(
                        "missing key 'type' in error '\(status)' of endpoint '\(endpoint)'", at: entry.key,
                        notes: ["write '\(status): { type: Problem }', naming the model of the error body"])
                    continue
                }
                typeNode = node
            }
            let what = "error '\(status)' of endpoint '\(endpoint)'"
            guard let type = resolveType(typeNode, role: .response, what: what) else { continue }
            if type.mentions(.empty) {
                error(
                    "\(what) cannot have type 'Empty'", at: typeNode.location,
                    notes: ["list only the statuses whose body has a model; any other status still fails with its raw body"])
                continue
            }
            result.append(ErrorResponseSpec(status: status, type: type, description: description, location: entry.key))
        }
        return result
    }

    /// A status code 100–599, a range `1XX`–`5XX`, or `default`.
    private mutating func checkErrorStatus(_ text: String, at location: SourceLocation) -> String? {
        if text == "default" { return text }
        let bytes = Array(text.utf8)
        if bytes.count == 3, (UInt8(ascii: "1")...UInt8(ascii: "5")).contains(bytes[0]) {
            if bytes[1...].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) { return text }
            if text.dropFirst() == "XX" { return text }
        }
        var notes = Suggestion.note(for: text, in: ["default"])
        if bytes.count == 3, text.dropFirst() != "XX", text.dropFirst().uppercased() == "XX" {
            notes = ["write '\(text.prefix(1))XX' in capitals"]
        }
        error(
            "invalid error status '\(text)'", at: location,
            notes: notes + ["use a status code from 100 to 599 (quoted, e.g. \"404\"), a range 1XX to 5XX, or 'default'"])
        return nil
    }
}
