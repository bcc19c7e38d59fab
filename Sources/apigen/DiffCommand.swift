import APIGenCore
import Foundation

/// `apigen diff OLD NEW [--format text|markdown|json] [--fail-on breaking|any|none]`: what a new version of a
/// spec does to the generated Swift API and to the wire.
///
/// Both sides go through the same loader and code model as `generate`, so only changes to the generated client
/// and to what it sends and reads are reported. Exit status: 1 when a change at or above `--fail-on` was found.
struct DiffCommand {
    var console: Console

    func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        let format = arguments.value("--format").flatMap(DiffReport.Format.init(rawValue:)) ?? .text
        let failOn = arguments.value("--fail-on") ?? "breaking"
        let (oldPath, newPath) = (arguments.positionals[0], arguments.positionals[1])
        // An OpenAPI document without 'x-apigen-service' is named after its file; when two files are compared,
        // both take NEW's name, so that `git show main:Specs/Users.yaml > /tmp/old.yaml` compares as the same service.
        var options = OpenAPIImporter.Options()
        var filter = SpecFilter()
        var sources: [String: String] = [:]
        if let configPath = arguments.value("--config") {
            let (config, configDiagnostics, source) = GeneratorConfig.load(path: configPath)
            if let source { sources[configPath] = source }
            guard let config, !configDiagnostics.hasErrors else {
                report(configDiagnostics, sources: sources, console: console)
                return configDiagnostics.contains { $0.isMissingFile } ? .noInput : .dataError
            }
            options = config.openAPI
            filter = config.filter
        }
        filter.merge(try FilterOptions.filter(from: arguments, command: Commands.diff.displayName))
        if Self.isFile(oldPath) && Self.isFile(newPath), options.serviceName == nil {
            options.serviceName = OpenAPIImporter.serviceName(forFile: newPath)
        }
        var old = SpecLoader.load(paths: [oldPath], openAPI: options)
        var new = SpecLoader.load(paths: [newPath], openAPI: options)
        var diagnostics = old.diagnostics + new.diagnostics
        if !filter.isEmpty, !old.missingInputs, !new.missingInputs, !diagnostics.hasErrors {
            // The same filter on both sides; an entry that names what only one side has (an operation added or
            // removed) is no mistake, so each side is filtered in the other's context.
            let oldFiltered = filter.apply(to: old.specs, context: new.specs)
            let newFiltered = filter.apply(to: new.specs, context: old.specs)
            diagnostics += oldFiltered.diagnostics
            for diagnostic in newFiltered.diagnostics where !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            old.specs = oldFiltered.specs
            new.specs = newFiltered.specs
        }
        if !old.missingInputs, !new.missingInputs, !diagnostics.hasErrors {
            // A spec the code model rejects (an unknown type, say) has no generated API to compare.
            diagnostics += Generator.check(old.specs) + Generator.check(new.specs)
        }
        let problems = diagnostics.filter { $0.severity == .error }.sorted()
        if old.missingInputs || new.missingInputs || !problems.isEmpty {
            report(problems, sources: sources.merging(old.sources.merging(new.sources) { first, _ in first }) { first, _ in first }, console: console)
            return old.missingInputs || new.missingInputs ? .noInput : .dataError
        }
        let changes = SpecDiff.compare(old: old.specs, new: new.specs)
        console.out(DiffReport.render(changes, format: format))
        return Self.exitCode(for: changes, failOn: failOn)
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// 1 when a change at or above the `--fail-on` threshold was found, 0 otherwise.
    static func exitCode(for changes: [APIChange], failOn: String) -> ExitCode {
        guard let worst = changes.worstImpact else { return .success }
        switch failOn {
        case "none": return .success
        case "any": return .changesFound
        default: return worst >= .breakingOnTheWire ? .changesFound : .success
        }
    }
}
