/// The `filter:` section of a config (see `SpecFilter`): every key optional, every entry located.
extension GeneratorConfig {
    static let filterKeys = ["operations", "tags", "paths", "deprecated", "models", "exclude"]
    static let excludeKeys = ["operations", "tags", "paths"]

    static func decodeFilter(_ node: Node, key: SourceLocation, diagnostics: inout [Diagnostic]) -> SpecFilter? {
        guard case .mapping(let mapping) = node else {
            diagnostics.append(.error("'filter' must be a mapping, found \(node.kindDescription)", at: node.location,
                                      notes: ["write 'filter: { operations: [listUsers], tags: [billing] }'; valid keys are: \(filterKeys.joined(separator: ", "))"]))
            return nil
        }
        var filter = SpecFilter()
        filter.location = key
        for entry in mapping.entries {
            guard case .scalar(let keyScalar) = entry.key else { continue }
            switch keyScalar.text {
            case "operations", "tags", "paths":
                decodeSelection(keyScalar.text, entry.value, into: &filter.include, context: "filter", diagnostics: &diagnostics)
            case "models":
                filter.models = names(entry.value, key: "models", diagnostics: &diagnostics)
            case "deprecated":
                filter.deprecated = bool(entry.value, key: "deprecated", diagnostics: &diagnostics)
            case "exclude":
                guard case .mapping(let exclude) = entry.value else {
                    diagnostics.append(.error("'exclude' must be a mapping, found \(entry.value.kindDescription)", at: entry.value.location,
                                              notes: ["write 'exclude: { tags: [admin] }'; valid keys are: \(excludeKeys.joined(separator: ", "))"]))
                    continue
                }
                for excluded in exclude.entries {
                    guard case .scalar(let excludedKey) = excluded.key else { continue }
                    if excludeKeys.contains(excludedKey.text) {
                        decodeSelection(excludedKey.text, excluded.value, into: &filter.exclude, context: "exclude", diagnostics: &diagnostics)
                    } else {
                        diagnostics.append(unknownFilterKey(excludedKey, in: excludeKeys, context: "'filter: exclude'"))
                    }
                }
            default:
                diagnostics.append(unknownFilterKey(keyScalar, in: filterKeys, context: "'filter'"))
            }
        }
        return filter
    }

    private static func decodeSelection(
        _ key: String, _ node: Node, into selection: inout SpecFilter.Selection, context: String, diagnostics: inout [Diagnostic]
    ) {
        let entries = names(node, key: key, diagnostics: &diagnostics)
        switch key {
        case "operations": selection.operations += entries
        case "tags": selection.tags += entries
        default:
            for entry in entries {
                switch SpecFilter.PathPattern.parse(entry.text, location: entry.location) {
                case .success(let pattern): selection.paths.append(pattern)
                case .failure(let problem): diagnostics.append(.error(problem.message, at: entry.location, notes: problem.notes))
                }
            }
        }
    }

    /// A list of non-empty strings (a single string is a list of one).
    private static func names(_ node: Node, key: String, diagnostics: inout [Diagnostic]) -> [SpecFilter.Name] {
        let items: [Node]
        switch node {
        case .sequence(let sequence): items = sequence.items
        case .scalar: items = [node]
        default:
            diagnostics.append(.error("'\(key)' must be a list of names, found \(node.kindDescription)", at: node.location,
                                      notes: ["write '\(key): [first, second]'"]))
            return []
        }
        var result: [SpecFilter.Name] = []
        for item in items {
            guard case .scalar(let scalar) = item, !scalar.text.isEmpty, scalar.value != .null else {
                diagnostics.append(.error("each entry of '\(key)' must be a name, found \(item.kindDescription)", at: item.location))
                continue
            }
            result.append(SpecFilter.Name(scalar.text, location: scalar.location))
        }
        return result
    }

    private static func unknownFilterKey(_ key: Node.Scalar, in keys: [String], context: String) -> Diagnostic {
        var notes = ["valid keys are: \(keys.joined(separator: ", "))"]
        if let suggestion = Suggestion.closest(to: key.text, in: keys) { notes.insert("did you mean '\(suggestion)'?", at: 0) }
        return .error("unknown key '\(key.text)' in \(context)", at: key.location, notes: notes)
    }
}
