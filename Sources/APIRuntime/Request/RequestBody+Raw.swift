import Foundation

/// Raw request bodies: bytes and text, sent as they are.
extension RequestBody {
    /// UTF-8 text, `Content-Type: text/plain; charset=utf-8` unless another type is given.
    public static func text(_ text: String, contentType: String = "text/plain; charset=utf-8") -> RequestBody {
        .data(Data(text.utf8), contentType: contentType)
    }
}
