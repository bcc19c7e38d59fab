/// One command-line option, declared once: the same value drives parsing, `--help` and errors.
struct OptionSpec: Sendable {
    /// The long name, with dashes: `--output`.
    var name: String
    /// An optional short alias: `-o`.
    var short: String?
    /// The placeholder of the option's value (`DIR`); `nil` for a flag.
    var valueName: String?
    /// Allowed values, checked by the parser and listed in help.
    var choices: [String]?
    var help: String

    static func flag(_ name: String, short: String? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, choices: nil, help: help)
    }

    static func value(_ name: String, short: String? = nil, _ valueName: String, choices: [String]? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, choices: choices, help: help)
    }

    var isFlag: Bool { valueName == nil }
}

/// A subcommand: its usage line, what it does, its positional arguments and options.
struct CommandSpec: Sendable {
    /// The words that select the command (`["template", "render"]`); empty for the default command.
    var path: [String]
    var usage: String
    var summary: String
    var discussion: String?
    /// How many positional arguments the command takes.
    var positionals: ClosedRange<Int>
    var options: [OptionSpec]

    var displayName: String { (["apigen"] + path).joined(separator: " ") }

    /// Options every command accepts.
    static let commonOptions: [OptionSpec] = [
        .flag("--help", short: "-h", help: "Show help for this command."),
    ]

    var allOptions: [OptionSpec] { options + Self.commonOptions }

    /// The text `--help` prints, produced from the table.
    var helpText: String {
        var lines = ["OVERVIEW: \(summary)", "", "USAGE: \(usage)"]
        if let discussion {
            lines += ["", discussion]
        }
        let rows: [(String, String)] = allOptions.map { option in
            var left = option.short.map { "\($0), " } ?? "    "
            left += option.name
            if let valueName = option.valueName { left += " <\(valueName)>" }
            var help = option.help
            if let choices = option.choices { help += " (\(choices.joined(separator: "|")))" }
            return (left, help)
        }
        let width = rows.map(\.0.count).max() ?? 0
        lines += ["", "OPTIONS:"]
        for (left, help) in rows {
            lines.append("  " + left + String(repeating: " ", count: width - left.count + 2) + help)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
