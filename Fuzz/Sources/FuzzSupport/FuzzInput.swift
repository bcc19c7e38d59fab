import APIGenCore

/// What libFuzzer hands a target, as bytes and as text.
public struct FuzzInput {
    public let bytes: [UInt8]

    public init(_ start: UnsafeRawPointer?, _ count: Int) {
        if let start, count > 0 {
            bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
        } else {
            bytes = []
        }
    }

    /// The bytes as text (invalid UTF-8 repaired, as apigen's readers see a file's text).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The input split at `separator` bytes into at most `limit` parts.
    public func parts(separatedBy separator: UInt8, limit: Int) -> [String] {
        bytes.split(separator: separator, maxSplits: limit - 1, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Stops the run: libFuzzer saves the input as a finding. (`fatalError` keeps its message in release builds.)
public func fuzzFailure(_ message: String) -> Never {
    fatalError("FUZZ FINDING: " + message)
}
