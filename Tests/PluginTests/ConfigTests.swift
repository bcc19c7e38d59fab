import Foundation
import Testing

extension PluginTests {
    /// The config nearest to a spec applies to it: one in Specs/v2 changes Users but not Pets.
    @Test func nearestConfigChangesTheOutput() async throws {
        let config = package.file("Sources/Client/Specs/v2/apigen.json")
        defer { try? FileManager.default.removeItem(at: config) }
        try package.write("{ \"access\": \"internal\" }\n", to: "Sources/Client/Specs/v2/apigen.json")
        try await buildExpectingSuccess()
        let usersCode = try String(contentsOf: users, encoding: .utf8)
        #expect(usersCode.contains("struct User:"))
        #expect(!usersCode.contains("public "))
        #expect(try String(contentsOf: pets, encoding: .utf8).contains("public struct PetsService"))

        try FileManager.default.removeItem(at: config)
        try await buildExpectingSuccess()
        #expect(try String(contentsOf: users, encoding: .utf8).contains("public struct User:"))
    }

    @Test func unknownConfigKeyFailsTheBuildWithItsLocation() async throws {
        let path = "Sources/Client/Specs/v2/apigen.json"
        let config = package.file(path)
        defer { try? FileManager.default.removeItem(at: config) }
        // The misspelt key is on line 3, column 3.
        try package.write("{\n  \"access\": \"internal\",\n  \"acess\": \"public\"\n}\n", to: path)
        let result = try await package.build()
        #expect(!result.succeeded)
        #expect(result.output.contains("Specs/v2/apigen.json:3:3: error: unknown config key 'acess'"), "\(result)")
        #expect(result.output.contains("did you mean 'access'?"), "\(result)")

        try FileManager.default.removeItem(at: config)
        try await buildExpectingSuccess()
    }
}
