/// Turns the UTF-8 bytes of a YAML stream into tokens, on demand.
///
/// The structure follows the classic libyaml scanner: an indentation stack produces block
/// start/end tokens, and a possible implicit ("simple") key is remembered so that a KEY token can
/// be inserted before it once a `:` shows it really was a key. Where YAML 1.1 and 1.2 differ
/// (`:` inside flow plain scalars, tabs, comments) this scanner follows 1.2.
struct YAMLScanner {
    struct SimpleKey {
        var isPossible = false
        var isRequired = false
        var tokenNumber = 0
        var mark = YAMLMark(index: 0, line: 0, column: 0)
    }

    /// Deeper flow nesting is rejected; the parser's own limit normally triggers first.
    static let maximumFlowLevel = 10_000

    let bytes: [UInt8]
    let file: String
    var mark: YAMLMark
    var tokens: [YAMLToken] = []
    var head = 0
    var tokensParsed = 0
    var streamStartProduced = false
    var streamEndProduced = false
    var indent = -1
    var indents: [Int] = []
    var flowLevel = 0
    var simpleKeyAllowed = false
    var simpleKeys: [SimpleKey] = []
    /// The previous token was a quoted scalar or a flow collection end, after which a flow `:`
    /// needs no following space (`{"a":1}`).
    var lastTokenWasJSONLike = false
    /// A token already started on the current line, so a tab here is separation, not indentation.
    var lineHasContent = false
    /// Column where the current line's leading spaces end (a tab ends them too); -1 until known.
    var lineIndent = -1
    /// Where a tab was last skipped as separation in block context; no block collection may
    /// start after it on the same line, since YAML indentation is spaces only.
    var lastTab = YAMLMark(index: -1, line: -1, column: -1)
    /// Accept what libyaml (and so PyYAML and most tools) accepts where YAML 1.2 does not, with one warning per kind
    /// (`warnings`), instead of YAML 1.2's error (see `YAMLReader.readLeniently` and `LenientReading`).
    var isLenient = false
    /// What reading accepted but YAML 1.2 does not (see `isLenient`).
    var warnings: [Diagnostic] = []
    /// The kinds of leniency already warned about: once per document, since a document written one way usually
    /// does it everywhere.
    var lenientKindsSeen: Set<LenientReading> = []

    init(bytes: [UInt8], startIndex: Int, file: String) {
        self.bytes = bytes
        self.file = file
        self.mark = YAMLMark(index: startIndex, line: 0, column: 0)
    }

    // MARK: Token queue

    /// The next token's category and marks, without consuming it (and without copying its text).
    mutating func peek() throws(Diagnostic) -> YAMLToken.Head {
        try fetchMoreTokens()
        return tokens[head].head
    }

    /// Consumes and returns the next token.
    @discardableResult
    mutating func next() throws(Diagnostic) -> YAMLToken {
        try fetchMoreTokens()
        let token = tokens[head]
        head += 1
        tokensParsed += 1
        if head == tokens.count {
            tokens.removeAll(keepingCapacity: true)
            head = 0
        }
        return token
    }

    private mutating func fetchMoreTokens() throws(Diagnostic) {
        while true {
            var needMore = head == tokens.count
            if !needMore {
                if streamEndProduced || !headMayBeSimpleKey() { return }
                // The head token may still turn out to be a key: scan on until that is decided.
                try staleSimpleKeys()
                needMore = headMayBeSimpleKey()
            }
            if !needMore { return }
            if streamEndProduced {
                // Only reachable if the parser reads past the end; repeat the end token.
                tokens.append(YAMLToken(kind: .streamEnd, start: mark, end: mark))
                return
            }
            try fetchNextToken()
        }
    }

    private func headMayBeSimpleKey() -> Bool {
        for key in simpleKeys where key.isPossible && key.tokenNumber == tokensParsed {
            return true
        }
        return false
    }

    // MARK: Characters

    @inline(__always) func byte(_ offset: Int = 0) -> UInt8 {
        let index = mark.index + offset
        return index < bytes.count ? bytes[index] : 0
    }

    var isAtEnd: Bool { mark.index >= bytes.count }

    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    @inline(__always) static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    /// A line break or the end of input (the validator rejects NUL, so 0 only means "end").
    @inline(__always) static func isBreakOrEnd(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D || byte == 0 }
    @inline(__always) static func isBlankOrEnd(_ byte: UInt8) -> Bool { isBlank(byte) || isBreakOrEnd(byte) }
    @inline(__always) static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == 0x2C || byte == 0x5B || byte == 0x5D || byte == 0x7B || byte == 0x7D
    }

    /// Moves past one byte; the column counts Unicode scalars, so only lead bytes advance it.
    @inline(__always) mutating func advance() {
        if bytes[mark.index] & 0xC0 != 0x80 { mark.column += 1 }
        mark.index += 1
    }

    mutating func skipLineBreak() {
        if byte() == 0x0D && byte(1) == 0x0A { mark.index += 2 } else { mark.index += 1 }
        mark.line += 1
        mark.column = 0
    }

    /// Appends the whole scalar at the current position (1-4 bytes) and moves past it.
    @inline(__always) mutating func appendCharacter(to buffer: inout [UInt8]) {
        buffer.append(bytes[mark.index])
        advance()
        while mark.index < bytes.count, bytes[mark.index] & 0xC0 == 0x80 {
            buffer.append(bytes[mark.index])
            mark.index += 1
        }
    }

    /// `---` or `...` at the start of a line, followed by a space, a break or the end.
    var isAtDocumentIndicator: Bool {
        guard mark.column == 0 else { return false }
        let first = byte()
        guard first == 0x2D || first == 0x2E else { return false }
        return byte(1) == first && byte(2) == first && Self.isBlankOrEnd(byte(3))
    }

    func error(_ message: String, at mark: YAMLMark) -> Diagnostic {
        .error(message, at: mark.location(in: file))
    }

    func describe(_ byte: UInt8) -> String {
        if byte == 0x09 { return "a tab" }
        if byte < 0x80 { return "'\(String(UnicodeScalar(byte)))'" }
        return "this character"
    }
}

/// What lenient reading accepts, each where libyaml does.
enum LenientReading: Hashable {
    /// A flow collection line indented no more than its enclosing block (`example: {` … `}` with the `}` under
    /// `example`).
    case shallowFlowLine
    /// A quoted string's continuation line indented no more than its enclosing block (libyaml does not check it).
    case shallowQuotedLine
    /// A `#` right after a quoted string or a flow indicator (`'…'# note`): libyaml starts a comment there.
    case commentWithoutSpace
}

extension YAMLScanner {
    /// Throws YAML 1.2's error, or, when reading leniently, records the warning (once per kind) and returns.
    mutating func acceptLeniently(
        _ kind: LenientReading, error message: String, warning: String, notes: [String], at mark: YAMLMark
    ) throws(Diagnostic) {
        guard isLenient else { throw error(message, at: mark) }
        guard lenientKindsSeen.insert(kind).inserted else { return }
        warnings.append(.warning(warning + "; read as libyaml reads it", at: mark.location(in: file), notes: notes))
    }
}
