/// A parsed Mustache template: parse once (every error found here, located), render many times.
///
/// Supports the spec's interpolation, sections, inverted sections, comments, partials,
/// set-delimiters, inheritance (`{{<parent}}` / `{{$block}}`) and dynamic names (`{{>*name}}`).
/// Lambdas are not supported: contexts are plain `MustacheValue`s.
public struct MustacheTemplate: Sendable {
    /// The name errors are reported against, usually the template's path.
    public let name: String
    let nodes: [MustacheNode]

    /// Parses `source`. Every template error is found here and reported as a `Diagnostic` located
    /// in `name` (1-based line and column), e.g. an unclosed or mismatched section.
    public init(source: String, name: String) throws(Diagnostic) {
        let bytes = Array(source.utf8)
        let tokens = try MustacheLexer.tokenize(bytes, file: name)
        let structure = try MustacheStructure(tokens)
        var whitespace = MustacheWhitespace(tokens: tokens, bytes: bytes)
        whitespace.apply(structure)
        self.name = name
        self.nodes = MustacheTreeBuilder.build(whitespace.tokens, bytes: bytes)
    }

    /// Renders against `context`. Missing values and missing partials render as empty text, as the
    /// spec asks. Partials and parents are looked up by name in `partials`.
    ///
    /// Throws only when the render runs into a resource limit (nesting, partial expansions, section
    /// iterations, steps or output size, the last three growing with the size of `context`; see
    /// `MustacheRenderer`), located at the tag that crossed it: a
    /// template whose work multiplies gets an error in well under a second instead of a runaway.
    public func render(_ context: MustacheValue, partials: [String: MustacheTemplate] = [:]) throws(Diagnostic) -> String {
        try render(context, partials: partials, limits: .standard)
    }

    /// Renders within `limits` (tests use small ones to reach a limit quickly).
    func render(_ context: MustacheValue, partials: [String: MustacheTemplate],
                limits: MustacheRenderer.Limits) throws(Diagnostic) -> String {
        var renderer = MustacheRenderer(partials: partials, limits: limits, context: context)
        let scope = MustacheRenderer.Scope(context: MustacheContext(context), indentation: [], blocks: [:], depth: 0,
                                           location: SourceLocation(file: name, line: 1, column: 1))
        renderer.render(nodes, in: scope)
        if let failure = renderer.failure { throw failure }
        return String(decoding: renderer.output.bytes, as: UTF8.self)
    }
}
