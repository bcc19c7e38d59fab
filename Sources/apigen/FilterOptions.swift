import APIGenCore

/// The command line's filter (`--operation`, `--tag`, `--path`, their `--exclude-` forms, `--model`,
/// `--no-deprecated`): the same `SpecFilter` a config's `filter:` is, added to it when both are given.
enum FilterOptions {
    static let options: [OptionSpec] = [
        .value("--operation", "id", help: "Generate this operation (operationId or generated endpoint name), and only the models it reaches. Repeatable."),
        .value("--tag", "tag", help: "Generate the operations with this tag. Repeatable."),
        .value("--path", "pattern", help: "Generate the operations on this path: '/users/{id}', a prefix '/users/*', or 'GET /users'. Repeatable."),
        .value("--exclude-operation", "id", help: "Leave this operation out. Repeatable."),
        .value("--exclude-tag", "tag", help: "Leave the operations with this tag out. Repeatable."),
        .value("--exclude-path", "pattern", help: "Leave the operations on this path pattern out. Repeatable."),
        .flag("--no-deprecated", help: "Leave deprecated operations out."),
        .value("--model", "name", help: "Keep this model even when no kept operation reaches it. Repeatable."),
    ]

    /// The filter the arguments spell; empty when they name none.
    static func filter(from arguments: ParsedArguments, command: String) throws(UsageError) -> SpecFilter {
        func names(_ option: String) -> [SpecFilter.Name] {
            (arguments.values[option] ?? []).map { SpecFilter.Name($0, option: option) }
        }
        func patterns(_ option: String) throws(UsageError) -> [SpecFilter.PathPattern] {
            var result: [SpecFilter.PathPattern] = []
            for text in arguments.values[option] ?? [] {
                switch SpecFilter.PathPattern.parse(text, option: option) {
                case .success(let pattern): result.append(pattern)
                case .failure(let problem):
                    throw UsageError(message: "\(option) '\(text)': \(problem.message); \(problem.notes.joined(separator: "; "))", command: command)
                }
            }
            return result
        }
        var filter = SpecFilter(
            include: SpecFilter.Selection(operations: names("--operation"), tags: names("--tag"), paths: try patterns("--path")),
            exclude: SpecFilter.Selection(operations: names("--exclude-operation"), tags: names("--exclude-tag"), paths: try patterns("--exclude-path")),
            models: names("--model"))
        if arguments.has("--no-deprecated") { filter.deprecated = false }
        return filter
    }

    /// The filter options as given, for the no-op fingerprint: a different filter is a different output.
    static func fingerprint(of arguments: ParsedArguments) -> String {
        var text = ""
        for option in options.map(\.name) {
            if option == "--no-deprecated" {
                if arguments.has(option) { text += option + "\n" }
                continue
            }
            for value in arguments.values[option] ?? [] { text += option + "=" + value + "\n" }
        }
        return text
    }
}
