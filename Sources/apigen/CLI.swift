import APIGenCore

/// The command-line tool as a function: arguments in, exit code out. `main.swift` calls it with the process's
/// arguments; tests call it directly with a capturing `Console`.
struct CLI {
    var console: Console

    func run(_ arguments: [String]) -> ExitCode {
        do {
            return try dispatch(arguments)
        } catch {
            console.err(error.description + "\n")
            return .usage
        }
    }

    private func dispatch(_ arguments: [String]) throws(UsageError) -> ExitCode {
        guard let first = arguments.first else {
            console.err(Commands.overview)
            return .usage
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = try? command(for: Array(arguments.dropFirst())) {
                console.out(command.spec.helpText)
            } else {
                console.out(Commands.overview)
            }
            return .success
        case "--version":
            console.out("apigen \(APIGen.version)\n")
            return .success
        default:
            break
        }
        let (spec, rest) = try command(for: arguments)
        let parsed = try ArgumentParser.parse(rest, for: spec)
        if parsed.has("--help") {
            console.out(spec.helpText)
            return .success
        }
        switch spec.path {
        case ["generate"]: return try GenerateCommand(console: console).run(parsed)
        case ["validate"]: return ValidateCommand(console: console).run(parsed)
        case ["list"]: return try ListCommand(console: console).run(parsed)
        case ["convert"]: return try ConvertCommand(console: console).run(parsed)
        case ["import"]: return try ImportCommand(console: console).run(parsed)
        case ["schema"]: return SchemaCommand(console: console).run(parsed)
        case ["diff"]: return try DiffCommand(console: console).run(parsed)
        case ["template", "render"]: return try TemplateCommands(console: console).render(parsed)
        case ["template", "list"]: return TemplateCommands(console: console).list(parsed)
        case ["template", "show"]: return TemplateCommands(console: console).show(parsed)
        default: return .internalError
        }
    }

    /// The command selected by the leading words, and the arguments after them. Anything that is not a
    /// command name is the default command's first argument: `apigen Specs/ -o Generated/`.
    private func command(for arguments: [String]) throws(UsageError) -> (spec: CommandSpec, rest: [String]) {
        if arguments.first == "template" {
            let subcommand = arguments.dropFirst().first ?? ""
            guard let spec = Commands.all.first(where: { $0.path == ["template", subcommand] }) else {
                let message = subcommand.isEmpty || subcommand.hasPrefix("-")
                    ? "missing template subcommand: render, list or show"
                    : "unknown template subcommand '\(subcommand)'; use render, list or show"
                throw UsageError(message: message, command: "apigen template render")
            }
            return (spec, Array(arguments.dropFirst(2)))
        }
        if let spec = Commands.all.first(where: { $0.path == [arguments.first ?? ""] }) {
            return (spec, Array(arguments.dropFirst()))
        }
        return (Commands.generate, arguments)
    }
}
