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
        /// A directive YAML reserves for future use; ignored, but only where directives belong.
        case reservedDirective
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

extension YAMLToken {
    /// A token's kind without its payload, so decisions need no string copies.
    enum Category: Sendable {
        case streamStart, streamEnd, versionDirective, tagDirective, reservedDirective, documentStart, documentEnd
        case blockSequenceStart, blockMappingStart, blockEnd
        case flowSequenceStart, flowSequenceEnd, flowMappingStart, flowMappingEnd
        case blockEntry, flowEntry, key, value, alias, anchor, tag, scalar
    }

    /// What the parser looks at before deciding to consume a token.
    struct Head: Sendable {
        var category: Category
        var start: YAMLMark
        var end: YAMLMark
    }

    var head: Head {
        let category: Category
        switch kind {
        case .streamStart: category = .streamStart
        case .streamEnd: category = .streamEnd
        case .versionDirective: category = .versionDirective
        case .tagDirective: category = .tagDirective
        case .reservedDirective: category = .reservedDirective
        case .documentStart: category = .documentStart
        case .documentEnd: category = .documentEnd
        case .blockSequenceStart: category = .blockSequenceStart
        case .blockMappingStart: category = .blockMappingStart
        case .blockEnd: category = .blockEnd
        case .flowSequenceStart: category = .flowSequenceStart
        case .flowSequenceEnd: category = .flowSequenceEnd
        case .flowMappingStart: category = .flowMappingStart
        case .flowMappingEnd: category = .flowMappingEnd
        case .blockEntry: category = .blockEntry
        case .flowEntry: category = .flowEntry
        case .key: category = .key
        case .value: category = .value
        case .alias: category = .alias
        case .anchor: category = .anchor
        case .tag: category = .tag
        case .scalar: category = .scalar
        }
        return Head(category: category, start: start, end: end)
    }
}
