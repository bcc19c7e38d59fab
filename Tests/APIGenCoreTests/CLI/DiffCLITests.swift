import Foundation
import Testing
@testable import APIGenCore
@testable import apigen

/// `apigen diff`: exit status per `--fail-on`, the formats, bad input, folders matched by service.
@Suite struct DiffCLITests {
    func run(_ name: String, _ options: [String] = []) -> CapturedRun {
        let (old, new) = DiffFixtures.paths(name)
        return CapturedRun(["diff", old, new] + options)
    }

    @Test func exitStatusFollowsFailOn() {
        // `mixed` has a change of each class; `property-key-changed` only a wire change; `enum-case-added` only a
        // compatible one; `no-change-json` none.
        let expected: [(String, [String], ExitCode)] = [
            ("mixed", [], .changesFound),
            ("mixed", ["--fail-on", "breaking"], .changesFound),
            ("mixed", ["--fail-on", "any"], .changesFound),
            ("mixed", ["--fail-on", "none"], .success),
            ("property-key-changed", [], .changesFound),
            ("property-key-changed", ["--fail-on", "none"], .success),
            ("enum-case-added", [], .success),
            ("enum-case-added", ["--fail-on", "any"], .changesFound),
            ("no-change-json", ["--fail-on", "any"], .success),
        ]
        for (name, options, code) in expected {
            let result = run(name, options)
            #expect(result.code == code, "\(name) \(options): \(result.err)")
            #expect(result.err.isEmpty, "\(name): \(result.err)")
        }
        #expect(ExitCode.changesFound.rawValue == 1)
    }

    @Test func printsTheChosenFormat() {
        let (_, new) = DiffFixtures.paths("mixed")
        let text = run("mixed")
        #expect(text.out.hasPrefix("\(new):31:7: breaking for callers: Users endpoint 'getUser': parameter 'fields: String'"))
        #expect(text.out.hasSuffix("\n3 changes: 1 breaking for callers, 1 breaking on the wire, 1 compatible\n"))
        #expect(run("mixed", ["--format", "markdown"]).out.hasPrefix("### apigen diff: 3 changes:"))
        #expect(run("mixed", ["--format", "json"]).out.hasPrefix("{\n  \"summary\": {\n    \"breaking-callers\": 1,"))
        #expect(run("no-change-comments").out == "no changes to the generated API\n")
    }

    @Test func theBundledUsersSpecAgainstItself() {
        let users = ValidateAndConvertCLITests.repositoryRoot.appending(path: "Specs/Users.yaml").path
        let result = CapturedRun(["diff", users, users])
        #expect(result.code == .success)
        #expect(result.out == "no changes to the generated API\n")
        #expect(result.err.isEmpty)
    }

    /// `git show main:openapi.yaml > /tmp/old.yaml`: an OpenAPI document named after its file is compared under
    /// NEW's name, so the temporary file's name does not show up as a renamed service.
    @Test func twoOpenAPIFilesShareNEWsServiceName() throws {
        let folder = try TemporaryFolder()
        let (old, _) = DiffFixtures.paths("openapi-enum-case-removed")
        let copy = try folder.write("tmp-old-copy.yaml", String(decoding: try Data(contentsOf: URL(fileURLWithPath: old)), as: UTF8.self))
        let result = CapturedRun(["diff", copy, old, "--fail-on", "any"])
        #expect(result.code == .success, "\(result.out)")
        #expect(result.out == "no changes to the generated API\n")
    }

    @Test func badInput() throws {
        let (old, new) = DiffFixtures.paths("mixed")
        #expect(CapturedRun(["diff", old, "/nonexistent/new.yaml"]).code == .noInput)
        #expect(CapturedRun(["diff", "/nonexistent/old.yaml", new]).code == .noInput)
        #expect(CapturedRun(["diff", old]).code == .usage)
        #expect(CapturedRun(["diff", old, new, new]).code == .usage)
        #expect(CapturedRun(["diff", old, new, "--format", "html"]).code == .usage)
        #expect(CapturedRun(["diff", old, new, "--fail-on", "sometimes"]).code == .usage)
        let folder = try TemporaryFolder()
        let broken = try folder.write("Broken.yaml", """
            service: Users
            endpoints:
              getUser:
                method: GET
                path: /users
                response: Usr

            """)
        let result = CapturedRun(["diff", old, broken])
        #expect(result.code == .dataError)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("\(broken):6:15: error: unknown type 'Usr'\n    response: Usr\n              ^\n"), "\(result.err)")
    }

    @Test func foldersAreMatchedByService() throws {
        let folder = try TemporaryFolder()
        let users = "service: Users\nendpoints:\n  ping: { method: GET, path: /ping }\n"
        try folder.write("old/Users.yaml", users)
        try folder.write("old/Shop.yaml", "service: Shop\nendpoints:\n  ping: { method: GET, path: /ping }\n")
        // Same service under another file name: still matched by 'service:'.
        try folder.write("new/Accounts.yaml", users + "  pong: { method: GET, path: /pong }\n")
        try folder.write("new/Weather.yaml", "service: Weather\nendpoints:\n  ping: { method: GET, path: /ping }\n")
        let result = CapturedRun(["diff", folder.path + "/old", folder.path + "/new"])
        #expect(result.code == .changesFound, "\(result.err)")
        let lines = result.out.split(separator: "\n").filter { !$0.hasPrefix("    ") }.map {
            String($0).replacingOccurrences(of: folder.path + "/", with: "")
        }
        #expect(lines == [
            "old/Shop.yaml:1:1: breaking for callers: Shop service: the service was removed",
            "new/Accounts.yaml:4:3: compatible: Users endpoint 'pong': the endpoint (GET /pong) was added",
            "new/Weather.yaml:1:1: compatible: Weather service: the service was added",
            "3 changes: 1 breaking for callers, 2 compatible",
        ])
    }

    @Test func helpListsTheCommand() {
        #expect(CapturedRun(["--help"]).out.contains("  diff              Report what a new spec version changes in the generated API.\n"))
        let help = CapturedRun(["diff", "--help"])
        #expect(help.code == .success)
        #expect(help.out.contains("--fail-on"))
    }
}
