/// Decides, once at parse time, which whitespace of a template is output and which belongs to tags.
///
/// The rules follow the spec (and its non-normative `whitespace.md`):
/// 1. Blocks at the end of their line have an *intrinsic indentation* (the leading whitespace of
///    the next line), which is removed from each line of their content and added back wherever the
///    content is expanded. Outer blocks are outdented before inner ones.
/// 2. A non-interpolation tag alone on its line is *standalone*: the line's whitespace and line
///    break disappear; for partials the leading whitespace becomes the partial's indentation.
/// 3. Parent elements (`{{<p}}…{{/p}}`) that start and end a line are standalone as a pair.
///    Inside a parent, a block's opening tag at the end of a line owns the line break after it.
///    A parameter block that starts and ends a line indents each further line of an override.
struct MustacheWhitespace {
    private(set) var tokens: [MustacheToken]
    private let bytes: [UInt8]

    init(tokens: [MustacheToken], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    mutating func apply(_ structure: MustacheStructure) {
        for element in structure.elements where tokens[element.open].tag?.kind == .block {
            outdent(element, isArgument: isParent(element.enclosing))
        }
        markStandaloneLines()
        for element in structure.elements {
            switch tokens[element.open].tag?.kind {
            case .parent: applyParent(element)
            case .block: applyBlock(element, isArgument: isParent(element.enclosing))
            default: break
            }
        }
    }

    private func isParent(_ index: Int?) -> Bool {
        guard let index else { return false }
        return tokens[index].tag?.kind == .parent
    }

    // MARK: Rule 1: intrinsic indentation

    private func hasIntrinsicIndentation(_ element: MustacheStructure.Element, isArgument: Bool) -> Bool {
        if isArgument { return isClearToLineEnd(after: element.open) }
        return isClearToLineStart(before: element.open) && isClearToLineEnd(after: element.open)
            && isClearToLineEnd(after: element.close)
    }

    private mutating func outdent(_ element: MustacheStructure.Element, isArgument: Bool) {
        guard hasIntrinsicIndentation(element, isArgument: isArgument),
              let newline = nextNewline(after: element.open), newline + 1 < element.close else { return }
        let first = tokens[newline + 1]
        let indentation = first.isText ? leadingWhitespace(first) : []
        updateTag(at: element.open) {
            $0.indentation = indentation
            $0.blockIndentation = .intrinsic
        }
        guard !indentation.isEmpty else { return }
        for index in (newline + 1)..<element.close where tokens[index - 1].isNewline && tokens[index].isText {
            if bytes[tokens[index].start..<tokens[index].end].starts(with: indentation) {
                tokens[index].start += indentation.count
            }
        }
    }

    // MARK: Rule 2: standalone lines

    private mutating func markStandaloneLines() {
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count, !tokens[lineEnd].isNewline { lineEnd += 1 }
            markStandalone(lineStart..<lineEnd)
            lineStart = lineEnd + 1
        }
    }

    private mutating func markStandalone(_ line: Range<Int>) {
        var tagIndex: Int?
        for index in line {
            if let tag = tokens[index].tag {
                guard tagIndex == nil, tag.kind.canStandAlone else { return }
                tagIndex = index
            } else if !isWhitespace(tokens[index]) {
                return
            }
        }
        guard let tagIndex else { return }
        let indentation = whitespace(line.lowerBound..<tagIndex)
        updateTag(at: tagIndex) {
            // A block keeps the indentation rule 1 gave it; others indent by their line's whitespace.
            if $0.kind != .block { $0.indentation = indentation }
        }
        for index in line where tokens[index].isText { tokens[index].isRemoved = true }
        if line.upperBound < tokens.count { tokens[line.upperBound].isRemoved = true }
    }

    // MARK: Rule 3: parents and blocks

    private mutating func applyParent(_ element: MustacheStructure.Element) {
        guard isClearToLineStart(before: element.open), isClearToLineEnd(after: element.close) else { return }
        let start = lineStart(of: element.open)
        let indentation = whitespace(start..<element.open)
        updateTag(at: element.open) { $0.indentation = indentation }
        for index in start..<element.open { tokens[index].isRemoved = true }
        removeToLineEnd(after: element.close)
    }

    private mutating func applyBlock(_ element: MustacheStructure.Element, isArgument: Bool) {
        if isArgument {
            if isClearToLineEnd(after: element.open) { removeToLineEnd(after: element.open) }
            if isClearToLineStart(before: element.close) {
                for index in lineStart(of: element.close)..<element.close { tokens[index].isRemoved = true }
            }
            return
        }
        if tokens[element.open].tag?.blockIndentation == .intrinsic { return }
        guard isClearToLineStart(before: element.open), isClearToLineEnd(after: element.close) else {
            updateTag(at: element.open) { $0.indentation = [] }
            return
        }
        let indentation = whitespace(lineStart(of: element.open)..<element.open)
        updateTag(at: element.open) {
            $0.indentation = indentation
            $0.blockIndentation = .leading
        }
    }

    // MARK: Helpers

    private mutating func updateTag(at index: Int, _ change: (inout MustacheTag) -> Void) {
        guard case .tag(var tag) = tokens[index].kind else { return }
        change(&tag)
        tokens[index].kind = .tag(tag)
    }

    private func isWhitespace(_ token: MustacheToken) -> Bool {
        guard token.isText else { return false }
        return token.isRemoved || bytes[token.start..<token.end].allSatisfy(MustacheLexer.isWhitespace)
    }

    private func leadingWhitespace(_ token: MustacheToken) -> [UInt8] {
        Array(bytes[token.start..<token.end].prefix(while: MustacheLexer.isWhitespace))
    }

    /// The whitespace text of `range` (tokens already known to be whitespace), removed or not.
    private func whitespace(_ range: Range<Int>) -> [UInt8] {
        var result: [UInt8] = []
        for index in range where tokens[index].isText {
            result.append(contentsOf: bytes[tokens[index].start..<tokens[index].end])
        }
        return result
    }

    private func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0, !tokens[start - 1].isNewline { start -= 1 }
        return start
    }

    private func nextNewline(after index: Int) -> Int? {
        var cursor = index + 1
        while cursor < tokens.count {
            if tokens[cursor].isNewline { return cursor }
            guard isWhitespace(tokens[cursor]) else { return nil }
            cursor += 1
        }
        return nil
    }

    private func isClearToLineStart(before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, !tokens[cursor].isNewline {
            guard isWhitespace(tokens[cursor]) else { return false }
            cursor -= 1
        }
        return true
    }

    private func isClearToLineEnd(after index: Int) -> Bool {
        var cursor = index + 1
        while cursor < tokens.count, !tokens[cursor].isNewline {
            guard isWhitespace(tokens[cursor]) else { return false }
            cursor += 1
        }
        return true
    }

    /// Removes the whitespace after `index` and the line break that ends its line.
    private mutating func removeToLineEnd(after index: Int) {
        var cursor = index + 1
        while cursor < tokens.count {
            tokens[cursor].isRemoved = true
            if tokens[cursor].isNewline { return }
            cursor += 1
        }
    }
}
