/// Matches every element opening tag (`#`, `^`, `<`, `$`) with its `{{/name}}`, reporting the
/// located errors: unclosed elements, mismatched and unexpected closing tags.
struct MustacheStructure {
    /// Deeper nesting is an error: no real template needs it, and rendering recurses per level.
    static let maximumNesting = 100

    /// An element: the token indices of its opening and closing tags and of its enclosing element.
    struct Element {
        var open: Int
        var close: Int
        var enclosing: Int?
    }

    /// Elements in the order of their opening tags (outer before inner).
    var elements: [Element]

    init(_ tokens: [MustacheToken]) throws(Diagnostic) {
        var stack: [Int] = []
        var openIndices: [Int] = []
        var closes: [Int: Int] = [:]
        var enclosing: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() {
            guard let tag = token.tag else { continue }
            if tag.kind.opensElement {
                if let outer = stack.last { enclosing[index] = outer }
                guard stack.count < Self.maximumNesting else {
                    throw MustacheSyntaxError.tooDeeplyNested(Self.maximumNesting).diagnostic(at: tag.location)
                }
                stack.append(index)
                openIndices.append(index)
            } else if tag.kind == .close {
                guard let openIndex = stack.popLast(), let openTag = tokens[openIndex].tag else {
                    throw MustacheSyntaxError.unexpectedClose(tag.content).diagnostic(at: tag.location)
                }
                guard openTag.content == tag.content else {
                    let error = MustacheSyntaxError.mismatchedClose(
                        kind: openTag.kind.elementDescription, name: openTag.content,
                        opened: openTag.location, closedBy: tag.content)
                    throw error.diagnostic(at: tag.location)
                }
                closes[openIndex] = index
            }
        }
        if let openIndex = stack.last, let openTag = tokens[openIndex].tag {
            let error = MustacheSyntaxError.unclosedElement(kind: openTag.kind.elementDescription,
                                                            name: openTag.content)
            throw error.diagnostic(at: openTag.location)
        }
        elements = openIndices.compactMap { open in
            closes[open].map { Element(open: open, close: $0, enclosing: enclosing[open]) }
        }
    }
}
