/// A path template such as `/users/{id}/avatar`: its `{name}` placeholders, with locations.
struct PathTemplate {
    struct Placeholder {
        var name: String
        /// Where the name starts (just after `{`).
        var location: SourceLocation
    }

    var placeholders: [Placeholder] = []
    var problems: [Diagnostic] = []

    /// Scans `path`, whose first character is at `start`. Columns count Unicode scalars.
    init(_ path: String, at start: SourceLocation) {
        func location(_ offset: Int) -> SourceLocation {
            SourceLocation(file: start.file, line: start.line, column: start.column + offset)
        }
        if !path.hasPrefix("/") {
            problems.append(.error("path '\(path)' must start with '/'", at: start, notes: ["write '/\(path)'"]))
        }
        var open: Int?
        var name = ""
        for (offset, scalar) in path.unicodeScalars.enumerated() {
            switch scalar {
            case "{":
                if open != nil {
                    problems.append(.error("unexpected '{' inside a path parameter", at: location(offset)))
                    return
                }
                open = offset
                name = ""
            case "}":
                guard let start = open else {
                    problems.append(.error("unmatched '}' in path", at: location(offset), notes: ["path parameters are written '{name}'"]))
                    return
                }
                open = nil
                if name.isEmpty {
                    problems.append(.error("empty '{}' in path", at: location(start), notes: ["name the parameter, e.g. '{id}'"]))
                } else {
                    placeholders.append(Placeholder(name: name, location: location(start + 1)))
                }
            case "?", "#":
                problems.append(.error(
                    "the path cannot contain '\(scalar)'", at: location(offset),
                    notes: ["declare query parameters under 'params' with 'in: query', and fixed query items under 'query'"]))
                return
            case " ", "\t", "\n", "\r":
                problems.append(.error(
                    "the path cannot contain whitespace", at: location(offset), notes: ["percent-encode it, e.g. '%20'"]))
                return
            default:
                if open != nil { name.unicodeScalars.append(scalar) }
            }
        }
        if let open {
            problems.append(.error("unclosed '{' in path", at: location(open), notes: ["close the parameter with '}'"]))
        }
    }
}
