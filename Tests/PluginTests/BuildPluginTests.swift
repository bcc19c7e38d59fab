import Foundation
import Testing

/// End-to-end tests of both plugins: each builds or runs commands in one shared temporary client package
/// (`Fixtures/ClientPackage`) with the real `swift` driver, so they are slow and off by default.
@Suite(
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["APIGEN_PLUGIN_TESTS"] == "1",
        "slow: builds a client package with swift build; set APIGEN_PLUGIN_TESTS=1 (Tests/run does)"
    ),
    .timeLimit(.minutes(10))
)
struct PluginTests {
    let package: ClientPackage

    init() throws {
        package = try ClientPackage.shared.get()
    }

    /// Builds and records the failure with the build log when the build fails.
    @discardableResult
    func buildExpectingSuccess(sourceLocation: SourceLocation = #_sourceLocation) async throws -> RunResult {
        let result = try await package.build()
        #expect(result.succeeded, "swift build failed: \(result)", sourceLocation: sourceLocation)
        return result
    }

    var pets: URL { package.pluginOutputs.appending(path: "Pets.swift") }
    var users: URL { package.pluginOutputs.appending(path: "v2_Users.swift") }
    /// Every file of one spec's client: `<stem>.swift` and its `--parts` (the plugin spreads a client over four).
    func files(_ stem: String) -> [URL] {
        ([stem + ".swift"] + (1...3).map { "\(stem)+Part\($0).swift" }).map { package.pluginOutputs.appending(path: $0) }
    }
    /// All of one spec's generated code, in the plugin's file order.
    func text(_ stem: String) throws -> String {
        try files(stem).map { try String(contentsOf: $0, encoding: .utf8) }.joined()
    }

    @Test func firstBuildGeneratesOneFilePerSpecAndCompilesThem() async throws {
        let result = try await buildExpectingSuccess()
        // Specs/v2/Users.yaml gets a name that cannot clash with a Specs/Users.yaml.
        let generated = try FileManager.default.contentsOfDirectory(atPath: package.pluginOutputs.path).sorted()
        #expect(generated == (files("Pets") + files("v2_Users")).map(\.lastPathComponent).sorted())
        #expect(try String(contentsOf: pets, encoding: .utf8).contains("public nonisolated struct PetsService"))
        #expect(try text("v2_Users").contains("public nonisolated struct User:"))
        // On a fresh package the outputs are compiled into Client; Consumer uses them, so the build proves
        // the generated API is public. A rerun of this test after another may find them already compiled.
        if result.ranGenerator(for: "Pets.yaml") {
            #expect(result.output.contains("Compiling Client v2_Users.swift"), "\(result)")
        }
    }

    @Test func noOpBuildRunsNothingAndRewritesNothing() async throws {
        try await buildExpectingSuccess()
        let before = try (files("Pets") + files("v2_Users")).map(package.stamp)
        let result = try await buildExpectingSuccess()
        #expect(!result.ranGenerator(for: "Pets.yaml"), "\(result)")
        #expect(!result.ranGenerator(for: "Users.yaml"), "\(result)")
        #expect(!result.output.contains("Compiling Client"), "\(result)")
        #expect(try (files("Pets") + files("v2_Users")).map(package.stamp) == before)
    }

    @Test func editingOneSpecRegeneratesOnlyItsOutput() async throws {
        let spec = "Sources/Client/Specs/v2/Users.yaml"
        try await buildExpectingSuccess()
        let petsBefore = try files("Pets").map(package.stamp)
        let usersBefore = try files("v2_Users").map(package.stamp)
        try await package.restoring(spec) {
            let edited = try package.read(spec).replacingOccurrences(
                of: "      login: String\n",
                with: "      login: String\n      email: String?\n"
            )
            try package.write(edited, to: spec)
            let result = try await buildExpectingSuccess()
            #expect(result.ranGenerator(for: "Users.yaml"), "\(result)")
            #expect(!result.ranGenerator(for: "Pets.yaml"), "\(result)")
            let usersAfter = try files("v2_Users").map(package.stamp)
            // The edited model lives in one part: that part changes, and so do no other files of the spec.
            #expect(zip(usersBefore, usersAfter).filter { $0 != $1 }.count == 1)
            #expect(try text("v2_Users").contains("public var email: String?"))
            #expect(try files("Pets").map(package.stamp) == petsBefore)
        }
        // Back to the original spec: the output follows, and Pets.swift is still untouched.
        try await buildExpectingSuccess()
        #expect(try !text("v2_Users").contains("email"))
        #expect(try files("Pets").map(package.stamp) == petsBefore)
    }

    @Test func specErrorFailsTheBuildWithItsLocation() async throws {
        let spec = "Sources/Client/Specs/Pets.yaml"
        try await package.restoring(spec) {
            // Line 8 is `      name: String`; the type starts at column 13.
            let broken = try package.read(spec).replacingOccurrences(of: "name: String", with: "name: Strin")
            try package.write(broken, to: spec)
            let result = try await package.build()
            #expect(!result.succeeded)
            #expect(result.output.contains("Specs/Pets.yaml:8:13: error: unknown type 'Strin'"), "\(result)")
        }
        try await buildExpectingSuccess()
    }
}
