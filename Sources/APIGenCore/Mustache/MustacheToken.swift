/// One lexical piece of a template: literal text without a line break, a line break, or a tag.
///
/// Tokens point into the template's UTF-8 bytes. The whitespace passes trim (`start` moves) or
/// remove tokens in place before the tree is built, so standalone lines and indentation are
/// decided once, at parse time.
struct MustacheToken {
    enum Kind {
        case text
        case newline
        case tag(MustacheTag)
    }

    var kind: Kind
    var start: Int
    var end: Int
    /// Removed by a whitespace rule: not rendered, but still marks where lines begin and end.
    var isRemoved = false

    var tag: MustacheTag? {
        if case .tag(let tag) = kind { return tag }
        return nil
    }

    var isNewline: Bool {
        if case .newline = kind { return true }
        return false
    }

    var isText: Bool {
        if case .text = kind { return true }
        return false
    }
}
