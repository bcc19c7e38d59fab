import APIGenCore

/// The parsed command line of one command.
struct ParsedArguments: Sendable, Equatable {
    var positionals: [String] = []
    /// Option values by long name; a repeated option keeps every value in order.
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ name: String) -> String? { values[name]?.last }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A command-line mistake, reported with exit code 64 and a pointer to `--help`.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String
    var command: String

    var description: String { "error: \(message)\nUsage: see '\(command) --help'." }
}

/// Parses arguments by hand against a `CommandSpec`'s option table.
enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        func fail(_ message: String) -> UsageError { UsageError(message: message, command: command.displayName) }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            // `--name=value`
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = command.allOptions.first(where: { $0.name == name || $0.short == name }) else {
                var message = "unknown option '\(name)'"
                let names = command.allOptions.map(\.name)
                if let suggestion = Suggestion.closest(to: name, in: names) {
                    message += "; did you mean '\(suggestion)'?"
                }
                throw fail(message)
            }
            if option.isFlag {
                if inlineValue != nil { throw fail("option '\(option.name)' takes no value") }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw fail("option '\(option.name)' needs a value <\(option.valueName ?? "value")>")
            }
            if let choices = option.choices, !choices.contains(value) {
                throw fail("'\(value)' is not a valid value for '\(option.name)'; use one of: \(choices.joined(separator: ", "))")
            }
            parsed.values[option.name, default: []].append(value)
        }
        if parsed.has("--help") { return parsed }
        let count = parsed.positionals.count
        if count < command.positionals.lowerBound {
            throw fail("missing argument; usage: \(command.usage)")
        }
        if count > command.positionals.upperBound {
            let extra = parsed.positionals[command.positionals.upperBound]
            throw fail("unexpected argument '\(extra)'; usage: \(command.usage)")
        }
        return parsed
    }
}
