extension YAMLParser {
    /// Decides the next step inside the innermost open collection: its next child, or its end.
    mutating func resume(_ stack: inout [YAMLOpenCollection]) throws(Diagnostic) -> Step {
        guard !stack.isEmpty else { throw error("internal parser error: no open collection", at: scanner.mark) }
        let top = stack.count - 1
        switch stack[top].kind {
        case .blockSequence: return try resumeBlockSequence(&stack)
        case .indentlessSequence: return try resumeIndentlessSequence(&stack)
        case .blockMapping:
            return stack[top].pendingKey == nil ? try resumeBlockMappingKey(&stack) : try resumeBlockMappingValue()
        case .flowSequence: return try resumeFlowSequence(&stack)
        case .flowMapping:
            if stack[top].pendingKey != nil { return try resumeFlowValue(closedBy: .flowMappingEnd) }
            return try resumeFlowMapping(&stack)
        case .flowPair:
            if stack[top].pendingKey != nil { return try resumeFlowValue(closedBy: .flowSequenceEnd) }
            guard stack[top].isFirst else { return .finished(try close(&stack)) }
            stack[top].isFirst = false
            return try resumeFlowKey(closedBy: .flowSequenceEnd)
        }
    }

    /// Pops the innermost collection and returns it as a node.
    private mutating func close(_ stack: inout [YAMLOpenCollection]) throws(Diagnostic) -> Node {
        guard let collection = stack.popLast() else { throw error("internal parser error", at: scanner.mark) }
        let node = collection.node(at: location(collection.start))
        return try complete(node, tag: collection.tag, anchor: collection.anchor, countBefore: collection.countBefore)
    }

    // MARK: Block collections

    private mutating func resumeBlockSequence(_ stack: inout [YAMLOpenCollection]) throws(Diagnostic) -> Step {
        let token = try scanner.peek()
        switch token.category {
        case .blockEntry:
            try scanner.next()
            switch try scanner.peek().category {
            case .blockEntry, .blockEnd: return .finished(emptyNode(at: token.end))
            default: return .node(block: true, indentlessSequence: false)
            }
        case .blockEnd:
            try scanner.next()
            return .finished(try close(&stack))
        default:
            throw error("expected a '- ' list entry at this indentation; check the indentation of this line", at: token.start)
        }
    }

    /// A sequence at the same indentation as its parent key (`key:\n- a`); it has no block end.
    private mutating func resumeIndentlessSequence(_ stack: inout [YAMLOpenCollection]) throws(Diagnostic) -> Step {
        let token = try scanner.peek()
        guard token.category == .blockEntry else { return .finished(try close(&stack)) }
        try scanner.next()
        switch try scanner.peek().category {
        case .blockEntry, .key, .value, .blockEnd: return .finished(emptyNode(at: token.end))
        default: return .node(block: true, indentlessSequence: false)
        }
    }

    private mutating func resumeBlockMappingKey(_ stack: inout [YAMLOpenCollection]) throws(Diagnostic) -> Step {
        let token = try scanner.peek()
        switch token.category {
        case .key:
            try scanner.next()
            switch try scanner.peek().category {
            case .key, .value, .blockEnd: return .finished(emptyNode(at: token.end))
            default: return .node(block: true, indentlessSequence: true)
            }
        case .value:
            return .finished(emptyNode(at: token.start))
        case .blockEnd:
            try scanner.next()
            return .finished(try close(&stack))
        default:
            throw error("expected a 'key: value' entry at this indentation; check the indentation of this line", at: token.start)
        }
    }

    private mutating func resumeBlockMappingValue() throws(Diagnostic) -> Step {
        let token = try scanner.peek()
        guard token.category == .value else { return .finished(emptyNode(at: token.start)) }
        try scanner.next()
        switch try scanner.peek().category {
        case .key, .value, .blockEnd: return .finished(emptyNode(at: token.end))
        default: return .node(block: true, indentlessSequence: true)
        }
    }

    // MARK: Flow collections

    enum FlowEnd { case flowSequenceEnd, flowMappingEnd }

    /// Consumes the closing bracket or the ',' before the next entry; returns nil at the end.
    private mutating func nextFlowEntry(
        _ stack: inout [YAMLOpenCollection], closedBy end: FlowEnd
    ) throws(Diagnostic) -> YAMLToken.Head? {
        let top = stack.count - 1
        var token = try scanner.peek()
        if isEnd(token.category, end) && !isComma(token.category) { return nil }
        if !stack[top].isFirst {
            guard isComma(token.category) else { throw unterminatedOrMissingComma(token, open: stack[top].start, closedBy: end) }
            try scanner.next()
            token = try scanner.peek()
            if isEnd(token.category, end) && !isComma(token.category) { return nil }
        }
        stack[top].isFirst = false
        return token
    }

    private mutating func resumeFlowSequence(_ stack: inout [YAMLOpenCollection]) throws(Diagnostic) -> Step {
        guard let token = try nextFlowEntry(&stack, closedBy: .flowSequenceEnd) else {
            try scanner.next()
            return .finished(try close(&stack))
        }
        switch token.category {
        case .key, .value:
            try open(.flowPair, at: token.start, tag: nil, anchor: nil, stack: &stack)
            return .resume
        default:
            return .node(block: false, indentlessSequence: false)
        }
    }

    private mutating func resumeFlowMapping(_ stack: inout [YAMLOpenCollection]) throws(Diagnostic) -> Step {
        guard try nextFlowEntry(&stack, closedBy: .flowMappingEnd) != nil else {
            try scanner.next()
            return .finished(try close(&stack))
        }
        return try resumeFlowKey(closedBy: .flowMappingEnd)
    }

    /// The key of a `key: value`, `? key : value`, `: value` or lone `key` flow entry.
    private mutating func resumeFlowKey(closedBy end: FlowEnd) throws(Diagnostic) -> Step {
        let token = try scanner.peek()
        switch token.category {
        case .key:
            try scanner.next()
            let next = try scanner.peek()
            if next.category == .value { return .finished(emptyNode(at: next.start)) }
            if isEnd(next.category, end) { return .finished(emptyNode(at: next.start)) }
            return .node(block: false, indentlessSequence: false)
        case .value:
            return .finished(emptyNode(at: token.start))
        default:
            return .node(block: false, indentlessSequence: false)
        }
    }

    private mutating func resumeFlowValue(closedBy end: FlowEnd) throws(Diagnostic) -> Step {
        let token = try scanner.peek()
        guard token.category == .value else { return .finished(emptyNode(at: token.start)) }
        try scanner.next()
        if isEnd(try scanner.peek().category, end) { return .finished(emptyNode(at: token.end)) }
        return .node(block: false, indentlessSequence: false)
    }

    private func isComma(_ kind: YAMLToken.Category) -> Bool {
        if case .flowEntry = kind { true } else { false }
    }

    /// A token that ends a flow entry: ',' or the closing bracket.
    private func isEnd(_ kind: YAMLToken.Category, _ end: FlowEnd) -> Bool {
        switch (kind, end) {
        case (.flowEntry, _), (.flowSequenceEnd, .flowSequenceEnd), (.flowMappingEnd, .flowMappingEnd): true
        default: false
        }
    }

    private func unterminatedOrMissingComma(_ token: YAMLToken.Head, open: YAMLMark, closedBy end: FlowEnd) -> Diagnostic {
        let closing = end == .flowSequenceEnd ? "]" : "}"
        switch token.category {
        case .streamEnd, .documentStart, .documentEnd:
            let kind = end == .flowSequenceEnd ? "sequence" : "mapping"
            return error("unterminated flow \(kind); add the closing '\(closing)'", at: open)
        default:
            return error("expected ',' or '\(closing)' in this flow collection", at: token.start)
        }
    }
}
