/// A position inside the UTF-8 input: byte offset plus 0-based line and column (in Unicode scalars).
///
/// Kept 0-based internally because indentation arithmetic is simpler that way; `location(in:)`
/// converts to the 1-based `SourceLocation` users see.
struct YAMLMark: Sendable {
    var index: Int
    var line: Int
    var column: Int

    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line + 1, column: column + 1)
    }
}

/// One lexical token of a YAML stream, as produced by `YAMLScanner`.
struct YAMLToken: Sendable {
    enum Kind: Sendable {
        case streamStart
        case streamEnd
        case versionDirective(major: Int, minor: Int)
        case tagDirective(handle: String, prefix: String)
        case documentStart
        case documentEnd
        case blockSequenceStart
        case blockMappingStart
        case blockEnd
        case flowSequenceStart
        case flowSequenceEnd
        case flowMappingStart
        case flowMappingEnd
        case blockEntry
        case flowEntry
        case key
        case value
        case alias(String)
        case anchor(String)
        case tag(handle: String, suffix: String)
        case scalar(String, Node.ScalarStyle)
    }

    var kind: Kind
    var start: YAMLMark
    var end: YAMLMark
}
