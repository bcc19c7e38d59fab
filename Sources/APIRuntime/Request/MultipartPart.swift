/// One named part of a `multipart/form-data` body: plain field values, a file, or a JSON value.
public struct MultipartPart: Sendable, Hashable {
    /// What a part carries.
    public enum Content: Sendable, Hashable {
        /// One part per value; no values (a `nil` optional) means no part at all.
        case values([String])
        case file(UploadFile)
        /// One part holding the value encoded with the client's `JSONEncoder`, sent with
        /// `Content-Type: application/json` (what OpenAPI prescribes for object and array-of-object fields).
        case json(MultipartJSONValue)
    }

    public let name: String
    public let content: Content

    /// Plain field(s); a `nil` optional is left out, an array gives one part per element.
    public init(_ name: String, _ value: some ParameterValue) {
        self.name = name
        self.content = .values(value.parameterValues)
    }

    public init(_ name: String, _ file: UploadFile) {
        self.name = name
        self.content = .file(file)
    }

    /// A file that may be absent; `nil` is left out.
    public init(_ name: String, _ file: UploadFile?) {
        self.name = name
        self.content = file.map(Content.file) ?? .values([])
    }

    /// A model (or a list or dictionary of them) sent as one JSON part.
    public init<Value: Encodable & Hashable & Sendable>(_ name: String, json value: Value) {
        self.name = name
        self.content = .json(MultipartJSONValue(value))
    }

    /// A JSON part that may be absent; `nil` is left out.
    public init<Value: Encodable & Hashable & Sendable>(_ name: String, json value: Value?) {
        self.name = name
        self.content = value.map { .json(MultipartJSONValue($0)) } ?? .values([])
    }

    /// A JSON part of a value that is not `Hashable` (a model generated with `hashable: false`).
    public init<Value: Encodable & Sendable>(_ name: String, json value: Value) {
        self.name = name
        self.content = .json(MultipartJSONValue(value))
    }

    /// A JSON part of a value that is not `Hashable` and may be absent; `nil` is left out.
    public init<Value: Encodable & Sendable>(_ name: String, json value: Value?) {
        self.name = name
        self.content = value.map { .json(MultipartJSONValue($0)) } ?? .values([])
    }
}

/// A value a multipart part sends as JSON, encoded when the request is built with the client's encoder, so dates and
/// keys follow the same strategy as a JSON body.
public typealias MultipartJSONValue = EncodableValue
