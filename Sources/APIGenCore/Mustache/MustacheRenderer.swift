/// Renders a node tree into a `MustacheOutput`. Missing names and missing partials render
/// nothing. Work that multiplies stops at the first limit it runs into, recorded in `failure`
/// with the location of the tag that crossed it (see `Limits`): nesting (e.g. a partial that
/// includes itself unconditionally), partial and parent expansions (e.g. a chain of partials that
/// each include the next twice), section iterations (e.g. nested sections over lists), steps (every
/// node rendered: a large section body run many times) and output size.
///
/// The last three grow with the data: a template that renders each value of its context a bounded
/// number of times does work in proportion to the context, so a spec of 10,000 endpoints in one file
/// needs far more than a small one, while a template whose work multiplies (nesting over lists,
/// self-inclusion) reaches the limit of a small context in a fraction of a second.
struct MustacheRenderer {
    /// How much work one render may do.
    struct Limits {
        /// Sections, blocks, partials and parents nested deeper than this stop the render.
        var depth = 200
        /// More partial and parent expansions than this in one render stop it.
        var expansions = 100_000
        /// More section runs than this (plus `Growth.iterations` per value of the context) stop the
        /// render. The default templates run about 0.4 sections per value.
        var iterations = 100_000
        /// More nodes rendered than this (plus `Growth.steps` per value) stop the render. The default
        /// templates render 3 to 10 per value.
        var steps = 500_000
        /// More output than this (plus `Growth.outputSize` bytes per value) stops the render. The
        /// default templates write about 30 bytes per value.
        var outputSize = 16 << 20
        /// How the three limits above grow with the context; `nil` keeps them fixed (tests).
        var growth: Growth? = Growth()

        /// Allowance per value of the context (each scalar, list and object counts one).
        struct Growth {
            var iterations = 2
            var steps = 32
            var outputSize = 256
        }

        /// The limits every public render uses.
        static let standard = Limits()

        /// These limits for a context of `values` values.
        func grown(toFit values: Int) -> Limits {
            guard let growth else { return self }
            var grown = self
            grown.iterations += growth.iterations * values
            grown.steps += growth.steps * values
            grown.outputSize += growth.outputSize * values
            return grown
        }
    }

    let partials: [String: MustacheTemplate]
    /// The limits in force: the base ones until a counter passes one, then (once) those grown to fit
    /// the context, whose values are counted only then, so that small renders never count them.
    private var limits: Limits
    private let root: MustacheValue
    private var grown = false
    var output = MustacheOutput()
    /// The limit the render ran into, where; once set, nothing more renders.
    private(set) var failure: Diagnostic? {
        didSet { stopped = failure != nil }
    }
    /// Whether `failure` is set: the check before every node, which must not copy the diagnostic out
    /// (`failure == nil` did, 2 % of a whole run).
    private var stopped = false
    private var expansions = 0
    private var iterations = 0
    private var steps = 0

    init(partials: [String: MustacheTemplate], limits: Limits = .standard, context: MustacheValue) {
        self.partials = partials
        self.limits = limits
        self.root = context
    }

    /// Where a node list renders: the context stack, the indentation of its lines, the block
    /// overrides in effect, the current expansion depth and the innermost tag being expanded
    /// (where a limit is reported).
    struct Scope {
        var context: MustacheContext
        var indentation: [UInt8]
        var blocks: [String: [MustacheNode]]
        var depth: Int
        var location: SourceLocation
    }

    mutating func render(_ nodes: [MustacheNode], in scope: Scope) {
        for node in nodes {
            guard !stopped else { return }
            steps += 1
            if steps > limits.steps, !growLimits() {
                return stop(.steps(limits.steps), at: scope.location)
            }
            render(node, in: scope)
        }
    }

    /// Grows the limits to fit the context, the first time a counter passes its base limit. Returns
    /// whether they grew (and the counter should be checked again).
    private mutating func growLimits() -> Bool {
        guard !grown else { return false }
        grown = true
        let before = limits
        limits = limits.grown(toFit: root.valueCount)
        return limits.steps > before.steps || limits.iterations > before.iterations || limits.outputSize > before.outputSize
    }

    /// Renders nested content one level deeper, unless that is deeper than `maximumDepth`.
    private mutating func renderNested(_ nodes: [MustacheNode], in scope: Scope, at location: SourceLocation) {
        guard scope.depth < limits.depth else { return stop(.depth(limits.depth), at: location) }
        var inner = scope
        inner.depth += 1
        inner.location = location
        render(nodes, in: inner)
    }

    private mutating func render(_ node: MustacheNode, in scope: Scope) {
        switch node {
        case .text(let text):
            output.write(text)
            checkOutputSize(at: scope.location)
        case .lineStart:
            output.startLine(indentation: scope.indentation)
        case .variable(let name, let escaped):
            output.write(scope.context.lookup(name).interpolationText, escaped: escaped)
            checkOutputSize(at: scope.location)
        case .section(let name, let nodes, let location):
            let value = scope.context.lookup(name)
            guard value.isTruthy else { return }
            var inner = scope
            let items = if case .list(let items) = value { items } else { [value] }
            for item in items {
                guard !stopped, iterate(at: location) else { return }
                inner.context = scope.context.pushing(item)
                renderNested(nodes, in: inner, at: location)
            }
        case .invertedSection(let name, let nodes, let location):
            if !scope.context.lookup(name).isTruthy, iterate(at: location) {
                renderNested(nodes, in: scope, at: location)
            }
        case .partial(let reference, let indentation, let location):
            guard let template = expand(reference, in: scope, at: location) else { return }
            var inner = scope
            inner.indentation = scope.indentation + indentation
            renderNested(template.nodes, in: inner, at: location)
        case .parent(let reference, let indentation, let arguments, let location):
            guard let template = expand(reference, in: scope, at: location) else { return }
            var inner = scope
            inner.indentation = scope.indentation + indentation
            // Outer overrides win: in multi-level inheritance the top-level template has the last word.
            inner.blocks = arguments.merging(scope.blocks) { _, outer in outer }
            renderNested(template.nodes, in: inner, at: location)
        case .block(let name, let indentation, let isOutdented, let content):
            let override = scope.blocks[name]
            var inner = scope
            if override != nil || isOutdented {
                inner.indentation = scope.indentation + indentation
            }
            if isOutdented {
                output.startLine(indentation: inner.indentation)
            }
            renderNested(override ?? content, in: inner, at: scope.location)
        }
    }

    /// The template to expand for a partial or parent tag, counting the expansion against the limit.
    private mutating func expand(_ reference: MustacheTemplateReference, in scope: Scope,
                                 at location: SourceLocation) -> MustacheTemplate? {
        guard let template = resolve(reference, in: scope) else { return nil }
        expansions += 1
        guard expansions <= limits.expansions else {
            stop(.expansions(limits.expansions), at: location)
            return nil
        }
        return template
    }

    /// Counts one run of a section body; `false` once that is more than the limit allows.
    private mutating func iterate(at location: SourceLocation) -> Bool {
        iterations += 1
        guard iterations <= limits.iterations || growLimits() && iterations <= limits.iterations else {
            stop(.iterations(limits.iterations), at: location)
            return false
        }
        return true
    }

    private mutating func checkOutputSize(at location: SourceLocation) {
        if output.bytes.count > limits.outputSize, !growLimits() || output.bytes.count > limits.outputSize {
            stop(.outputSize(limits.outputSize), at: location)
        }
    }

    /// Records the first limit reached; everything after it renders nothing.
    private mutating func stop(_ limit: MustacheRenderLimit, at location: SourceLocation) {
        if !stopped { failure = limit.diagnostic(at: location) }
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
