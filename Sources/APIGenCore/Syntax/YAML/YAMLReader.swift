/// Reads YAML 1.2 into the located node tree shared with the JSON reader.
///
/// One document per stream: a spec is one document, and silently taking only the first of
/// several would hide the rest. Scalars keep their text, style and tag; core-schema resolution
/// happens in `ScalarValue.resolve`. Aliases are expanded as copies (their nodes keep the
/// anchored node's locations).
public enum YAMLReader {
    /// Reads a single-document YAML stream into a located node tree.
    ///
    /// An empty stream (only comments or whitespace) reads as an empty plain scalar (null) at 1:1.
    public static func read(_ text: String, file: String) throws(Diagnostic) -> Node {
        try read(bytes: Array(text.utf8), file: file)
    }

    /// Reads a single-document YAML stream from UTF-8 bytes, validating the encoding first
    /// (invalid UTF-8, NUL and other control characters are located errors). A leading byte
    /// order mark is skipped.
    public static func read(bytes: [UInt8], file: String) throws(Diagnostic) -> Node {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        try YAMLInputValidator.validate(bytes, from: start, file: file)
        var parser = YAMLParser(scanner: YAMLScanner(bytes: bytes, startIndex: start, file: file), file: file)
        return try parser.parseStream()
    }
}
