import Foundation

/// A file sent as one part of a `multipart/form-data` body.
public struct UploadFile: Sendable, Hashable {
    public let data: Data
    public let fileName: String
    public let mimeType: String

    public init(data: Data, fileName: String, mimeType: String) {
        self.data = data
        self.fileName = fileName
        self.mimeType = mimeType
    }
}
