import Foundation
import Testing
@testable import APIGenCore

/// Users change generated code through `--templates DIR` without forking: a whole template, or one
/// block of a default (`{{<default/Model}}…`).
@Suite struct TemplateOverrideTests {
    private func library(_ files: [String: String]) throws -> TemplateLibrary {
        let directory = NSTemporaryDirectory() + "apigen-templates-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        return try TemplateLibrary.loading(overridesIn: directory)
    }

    @Test func oneBlockOfADefaultCanBeReplaced() throws {
        let templates = try library(["Model.mustache": """
            {{<default/Model}}
            {{$conformances}}Codable, Hashable, Sendable, Identifiable{{/conformances}}
            {{$extraMembers}}

            /// Added by an override.
            {{{accessPrefix}}}var summary: String { "{{{name}}}" }
            {{/extraMembers}}
            {{/default/Model}}

            """])
        let (files, diagnostics) = Generator.generate([SpecFixtures.users], options: GeneratorOptions(), templates: templates)
        #expect(diagnostics.isEmpty)
        let user = try #require(files.first { $0.path == "Users/Models/User.swift" })
        #expect(user.contents.contains("public nonisolated struct User: Codable, Hashable, Sendable, Identifiable {\n"))
        #expect(user.contents.hasSuffix("""
                }

                /// Added by an override.
                public var summary: String { "User" }
            }

            """))
        // Other templates keep their defaults.
        let defaults = Generator.generate([SpecFixtures.users], options: GeneratorOptions(), templates: .defaults).files
        #expect(files.first { $0.path == "Users/UsersService.swift" } == defaults.first { $0.path == "Users/UsersService.swift" })
    }

    @Test func importsCanBeExtended() throws {
        let templates = try library(["File.mustache": """
            {{<default/File}}
            {{$importLines}}
            import APIRuntime
            import Foundation
            import Observation
            {{/importLines}}
            {{/default/File}}

            """])
        let (files, _) = Generator.generate([SpecFixtures.users], options: GeneratorOptions(layout: .singleFile), templates: templates)
        #expect(files.first?.contents.contains("import Foundation\nimport Observation\n\n") == true)
    }
}
