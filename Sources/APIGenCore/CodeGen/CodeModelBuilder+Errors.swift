/// Typed error responses: `errorModel(from:)` reads the server's error model from a thrown `APIError`.
extension CodeModelBuilder {
    mutating func buildErrorModel(_ endpoint: EndpointSpec, className: String) -> ErrorModelCode? {
        guard !endpoint.errors.isEmpty else { return nil }
        for error in endpoint.errors { checkReferences(error.type, at: error.location) }
        let types = endpoint.errors.map { swiftType($0.type) }
        let statusList = "[" + endpoint.errors.map { SwiftLiteral.string($0.status) }.joined(separator: ", ") + "]"
        let statusNames = endpoint.errors.map { $0.status == "default" ? "any other status" : $0.status }
        let statuses = statusNames.count < 2
            ? statusNames.joined()
            : statusNames.dropLast().joined(separator: ", ") + " or " + (statusNames.last ?? "")
        if let first = types.first, types.allSatisfy({ $0 == first }) {
            var docLines = [
                "The server's error model when the request failed with \(statuses); `nil` for any other error.",
                "Pass the error the call threw: `\(className).errorModel(from: error)`.",
            ]
            let described = endpoint.errors.compactMap { error in
                error.description.map { "- \(error.status): " + SwiftLiteral.commentText($0) }
            }
            if !described.isEmpty { docLines += [""] + described }
            return ErrorModelCode(singleType: first, cases: [], statusList: statusList, docLines: docLines)
        }
        var names = NameScope(reserved: [])
        let cases = zip(endpoint.errors, types).map { error, type in
            let name = names.claim(error.status == "default" ? "other" : "status" + error.status).name
            var docLines = SwiftLiteral.docLines(error.description)
            let summary = error.status == "default" ? "Any other status" : "Status \(error.status)"
            docLines = docLines.isEmpty ? [summary + "."] : [summary + ": " + docLines[0]] + docLines.dropFirst()
            return ErrorCaseCode(
                caseName: name, type: type, statusLiteral: SwiftLiteral.string(error.status), docLines: docLines)
        }
        let docLines = [
            "The server's error model, by status, when the request failed with \(statuses); `nil` for any other error.",
            "Pass the error the call threw: `\(className).errorModel(from: error)`.",
        ]
        return ErrorModelCode(singleType: nil, cases: cases, statusList: statusList, docLines: docLines)
    }
}
