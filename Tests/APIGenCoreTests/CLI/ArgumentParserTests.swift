import Testing
@testable import apigen

@Suite struct ArgumentParserTests {
    @Test func parsesPositionalsFlagsAndValues() throws {
        let parsed = try ArgumentParser.parse(["Specs/", "-o", "Out", "--access=internal", "--check"], for: Commands.generate)
        #expect(parsed.positionals == ["Specs/"])
        #expect(parsed.value("--output") == "Out")
        #expect(parsed.value("--access") == "internal")
        #expect(parsed.has("--check"))
        #expect(!parsed.has("--dry-run"))
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["-o", "Out", "--", "--weird-name.yaml"], for: Commands.generate)
        #expect(parsed.positionals == ["--weird-name.yaml"])
    }

    @Test func unknownOptionSuggestsTheClosest() {
        #expect(throws: UsageError(message: "unknown option '--outptu'; did you mean '--output'?", command: "apigen generate")) {
            try ArgumentParser.parse(["Specs", "--outptu", "x"], for: Commands.generate)
        }
    }

    @Test func choicesAreChecked() {
        #expect(throws: UsageError(
            message: "'private' is not a valid value for '--access'; use one of: public, package, internal",
            command: "apigen generate"
        )) {
            try ArgumentParser.parse(["Specs", "--access", "private"], for: Commands.generate)
        }
    }

    @Test func missingValueAndArgumentCountsAreUsageErrors() {
        #expect(throws: UsageError(message: "option '--to' needs a value <format>", command: "apigen convert")) {
            try ArgumentParser.parse(["a.yaml", "--to"], for: Commands.convert)
        }
        #expect(throws: UsageError(message: "missing argument; usage: apigen validate <spec-or-folder>...", command: "apigen validate")) {
            try ArgumentParser.parse([], for: Commands.validate)
        }
        #expect(throws: UsageError(message: "unexpected argument 'b.yaml'; usage: apigen convert <file> --to json|yaml", command: "apigen convert")) {
            try ArgumentParser.parse(["a.yaml", "b.yaml", "--to", "json"], for: Commands.convert)
        }
        #expect(throws: UsageError(message: "option '--check' takes no value", command: "apigen generate")) {
            try ArgumentParser.parse(["Specs", "--check=yes"], for: Commands.generate)
        }
    }

    @Test func helpIsProducedFromTheOptionTable() {
        let help = Commands.convert.helpText
        #expect(help.contains("USAGE: apigen convert <file> --to json|yaml"))
        #expect(help.contains("--to <format>"))
        #expect(help.contains("The output format. (json|yaml)"))
        #expect(help.contains("-h, --help"))
    }
}
