/// Builds the node tree from tokens the whitespace rules have already trimmed.
///
/// Structure errors were reported by `MustacheStructure`, so closing tags here always match.
struct MustacheTreeBuilder {
    private struct Frame {
        var tag: MustacheTag?
        var nodes: [MustacheNode] = [.lineStart]
    }

    static func build(_ tokens: [MustacheToken], bytes: [UInt8]) -> [MustacheNode] {
        var stack = [Frame(tag: nil)]
        func append(_ node: MustacheNode) {
            stack[stack.count - 1].nodes.append(node)
        }
        for token in tokens {
            switch token.kind {
            case .text:
                if !token.isRemoved, token.start < token.end {
                    appendText(bytes[token.start..<token.end], to: &stack[stack.count - 1].nodes)
                }
            case .newline:
                if !token.isRemoved {
                    appendText(bytes[token.start..<token.end], to: &stack[stack.count - 1].nodes)
                }
                append(.lineStart)
            case .tag(let tag):
                switch tag.kind {
                case .variable(let escaped):
                    append(.variable(MustacheName(tag.content), escaped: escaped))
                case .partial:
                    append(.partial(MustacheTemplateReference(tag.content), indentation: tag.indentation,
                                    at: tag.location))
                case .section, .invertedSection, .parent, .block:
                    stack.append(Frame(tag: tag, nodes: []))
                case .close:
                    guard stack.count > 1, let frame = stack.popLast(), let open = frame.tag else { continue }
                    append(element(open, frame.nodes))
                case .comment, .setDelimiters:
                    continue
                }
            }
        }
        return stack.first?.nodes ?? []
    }

    private static func element(_ open: MustacheTag, _ nodes: [MustacheNode]) -> MustacheNode {
        switch open.kind {
        case .invertedSection:
            return .invertedSection(MustacheName(open.content), nodes, at: open.location)
        case .parent:
            // Only blocks matter inside a parent: they are the arguments; other content is ignored.
            var arguments: [String: [MustacheNode]] = [:]
            for case .block(let name, _, _, let content) in nodes where arguments[name] == nil {
                arguments[name] = content
            }
            return .parent(MustacheTemplateReference(open.content), indentation: open.indentation,
                           arguments: arguments, at: open.location)
        case .block:
            let indentation = open.blockIndentation == .none ? [] : open.indentation
            return .block(open.content, indentation: indentation, isOutdented: open.blockIndentation == .intrinsic,
                          content: nodes)
        default:
            return .section(MustacheName(open.content), nodes, at: open.location)
        }
    }

    /// Appends text, merging it into a preceding text node so rendering writes fewer, larger runs.
    private static func appendText(_ text: ArraySlice<UInt8>, to nodes: inout [MustacheNode]) {
        if case .text(var previous) = nodes.last {
            nodes.removeLast()
            previous.append(contentsOf: text)
            nodes.append(.text(previous))
        } else {
            nodes.append(.text(Array(text)))
        }
    }
}
