extension YAMLParser {
    // MARK: Block collections

    mutating func parseBlockSequence(tag: String?) throws(Diagnostic) -> Node {
        let start = try scanner.next()
        try enterCollection(at: start.start)
        defer { depth -= 1 }
        nodeCount += 1
        var items: [Node] = []
        while true {
            let token = try scanner.peek()
            switch token.kind {
            case .blockEntry:
                try scanner.next()
                switch try scanner.peek().kind {
                case .blockEntry, .blockEnd: items.append(emptyNode(at: token.end))
                default: items.append(try parseNode(block: true, indentlessSequence: false))
                }
            case .blockEnd:
                try scanner.next()
                return .sequence(Node.Sequence(items, tag: tag, location: location(start.start)))
            default:
                throw error("expected a '- ' list entry at this indentation; check the indentation of this line", at: token.start)
            }
        }
    }

    /// A sequence at the same indentation as its parent key (`key:\n- a`); it has no block end.
    mutating func parseIndentlessSequence(tag: String?) throws(Diagnostic) -> Node {
        let start = try scanner.peek()
        try enterCollection(at: start.start)
        defer { depth -= 1 }
        nodeCount += 1
        var items: [Node] = []
        while case .blockEntry = try scanner.peek().kind {
            let entry = try scanner.next()
            switch try scanner.peek().kind {
            case .blockEntry, .key, .value, .blockEnd: items.append(emptyNode(at: entry.end))
            default: items.append(try parseNode(block: true, indentlessSequence: false))
            }
        }
        return .sequence(Node.Sequence(items, tag: tag, location: location(start.start)))
    }

    mutating func parseBlockMapping(tag: String?) throws(Diagnostic) -> Node {
        let start = try scanner.next()
        try enterCollection(at: start.start)
        defer { depth -= 1 }
        nodeCount += 1
        var builder = MappingBuilder()
        while true {
            let token = try scanner.peek()
            let key: Node
            switch token.kind {
            case .key:
                try scanner.next()
                switch try scanner.peek().kind {
                case .key, .value, .blockEnd: key = emptyNode(at: token.end)
                default: key = try parseNode(block: true, indentlessSequence: true)
                }
            case .value:
                key = emptyNode(at: token.start)
            case .blockEnd:
                try scanner.next()
                return .mapping(Node.Mapping(builder.entries, tag: tag, location: location(start.start)))
            default:
                throw error("expected a 'key: value' entry at this indentation; check the indentation of this line", at: token.start)
            }
            let value: Node
            let valueToken = try scanner.peek()
            if case .value = valueToken.kind {
                try scanner.next()
                switch try scanner.peek().kind {
                case .key, .value, .blockEnd: value = emptyNode(at: valueToken.end)
                default: value = try parseNode(block: true, indentlessSequence: true)
                }
            } else {
                value = emptyNode(at: valueToken.start)
            }
            try builder.add(key: key, value: value)
        }
    }

    // MARK: Flow collections

    mutating func parseFlowSequence(tag: String?) throws(Diagnostic) -> Node {
        let open = try scanner.next()
        try enterCollection(at: open.start)
        defer { depth -= 1 }
        nodeCount += 1
        var items: [Node] = []
        var first = true
        while true {
            var token = try scanner.peek()
            if case .flowSequenceEnd = token.kind { break }
            if !first {
                guard case .flowEntry = token.kind else {
                    throw unterminatedOrMissingComma(token, open: open, closing: "]")
                }
                try scanner.next()
                token = try scanner.peek()
                if case .flowSequenceEnd = token.kind { break }
            }
            first = false
            switch token.kind {
            case .key, .value:
                // A single-pair mapping inside a sequence: `[a: 1]`.
                var builder = MappingBuilder()
                let (key, value) = try parseFlowPair(closedBy: .flowSequenceEnd)
                nodeCount += 1
                try builder.add(key: key, value: value)
                items.append(.mapping(Node.Mapping(builder.entries, location: location(token.start))))
            default:
                items.append(try parseNode(block: false, indentlessSequence: false))
            }
        }
        try scanner.next()
        return .sequence(Node.Sequence(items, tag: tag, location: location(open.start)))
    }

    mutating func parseFlowMapping(tag: String?) throws(Diagnostic) -> Node {
        let open = try scanner.next()
        try enterCollection(at: open.start)
        defer { depth -= 1 }
        nodeCount += 1
        var builder = MappingBuilder()
        var first = true
        while true {
            var token = try scanner.peek()
            if case .flowMappingEnd = token.kind { break }
            if !first {
                guard case .flowEntry = token.kind else {
                    throw unterminatedOrMissingComma(token, open: open, closing: "}")
                }
                try scanner.next()
                token = try scanner.peek()
                if case .flowMappingEnd = token.kind { break }
            }
            first = false
            let (key, value) = try parseFlowPair(closedBy: .flowMappingEnd)
            try builder.add(key: key, value: value)
        }
        try scanner.next()
        return .mapping(Node.Mapping(builder.entries, tag: tag, location: location(open.start)))
    }

    private enum FlowEnd { case flowSequenceEnd, flowMappingEnd }

    /// One `key: value`, `? key : value`, `: value` or lone `key` entry of a flow collection.
    private mutating func parseFlowPair(closedBy end: FlowEnd) throws(Diagnostic) -> (Node, Node) {
        func isEnd(_ kind: YAMLToken.Kind) -> Bool {
            switch (kind, end) {
            case (.flowEntry, _), (.flowSequenceEnd, .flowSequenceEnd), (.flowMappingEnd, .flowMappingEnd): true
            default: false
            }
        }
        var token = try scanner.peek()
        let key: Node
        if case .key = token.kind {
            try scanner.next()
            token = try scanner.peek()
            if case .value = token.kind {
                key = emptyNode(at: token.start)
            } else if isEnd(token.kind) {
                key = emptyNode(at: token.start)
            } else {
                key = try parseNode(block: false, indentlessSequence: false)
            }
        } else if case .value = token.kind {
            key = emptyNode(at: token.start)
        } else {
            key = try parseNode(block: false, indentlessSequence: false)
        }
        token = try scanner.peek()
        guard case .value = token.kind else { return (key, emptyNode(at: token.start)) }
        try scanner.next()
        let next = try scanner.peek()
        if isEnd(next.kind) { return (key, emptyNode(at: token.end)) }
        return (key, try parseNode(block: false, indentlessSequence: false))
    }

    private func unterminatedOrMissingComma(_ token: YAMLToken, open: YAMLToken, closing: String) -> Diagnostic {
        switch token.kind {
        case .streamEnd, .documentStart, .documentEnd:
            let kind = closing == "]" ? "sequence" : "mapping"
            return error("unterminated flow \(kind); add the closing '\(closing)'", at: open.start)
        default:
            return error("expected ',' or '\(closing)' in this flow collection", at: token.start)
        }
    }
}
