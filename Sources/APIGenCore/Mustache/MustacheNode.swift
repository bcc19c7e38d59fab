/// The parsed form of a template: rendering walks these nodes and never fails.
indirect enum MustacheNode: Sendable {
    /// Literal template text (UTF-8).
    case text([UInt8])
    /// The start of a template line: where a partial's or block's indentation is written.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
    case variable(MustacheName, escaped: Bool)
    /// `{{#name}}…{{/name}}`.
    case section(MustacheName, [MustacheNode])
    /// `{{^name}}…{{/name}}`.
    case invertedSection(MustacheName, [MustacheNode])
    /// `{{>name}}`; `indentation` is the line's whitespace when the tag stands alone.
    case partial(MustacheTemplateReference, indentation: [UInt8])
    /// `{{<name}}…{{/name}}`: a partial whose blocks are replaced by `arguments`.
    case parent(MustacheTemplateReference, indentation: [UInt8], arguments: [String: [MustacheNode]])
    /// `{{$name}}…{{/name}}`: overridable content; `content` is the default. Overrides are
    /// indented by `indentation`; when `isOutdented` (intrinsic indentation), so is the default,
    /// and the first line too.
    case block(String, indentation: [UInt8], isOutdented: Bool, content: [MustacheNode])
}

/// A context name: `.` (the top of the context stack) or a dotted path such as `model.name`.
struct MustacheName: Hashable, Sendable {
    /// Empty for the implicit iterator `.`.
    var components: [String]

    init(_ text: String) {
        components = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

/// The template a partial or parent tag names: fixed, or read from the context (`{{>*name}}`).
enum MustacheTemplateReference: Hashable, Sendable {
    case named(String)
    case dynamic(MustacheName)

    init(_ content: String) {
        if content.hasPrefix("*") {
            self = .dynamic(MustacheName(String(content.dropFirst().drop(while: { $0 == " " || $0 == "\t" }))))
        } else {
            self = .named(content)
        }
    }
}
