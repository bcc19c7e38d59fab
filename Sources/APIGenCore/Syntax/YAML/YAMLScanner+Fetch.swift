extension YAMLScanner {
    /// Scans the next token (or tokens: a `:` also inserts KEY and block starts before its key).
    mutating func fetchNextToken() throws(Diagnostic) {
        if !streamStartProduced {
            streamStartProduced = true
            simpleKeys = [SimpleKey()]
            simpleKeyAllowed = true
            tokens.append(YAMLToken(kind: .streamStart, start: mark, end: mark))
            return
        }
        try scanToNextToken()
        try staleSimpleKeys()
        if flowLevel == 0 && !lineHasContent && lastTab.line == mark.line && lineIndent <= indent && !isAtEnd {
            throw error("tab character used for indentation; YAML indents with spaces only", at: lastTab)
        }
        unrollIndent(to: mark.column)
        if isAtEnd {
            try fetchStreamEnd()
            return
        }
        if flowLevel > 0 && !lineHasContent && lineIndent <= indent {
            try acceptLeniently(
                .shallowFlowLine,
                error: "bad indentation of a flow collection line; indent it more than the enclosing block (column \(indent + 1))",
                warning: "flow collection line indented no more than its enclosing block (column \(indent + 1))",
                notes: ["YAML 1.2 requires more indentation here, and strict YAML readers reject this file; indent the line "
                    + "past column \(indent + 1), or write the collection on one line"],
                at: mark)
        }
        let adjacentValue = lastTokenWasJSONLike
        lastTokenWasJSONLike = false
        // Set before scanning: multi-line scalars reset it when they end on a fresh line.
        lineHasContent = true
        try fetchToken(adjacentValue: adjacentValue)
    }

    private mutating func fetchToken(adjacentValue: Bool) throws(Diagnostic) {
        let character = byte()
        let next = byte(1)
        if mark.column == 0 && character == 0x25 {  // %
            try fetchDirective()
            return
        }
        if isAtDocumentIndicator {
            try fetchDocumentIndicator(isStart: character == 0x2D)
            return
        }
        switch character {
        case 0x5B: try fetchFlowCollectionStart(.flowSequenceStart)
        case 0x7B: try fetchFlowCollectionStart(.flowMappingStart)
        case 0x5D: try fetchFlowCollectionEnd(.flowSequenceEnd)
        case 0x7D: try fetchFlowCollectionEnd(.flowMappingEnd)
        case 0x2C: try fetchFlowEntry()
        case 0x2D where Self.isBlankOrEnd(next): try fetchBlockEntry()
        case 0x3F where Self.isBlankOrEnd(next) || (flowLevel > 0 && Self.isFlowIndicator(next)): try fetchKey()
        case 0x3A where Self.isBlankOrEnd(next) || (flowLevel > 0 && (Self.isFlowIndicator(next) || adjacentValue)):
            try fetchValue()
        case 0x2A: try fetchAnchor(isAlias: true)
        case 0x26: try fetchAnchor(isAlias: false)
        case 0x21: try fetchTag()
        case 0x7C where flowLevel == 0: try fetchBlockScalar(literal: true)
        case 0x3E where flowLevel == 0: try fetchBlockScalar(literal: false)
        case 0x27: try fetchFlowScalar(singleQuoted: true)
        case 0x22: try fetchFlowScalar(singleQuoted: false)
        default:
            if canStartPlainScalar(character, next: next) {
                try fetchPlainScalar()
            } else {
                throw unexpectedCharacterError(character)
            }
        }
    }

    private func canStartPlainScalar(_ character: UInt8, next: UInt8) -> Bool {
        switch character {
        case 0x2D, 0x3F, 0x3A:  // - ? :  start a plain scalar when followed by a "safe" character
            return !Self.isBlankOrEnd(next) && (flowLevel == 0 || !Self.isFlowIndicator(next))
        case 0x2C, 0x5B, 0x5D, 0x7B, 0x7D, 0x23, 0x26, 0x2A, 0x21, 0x7C, 0x3E, 0x27, 0x22, 0x25, 0x40, 0x60:
            return false
        default:
            return !Self.isBlankOrEnd(character)
        }
    }

    private func unexpectedCharacterError(_ character: UInt8) -> Diagnostic {
        switch character {
        case 0x09:
            return error("tab character used for indentation; YAML indents with spaces only", at: mark)
        case 0x40, 0x60:
            return error("\(describe(character)) is reserved in YAML and cannot start a plain value; quote the value", at: mark)
        case 0x25:
            return error("'%' cannot start a plain value; quote the value", at: mark)
        case 0x7C, 0x3E:
            return error("block scalars ('|' or '>') are not allowed inside a flow collection; use a quoted string", at: mark)
        case 0x2D:
            return error("'- ' list entries are not allowed inside a flow collection; separate items with ','", at: mark)
        default:
            return error("unexpected character \(describe(character)); quote the value if it is text", at: mark)
        }
    }

    // MARK: Whitespace and comments

    private mutating func scanToNextToken() throws(Diagnostic) {
        while true {
            while true {
                let character = byte()
                if character == 0x20 {
                    advance()
                    continue
                }
                if lineIndent < 0 { lineIndent = mark.column }
                guard character == 0x09 else { break }
                // A tab is separation after content, inside flow, or after enough space
                // indentation; as indentation it is only harmless on a blank or comment line.
                if flowLevel > 0 || lineHasContent || lineIndent > indent {
                    if flowLevel == 0 { lastTab = mark }
                    advance()
                } else if restOfLineIsBlank() {
                    // Skip the whole blank run at once: checking again per tab would be quadratic.
                    while Self.isBlank(byte()) { advance() }
                } else {
                    throw error("tab character used for indentation; YAML indents with spaces only", at: mark)
                }
            }
            if byte() == 0x23 {  // #
                if mark.column > 0 && !Self.isBlank(bytes[mark.index - 1]) {
                    try acceptLeniently(
                        .commentWithoutSpace,
                        error: "a comment needs a space before '#'; add one, or quote the value if '#' is part of it",
                        warning: "'#' right after a value starts a comment only in libyaml",
                        notes: ["YAML 1.2 requires a space before a comment, and strict YAML readers reject this file; add one"],
                        at: mark)
                }
                while !Self.isBreakOrEnd(byte()) { advance() }
            }
            guard Self.isBreak(byte()) else { return }
            skipLineBreak()
            lineHasContent = false
            lineIndent = -1
            if flowLevel == 0 { simpleKeyAllowed = true }
        }
    }

    private func restOfLineIsBlank() -> Bool {
        var index = mark.index
        while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
        return index >= bytes.count || Self.isBreak(bytes[index]) || bytes[index] == 0x23
    }

    // MARK: Stream, documents, flow indicators

    private mutating func fetchStreamEnd() throws(Diagnostic) {
        unrollIndent(to: -1)
        try removeSimpleKey()
        simpleKeyAllowed = false
        streamEndProduced = true
        tokens.append(YAMLToken(kind: .streamEnd, start: mark, end: mark))
    }

    private mutating func fetchDocumentIndicator(isStart: Bool) throws(Diagnostic) {
        if flowLevel > 0 {
            throw error("document marker inside a flow collection; close the '[' or '{' first", at: mark)
        }
        unrollIndent(to: -1)
        try removeSimpleKey()
        simpleKeyAllowed = false
        let start = mark
        advance(); advance(); advance()
        tokens.append(YAMLToken(kind: isStart ? .documentStart : .documentEnd, start: start, end: mark))
        if !isStart {
            var index = mark.index
            while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
            if index < bytes.count, !Self.isBreak(bytes[index]), bytes[index] != 0x23 {
                throw error("unexpected content after the document end marker '...'; put it on its own line", at: start)
            }
        }
    }

    private mutating func fetchFlowCollectionStart(_ kind: YAMLToken.Kind) throws(Diagnostic) {
        try saveSimpleKey()
        simpleKeys.append(SimpleKey())
        flowLevel += 1
        if flowLevel > Self.maximumFlowLevel {
            throw error("flow collections are nested too deeply", at: mark)
        }
        simpleKeyAllowed = true
        let start = mark
        advance()
        tokens.append(YAMLToken(kind: kind, start: start, end: mark))
    }

    private mutating func fetchFlowCollectionEnd(_ kind: YAMLToken.Kind) throws(Diagnostic) {
        guard flowLevel > 0 else {
            throw error("unexpected \(describe(byte())) without a matching opening bracket", at: mark)
        }
        try removeSimpleKey()
        simpleKeys.removeLast()
        flowLevel -= 1
        simpleKeyAllowed = false
        let start = mark
        advance()
        tokens.append(YAMLToken(kind: kind, start: start, end: mark))
        lastTokenWasJSONLike = true
    }

    private mutating func fetchFlowEntry() throws(Diagnostic) {
        guard flowLevel > 0 else {
            throw error("unexpected ',' outside a flow collection; quote the value if ',' is part of it", at: mark)
        }
        try removeSimpleKey()
        simpleKeyAllowed = true
        let start = mark
        advance()
        tokens.append(YAMLToken(kind: .flowEntry, start: start, end: mark))
    }

    private mutating func fetchBlockEntry() throws(Diagnostic) {
        guard flowLevel == 0 else {
            throw error("'- ' list entries are not allowed inside a flow collection; separate items with ','", at: mark)
        }
        guard simpleKeyAllowed else {
            throw error("a '- ' list entry is not allowed here; start the list on its own line", at: mark)
        }
        try rollIndent(to: mark.column, tokenNumber: nil, kind: .blockSequenceStart, at: mark)
        try removeSimpleKey()
        simpleKeyAllowed = true
        let start = mark
        advance()
        tokens.append(YAMLToken(kind: .blockEntry, start: start, end: mark))
    }

    private mutating func fetchKey() throws(Diagnostic) {
        if flowLevel == 0 {
            guard simpleKeyAllowed else {
                throw error("a '? ' explicit key is not allowed here; start it on its own line", at: mark)
            }
            try rollIndent(to: mark.column, tokenNumber: nil, kind: .blockMappingStart, at: mark)
        }
        try removeSimpleKey()
        simpleKeyAllowed = flowLevel == 0
        let start = mark
        advance()
        tokens.append(YAMLToken(kind: .key, start: start, end: mark))
    }

    private mutating func fetchValue() throws(Diagnostic) {
        let last = simpleKeys.count - 1
        let key = simpleKeys[last]
        if key.isPossible {
            tokens.insert(YAMLToken(kind: .key, start: key.mark, end: key.mark), at: head + key.tokenNumber - tokensParsed)
            try rollIndent(to: key.mark.column, tokenNumber: key.tokenNumber, kind: .blockMappingStart, at: key.mark)
            simpleKeys[last].isPossible = false
            simpleKeyAllowed = false
        } else {
            if flowLevel == 0 {
                guard simpleKeyAllowed else {
                    throw error(
                        "unexpected ':'; quote a value that contains ': ', and keep a mapping key on one line",
                        at: mark)
                }
                try rollIndent(to: mark.column, tokenNumber: nil, kind: .blockMappingStart, at: mark)
            }
            simpleKeyAllowed = flowLevel == 0
        }
        let start = mark
        advance()
        tokens.append(YAMLToken(kind: .value, start: start, end: mark))
    }
}
