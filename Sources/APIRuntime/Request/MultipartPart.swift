/// One named part of a `multipart/form-data` body: plain field values or a file.
public struct MultipartPart: Sendable, Hashable {
    /// What a part carries.
    public enum Content: Sendable, Hashable {
        /// One part per value; no values (a `nil` optional) means no part at all.
        case values([String])
        case file(UploadFile)
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
}
