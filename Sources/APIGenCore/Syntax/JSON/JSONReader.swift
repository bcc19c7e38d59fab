/// Reads RFC 8259 JSON into the located ``Node`` tree shared with the YAML reader.
///
/// Strings become double-quoted scalars; numbers, `true`, `false` and `null` become plain scalars
/// that keep their exact source text, so ``Node/Scalar/value`` resolves them the way YAML's core
/// schema would. Every node carries the 1-based line and column (in Unicode scalars) of its first
/// character; mappings and sequences point at their `{` / `[`.
///
/// The reader works on UTF-8 bytes in one linear pass with an explicit stack (no recursion), so
/// deep or huge input cannot overflow the call stack. Anything that is not JSON is reported as one
/// located ``Diagnostic`` that says what was expected and how to fix it; it never crashes.
public enum JSONReader {
    /// Nesting deeper than this many arrays and objects is rejected with a located error.
    public static let maximumDepth = 512

    /// Reads the JSON document `text`; `file` is the path used in locations.
    public static func read(_ text: String, file: String) throws(Diagnostic) -> Node {
        // Native strings are contiguous UTF-8: parse them in place instead of copying the bytes.
        if let result = text.utf8.withContiguousStorageIfAvailable({ parse($0, file: file) }) {
            return try result.get()
        }
        return try read(bytes: Array(text.utf8), file: file)
    }

    /// Reads a JSON document from raw bytes: validates UTF-8 (with a located error) and skips a
    /// leading UTF-8 byte order mark.
    public static func read(bytes: [UInt8], file: String) throws(Diagnostic) -> Node {
        try bytes.withUnsafeBufferPointer { parse($0, file: file) }.get()
    }

    /// Reads like `read(bytes:file:)`, but a repeated key replaces the earlier value (the later one wins, as
    /// `JSON.parse` and most JSON readers do), with one warning per repeat. For OpenAPI documents only: a spec's
    /// repeated key is a mistake to fix, a published API description's is a vendor's to fix.
    static func readReplacingDuplicateKeys(bytes: [UInt8], file: String) throws(Diagnostic) -> (node: Node, warnings: [Diagnostic]) {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<(Node, [Diagnostic]), Diagnostic> in
            var parser = JSONParser(bytes: buffer, file: file)
            parser.replacesDuplicateKeys = true
            do throws(Diagnostic) {
                let node = try parser.parseDocument()
                return .success((node, parser.warnings))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, file: String) -> Result<Node, Diagnostic> {
        var parser = JSONParser(bytes: buffer, file: file)
        do throws(Diagnostic) {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(error)
        }
    }
}
