/// Builds the located `Node` tree from scanner tokens (YAML's "parser" and "composer" in one).
///
/// A loop over the token stream that keeps open collections on an explicit stack (see
/// `parseRootNode`). Aliases expand to copies of the anchored node; the total expansion is capped
/// so a "billion laughs" document fails fast instead of exhausting memory.
struct YAMLParser {
    static let maximumDepth = 512
    static let maximumAliasExpansion = 1_000_000

    var scanner: YAMLScanner
    let file: String
    var anchors: [String: (node: Node, size: Int)] = [:]
    /// The height of each anchored node, computed when it is first used by an alias.
    var anchorHeights: [String: Int] = [:]
    var tagHandles: [String: String] = ["!": "!", "!!": ScalarValue.tagPrefix]
    /// Nodes created so far, counting alias copies; differences give the size of an anchored node.
    var nodeCount = 0
    /// A repeated mapping key replaces the earlier value with a warning instead of failing (OpenAPI documents only).
    var replacesDuplicateKeys = false
    /// A merge key (`<<: *defaults`) merges the mapping it names instead of failing (OpenAPI documents only).
    var mergesKeys = false
    var expandedAliasNodes = 0

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
        if token.category == .documentStart {
            explicitStart = true
            try scanner.next()
            token = try scanner.peek()
        } else if let directiveToken {
            throw error("a directive must be followed by a '---' line that starts the document", at: directiveToken.start)
        }
        let root: Node
        switch token.category {
        case .streamEnd, .documentEnd, .documentStart:
            // No content: an empty stream is null at 1:1, an empty explicit document is null at its end.
            let place = explicitStart ? location(token.start) : SourceLocation(file: file, line: 1, column: 1)
            root = .scalar(Node.Scalar("", location: place))
        default:
            root = try parseRootNode()
        }
        var endedExplicitly = false
        while try scanner.peek().category == .documentEnd {
            endedExplicitly = true
            try scanner.next()
        }
        token = try scanner.peek()
        switch token.category {
        case .streamEnd:
            return root
        case .documentStart:
            throw multiDocumentError(at: token.start)
        case .versionDirective, .tagDirective, .reservedDirective:
            if endedExplicitly { throw multiDocumentError(at: token.start) }
            throw error(
                "a directive ('%...') is only allowed at the start of the file, before '---'; quote the value if it is text",
                at: token.start)
        default:
            if endedExplicitly { throw multiDocumentError(at: token.start) }
            throw error("unexpected content after the end of the document; check the indentation of this line", at: token.start)
        }
    }

    private func multiDocumentError(at mark: YAMLMark) -> Diagnostic {
        error("multi-document streams are not supported; put one spec per file", at: mark)
    }

    /// Consumes `%YAML` and `%TAG` directives; returns the first one, if any.
    private mutating func parseDirectives() throws(Diagnostic) -> YAMLToken.Head? {
        var first: YAMLToken.Head?
        var sawVersion = false
        var declaredHandles: Set<String> = []
        while true {
            let head = try scanner.peek()
            switch head.category {
            case .versionDirective, .tagDirective, .reservedDirective: break
            default: return first
            }
            let token = try scanner.next()
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
                guard declaredHandles.insert(handle).inserted else {
                    throw error("duplicate %TAG directive for '\(handle)'; declare each handle once", at: token.start)
                }
                tagHandles[handle] = prefix
            default:
                break
            }
            if first == nil { first = head }
        }
    }

    // MARK: Nodes

    /// What the parse loop does next: parse a node, attach a finished one, or continue the
    /// innermost open collection.
    enum Step {
        case node(block: Bool, indentlessSequence: Bool)
        case finished(Node)
        case resume
    }

    /// Parses the document's root node.
    ///
    /// Open collections live on an explicit stack rather than the call stack, so nesting depth
    /// costs heap memory only and no input can overflow the thread's stack.
    mutating func parseRootNode() throws(Diagnostic) -> Node {
        var stack: [YAMLOpenCollection] = []
        var step = Step.node(block: true, indentlessSequence: false)
        while true {
            switch step {
            case .node(let block, let indentlessSequence):
                step = try startNode(block: block, indentlessSequence: indentlessSequence, stack: &stack)
            case .finished(let node):
                guard !stack.isEmpty else { return node }
                if let duplicate = try stack[stack.count - 1].attach(node, replacingDuplicates: replacesDuplicateKeys, mergingKeys: mergesKeys) {
                    scanner.warnings.append(DuplicateKeys.warning(key: duplicate.key, first: duplicate.first))
                }
                step = try resume(&stack)
            case .resume:
                step = try resume(&stack)
            }
        }
    }

    /// Reads a node's properties and content. A scalar or alias finishes at once; a collection
    /// is opened on the stack. `block` allows block collections; `indentlessSequence` allows a
    /// `- ` sequence at the same column as the mapping key it is the value of.
    private mutating func startNode(
        block: Bool, indentlessSequence: Bool, stack: inout [YAMLOpenCollection]
    ) throws(Diagnostic) -> Step {
        var token = try scanner.peek()
        if token.category == .alias, case .alias(let name) = try scanner.next().kind {
            return .finished(try expandAlias(name, at: token.start, depth: stack.count))
        }
        var anchor: String?
        var tag: String?
        var propertiesEnd: YAMLMark?
        while (token.category == .anchor && anchor == nil) || (token.category == .tag && tag == nil) {
            switch try scanner.next().kind {
            case .anchor(let name): anchor = name
            case .tag(let handle, let suffix): tag = try resolveTag(handle: handle, suffix: suffix, at: token.start)
            default: break
            }
            propertiesEnd = token.end
            token = try scanner.peek()
        }
        let kind: YAMLOpenCollection.Kind
        switch token.category {
        case .scalar:
            guard case .scalar(let text, let style) = try scanner.next().kind else { throw unexpectedTokenError(token) }
            let countBefore = nodeCount
            nodeCount += 1
            let node = Node.scalar(Node.Scalar(text, style: style, tag: tag, location: location(token.start)))
            return .finished(try complete(node, tag: tag, anchor: anchor, countBefore: countBefore))
        case .flowSequenceStart: kind = .flowSequence
        case .flowMappingStart: kind = .flowMapping
        case .blockSequenceStart where block: kind = .blockSequence
        case .blockMappingStart where block: kind = .blockMapping
        case .blockEntry where indentlessSequence: kind = .indentlessSequence
        case .alias:
            throw error("an alias cannot have an anchor or a tag; remove them", at: token.start)
        default:
            guard let propertiesEnd else { throw unexpectedTokenError(token) }
            let countBefore = nodeCount
            nodeCount += 1
            let node = Node.scalar(Node.Scalar("", tag: tag, location: location(propertiesEnd)))
            return .finished(try complete(node, tag: tag, anchor: anchor, countBefore: countBefore))
        }
        if kind != .indentlessSequence { try scanner.next() }
        try open(kind, at: token.start, tag: tag, anchor: anchor, stack: &stack)
        return .resume
    }

    mutating func open(
        _ kind: YAMLOpenCollection.Kind, at start: YAMLMark, tag: String?, anchor: String?,
        stack: inout [YAMLOpenCollection]
    ) throws(Diagnostic) {
        guard stack.count < Self.maximumDepth else {
            throw error("nesting is too deep (more than \(Self.maximumDepth) levels); flatten the document", at: start)
        }
        stack.append(YAMLOpenCollection(kind: kind, start: start, tag: tag, anchor: anchor, countBefore: nodeCount))
        nodeCount += 1
    }

    /// Checks the node's tag and records its anchor.
    mutating func complete(_ node: Node, tag: String?, anchor: String?, countBefore: Int) throws(Diagnostic) -> Node {
        if let tag { try validateCoreTag(tag, on: node) }
        if let anchor { anchors[anchor] = (node, nodeCount - countBefore) }
        return node
    }

    /// An empty (null) node where the source has none, e.g. the value in `key:`.
    mutating func emptyNode(at mark: YAMLMark) -> Node {
        nodeCount += 1
        return .scalar(Node.Scalar("", location: location(mark)))
    }

    func unexpectedTokenError(_ token: YAMLToken.Head) -> Diagnostic {
        switch token.category {
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

    func describeToken(_ token: YAMLToken.Head) -> String {
        switch token.category {
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

}
