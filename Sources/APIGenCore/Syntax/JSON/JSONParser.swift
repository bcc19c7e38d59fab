/// The state of one JSON read: a cursor over UTF-8 bytes, the current line, and the stack of
/// arrays and objects still open.
///
/// Parsing is iterative: opening `[` or `{` pushes an ``OpenContainer``, closing pops it and hands
/// the finished node to the container below. That keeps the depth limit a simple count and keeps
/// the call stack flat whatever the input.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var position = 0
    /// 1-based line of `position` and the byte offset where that line starts.
    var line = 1
    var lineStart = 0
    /// Column of `columnCacheOffset` on the current line. Locations are asked for in increasing
    /// offsets, so counting from the last answer keeps column computation linear overall even on
    /// a single 4 MB line.
    var columnCacheOffset = 0
    var columnCacheValue = 1
    var stack: [OpenContainer] = []
    /// A repeated object key replaces the earlier value with a warning instead of failing (OpenAPI documents only).
    var replacesDuplicateKeys = false
    var warnings: [Diagnostic] = []
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []

    /// An array or object whose closing bracket has not been read yet.
    struct OpenContainer {
        var location: SourceLocation
        var items: [Node] = []
        var entries: [Node.Mapping.Entry] = []
        /// The key awaiting its value. Objects always have one (an object is pushed only after its
        /// first key is read); arrays never do, which is how the two are told apart.
        var key: Node.Scalar?
        /// First line of every key seen so far, to report duplicates; built only once an object
        /// is large enough that a linear scan of `entries` would cost more than hashing.
        var keyLines: [String: Int] = [:]
        /// The entry the pending key's value replaces: an earlier entry with the same key (`replacesDuplicateKeys`).
        var replacing: Int?
    }

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func parseDocument() throws(Diagnostic) -> Node {
        try skipByteOrderMark()
        skipWhitespace()
        if position == bytes.count {
            throw error("the document is empty; a JSON document needs one value, such as {} or []", at: position)
        }
        while true {
            guard var node = try parseValueOrOpen() else { continue }
            // Hand the finished value to the open containers, closing as many as the input closes.
            while true {
                guard !stack.isEmpty else { return try finishDocument(node) }
                guard let closed = try attach(node) else { break }
                node = closed
            }
        }
    }

    /// Parses a scalar, or opens a container. Returns the node when a complete value was read
    /// (a scalar, `[]` or `{}`), or nil when a container was opened and its first element is next.
    private mutating func parseValueOrOpen() throws(Diagnostic) -> Node? {
        skipWhitespace()
        guard position < bytes.count else {
            throw error("expected a JSON value, found end of file", at: position)
        }
        switch bytes[position] {
        case UInt8(ascii: "["):
            let location = try openContainer()
            if peek() == UInt8(ascii: "]") {
                position += 1
                return .sequence(Node.Sequence([], location: location))
            }
            stack.append(OpenContainer(location: location))
            return nil
        case UInt8(ascii: "{"):
            let location = try openContainer()
            if peek() == UInt8(ascii: "}") {
                position += 1
                return .mapping(Node.Mapping([], location: location))
            }
            stack.append(OpenContainer(location: location))
            try readKey(first: true)
            return nil
        default:
            return try parseScalar()
        }
    }

    /// Consumes `[` or `{` after checking the depth limit, then skips whitespace after it.
    private mutating func openContainer() throws(Diagnostic) -> SourceLocation {
        if stack.count >= JSONReader.maximumDepth {
            throw error(
                "nesting is deeper than \(JSONReader.maximumDepth) arrays and objects; flatten the document",
                at: position)
        }
        let location = location(at: position)
        position += 1
        skipWhitespace()
        return location
    }

    /// Adds `node` to the innermost open container and reads what follows it. Returns the
    /// container's node if it was closed, nil if another element follows.
    private mutating func attach(_ node: Node) throws(Diagnostic) -> Node? {
        let top = stack.count - 1
        let isObject = stack[top].key != nil
        if let replacing = stack[top].replacing {
            stack[top].entries[replacing].value = node
            stack[top].replacing = nil
        } else if let key = stack[top].key {
            stack[top].entries.append(Node.Mapping.Entry(key: .scalar(key), value: node))
        } else {
            stack[top].items.append(node)
        }
        skipWhitespace()
        let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        switch peek() {
        case UInt8(ascii: ","):
            let comma = (offset: position, line: line, lineStart: lineStart)
            position += 1
            skipWhitespace()
            if peek() == closer {
                throw Diagnostic.error(
                    "trailing comma is not allowed in JSON; remove the ',' before '\(Character(Unicode.Scalar(closer)))'",
                    at: location(at: comma.offset, line: comma.line, lineStart: comma.lineStart))
            }
            if isObject { try readKey(first: false) }
            return nil
        case closer:
            position += 1
            guard let container = stack.popLast() else { return nil }
            if isObject {
                return .mapping(Node.Mapping(container.entries, location: container.location))
            }
            return .sequence(Node.Sequence(container.items, location: container.location))
        default:
            let what = isObject ? "'}' after object member" : "']' after array element"
            throw error("expected ',' or \(what), found \(describe(at: position))", at: position)
        }
    }

    /// Reads `"key" :` into the innermost (object) container and checks it is not a duplicate.
    private mutating func readKey(first: Bool) throws(Diagnostic) {
        guard peek() == UInt8(ascii: "\"") else {
            if let byte = peek(), byte.isJSONWordByte || byte == UInt8(ascii: "'") {
                throw error("object keys must be strings in double quotes", at: position)
            }
            let expected = first ? "a string key or '}' after '{'" : "a string key after ','"
            throw error("expected \(expected), found \(describe(at: position))", at: position)
        }
        let keyOffset = position
        let key = try parseString()
        let top = stack.count - 1
        if let firstLine = recordKey(key, in: top) {
            let earlier = stack[top].entries.firstIndex { if case .scalar(let other) = $0.key { other.text == key.text } else { false } }
            if replacesDuplicateKeys, let earlier {
                stack[top].replacing = earlier
                warnings.append(DuplicateKeys.warning(key: .scalar(key), first: stack[top].entries[earlier].key.location))
            } else {
                throw error(
                    "duplicate key '\(Self.messageText(key.text))' (first defined at line \(firstLine)); "
                        + "keys in a JSON object must be unique",
                    at: keyOffset)
            }
        }
        stack[top].key = key
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw error("expected ':' after object key, found \(describe(at: position))", at: position)
        }
        position += 1
    }

    /// Notes `key` as seen in container `top`; returns the line of an earlier equal key.
    private mutating func recordKey(_ key: Node.Scalar, in top: Int) -> Int? {
        let entries = stack[top].entries
        if entries.count < 16 {
            for case .scalar(let earlier) in entries.lazy.map(\.key) where earlier.text == key.text {
                return earlier.location.line
            }
            return nil
        }
        if stack[top].keyLines.isEmpty {
            for case .scalar(let earlier) in entries.lazy.map(\.key) {
                stack[top].keyLines[earlier.text] = earlier.location.line
            }
        }
        if let line = stack[top].keyLines[key.text] { return line }
        stack[top].keyLines[key.text] = key.location.line
        return nil
    }

    private mutating func finishDocument(_ node: Node) throws(Diagnostic) -> Node {
        skipWhitespace()
        guard position == bytes.count else {
            throw error(
                "unexpected \(describe(at: position)) after the JSON value; a JSON document holds exactly one value",
                at: position)
        }
        return node
    }

    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// Skips JSON whitespace (space, tab, LF, CR), counting lines. CRLF is one line break.
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09:
                position += 1
            case 0x0A:
                position += 1
                startLine()
            case 0x0D:
                position += 1
                if position < bytes.count, bytes[position] == 0x0A { position += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = position
        columnCacheOffset = position
        columnCacheValue = 1
    }

    /// Skips a UTF-8 byte order mark; rejects UTF-16/32 input with a clear error.
    private mutating func skipByteOrderMark() throws(Diagnostic) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
            columnCacheOffset = 3
        } else if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw error("the file is UTF-16 encoded; save it as UTF-8", at: 0)
        }
    }
}

extension UInt8 {
    /// ASCII letters, digits and `_`: the bytes of a bare word such as `true` or `NaN`.
    var isJSONWordByte: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39)
            || self == 0x5F
    }
}
