import Foundation

/// Encodes `multipart/form-data` bodies (RFC 7578).
struct MultipartEncoder {
    let boundary: String

    /// A boundary that cannot plausibly occur in the content.
    static func randomBoundary() -> String {
        "apigen-" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// The body. JSON parts are encoded with an encoder from `makeJSONEncoder` (made once, and only when there is
    /// such a part); its errors are thrown.
    func encode(_ parts: [MultipartPart], makeJSONEncoder: () -> JSONEncoder) throws -> Data {
        var body = Data()
        var jsonEncoder: JSONEncoder?
        for part in parts {
            switch part.content {
            case .values(let values):
                for value in values {
                    appendHeader(to: &body, disposition: "form-data; name=\"\(Self.quote(part.name))\"", type: nil)
                    body.append(Data(value.utf8))
                    body.append(Data("\r\n".utf8))
                }
            case .file(let file):
                let disposition = "form-data; name=\"\(Self.quote(part.name))\"; filename=\"\(Self.quote(file.fileName))\""
                appendHeader(to: &body, disposition: disposition, type: file.mimeType)
                body.append(file.data)
                body.append(Data("\r\n".utf8))
            case .json(let json):
                let encoder = jsonEncoder ?? makeJSONEncoder()
                jsonEncoder = encoder
                let data = try encoder.encode(json.value)
                appendHeader(to: &body, disposition: "form-data; name=\"\(Self.quote(part.name))\"", type: "application/json")
                body.append(data)
                body.append(Data("\r\n".utf8))
            }
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }

    private func appendHeader(to body: inout Data, disposition: String, type: String?) {
        var header = "--\(boundary)\r\nContent-Disposition: \(disposition)\r\n"
        if let type { header += "Content-Type: \(HeaderValidation.strippingLineBreaks(type))\r\n" }
        header += "\r\n"
        body.append(Data(header.utf8))
    }

    /// Escapes a name or file name inside quotes the way browsers do (WHATWG): `"` and line
    /// breaks become percent escapes, so a name can never end the header early.
    static func quote(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "%22"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Header checks shared by the request builder and the multipart encoder.
enum HeaderValidation {
    /// Whether `name` is an RFC 9110 token.
    static func isValidName(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        return name.utf8.allSatisfy { byte in
            PercentEncoding.isUnreserved(byte) || "!#$%&'*+^`|".utf8.contains(byte)
        }
    }

    /// Whether `value` is free of CR, LF and NUL, which would split or truncate the header block.
    static func isValidValue(_ value: String) -> Bool {
        !value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }
    }

    static func strippingLineBreaks(_ value: String) -> String {
        String(value.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })
    }
}
