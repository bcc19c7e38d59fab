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
        try read(bytes: bytes, file: file, lenient: false).node
    }

    /// Reads like `read(bytes:file:)`, but also accepts what libyaml (PyYAML, most YAML tools) accepts where YAML 1.2
    /// does not, with one warning per kind (`LenientReading`): a flow collection line, or a quoted string's
    /// continuation line, indented no more than its enclosing block (`example: {` … `}` with the `}` under `example`,
    /// as in the Matrix and 3GPP API descriptions), and a `#` right after a quoted string starting a comment. Every file apigen
    /// reads (`SourceDocument`) is read this way, so that a document every other tool reads is not rejected; the YAML
    /// conformance suite and the fuzzers' differential checks read strictly.
    public static func readLeniently(bytes: [UInt8], file: String) throws(Diagnostic) -> (node: Node, warnings: [Diagnostic]) {
        try read(bytes: bytes, file: file, lenient: true)
    }

    /// Reads like `readLeniently(bytes:file:)`, but as PyYAML and SnakeYAML read published documents: a repeated
    /// mapping key replaces the earlier value (the later one wins), with one warning per repeat, and a YAML 1.1 merge
    /// key (`<<: *defaults`, `<<: [*a, *b]`, also tagged `!!merge`) adds the named mappings' entries the mapping does not
    /// write itself. For OpenAPI documents only.
    static func readLenientlyReplacingDuplicateKeys(bytes: [UInt8], file: String) throws(Diagnostic) -> (node: Node, warnings: [Diagnostic]) {
        try read(bytes: bytes, file: file, lenient: true, replacingDuplicateKeys: true)
    }

    private static func read(
        bytes: [UInt8], file: String, lenient: Bool, replacingDuplicateKeys: Bool = false
    ) throws(Diagnostic) -> (node: Node, warnings: [Diagnostic]) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        try YAMLInputValidator.validate(bytes, from: start, file: file)
        var scanner = YAMLScanner(bytes: bytes, startIndex: start, file: file)
        scanner.isLenient = lenient
        var parser = YAMLParser(scanner: scanner, file: file)
        parser.replacesDuplicateKeys = replacingDuplicateKeys
        parser.mergesKeys = replacingDuplicateKeys
        let node = try parser.parseStream()
        return (node, parser.scanner.warnings)
    }
}
