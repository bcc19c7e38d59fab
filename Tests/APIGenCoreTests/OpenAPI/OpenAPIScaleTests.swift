import Foundation
import Testing
@testable import APIGenCore

/// Documents with thousands of components, references and clashing names import in linear time. There are no timing
/// assertions; the sizes make a quadratic regression obvious instead (the first test took 29 s in a debug build before
/// the fix, 2.5 s after).
@Suite struct OpenAPIScaleTests {
    /// 10,000 schemas, each referring to the next and to one that does not exist. Each `$ref` used to scan the
    /// document's schemas for its name (150 million entry copies here); the schemas mapping is now indexed once.
    @Test func tenThousandReferencesIntoTenThousandSchemas() {
        let count = 10_000
        var lines = [
            #"{"openapi": "3.0.3", "info": {"title": "Big", "version": "1"}, "paths": {}, "components": {"schemas": {"#,
        ]
        for index in 0..<count {
            let next = index + 1 < count ? "S\(index + 1)" : "S0"
            lines.append(##"  "S\##(index)": {"type": "object", "properties": {"next": {"$ref": "#/components/schemas/\##(next)"}, "##
                + ##""lost": {"$ref": "#/components/schemas/Missing\##(index)"}}}\##(index + 1 < count ? "," : "")"##)
        }
        lines.append("}}}")
        let (spec, diagnostics) = importOpenAPI(lines.joined(separator: "\n"), file: "big.json")
        #expect(diagnostics.count == count)
        #expect(diagnostics.allSatisfy { $0.severity == .error && $0.message.hasSuffix("points to nothing") })
        #expect(diagnostics.first?.location == SourceLocation(file: "big.json", line: 2, column: 105))
        #expect(spec == nil)
    }

    /// 4,000 query parameters on one path, every other one declared again by its operation: each operation parameter
    /// replaces the path's of its name and goes after the path's others (found by name, not by a search of the list).
    @Test func fourThousandParametersOfOneOperation() throws {
        let count = 4_000
        let pathLevel = (0..<count).map { "      - { name: q\($0), in: query, schema: { type: string } }" }
        let operationLevel = stride(from: 0, to: count, by: 2).map { "          - { name: q\($0), in: query, schema: { type: integer } }" }
        let paths = "  /search:\n    parameters:\n" + pathLevel.joined(separator: "\n")
            + "\n    get:\n      operationId: search\n      parameters:\n" + operationLevel.joined(separator: "\n")
            + "\n      responses: { '204': { description: none } }"
        let (spec, diagnostics) = importOpenAPI(openAPI30(paths: paths))
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        let params = try #require(spec?.endpoint("search")).params
        #expect(params.count == count)
        #expect(params.prefix(2).map(\.key) == ["q1", "q3"] && params[count / 2].key == "q0" && params.last?.key == "q\(count - 2)")
        #expect(params.prefix(count / 2).allSatisfy { $0.type == .optional(.builtin(.string)) })
        #expect(params.suffix(count / 2).allSatisfy { $0.type == .optional(.builtin(.int)) })
    }

    /// A parameter without a name replaces none and is replaced by none: each use of one is reported (swagger-parser's
    /// issue_1751.yaml refers to one three times).
    @Test func parametersWithoutANameAreEachReported() {
        let problems = openAPIProblems(openAPI30(paths: """
              /first:
                get:
                  parameters:
                    - $ref: '#/components/parameters/unnamed'
                    - $ref: '#/components/parameters/unnamed'
                  responses: { '204': { description: none } }
            """, components: """
              parameters:
                unnamed: { in: query, schema: { type: string } }
            """))
        #expect(problems == ["api.yaml:7:11: error: a parameter needs 'name' and 'in'", "api.yaml:8:11: error: a parameter needs 'name' and 'in'"])
    }

    /// A union of 5,000 schemas with a discriminator mapping each: a mapping value is found by its schema, not by a
    /// search of the mapping (and its name among the document's schemas through their index).
    @Test func aDiscriminatorMappingOfFiveThousandSchemas() throws {
        let count = 5_000
        var schemas = (0..<count).map { "    C\($0): { type: object, properties: { kind: { type: string }, f\($0): { type: string } } }" }
        schemas.append("    Shape:\n      oneOf:\n" + (0..<count).map { "        - $ref: '#/components/schemas/C\($0)'" }.joined(separator: "\n"))
        schemas.append("      discriminator:\n        propertyName: kind\n        mapping:\n"
            + (0..<count).map { "          c\($0): C\($0)" }.joined(separator: "\n"))
        let (spec, diagnostics) = importOpenAPI(openAPI30(paths: "  {}", components: "  schemas:\n" + schemas.joined(separator: "\n")))
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        let union = try #require(spec?.model("Shape")?.unionSpec)
        #expect(union.variants.count == count)
        #expect(union.variants.prefix(2).map(\.discriminatorValues) == [["c0"], ["c1"]])
        #expect(union.variants.last?.discriminatorValues == ["c\(count - 1)"])
    }

    /// An `allOf` of two schemas of 5,000 properties each, with the same names: each of the second's is laid over the
    /// first's of its name, found by name (a search of the merged properties per property was 12.5 million steps).
    @Test func anAllOfOfTwoSchemasOfFiveThousandProperties() throws {
        let count = 5_000
        let base = (0..<count).map { "p\($0): { type: string }" }.joined(separator: ", ")
        let over = (0..<count).map { "p\($0): { description: Property \($0) }" }.joined(separator: ", ")
        let (spec, diagnostics) = importOpenAPI(openAPI30(paths: "  {}", components: """
              schemas:
                Base: { type: object, properties: { \(base) } }
                Wide: { allOf: [{ $ref: '#/components/schemas/Base' }, { type: object, properties: { \(over) } }] }
            """))
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        let properties = try #require(spec?.model("Wide")).properties
        #expect(properties.count == count)
        #expect(properties.first?.name == "p0" && properties.last?.name == "p\(count - 1)")
        #expect(properties.allSatisfy { $0.type == .optional(.builtin(.string)) })
        #expect(properties.last?.description == "Property \(count - 1)")
    }

    /// 5,000 operations with one `operationId`: the endpoints are `list`, `list2` … `list5000`, named without probing
    /// every suffix from 2 again for each (see `NamingTests`).
    @Test func fiveThousandOperationsWithOneName() throws {
        let count = 5_000
        let paths = (0..<count).map { "  /r\($0): { get: { operationId: list, responses: { '204': { description: none } } } }" }
        let (spec, diagnostics) = importOpenAPI(openAPI30(paths: paths.joined(separator: "\n")))
        let names = try #require(spec).endpoints.map(\.name)
        #expect(names.count == count)
        #expect(names.prefix(3) == ["list", "list2", "list3"] && names.last == "list\(count)")
        #expect(diagnostics.count == count - 1)
    }
}

/// Component schemas that are typed inside each other (a list of the next, a map of the next, an alias of the next)
/// nest calls; a chain of 5,000 ran out of stack. Chains are read to `maximumComponentDepth` and end with a located
/// error after it.
@Suite struct OpenAPIChainTests {
    /// The four ways one schema's type is the next one's: the schema text, with `NEXT` for the next one's name.
    private static let links: [(kind: String, schema: String)] = [
        ("list", ##"{"type": "array", "items": {"$ref": "#/components/schemas/NEXT"}}"##),
        ("map", ##"{"type": "object", "additionalProperties": {"$ref": "#/components/schemas/NEXT"}}"##),
        ("alias", ##"{"$ref": "#/components/schemas/NEXT"}"##),
        ("allOf", ##"{"allOf": [{"$ref": "#/components/schemas/NEXT"}]}"##),
    ]

    /// A document whose schemas `<kind>0` … are `length` links of each kind, each chain ending in a model.
    private static func document(length: Int) -> String {
        var schemas: [String] = []
        for link in links {
            for index in 0..<length {
                schemas.append(#""\#(link.kind)\#(index)": "# + link.schema.replacingOccurrences(of: "NEXT", with: "\(link.kind)\(index + 1)"))
            }
            schemas.append(#""\#(link.kind)\#(length)": {"type": "object", "properties": {"name": {"type": "string"}}}"#)
        }
        let paths = links.map { link in
            ##""/\##(link.kind)": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": "##
                + ##"{"$ref": "#/components/schemas/\##(link.kind)0"}}}}}}}"##
        }
        return #"{"openapi": "3.0.3", "info": {"title": "Chains", "version": "1"}, "paths": {"#
            + paths.joined(separator: ",\n") + "},\n" + #""components": {"schemas": {"# + schemas.joined(separator: ",\n") + "}}}"
    }

    /// The longest chain read: a debug build generates its client (the list's response type is 256 arrays deep).
    @Test func chainsAsLongAsTheLimitGenerate() throws {
        let length = OpenAPIImport.maximumComponentDepth
        let (spec, diagnostics) = importOpenAPI(Self.document(length: length), file: "chains.json")
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        let imported = try #require(spec)
        let (files, problems) = Generator.generate([imported], options: GeneratorOptions(layout: .singleFile), templates: .defaults)
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        let service = try #require(files.first, "\(files.map(\.path))")
        let nested = String(repeating: "[", count: length) + "List\(length)" + String(repeating: "]", count: length)
        #expect(service.contents.contains("func getList() async throws -> \(nested) {"))
        #expect(service.contents.contains("func getMap() async throws -> " + String(repeating: "[String: ", count: length)))
        #expect(service.contents.contains("func getAlias() async throws -> Alias\(length) {"))
        #expect(service.contents.contains("func getAllOf() async throws -> AllOf\(length) {"))
    }

    /// 1,000 links of each kind (5,000 crashed a release build): errors at the link past the limit (and again every 257 links, where a fresh chain
    /// starts), no crash.
    @Test func longerChainsEndWithAnError() throws {
        let (spec, diagnostics) = importOpenAPI(Self.document(length: 1_000), file: "chains.json")
        #expect(spec == nil)
        let limit = OpenAPIImport.maximumComponentDepth
        for link in Self.links {
            let first = try #require(diagnostics.first { $0.message.hasPrefix("schema '\(link.kind)\(limit)' is more than \(limit) schemas down") })
            #expect(first.severity == .error)
        }
        #expect(diagnostics.allSatisfy { $0.message.contains("schemas down a chain of lists, maps and aliases") })
    }
}

/// A parameter that is a `$ref` to a `$ref` to …: followed up to `maximumReferenceChain` references, then an error that
/// says so (it used to call any chain that long a cycle).
@Suite struct OpenAPIReferenceChainTests {
    /// An operation whose one parameter is reached through `length` references.
    private static func document(length: Int) -> String {
        var parameters = (0..<length - 1).map { "    P\($0): { $ref: '#/components/parameters/P\($0 + 1)' }" }
        parameters.append("    P\(length - 1): { name: q, in: query, schema: { type: string } }")
        return openAPI30(paths: """
              /search:
                get:
                  operationId: search
                  parameters: [{ $ref: '#/components/parameters/P0' }]
                  responses: { '204': { description: none } }
            """, components: "  parameters:\n" + parameters.joined(separator: "\n"))
    }

    @Test func aChainAsLongAsTheLimitIsFollowed() throws {
        let (spec, diagnostics) = importOpenAPI(Self.document(length: OpenAPIImport.maximumReferenceChain))
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        #expect(try #require(spec?.endpoint("search")).params.map(\.key) == ["q"])
    }

    @Test func aLongerChainIsAnErrorThatSaysSo() {
        let limit = OpenAPIImport.maximumReferenceChain
        let problems = openAPIProblems(Self.document(length: limit + 1))
        // The operation's reference is the first, so the 65th is P63's: its value, on line 11 + 63 (P0 is on line 11).
        #expect(problems == ["api.yaml:\(11 + limit - 1):18: error: this $ref is the \(limit + 1)th of a chain of references; apigen follows at most \(limit)"])
    }
}

/// `allOf` chains, where each schema adds a property to the next one's: merged by recursion, to `maximumAllOfDepth`.
@Suite struct OpenAPIAllOfChainTests {
    private static func document(length: Int) -> String {
        var schemas = (0..<length).map { index in
            ##""Level\##(index)": {"allOf": [{"$ref": "#/components/schemas/Level\##(index + 1)"}, "##
                + ##"{"type": "object", "properties": {"field\##(index)": {"type": "string"}}}]}"##
        }
        schemas.append(##""Level\##(length)": {"type": "object", "properties": {"name": {"type": "string"}}}"##)
        return #"{"openapi": "3.0.3", "info": {"title": "Levels", "version": "1"}, "paths": {}, "components": {"schemas": {"#
            + schemas.joined(separator: ",\n") + "}}}"
    }

    @Test func chainsAsDeepAsTheLimitMergeEveryLevel() throws {
        let length = OpenAPIImport.maximumAllOfDepth
        let (spec, diagnostics) = importOpenAPI(Self.document(length: length), file: "levels.json")
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        let imported = try #require(spec)
        let top = try #require(imported.model("Level0"))
        #expect(top.properties.count == length + 1)
        #expect(top.properties.first?.name == "name" && top.properties.last?.name == "field0")
    }

    /// One level more than the limit is an error at the allOf past it (5,000 levels crashed a release build).
    @Test func deeperChainsEndWithAnError() throws {
        let limit = OpenAPIImport.maximumAllOfDepth
        let (spec, diagnostics) = importOpenAPI(Self.document(length: limit + 1), file: "levels.json")
        #expect(spec == nil)
        let first = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(first.message == "this allOf is more than \(limit) levels below the schema that combines them all; apigen reads no deeper")
        // The `[` of `Level64`'s allOf, on the document's line 65.
        #expect(first.location == SourceLocation(file: "levels.json", line: limit + 1, column: 22))
    }
}
