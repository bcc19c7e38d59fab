/// Builds the located `Node` tree from scanner tokens (YAML's "parser" and "composer" in one).
///
/// Recursive descent over the token stream. Aliases expand to copies of the anchored node; the
/// total expansion is capped so a "billion laughs" document fails fast instead of exhausting memory.
struct YAMLParser {
    static let maximumDepth = 512
    static let maximumAliasExpansion = 1_000_000

    var scanner: YAMLScanner
    let file: String
    var anchors: [String: (node: Node, size: Int)] = [:]
    var tagHandles: [String: String] = ["!": "!", "!!": ScalarValue.tagPrefix]
    /// Nodes created so far, counting alias copies; differences give the size of an anchored node.
    var nodeCount = 0
    var expandedAliasNodes = 0
    var depth = 0

    init(scanner: YAMLScanner, file: String) {
        self.scanner = scanner
        self.file = file
    }

    func location(_ mark: YAMLMark) -> SourceLocation { mark.location(in: file) }

    func error(_ message: String, at mark: YAMLMark) -> Diagnostic {
        .error(message, at: location(mark))
    }

    // MARK: Stream and document

    /// Reads the single document of the stream.
    mutating func parseStream() throws(Diagnostic) -> Node {
        try scanner.next()  // stream start
        let directiveToken = try parseDirectives()
        var token = try scanner.peek()
        var explicitStart = false
        if case .documentStart = token.kind {
            explicitStart = true
            try scanner.next()
            token = try scanner.peek()
        } else if let directiveToken {
            throw error("a directive must be followed by a '---' line that starts the document", at: directiveToken.start)
        }
        let root: Node
        switch token.kind {
        case .streamEnd, .documentEnd, .documentStart:
            // No content: an empty stream is null at 1:1, an empty explicit document is null at its end.
            let place = explicitStart ? location(token.start) : SourceLocation(file: file, line: 1, column: 1)
            root = .scalar(Node.Scalar("", location: place))
        default:
            root = try parseNode(block: true, indentlessSequence: false)
        }
        var endedExplicitly = false
        while case .documentEnd = try scanner.peek().kind {
            endedExplicitly = true
            try scanner.next()
        }
        token = try scanner.peek()
        switch token.kind {
        case .streamEnd:
            return root
        case .documentStart, .versionDirective, .tagDirective:
            throw multiDocumentError(at: token.start)
        default:
            if endedExplicitly { throw multiDocumentError(at: token.start) }
            throw error("unexpected content after the end of the document; check the indentation of this line", at: token.start)
        }
    }

    private func multiDocumentError(at mark: YAMLMark) -> Diagnostic {
        error("multi-document streams are not supported; put one spec per file", at: mark)
    }

    /// Consumes `%YAML` and `%TAG` directives; returns the first one, if any.
    private mutating func parseDirectives() throws(Diagnostic) -> YAMLToken? {
        var first: YAMLToken?
        var sawVersion = false
        while true {
            let token = try scanner.peek()
            switch token.kind {
            case .versionDirective(let major, _):
                guard !sawVersion else {
                    throw error("duplicate %YAML directive; keep one", at: token.start)
                }
                guard major == 1 else {
                    throw error("unsupported YAML feature: version \(major).x documents; this reader supports YAML 1.2", at: token.start)
                }
                sawVersion = true
            case .tagDirective(let handle, let prefix):
                if tagHandles[handle] != nil && handle != "!" && handle != "!!" {
                    throw error("duplicate %TAG directive for '\(handle)'", at: token.start)
                }
                tagHandles[handle] = prefix
            default:
                return first
            }
            if first == nil { first = token }
            try scanner.next()
        }
    }

    // MARK: Nodes

    /// Parses one node with its properties. `block` allows block collections; `indentlessSequence`
    /// allows a `- ` sequence at the same column as the mapping key it is the value of.
    mutating func parseNode(block: Bool, indentlessSequence: Bool) throws(Diagnostic) -> Node {
        var token = try scanner.peek()
        if case .alias(let name) = token.kind {
            try scanner.next()
            return try expandAlias(name, at: token.start)
        }
        var anchor: String?
        var tag: String?
        var propertiesEnd: YAMLMark?
        while true {
            if case .anchor(let name) = token.kind, anchor == nil {
                anchor = name
            } else if case .tag(let handle, let suffix) = token.kind, tag == nil {
                tag = try resolveTag(handle: handle, suffix: suffix, at: token.start)
            } else {
                break
            }
            propertiesEnd = token.end
            try scanner.next()
            token = try scanner.peek()
        }
        let countBefore = nodeCount
        let node: Node
        switch token.kind {
        case .scalar(let text, let style):
            try scanner.next()
            nodeCount += 1
            node = .scalar(Node.Scalar(text, style: style, tag: tag, location: location(token.start)))
        case .flowSequenceStart:
            node = try parseFlowSequence(tag: tag)
        case .flowMappingStart:
            node = try parseFlowMapping(tag: tag)
        case .blockSequenceStart where block:
            node = try parseBlockSequence(tag: tag)
        case .blockMappingStart where block:
            node = try parseBlockMapping(tag: tag)
        case .blockEntry where indentlessSequence:
            node = try parseIndentlessSequence(tag: tag)
        case .alias:
            throw error("an alias cannot have an anchor or a tag; remove them", at: token.start)
        default:
            guard let propertiesEnd else { throw unexpectedTokenError(token) }
            nodeCount += 1
            node = .scalar(Node.Scalar("", tag: tag, location: location(propertiesEnd)))
        }
        if let anchor { anchors[anchor] = (node, nodeCount - countBefore) }
        return node
    }

    /// An empty (null) node where the source has none, e.g. the value in `key:`.
    mutating func emptyNode(at mark: YAMLMark) -> Node {
        nodeCount += 1
        return .scalar(Node.Scalar("", location: location(mark)))
    }

    private mutating func expandAlias(_ name: String, at mark: YAMLMark) throws(Diagnostic) -> Node {
        guard let anchored = anchors[name] else {
            throw error("undefined alias '*\(name)'; define the anchor '&\(name)' before this use", at: mark)
        }
        expandedAliasNodes += anchored.size
        guard expandedAliasNodes <= Self.maximumAliasExpansion else {
            throw error(
                "alias expansion too large (more than \(Self.maximumAliasExpansion) nodes); aliases expand to copies, so use fewer nested aliases",
                at: mark)
        }
        nodeCount += anchored.size
        return anchored.node
    }

    private func resolveTag(handle: String, suffix: String, at mark: YAMLMark) throws(Diagnostic) -> String {
        if handle.isEmpty { return suffix }
        if handle == "!" && suffix.isEmpty { return "!" }
        guard let prefix = tagHandles[handle] else {
            throw error("undefined tag handle '\(handle)'; declare it with a %TAG directive", at: mark)
        }
        return prefix + suffix
    }

    func unexpectedTokenError(_ token: YAMLToken) -> Diagnostic {
        switch token.kind {
        case .blockSequenceStart, .blockMappingStart, .blockEntry:
            return error("bad indentation: this line is not aligned with the entries around it", at: token.start)
        case .key, .value:
            return error("unexpected mapping entry here; check the indentation, or quote a value that contains ': '", at: token.start)
        case .flowEntry, .flowSequenceEnd, .flowMappingEnd:
            return error("expected a value before \(describeToken(token))", at: token.start)
        default:
            return error("expected a value, found \(describeToken(token))", at: token.start)
        }
    }

    func describeToken(_ token: YAMLToken) -> String {
        switch token.kind {
        case .streamEnd: "the end of the file"
        case .documentStart: "'---'"
        case .documentEnd: "'...'"
        case .flowEntry: "','"
        case .flowSequenceEnd: "']'"
        case .flowMappingEnd: "'}'"
        case .flowSequenceStart: "'['"
        case .flowMappingStart: "'{'"
        case .blockEnd: "a less indented line"
        default: "this token"
        }
    }

    mutating func enterCollection(at mark: YAMLMark) throws(Diagnostic) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("nesting is too deep (more than \(Self.maximumDepth) levels); flatten the document", at: mark)
        }
    }
}
