extension YAMLScanner {
    // MARK: Directives

    mutating func fetchDirective() throws(Diagnostic) {
        unrollIndent(to: -1)
        try removeSimpleKey()
        simpleKeyAllowed = false
        let start = mark
        advance()
        var name: [UInt8] = []
        while !Self.isBlankOrEnd(byte()) { appendCharacter(to: &name) }
        let directive = String(decoding: name, as: UTF8.self)
        var kind: YAMLToken.Kind?
        switch directive {
        case "YAML":
            skipBlanks()
            let major = scanNumber()
            guard byte() == 0x2E, let major else {
                throw error("malformed %YAML directive; write '%YAML 1.2'", at: start)
            }
            advance()
            guard let minor = scanNumber() else {
                throw error("malformed %YAML directive; write '%YAML 1.2'", at: start)
            }
            kind = .versionDirective(major: major, minor: minor)
        case "TAG":
            skipBlanks()
            let handle = try scanTagHandleForDirective(start: start)
            guard Self.isBlank(byte()) else {
                throw error("malformed %TAG directive; write '%TAG !prefix! tag:example.com,2024:'", at: start)
            }
            skipBlanks()
            var prefix: [UInt8] = []
            while !Self.isBlankOrEnd(byte()) { appendCharacter(to: &prefix) }
            guard !prefix.isEmpty else {
                throw error("malformed %TAG directive: missing the tag prefix", at: start)
            }
            kind = .tagDirective(handle: handle, prefix: String(decoding: prefix, as: UTF8.self))
        default:
            // Reserved directives are ignored, as YAML 1.2 asks (the parser checks their place).
            while !Self.isBreakOrEnd(byte()) { advance() }
            kind = .reservedDirective
        }
        try skipToLineEnd(after: "directive")
        if let kind { tokens.append(YAMLToken(kind: kind, start: start, end: mark)) }
    }

    private mutating func skipBlanks() {
        while Self.isBlank(byte()) { advance() }
    }

    private mutating func scanNumber() -> Int? {
        var value = 0
        var digits = 0
        while byte() >= 0x30 && byte() <= 0x39 && digits < 9 {
            value = value * 10 + Int(byte() - 0x30)
            digits += 1
            advance()
        }
        return digits > 0 ? value : nil
    }

    /// Allows only blanks and a comment before the line ends.
    private mutating func skipToLineEnd(after what: String) throws(Diagnostic) {
        let hadBlank = Self.isBlank(byte())
        skipBlanks()
        if byte() == 0x23 && hadBlank {
            while !Self.isBreakOrEnd(byte()) { advance() }
        }
        guard Self.isBreakOrEnd(byte()) else {
            throw error("unexpected text after the \(what)", at: mark)
        }
    }

    private mutating func scanTagHandleForDirective(start: YAMLMark) throws(Diagnostic) -> String {
        guard byte() == 0x21 else {
            throw error("malformed %TAG directive: a tag handle starts with '!'", at: mark)
        }
        var handle: [UInt8] = [0x21]
        advance()
        while Self.isWordCharacter(byte()) { appendCharacter(to: &handle) }
        if byte() == 0x21 {
            handle.append(0x21)
            advance()
        } else if handle.count > 1 {
            throw error("malformed %TAG directive: a named tag handle ends with '!' (e.g. '!e!')", at: mark)
        }
        return String(decoding: handle, as: UTF8.self)
    }

    static func isWordCharacter(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D
    }

    // MARK: Anchors and aliases

    mutating func fetchAnchor(isAlias: Bool) throws(Diagnostic) {
        try saveSimpleKey()
        simpleKeyAllowed = false
        let start = mark
        advance()
        var name: [UInt8] = []
        while !Self.isBlankOrEnd(byte()) && !Self.isFlowIndicator(byte()) { appendCharacter(to: &name) }
        guard !name.isEmpty else {
            let what = isAlias ? "an alias '*'" : "an anchor '&'"
            throw error("\(what) needs a name right after it, e.g. '&name' and '*name'", at: start)
        }
        let text = String(decoding: name, as: UTF8.self)
        tokens.append(YAMLToken(kind: isAlias ? .alias(text) : .anchor(text), start: start, end: mark))
    }

    // MARK: Tags

    mutating func fetchTag() throws(Diagnostic) {
        try saveSimpleKey()
        simpleKeyAllowed = false
        let start = mark
        var handle = ""
        var suffix: [UInt8] = []
        if byte(1) == 0x3C {  // !<verbatim>
            advance(); advance()
            while !Self.isBlankOrEnd(byte()) && byte() != 0x3E { try appendURICharacter(to: &suffix) }
            guard byte() == 0x3E, !suffix.isEmpty else {
                throw error("malformed verbatim tag; write it as '!<tag:example.com,2024:name>'", at: start)
            }
            advance()
        } else {
            advance()
            var name: [UInt8] = []
            while Self.isWordCharacter(byte()) { appendCharacter(to: &name) }
            if byte() == 0x21 {
                advance()
                handle = "!" + String(decoding: name, as: UTF8.self) + "!"
            } else {
                handle = "!"
                suffix = name
            }
            while isTagCharacter(byte()) { try appendURICharacter(to: &suffix) }
        }
        guard Self.isBlankOrEnd(byte()) || (flowLevel > 0 && Self.isFlowIndicator(byte())) else {
            throw error("a tag must be followed by a space before the value", at: mark)
        }
        tokens.append(
            YAMLToken(kind: .tag(handle: handle, suffix: String(decoding: suffix, as: UTF8.self)), start: start, end: mark))
    }

    private func isTagCharacter(_ byte: UInt8) -> Bool {
        !Self.isBlankOrEnd(byte) && !Self.isFlowIndicator(byte) && byte != 0x21
    }

    /// Appends one URI character, decoding a `%XX` escape.
    private mutating func appendURICharacter(to buffer: inout [UInt8]) throws(Diagnostic) {
        guard byte() == 0x25 else {
            appendCharacter(to: &buffer)
            return
        }
        let high = byte(1)
        let low = byte(2)
        guard high.isHexDigit, low.isHexDigit, let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
        else {
            throw error("invalid URI escape in a tag; '%' must be followed by two hexadecimal digits", at: mark)
        }
        buffer.append(value)
        advance(); advance(); advance()
    }
}
