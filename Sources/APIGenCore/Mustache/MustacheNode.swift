/// The parsed form of a template: rendering walks these nodes. Sections, partials and parents keep
/// the location of their tag, where a render limit they run into is reported.
indirect enum MustacheNode: Sendable {
    /// Literal template text (UTF-8).
    case text([UInt8])
    /// The start of a template line: where a partial's or block's indentation is written.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
    case variable(MustacheName, escaped: Bool)
    /// `{{#name}}…{{/name}}`.
    case section(MustacheName, [MustacheNode], at: SourceLocation)
    /// `{{^name}}…{{/name}}`.
    case invertedSection(MustacheName, [MustacheNode], at: SourceLocation)
    /// `{{>name}}`; `indentation` is the line's whitespace when the tag stands alone.
    case partial(MustacheTemplateReference, indentation: [UInt8], at: SourceLocation)
    /// `{{<name}}…{{/name}}`: a partial whose blocks are replaced by `arguments`.
    case parent(MustacheTemplateReference, indentation: [UInt8], arguments: [String: [MustacheNode]],
                at: SourceLocation)
    /// `{{$name}}…{{/name}}`: overridable content; `content` is the default. Overrides are
    /// indented by `indentation`; when `isOutdented` (intrinsic indentation), so is the default,
    /// and the first line too.
    case block(String, indentation: [UInt8], isOutdented: Bool, content: [MustacheNode])
}
