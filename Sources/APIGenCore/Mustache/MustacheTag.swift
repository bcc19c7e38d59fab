/// A `{{...}}` tag: what it does, its trimmed content and where it starts.
struct MustacheTag {
    enum Kind: Equatable {
        case variable(escaped: Bool)
        case section
        case invertedSection
        case close
        case comment
        case partial
        case parent
        case block
        case setDelimiters

        /// Tags that may stand alone on a line, which then disappears from the output.
        var canStandAlone: Bool {
            if case .variable = self { return false }
            return true
        }

        /// Tags that open an element closed by `{{/name}}`.
        var opensElement: Bool {
            self == .section || self == .invertedSection || self == .parent || self == .block
        }

        /// How an error message names the element this tag opens.
        var elementDescription: String {
            switch self {
            case .invertedSection: "inverted section"
            case .parent: "parent"
            case .block: "block"
            default: "section"
            }
        }
    }

    var kind: Kind
    var content: String
    var location: SourceLocation
    /// Whitespace that indents what the tag expands to (partials, parents, blocks).
    var indentation: [UInt8] = []
    /// For blocks: how the expansion is indented (decided by `MustacheWhitespace`).
    var blockIndentation: BlockIndentation = .none

    enum BlockIndentation {
        /// Inline block: content renders where it stands.
        case none
        /// The opening tag ends its line: the content was outdented by `indentation`, which is
        /// added back to each line of whatever content (default or override) is expanded.
        case intrinsic
        /// The block starts and ends a line: the whitespace before it stays in the output and is
        /// added to each further line of an override (the default renders as written).
        case leading
    }
}
