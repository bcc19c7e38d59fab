import Foundation
import Testing
@testable import APIGenCore

/// Specs read from files with the real readers: the bundled examples, the YAML/JSON twin, and a
/// broken spec whose rendered diagnostics are checked character for character.
@Suite struct SpecFileTests {
    /// The package root, found from this file so tests never depend on the working directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Reads and decodes one spec; `file` is the path as a user would type it, relative to the root.
    static func load(_ file: String) throws -> (text: String, spec: ServiceSpec?, diagnostics: [Diagnostic]) {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let node = file.hasSuffix(".json") ? try JSONReader.read(text, file: file) : try YAMLReader.read(text, file: file)
        let (spec, diagnostics) = SpecDecoder.decode(node, file: file)
        return (text, spec, diagnostics)
    }

    @Test(arguments: ["Specs/Users.yaml", "Specs/Shop.yaml", "Specs/Weather.json"])
    func exampleSpecsAreClean(_ file: String) throws {
        let (text, spec, diagnostics) = try Self.load(file)
        #expect(diagnostics.isEmpty, "\(DiagnosticRenderer(sources: [file: text]).render(diagnostics))")
        let service = try #require(spec)
        #expect(!service.endpoints.isEmpty)
        // Every stub an example names exists next to it and is valid JSON.
        for stub in service.endpoints.compactMap(\.stub) {
            let url = Self.root.appendingPathComponent("Specs").appendingPathComponent(stub)
            let stubText = try String(contentsOf: url, encoding: .utf8)
            #expect(throws: Never.self) { try JSONReader.read(stubText, file: stub) }
        }
    }

    @Test func weatherSpecKeepsJSONLocations() throws {
        let service = try #require(try Self.load("Specs/Weather.json").spec)
        #expect(service.models.map(\.name) == ["Conditions", "Sky", "Units", "Forecast", "Day"])
        #expect(service.endpoints.map(\.name) == ["currentConditions", "forecast"])
        #expect(service.endpoints[0].location == SourceLocation(file: "Specs/Weather.json", line: 34, column: 5))
        #expect(service.endpoints[0].params[1].defaultValue == .enumCase("metric"))
        #expect(service.endpoints[1].timeout == 15)
    }

    @Test func usersSpecKeepsLocationsOfTheRealReader() throws {
        let service = try #require(try Self.load("Specs/Users.yaml").spec)
        #expect(service.endpoints.map(\.name) == [
            "getUser", "listUsers", "getProfile", "createUser", "login", "uploadAvatar", "deleteUser", "searchUsers",
        ])
        #expect(service.endpoints[0].location == SourceLocation(file: "Specs/Users.yaml", line: 61, column: 3))
        #expect(service.endpoints[2].method == .get)
        #expect(service.endpoints[7].deprecated == Deprecation(message: "Use listUsers with a role filter."))
        #expect(service.envelope?.success == [.int(0), .int(200)])
    }

    @Test func yamlAndJSONTwinsMeanTheSame() throws {
        let (_, yaml, yamlDiagnostics) = try Self.load("Tests/APIGenCoreTests/Fixtures/specs/Twin.yaml")
        let (_, json, jsonDiagnostics) = try Self.load("Tests/APIGenCoreTests/Fixtures/specs/Twin.json")
        // The union's variants do not declare its discriminator `kind`, and `Shelf` is no object: warnings.
        #expect(yamlDiagnostics.map(\.severity) == [.warning, .warning, .warning])
        #expect(yamlDiagnostics.map(\.message) == jsonDiagnostics.map(\.message))
        let fromYAML = try #require(yaml)
        let fromJSON = try #require(json)
        #expect(fromYAML.withoutLocations == fromJSON.withoutLocations)
        #expect(fromYAML.description == "Books and loans of a city library.\n")
        #expect(fromYAML.envelope?.success == [.string("OK"), .int(0)])
        #expect(fromYAML.endpoints.map(\.name) == ["searchBooks", "borrow", "uploadCover", "report"])
        #expect(fromYAML.models.map(\.name) == ["Book", "Genre", "Shelf", "Loan", "Item", "Notes"])
        guard case .union(let item) = fromYAML.models[4].kind else {
            Issue.record("Item is not a union")
            return
        }
        #expect(item.discriminator == "kind")
        #expect(item.variants.map(\.discriminatorValues) == [[], ["loan", "LOAN"], ["3"]])
        #expect(fromYAML.models[5].additionalProperties == .optional(.array(.builtin(.string))))
        // The alias `*isbn` reads as the anchored mapping.
        #expect(fromYAML.endpoints[2].params.map(\.type) == [.builtin(.string)])
    }

    @Test func errorsInJSONPointInsideTheQuotes() throws {
        let text = """
            {
              "service": "Users",
              "endpoints": { "ping": { "method": "GET", "path": "/ping", "response": "[Usr]" } }
            }
            """
        let node = try JSONReader.read(text, file: "t.json")
        let diagnostics = SpecDecoder.decode(node, file: "t.json").diagnostics
        #expect(DiagnosticRenderer(sources: ["t.json": text]).render(diagnostics) == """
            t.json:3:76: error: unknown type 'Usr'
              "endpoints": { "ping": { "method": "GET", "path": "/ping", "response": "[Usr]" } }
                                                                                       ^
            """)
    }

    @Test func brokenSpecRendersEveryProblem() throws {
        let file = "Tests/APIGenCoreTests/Fixtures/specs/Broken.yaml"
        let (text, spec, diagnostics) = try Self.load(file)
        #expect(spec == nil)
        let rendered = DiagnosticRenderer(sources: [file: text]).render(diagnostics)
        #expect(rendered == """
            \(file):7:13: error: unknown type 'Rol'
                  role: Rol
                        ^
            note: did you mean 'Role'?
            \(file):8:17: error: invalid type '[Int: Double]': dictionary keys must be 'String', found 'Int'
                  scores: "[Int: Double]"
                            ^
            note: JSON object keys are strings; write '[String: …]'
            \(file):10:27: error: duplicate enum value 'admin' in 'Role'
                enum: [admin, member, admin]
                                      ^
            note: first listed at line 10, column 12
            \(file):13:13: error: invalid HTTP method 'FETCH'
                method: FETCH
                        ^
            note: use one of GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, QUERY
            \(file):14:19: error: path parameter 'id' is not declared
                path: /users/{id}
                              ^
            note: add 'id: { in: path, type: String }' under 'params'
            \(file):15:5: error: unknown key 'respnse' in endpoint 'getUser'
                respnse: User
                ^
            note: did you mean 'response'?
            \(file):18:11: error: path 'users' must start with '/'
                path: users
                      ^
            note: write '/users'
            \(file):21:22: error: paging parameter 'page' must be 'Int', found 'String'
                paging: { param: page }
                                 ^
            \(file):22:14: error: malformed keypath 'data..items': it has an empty key
                keypath: data..items
                         ^
            note: a keypath is keys joined by '.', e.g. 'data.items'
            \(file):23:5: error: a GET request cannot have a body
                body: { type: User }
                ^
            note: send the values as query parameters ('in: query'), or use POST
            """)
    }

    /// `apigen convert` output of each YAML example means the same spec as the YAML itself.
    @Test(arguments: ["Specs/Users.yaml", "Specs/Shop.yaml"])
    func yamlExamplesMeanTheSameAsTheirJSONConversion(_ file: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
        let yamlNode = try YAMLReader.read(text, file: file)
        let jsonText = try JSONWriter.write(yamlNode)
        let jsonNode = try JSONReader.read(jsonText, file: "converted.json")
        let fromYAML = try #require(SpecDecoder.decode(yamlNode, file: file).spec)
        let fromJSON = try #require(SpecDecoder.decode(jsonNode, file: "converted.json").spec)
        #expect(fromYAML.withoutLocations == fromJSON.withoutLocations)
    }

    @Test func unquotedOptionalTypesInYAMLFlowMappings() throws {
        let text = "service: S\nmodels:\n  User:\n    properties:\n      a: { type: URL?, key: a_url }\n      b: [String]\n"
        let node = try YAMLReader.read(text, file: "s.yaml")
        let diagnostics = SpecDecoder.decode(node, file: "s.yaml").diagnostics
        #expect(DiagnosticRenderer(sources: ["s.yaml": text]).render(diagnostics) == """
            s.yaml:6:10: error: expected a type for property 'b' of model 'User', found a list
                  b: [String]
                     ^
            note: quote list types: YAML reads [String] as a list; write "[String]"
            """)
    }
}
