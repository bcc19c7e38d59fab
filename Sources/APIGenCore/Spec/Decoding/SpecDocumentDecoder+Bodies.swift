import Foundation

/// Raw request bodies (`encoding: binary|text`) and custom content types.
extension SpecDocumentDecoder {
    /// `contentType:` of a body: a media type `type/subtype` with optional `; parameters`. Form and
    /// multipart bodies keep their own content type (multipart carries its boundary in it).
    mutating func decodeContentType(_ fields: Fields, encoding: BodySpec.Encoding) -> (isValid: Bool, value: String?) {
        guard let node = fields["contentType"] else { return (true, nil) }
        guard let text = string(node, for: "'contentType'") else { return (false, nil) }
        if encoding == .form || encoding == .multipart {
            error(
                "a \(encoding.rawValue) body cannot set 'contentType'", at: fields.keyLocation("contentType"),
                notes: ["form and multipart bodies send their own content type; remove 'contentType'"])
            return (false, nil)
        }
        guard Self.isMediaType(text) else {
            error(
                "invalid content type '\(text)'", at: node.location,
                notes: ["write a media type 'type/subtype', e.g. 'application/merge-patch+json' or 'image/png'"])
            return (false, nil)
        }
        return (true, text)
    }

    /// `type/subtype` of RFC 9110 tokens, optionally followed by `; name=value` parameters (not checked
    /// further, but free of line breaks).
    static func isMediaType(_ text: String) -> Bool {
        let essence = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        let parts = essence[0].trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ isHeaderName(String($0)) }) else { return false }
        return !text.contains { $0 == "\r" || $0 == "\n" }
    }

    /// `body: { encoding: binary, type: Data }` or `body: { encoding: text, type: String }`, optionals allowed.
    mutating func decodeRawBody(
        _ typeNode: Node, encoding: BodySpec.Encoding, contentType: String?, endpoint: String, key: SourceLocation
    ) -> BodySpec? {
        guard let type = resolveType(typeNode, role: .body, what: "the body of endpoint '\(endpoint)'") else { return nil }
        let expected: TypeRef = encoding == .binary ? .builtin(.data) : .builtin(.string)
        guard type.unwrapped == expected else {
            error(
                "a \(encoding.rawValue) body must have type '\(expected)', found '\(type)'", at: typeNode.location,
                notes: [encoding == .binary
                    ? "raw bytes are 'Data'; use 'encoding: json' to send a model"
                    : "text is 'String'; use 'encoding: json' to send a model"])
            return nil
        }
        return BodySpec(encoding: encoding, content: .type(type), contentType: contentType, location: key)
    }
}
