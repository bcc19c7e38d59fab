extension YAMLScanner {
    // MARK: Plain scalars

    mutating func fetchPlainScalar() throws(Diagnostic) {
        try saveSimpleKey()
        simpleKeyAllowed = false
        let start = mark
        var end = mark
        var text: [UInt8] = []
        var whitespace: [UInt8] = []
        var pendingBreak = false
        var extraBreaks = 0
        let minimumColumn = indent + 1
        while true {
            if isAtDocumentIndicator || byte() == 0x23 { break }
            while !Self.isBlankOrEnd(byte()) {
                let character = byte()
                if character == 0x3A {
                    let next = byte(1)
                    if Self.isBlankOrEnd(next) || (flowLevel > 0 && Self.isFlowIndicator(next)) { break }
                } else if flowLevel > 0 && Self.isFlowIndicator(character) {
                    break
                }
                if pendingBreak {
                    // Line folding: one break becomes a space, further breaks stay line feeds.
                    if extraBreaks == 0 {
                        text.append(0x20)
                    } else {
                        text.append(contentsOf: repeatElement(0x0A, count: extraBreaks))
                    }
                    pendingBreak = false
                    extraBreaks = 0
                } else if !whitespace.isEmpty {
                    text.append(contentsOf: whitespace)
                }
                whitespace.removeAll(keepingCapacity: true)
                appendCharacter(to: &text)
                end = mark
            }
            let character = byte()
            guard Self.isBlank(character) || Self.isBreak(character) else { break }
            var continuationIndent = -1
            while Self.isBlank(byte()) || Self.isBreak(byte()) {
                if Self.isBlank(byte()) {
                    if pendingBreak && continuationIndent < 0 && byte() == 0x09 {
                        continuationIndent = mark.column
                    }
                    if byte() == 0x09 && flowLevel == 0 { lastTab = mark }
                    if !pendingBreak { whitespace.append(byte()) }
                    advance()
                } else {
                    if pendingBreak {
                        extraBreaks += 1
                    } else {
                        whitespace.removeAll(keepingCapacity: true)
                        pendingBreak = true
                    }
                    continuationIndent = -1
                    skipLineBreak()
                }
            }
            if pendingBreak && continuationIndent < 0 { continuationIndent = mark.column }
            lineIndent = continuationIndent
            if flowLevel == 0 && pendingBreak && continuationIndent < minimumColumn { break }
            if flowLevel > 0 && pendingBreak && continuationIndent <= indent { break }
        }
        if pendingBreak {
            simpleKeyAllowed = flowLevel == 0
            lineHasContent = false
        }
        tokens.append(YAMLToken(kind: .scalar(String(decoding: text, as: UTF8.self), .plain), start: start, end: end))
    }

    // MARK: Quoted scalars

    mutating func fetchFlowScalar(singleQuoted: Bool) throws(Diagnostic) {
        try saveSimpleKey()
        simpleKeyAllowed = false
        let token = try scanFlowScalar(singleQuoted: singleQuoted)
        tokens.append(token)
        lastTokenWasJSONLike = true
    }

    private mutating func scanFlowScalar(singleQuoted: Bool) throws(Diagnostic) -> YAMLToken {
        let start = mark
        let quote: UInt8 = singleQuoted ? 0x27 : 0x22
        let name = singleQuoted ? "single-quoted" : "double-quoted"
        advance()
        var text: [UInt8] = []
        var whitespace: [UInt8] = []
        while true {
            if isAtDocumentIndicator {
                throw error("unterminated \(name) string: a document marker appeared before the closing quote", at: start)
            }
            if isAtEnd {
                throw error("unterminated \(name) string; add the closing quote", at: start)
            }
            var pendingBreak = false
            var escapedBreak = false
            while !Self.isBlankOrEnd(byte()) {
                let character = byte()
                if singleQuoted && character == 0x27 && byte(1) == 0x27 {
                    text.append(0x27)
                    advance(); advance()
                } else if character == quote {
                    break
                } else if !singleQuoted && character == 0x5C && Self.isBreak(byte(1)) {
                    advance()
                    skipLineBreak()
                    pendingBreak = true
                    escapedBreak = true
                    break
                } else if !singleQuoted && character == 0x5C {
                    try scanEscape(into: &text)
                } else {
                    appendCharacter(to: &text)
                }
            }
            if byte() == quote { break }
            var extraBreaks = 0
            var crossedLine = escapedBreak
            var continuationIndent = escapedBreak ? -1 : mark.column
            while Self.isBlank(byte()) || Self.isBreak(byte()) {
                if Self.isBlank(byte()) {
                    if byte() == 0x09 && continuationIndent < 0 { continuationIndent = mark.column }
                    if !pendingBreak { whitespace.append(byte()) }
                    advance()
                } else {
                    if pendingBreak {
                        extraBreaks += 1
                    } else {
                        whitespace.removeAll(keepingCapacity: true)
                        pendingBreak = true
                    }
                    crossedLine = true
                    continuationIndent = -1
                    skipLineBreak()
                }
            }
            if continuationIndent < 0 { continuationIndent = mark.column }
            if crossedLine && !isAtEnd && continuationIndent <= indent {
                try acceptLeniently(
                    .shallowQuotedLine,
                    error: "bad indentation of a \(name) string's continuation line; indent it more than the enclosing block",
                    warning: "\(name) string's continuation line indented no more than its enclosing block (column \(indent + 1))",
                    notes: ["YAML 1.2 requires more indentation here, and strict YAML readers reject this file; indent the line "
                        + "past column \(indent + 1)"],
                    at: mark)
            }
            if pendingBreak {
                if escapedBreak || extraBreaks > 0 {
                    text.append(contentsOf: repeatElement(0x0A, count: extraBreaks))
                } else {
                    text.append(0x20)
                }
            } else {
                text.append(contentsOf: whitespace)
            }
            whitespace.removeAll(keepingCapacity: true)
        }
        advance()
        let style: Node.ScalarStyle = singleQuoted ? .singleQuoted : .doubleQuoted
        return YAMLToken(kind: .scalar(String(decoding: text, as: UTF8.self), style), start: start, end: mark)
    }

    /// Decodes one `\` escape of a double-quoted scalar (YAML 1.2 §5.7).
    private mutating func scanEscape(into text: inout [UInt8]) throws(Diagnostic) {
        let start = mark
        let code = byte(1)
        var hexLength = 0
        var scalar: UInt32 = 0
        switch code {
        case 0x30: scalar = 0x00  // 0
        case 0x61: scalar = 0x07  // a
        case 0x62: scalar = 0x08  // b
        case 0x74, 0x09: scalar = 0x09  // t, tab
        case 0x6E: scalar = 0x0A  // n
        case 0x76: scalar = 0x0B  // v
        case 0x66: scalar = 0x0C  // f
        case 0x72: scalar = 0x0D  // r
        case 0x65: scalar = 0x1B  // e
        case 0x20, 0x22, 0x2F, 0x5C: scalar = UInt32(code)
        case 0x4E: scalar = 0x85  // N
        case 0x5F: scalar = 0xA0  // _
        case 0x4C: scalar = 0x2028  // L
        case 0x50: scalar = 0x2029  // P
        case 0x78: hexLength = 2  // x
        case 0x75: hexLength = 4  // u
        case 0x55: hexLength = 8  // U
        default:
            let shown = code == 0 || Self.isBlankOrEnd(code) ? "\\" : "\\\(String(decoding: [code], as: UTF8.self))"
            throw error(
                "invalid escape sequence '\(shown)' in a double-quoted string; write '\\\\' for a backslash or use a single-quoted string",
                at: start)
        }
        advance(); advance()
        if hexLength > 0 {
            scalar = try scanHexDigits(hexLength, escapeStart: start)
            // A UTF-16 surrogate pair written as two \u escapes (as JSON does) joins into one scalar.
            if hexLength == 4, (0xD800...0xDBFF).contains(scalar), byte() == 0x5C, byte(1) == 0x75 {
                advance(); advance()
                let low = try scanHexDigits(4, escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("invalid escape: an unpaired UTF-16 surrogate is not a character", at: start)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw error("invalid escape: U+\(String(scalar, radix: 16, uppercase: true)) is not a Unicode character", at: start)
        }
        text.append(contentsOf: unicode.utf8)
    }

    private mutating func scanHexDigits(_ count: Int, escapeStart: YAMLMark) throws(Diagnostic) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            let digit = byte()
            let nibble: UInt32
            switch digit {
            case 0x30...0x39: nibble = UInt32(digit - 0x30)
            case 0x41...0x46: nibble = UInt32(digit - 0x41 + 10)
            case 0x61...0x66: nibble = UInt32(digit - 0x61 + 10)
            default:
                throw error("invalid escape: expected \(count) hexadecimal digits after the escape", at: escapeStart)
            }
            value = value << 4 | nibble
            advance()
        }
        return value
    }
}
