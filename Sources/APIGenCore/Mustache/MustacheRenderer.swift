/// Renders a node tree into a `MustacheOutput`. Never fails: missing names render nothing,
/// missing partials render nothing, and a template that includes itself unconditionally stops
/// (at `maximumDepth` nested sections, blocks and expansions, or `maximumExpansions` in all,
/// which also bounds `{{>a}}{{>a}}` self-inclusion that would otherwise double at every level)
/// instead of hanging or exhausting the stack.
struct MustacheRenderer {
    /// Sections, blocks, partials and parents nested deeper than this render nothing.
    static let maximumDepth = 200
    /// Partial/parent expansions after this many in one render render nothing.
    static let maximumExpansions = 1_000_000

    let partials: [String: MustacheTemplate]
    var output = MustacheOutput()
    private var expansions = 0

    init(partials: [String: MustacheTemplate]) {
        self.partials = partials
    }

    /// Where a node list renders: the context stack, the indentation of its lines, the block
    /// overrides in effect and the current expansion depth.
    struct Scope {
        var context: MustacheContext
        var indentation: [UInt8]
        var blocks: [String: [MustacheNode]]
        var depth: Int
    }

    mutating func render(_ nodes: [MustacheNode], in scope: Scope) {
        for node in nodes {
            render(node, in: scope)
        }
    }

    /// Renders nested content one level deeper, unless that is deeper than `maximumDepth`.
    private mutating func renderNested(_ nodes: [MustacheNode], in scope: Scope) {
        guard scope.depth < Self.maximumDepth else { return }
        var inner = scope
        inner.depth += 1
        render(nodes, in: inner)
    }

    private mutating func render(_ node: MustacheNode, in scope: Scope) {
        switch node {
        case .text(let text):
            output.write(text)
        case .lineStart:
            output.startLine(indentation: scope.indentation)
        case .variable(let name, let escaped):
            output.write(scope.context.lookup(name).interpolationText, escaped: escaped)
        case .section(let name, let nodes):
            let value = scope.context.lookup(name)
            guard value.isTruthy else { return }
            var inner = scope
            if case .list(let items) = value {
                for item in items {
                    inner.context = scope.context.pushing(item)
                    renderNested(nodes, in: inner)
                }
            } else {
                inner.context = scope.context.pushing(value)
                renderNested(nodes, in: inner)
            }
        case .invertedSection(let name, let nodes):
            if !scope.context.lookup(name).isTruthy { renderNested(nodes, in: scope) }
        case .partial(let reference, let indentation):
            guard let template = expand(reference, in: scope) else { return }
            var inner = scope
            inner.indentation = scope.indentation + indentation
            renderNested(template.nodes, in: inner)
        case .parent(let reference, let indentation, let arguments):
            guard let template = expand(reference, in: scope) else { return }
            var inner = scope
            inner.indentation = scope.indentation + indentation
            // Outer overrides win: in multi-level inheritance the top-level template has the last word.
            inner.blocks = arguments.merging(scope.blocks) { _, outer in outer }
            renderNested(template.nodes, in: inner)
        case .block(let name, let indentation, let isOutdented, let content):
            let override = scope.blocks[name]
            var inner = scope
            if override != nil || isOutdented {
                inner.indentation = scope.indentation + indentation
            }
            if isOutdented {
                output.startLine(indentation: inner.indentation)
            }
            renderNested(override ?? content, in: inner)
        }
    }

    /// The template to expand for a partial or parent tag, counting the expansion against the limits.
    private mutating func expand(_ reference: MustacheTemplateReference, in scope: Scope) -> MustacheTemplate? {
        guard scope.depth < Self.maximumDepth, expansions < Self.maximumExpansions,
              let template = resolve(reference, in: scope) else { return nil }
        expansions += 1
        return template
    }

    private func resolve(_ reference: MustacheTemplateReference, in scope: Scope) -> MustacheTemplate? {
        switch reference {
        case .named(let name):
            return partials[name]
        case .dynamic(let name):
            guard case .string(let resolved) = scope.context.lookup(name) else { return nil }
            return partials[resolved]
        }
    }
}
