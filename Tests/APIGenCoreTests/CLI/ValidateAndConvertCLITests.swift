import Foundation
import Testing
@testable import APIGenCore
@testable import apigen

@Suite struct ValidateAndConvertCLITests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func bundledSpecsAreValid() {
        let run = CapturedRun(["validate", Self.repositoryRoot.appending(path: "Specs").path])
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out.hasSuffix("specs valid\n"))
    }

    @Test func everyProblemIsReportedCompilerStyle() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Bad.yaml", """
            service: Bad
            endpoints:
              getThing:
                method: GTE
                path: /things/{id}
                respnse: Thing

            """)
        let run = CapturedRun(["validate", spec])
        #expect(run.code == .dataError)
        let expected = """
            \(spec):4:13: error: invalid HTTP method 'GTE'
                method: GTE
                        ^
            note: did you mean 'GET'?
            """
        #expect(run.err.hasPrefix(expected), "\(run.err)")
        #expect(run.err.contains("\(spec):5:20: error: path parameter 'id' is not declared"))
        #expect(run.err.contains("\(spec):6:5: error: unknown key 'respnse' in endpoint 'getThing'\n    respnse: Thing\n    ^\nnote: did you mean 'response'?"))
        #expect(run.err.hasSuffix("3 errors generated.\n"))
    }

    @Test func exitCodes() throws {
        #expect(CapturedRun(["validate", "/nonexistent/spec.yaml"]).code == .noInput)
        #expect(CapturedRun(["convert", "/nonexistent/spec.yaml", "--to", "json"]).code == .noInput)
        #expect(CapturedRun(["template", "render", "/nonexistent/t.mustache", "--data", "/nonexistent/d.json"]).code == .noInput)
        #expect(CapturedRun(["/nonexistent/Specs", "-o", "/tmp/apigen-never-written"]).code == .noInput)
        #expect(CapturedRun(["validate"]).code == .usage)
        #expect(CapturedRun(["validate", "--bogus", "x"]).code == .usage)
        #expect(CapturedRun([]).code == .usage)
        let version = CapturedRun(["--version"])
        #expect(version.code == .success)
        #expect(version.out == "apigen \(APIGen.version)\n")
        let help = CapturedRun(["--help"])
        #expect(help.code == .success && help.out.contains("COMMANDS:"))
        let subcommandHelp = CapturedRun(["validate", "--help"])
        #expect(subcommandHelp.code == .success && subcommandHelp.out.contains("USAGE: apigen validate"))
    }

    @Test func garbageInputIsAnErrorNotACrash() throws {
        let folder = try TemporaryFolder()
        let binary = folder.path + "/garbage.yaml"
        try Data([0xFF, 0xFE, 0x00, 0x01, 0x80, 0x81, 0xC3, 0x28]).write(to: URL(fileURLWithPath: binary))
        let empty = try folder.write("empty.yaml", "")
        let nested = try folder.write("nested.json", String(repeating: "[", count: 100_000))
        for path in [binary, empty, nested] {
            let run = CapturedRun(["validate", path])
            #expect(run.code == .dataError, "\(path): \(run.err)")
            #expect(run.err.hasPrefix(path + ":"), "\(run.err)")
        }
    }

    @Test func convertShowsHowYAMLWasRead() throws {
        let folder = try TemporaryFolder()
        let yaml = try folder.write("doc.yaml", """
            name: apigen
            version: 1.10
            quoted: "42"
            list: [a, "b c", null, true, 0x1F]
            text: |
              two
              lines

            """)
        let json = CapturedRun(["convert", yaml, "--to", "json"])
        #expect(json.code == .success, "\(json.err)")
        #expect(json.out == """
            {
              "name": "apigen",
              "version": 1.10,
              "quoted": "42",
              "list": [
                "a",
                "b c",
                null,
                true,
                31
              ],
              "text": "two\\nlines\\n"
            }

            """)
        let jsonFile = try folder.write("doc.json", json.out)
        let back = CapturedRun(["convert", jsonFile, "--to", "yaml"])
        #expect(back.code == .success, "\(back.err)")
        // YAML written by apigen reads back to the same values (numbers come back canonical: 1.10 → 1.1).
        let again = try folder.write("again.yaml", back.out)
        let roundTrip = CapturedRun(["convert", again, "--to", "json"])
        let first = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? NSDictionary
        let second = try JSONSerialization.jsonObject(with: Data(roundTrip.out.utf8)) as? NSDictionary
        #expect(first != nil && first == second)
    }

    @Test func convertNeedsAFormat() {
        let run = CapturedRun(["convert", "x.yaml"])
        #expect(run.code == .usage)
        #expect(CapturedRun(["convert", "x.yaml", "--to", "xml"]).code == .usage)
    }

    @Test func validateReportsWhatGenerationWouldRename() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("Names.yaml", """
            service: Names
            models:
              Person:
                properties:
                  first-name: String
                  firstName: String

            """)
        let run = CapturedRun(["validate", spec])
        #expect(run.code == .success)
        #expect(run.err.contains("\(spec):6:7: warning: property 'firstName' of 'Person' would be named 'firstName', which is already taken; it is generated as 'firstName2'"))
        #expect(run.out == "1 spec valid\n")
    }

    @Test func folderSearchSurvivesSymbolicLinkLoops() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/A.yaml", "service: A\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/Specs/sub", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Specs/sub/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Specs/sub/up2", withDestinationPath: "..")
        let run = CapturedRun(["validate", folder.path + "/Specs"])
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out == "1 spec valid\n")
    }

    /// The required-cycle check walks model chains; a recursive walk overflowed the stack at ~40,000 models.
    /// (Decoder only: code generation for such a chain is measured by apigen-bench, not here.)
    @Test(.timeLimit(.minutes(5))) func longModelChainsDecode() throws {
        var text = "service: Chain\nmodels:\n"
        for index in 0..<50_000 { text += "  M\(index): { properties: { next: M\(index + 1) } }\n" }
        text += "  M50000: { properties: { value: Int } }\n"
        let root = try YAMLReader.read(text, file: "Chain.yaml")
        let (spec, diagnostics) = SpecDecoder.decode(root, file: "Chain.yaml")
        #expect(diagnostics.isEmpty)
        #expect(spec?.models.count == 50_001)
    }
}
