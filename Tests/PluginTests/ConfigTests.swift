import Foundation
import Testing

extension PluginTests {
    /// The config nearest to a spec applies to it: one in Specs/v2 changes Users but not Pets.
    @Test func nearestConfigChangesTheOutput() async throws {
        let config = package.file("Sources/Client/Specs/v2/apigen.json")
        defer { try? FileManager.default.removeItem(at: config) }
        try package.write("{ \"access\": \"internal\" }\n", to: "Sources/Client/Specs/v2/apigen.json")
        try await buildExpectingSuccess()
        let usersCode = try text("v2_Users")
        #expect(usersCode.contains("struct User:"))
        #expect(!usersCode.contains("public "))
        #expect(try String(contentsOf: pets, encoding: .utf8).contains("public nonisolated struct PetsService"))

        try FileManager.default.removeItem(at: config)
        try await buildExpectingSuccess()
        #expect(try text("v2_Users").contains("public nonisolated struct User:"))
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

extension PluginTests {
    /// Templates inside the target are inputs of every spec's command: editing one regenerates with it.
    @Test func templatesInTheTargetAreInputs() async throws {
        let templates = package.file("Sources/Client/Templates")
        let config = package.file("Sources/Client/Specs/v2/apigen.json")
        defer {
            try? FileManager.default.removeItem(at: templates)
            try? FileManager.default.removeItem(at: config)
        }
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        // A child of the default File template that adds a marker line before the imports.
        func writeTemplate(_ marker: String) throws {
            let template = "{{<default/File}}{{$importLines}}\n// \(marker)\n{{#imports}}\nimport {{{.}}}\n{{/imports}}\n"
                + "{{/importLines}}{{/default/File}}\n"
            try package.write(template, to: "Sources/Client/Templates/File.mustache")
        }
        try writeTemplate("custom one")
        try package.write("{ \"templates\": \"../../Templates\" }\n", to: "Sources/Client/Specs/v2/apigen.json")
        try await buildExpectingSuccess()
        #expect(try String(contentsOf: users, encoding: .utf8).contains("\n// custom one\n"))
        #expect(try !String(contentsOf: pets, encoding: .utf8).contains("custom"))

        try writeTemplate("custom two")
        let result = try await buildExpectingSuccess()
        #expect(result.ranGenerator(for: "Users.yaml"), "\(result)")
        #expect(try String(contentsOf: users, encoding: .utf8).contains("\n// custom two\n"))

        try FileManager.default.removeItem(at: templates)
        try FileManager.default.removeItem(at: config)
        try await buildExpectingSuccess()
        #expect(try !String(contentsOf: users, encoding: .utf8).contains("custom"))
    }

    /// A hand-written file with a generated file's name would fail as "multiple producers"; the plugin says why.
    @Test func handWrittenFileWithAGeneratedNameIsRejected() async throws {
        let clash = package.file("Sources/Client/Pets.swift")
        defer { try? FileManager.default.removeItem(at: clash) }
        try package.write("enum PetsExtras {}\n", to: "Sources/Client/Pets.swift")
        let result = try await package.build()
        #expect(!result.succeeded)
        #expect(result.output.contains("Specs/Pets.yaml generates Pets.swift, but "), "\(result)")
        #expect(!result.output.contains("multiple producers"), "\(result)")

        try FileManager.default.removeItem(at: clash)
        try await buildExpectingSuccess()
    }
}

extension PluginTests {
    /// A config's filter applies to every spec the config covers; each spec's build command may find an entry in the
    /// others (Specs/apigen.json covers Pets.yaml and v2/Users.yaml), and a typo fails the build at its location.
    @Test func configFilterAppliesAcrossTheSpecsItCovers() async throws {
        let path = "Sources/Client/Specs/apigen.json"
        let config = package.file(path)
        defer { try? FileManager.default.removeItem(at: config) }
        try package.write("{ \"filter\": { \"operations\": [\"listPets\"] } }\n", to: path)
        try await buildExpectingSuccess()
        #expect(try text("Pets").contains("func listPets("))
        // Users keeps nothing: its declared files say why.
        #expect(try String(contentsOf: users, encoding: .utf8) == "// Generated by apigen from Users.yaml: the filter keeps none of its operations or models.\n")

        try package.write("{\n  \"filter\": { \"operations\": [\"listPet\"] }\n}\n", to: path)
        let result = try await package.build()
        #expect(!result.succeeded)
        #expect(result.output.contains("Specs/apigen.json:2:30: error: filter operations entry 'listPet' matches no operation"), "\(result)")
        #expect(result.output.contains("did you mean 'listPets'?"), "\(result)")

        try FileManager.default.removeItem(at: config)
        try await buildExpectingSuccess()
        #expect(try text("v2_Users").contains("func getUser("))
    }
}
