/// A resource limit a render ran into. Only user templates (`--templates`, `apigen template render`)
/// can reach one; the limits are far above what the default templates need for any real spec, and
/// stop a template whose work multiplies (self-inclusion, nested lists) with a located error in
/// well under a second instead of a runaway.
enum MustacheRenderLimit: Equatable {
    /// Sections, blocks, partials and parents nested deeper than this.
    case depth(Int)
    /// More partial and parent expansions than this in one render.
    case expansions(Int)
    /// More section iterations (one per list item, one per truthy or inverted section) than this.
    case iterations(Int)
    /// More nodes (text runs, tags, sections) rendered than this.
    case steps(Int)
    /// More output bytes than this.
    case outputSize(Int)

    var message: String {
        switch self {
        case .depth(let limit):
            "rendering stopped: more than \(limit) sections, partials, parents and blocks are nested here "
                + "(the nesting limit is \(limit))"
        case .expansions(let limit):
            "rendering stopped: more than \(limit) partial and parent expansions "
                + "(the expansion limit is \(limit))"
        case .iterations(let limit):
            "rendering stopped: sections ran more than \(limit) times "
                + "(the section iteration limit is \(limit))"
        case .steps(let limit):
            "rendering stopped: more than \(limit) tags and text runs rendered "
                + "(the work limit is \(limit))"
        case .outputSize(let limit):
            "rendering stopped: the output grew beyond \(limit / (1 << 20)) MiB "
                + "(the output size limit is \(limit) bytes)"
        }
    }

    var notes: [String] {
        switch self {
        case .depth:
            ["a partial or parent that includes itself needs a section around the inclusion that ends the "
                + "recursion, e.g. {{#children}}{{>node}}{{/children}}"]
        case .expansions:
            ["a partial that includes itself more than once doubles at every level; "
                + "wrap each inclusion in a section that ends the recursion"]
        case .iterations:
            ["nested sections over lists multiply their runs; check that the nested sections name "
                + "the values you meant (an inner {{#items}} finds the outer 'items' again)",
             Self.growthNote]
        case .steps:
            ["a large section body run many times, or partials and blocks inside nested sections, "
                + "multiply the work; check the sections around this tag",
             Self.growthNote]
        case .outputSize:
            ["a partial that includes itself, or sections nested over lists, multiply the output; "
                + "check the recursion and nesting at this tag",
             Self.growthNote]
        }
    }

    /// How the data-dependent limits are set, for the notes.
    static let growthNote = "the section iteration, work and output size limits grow with the size of the "
        + "data, so a template that renders each value a bounded number of times never reaches them"

    func diagnostic(at location: SourceLocation) -> Diagnostic {
        .error(message, at: location, notes: notes)
    }
}
