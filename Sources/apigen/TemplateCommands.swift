import APIGenCore

/// `apigen template render|list|show`: tools for template authors.
struct TemplateCommands {
    var console: Console

    /// Renders a template file with a JSON context; output goes to stdout byte for byte.
    func render(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        guard let dataPath = arguments.value("--data") else {
            throw UsageError(message: "missing '--data <data.json>'", command: Commands.templateRender.displayName)
        }
        let templatePath = arguments.positionals[0]
        var sources: [String: String] = [:]
        do {
            let templateText = String(decoding: try SourceDocument.readBytes(path: templatePath), as: UTF8.self)
            sources[templatePath] = templateText
            let template = try MustacheTemplate(source: templateText, name: templatePath)
            let data = try SourceDocument.read(path: dataPath)
            sources[dataPath] = data.text
            var partials = TemplateLibrary.empty
            if let folder = arguments.value("--partials") {
                partials = try TemplateLibrary.loading(directory: folder)
            }
            console.out(try partials.render(template, MustacheValue(data.root)))
            return .success
        } catch {
            report([error], sources: sources, console: console)
            return error.isMissingFile ? .noInput : .dataError
        }
    }

    func list(_ arguments: ParsedArguments) -> ExitCode {
        let overrides = arguments.value("--templates")
        let library: TemplateLibrary
        do {
            library = try TemplateLibrary.loading(overridesIn: overrides)
            report(library.warnings, sources: [:], console: console)
        } catch {
            report([error], sources: [:], console: console)
            return .dataError
        }
        let defaults = TemplateLibrary.defaults
        for name in library.names {
            let overridden = overrides != nil && library.source(named: name) != defaults.source(named: name)
            console.out(name + (overridden ? "  (overridden)" : "") + "\n")
        }
        return .success
    }

    func show(_ arguments: ParsedArguments) -> ExitCode {
        let name = arguments.positionals[0]
        let library: TemplateLibrary
        do {
            library = try TemplateLibrary.loading(overridesIn: arguments.value("--templates"))
        } catch {
            report([error], sources: [:], console: console)
            return .dataError
        }
        let bareName = name.hasSuffix(".mustache") ? String(name.dropLast(".mustache".count)) : name
        guard let source = library.source(named: bareName) else {
            var message = "no template named '\(name)'"
            if let suggestion = Suggestion.closest(to: bareName, in: library.names) {
                message += "; did you mean '\(suggestion)'?"
            }
            console.err("error: \(message) ('apigen template list' shows them all)\n")
            return .dataError
        }
        console.out(source)
        return .success
    }
}
