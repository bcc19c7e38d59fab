import APIGenCore

/// `apigen list DOC... [--tags] [--format text|json] [--config FILE] [filter options]`: the operations (or tags) a
/// document holds, to choose a filter from; with a config's `filter:` or filter options, the operations it keeps.
struct ListCommand {
    var console: Console

    func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        var openAPI = OpenAPIImporter.Options()
        var filter = SpecFilter()
        var sources: [String: String] = [:]
        if let configPath = arguments.value("--config") {
            let (config, diagnostics, source) = GeneratorConfig.load(path: configPath)
            if let source { sources[configPath] = source }
            guard let config, !diagnostics.hasErrors else {
                report(diagnostics, sources: sources, console: console)
                return diagnostics.contains { $0.isMissingFile } ? .noInput : .dataError
            }
            openAPI = config.openAPI
            filter = config.filter
        }
        filter.merge(try FilterOptions.filter(from: arguments, command: Commands.list.displayName))
        let loaded = SpecLoader.load(paths: arguments.positionals, openAPI: openAPI)
        sources.merge(loaded.sources) { first, _ in first }
        if loaded.missingInputs || loaded.diagnostics.hasErrors {
            report(loaded.diagnostics.sorted(), sources: sources, console: console)
            return loaded.missingInputs ? .noInput : .dataError
        }
        var specs = loaded.specs
        var kept: (operations: Int, of: Int)?
        if !filter.isEmpty {
            let filtered = filter.apply(to: specs)
            if filtered.diagnostics.hasErrors {
                report(filtered.diagnostics.sorted(), sources: sources, console: console)
                return .dataError
            }
            kept = (filtered.specs.reduce(0) { $0 + $1.endpoints.count }, specs.reduce(0) { $0 + $1.endpoints.count })
            specs = filtered.specs
        }
        let operations = OperationListing.operations(of: specs)
        let json = arguments.value("--format") == "json"
        if arguments.has("--tags") {
            let tags = OperationListing.tags(of: operations)
            if json {
                console.out(OperationListing.json(tags: tags))
            } else {
                let width = tags.map(\.tag.count).max() ?? 0
                for (tag, count) in tags {
                    console.out(tag + String(repeating: " ", count: width - tag.count + 2) + "\(count) operation\(count == 1 ? "" : "s")\n")
                }
                let untagged = operations.filter(\.tags.isEmpty).count
                if untagged > 0 { console.out("(\(untagged) operation\(untagged == 1 ? "" : "s") without a tag)\n") }
            }
            return .success
        }
        if json {
            console.out(OperationListing.json(operations))
        } else {
            console.out(Self.table(operations, services: Set(operations.map(\.service)).count))
            if let kept {
                let models = specs.reduce(0) { $0 + $1.models.count }
                console.out("The filter keeps \(kept.operations) of \(kept.of) operations and the \(models) model\(models == 1 ? "" : "s") they reach.\n")
            }
        }
        return .success
    }

    /// One line per operation: method, path, name, tags, models, and `deprecated` when it is.
    static func table(_ operations: [OperationListing.Operation], services: Int) -> String {
        let rows = operations.map { operation in
            [operation.method, operation.path, operation.name,
             operation.tags.joined(separator: ","), "\(operation.models) model\(operation.models == 1 ? "" : "s")",
             (operation.deprecated ? "deprecated" : "") + (services > 1 ? (operation.deprecated ? " " : "") + "(\(operation.service))" : "")]
        }
        var widths = [Int](repeating: 0, count: 6)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var output = ""
        for row in rows {
            var line = ""
            for (index, cell) in row.enumerated() where widths[index] > 0 {
                line += cell + String(repeating: " ", count: widths[index] - cell.count + 2)
            }
            while line.last == " " { line.removeLast() }
            output += line + "\n"
        }
        let count = operations.count
        output += "\(count) operation\(count == 1 ? "" : "s")\n"
        return output
    }
}
