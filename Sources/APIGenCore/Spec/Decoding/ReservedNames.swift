/// Type names a spec cannot give its models (or its endpoint classes): generated files use them
/// unqualified, so a model with the same name would shadow them and break the build.
enum ReservedNames {
    /// Names Swift does not allow for a declared type.
    static let swiftKeywords: Set<String> = ["Any", "AnyObject", "Self", "Type", "Protocol"]

    /// Name → where it comes from.
    static let typeNames: [String: String] = {
        var names: [String: String] = [:]
        for name in [
            "APIClient", "APIError", "APIPath", "BaseAPI", "DateFormat", "Envelope", "FormField", "HTTPHeader",
            "HTTPMethod", "MultipartPart", "OpenEnum", "PageableAPI", "ParameterValue", "QueryItem", "RequestBody",
            "RequestHandle", "UploadFile",
        ] {
            names[name] = "APIRuntime"
        }
        for name in [
            "Array", "Codable", "Decodable", "Dictionary", "Encodable", "Equatable", "Error", "Hashable", "Never",
            "Optional", "Result", "Sendable", "Set", "Void",
        ] {
            names[name] = "the Swift standard library"
        }
        for name in ["Decoder", "Encoder", "JSONDecoder", "JSONEncoder", "TimeInterval"] {
            names[name] = "Foundation"
        }
        return names
    }()
}
