/// Splits template bytes into `MustacheToken`s, following set-delimiters tags as it goes.
///
/// One pass over the bytes; lines and columns are tracked incrementally so every tag knows its
/// 1-based location (columns count Unicode scalars, like `SourceLocation` everywhere).
struct MustacheLexer {
    private let bytes: [UInt8]
    private let file: String
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)
    private var line = 1
    private var lineStart = 0
    private var tokens: [MustacheToken] = []
    /// The last column computed on the current line, so many tags on one long line cost O(line).
    private var columnCache = (index: 0, column: 1)

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    static func tokenize(_ bytes: [UInt8], file: String) throws(Diagnostic) -> [MustacheToken] {
        var lexer = MustacheLexer(bytes: bytes, file: file)
        try lexer.run()
        return lexer.tokens
    }

    private mutating func run() throws(Diagnostic) {
        var index = 0
        var textStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && index + 1 < bytes.count
                                               && bytes[index + 1] == UInt8(ascii: "\n")) {
                appendText(textStart, index)
                let end = byte == UInt8(ascii: "\n") ? index + 1 : index + 2
                tokens.append(MustacheToken(kind: .newline, start: index, end: end))
                line += 1
                lineStart = end
                index = end
                textStart = end
            } else if byte == open[0], matches(open, at: index) {
                appendText(textStart, index)
                index = try lexTag(at: index)
                textStart = index
            } else {
                index += 1
            }
        }
        appendText(textStart, bytes.count)
    }

    private mutating func appendText(_ start: Int, _ end: Int) {
        if start < end { tokens.append(MustacheToken(kind: .text, start: start, end: end)) }
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] {
            return false
        }
        return true
    }

    private mutating func location(of index: Int) -> SourceLocation {
        var (cursor, column) = columnCache.index >= lineStart && columnCache.index <= index
            ? columnCache : (lineStart, 1)
        while cursor < index {
            // Count scalars: skip UTF-8 continuation bytes (10xxxxxx).
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        columnCache = (index, column)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Lexes the tag starting at `start` (an open delimiter) and returns the index after it.
    private mutating func lexTag(at start: Int) throws(Diagnostic) -> Int {
        let location = location(of: start)
        var cursor = start + open.count
        while cursor < bytes.count, Self.isWhitespace(bytes[cursor]) { cursor += 1 }
        let sigil = cursor < bytes.count ? bytes[cursor] : 0
        let kind: MustacheTag.Kind
        var terminator = close
        switch sigil {
        case UInt8(ascii: "{"): kind = .variable(escaped: false); terminator = Array("}".utf8) + close
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="): kind = .setDelimiters; terminator = Array("=".utf8) + close
        default: kind = .variable(escaped: true)
        }
        if kind != .variable(escaped: true) { cursor += 1 }
        let contentStart = cursor
        let unclosed = MustacheSyntaxError.unclosedTag(open: String(decoding: open, as: UTF8.self),
                                                       close: String(decoding: terminator, as: UTF8.self))
        // Only comments and set-delimiters tags may span lines; elsewhere a line break means the
        // tag was never closed, and reporting that beats a confusing error about a long "name".
        let mayContainNewlines = kind == .comment || kind == .setDelimiters
        while cursor < bytes.count, !(bytes[cursor] == terminator[0] && matches(terminator, at: cursor)) {
            if bytes[cursor] == UInt8(ascii: "\n") {
                guard mayContainNewlines else { throw unclosed.diagnostic(at: location) }
                line += 1
                lineStart = cursor + 1
            }
            cursor += 1
        }
        guard cursor < bytes.count else { throw unclosed.diagnostic(at: location) }
        let content = Self.trimmed(bytes[contentStart..<cursor])
        let end = cursor + terminator.count
        try validate(kind, content, at: location)
        tokens.append(MustacheToken(kind: .tag(MustacheTag(kind: kind, content: content, location: location)),
                                    start: start, end: end))
        return end
    }

    private mutating func validate(_ kind: MustacheTag.Kind, _ content: String,
                                   at location: SourceLocation) throws(Diagnostic) {
        switch kind {
        case .comment:
            return
        case .setDelimiters:
            let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                throw MustacheSyntaxError.badDelimiters(content).diagnostic(at: location)
            }
            open = Array(parts[0].utf8)
            close = Array(parts[1].utf8)
        default:
            guard !content.isEmpty else { throw MustacheSyntaxError.emptyTag.diagnostic(at: location) }
            var name = Substring(content)
            if kind == .partial || kind == .parent, name.hasPrefix("*") {
                name = name.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
            }
            guard !name.isEmpty else { throw MustacheSyntaxError.emptyTag.diagnostic(at: location) }
            if name.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
                throw MustacheSyntaxError.whitespaceInName(content).diagnostic(at: location)
            }
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        var lower = slice.startIndex
        var upper = slice.endIndex
        func isSpace(_ byte: UInt8) -> Bool { isWhitespace(byte) || byte == 10 || byte == 13 }
        while lower < upper, isSpace(slice[lower]) { lower += 1 }
        while upper > lower, isSpace(slice[upper - 1]) { upper -= 1 }
        return String(decoding: slice[lower..<upper], as: UTF8.self)
    }
}
