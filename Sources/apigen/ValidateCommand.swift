import APIGenCore

/// `apigen validate PATH...`: decode every spec and report every problem.
struct ValidateCommand {
    var console: Console

    func run(_ arguments: ParsedArguments) -> ExitCode {
        let result = SpecLoader.load(paths: arguments.positionals)
        var diagnostics = result.diagnostics
        if !result.missingInputs, !diagnostics.hasErrors {
            // Names that only clash once converted to Swift, and specs that would generate the same files,
            // are found by the code model: build it (no rendering) so `validate` reports what `generate` would.
            diagnostics += Generator.check(result.specs)
        }
        report(diagnostics.sorted(), sources: result.sources, console: console)
        if result.missingInputs { return .noInput }
        if diagnostics.hasErrors { return .dataError }
        let count = result.specs.count
        console.out("\(count) spec\(count == 1 ? "" : "s") valid\n")
        return .success
    }
}

/// Prints diagnostics compiler-style (with source excerpts) to standard error, followed by a count.
func report(_ diagnostics: [Diagnostic], sources: [String: String], console: Console) {
    guard !diagnostics.isEmpty else { return }
    let renderer = DiagnosticRenderer(sources: sources)
    console.err(renderer.render(diagnostics) + "\n")
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    var parts: [String] = []
    if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
    if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
    if !parts.isEmpty { console.err(parts.joined(separator: " and ") + " generated.\n") }
}
