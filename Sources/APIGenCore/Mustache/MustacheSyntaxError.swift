/// What is wrong with a template; `MustacheLexer` and `MustacheStructure` add where.
enum MustacheSyntaxError: Equatable {
    case unclosedTag(open: String, close: String)
    case emptyTag
    case whitespaceInName(String)
    case badDelimiters(String)
    case unclosedElement(kind: String, name: String)
    case mismatchedClose(kind: String, name: String, opened: SourceLocation, closedBy: String)
    case unexpectedClose(String)
    case tooDeeplyNested(Int)

    var message: String {
        switch self {
        case .unclosedTag(let open, _):
            "unclosed tag: '\(open)' has no matching close delimiter"
        case .emptyTag:
            "empty tag: a tag needs a name"
        case .whitespaceInName(let name):
            "tag name '\(name)' contains whitespace"
        case .badDelimiters(let content):
            "invalid set-delimiters tag '=\(content)='"
        case .unclosedElement(let kind, let name):
            "\(kind) '\(name)' is never closed"
        case .mismatchedClose(let kind, let name, let opened, let closedBy):
            "\(kind) '\(name)' opened at \(opened.line):\(opened.column) is closed by '/\(closedBy)'"
        case .unexpectedClose(let name):
            "'/\(name)' closes nothing: no section, parent or block named '\(name)' is open"
        case .tooDeeplyNested(let limit):
            "more than \(limit) sections, parents and blocks are open here"
        }
    }

    var notes: [String] {
        switch self {
        case .unclosedTag(let open, let close):
            ["end the tag with '\(close)'; write a literal '\(open)' with a set-delimiters tag like {{=<% %>=}}"]
        case .emptyTag:
            ["write a name between the delimiters, e.g. {{name}}"]
        case .whitespaceInName:
            ["names cannot contain spaces; use dots for nested values, e.g. {{model.name}}"]
        case .badDelimiters:
            ["write two delimiters without '=' or spaces, separated by a space, e.g. {{=<% %>=}}"]
        case .unclosedElement(_, let name):
            ["add '{{/\(name)}}' where it should end"]
        case .mismatchedClose(_, let name, _, _):
            ["close it with '{{/\(name)}}' first; elements close in the reverse order they open"]
        case .unexpectedClose:
            ["remove the tag, or open the element with {{#name}}, {{^name}}, {{<name}} or {{$name}}"]
        case .tooDeeplyNested:
            ["move inner parts into partials ({{>name}}), or close elements that should have ended"]
        }
    }

    func diagnostic(at location: SourceLocation) -> Diagnostic {
        .error(message, at: location, notes: notes)
    }
}
