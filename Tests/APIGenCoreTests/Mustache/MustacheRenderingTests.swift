import Foundation
import Testing
@testable import APIGenCore

/// apigen's choices where the spec is silent, plus performance and concurrency.
@Suite struct MustacheRenderingTests {
    private func render(_ source: String, _ context: MustacheValue,
                        partials: [String: String] = [:]) throws -> String {
        var parsed: [String: MustacheTemplate] = [:]
        for (name, text) in partials { parsed[name] = try MustacheTemplate(source: text, name: name) }
        return try MustacheTemplate(source: source, name: "T").render(context, partials: parsed)
    }

    @Test func numbers() throws {
        let context = MustacheValue.object([
            "half": .double(1.5), "two": .double(2), "int": .int(-85), "big": .double(1e20), "small": .double(0.1),
        ])
        #expect(try render("{{half}} {{two}} {{int}} {{big}} {{small}}", context) == "1.5 2 -85 1e+20 0.1")
    }

    @Test func escaping() throws {
        let context = MustacheValue.object(["x": .string("a & \"b\" <c> 'd'")])
        #expect(try render("{{x}}|{{{x}}}|{{&x}}", context)
                == "a &amp; &quot;b&quot; &lt;c&gt; 'd'|a & \"b\" <c> 'd'|a & \"b\" <c> 'd'")
    }

    @Test func truthiness() throws {
        let context = MustacheValue.object([
            "empty": .string(""), "zero": .int(0), "none": .null, "list": .list([]), "object": .object([:]),
        ])
        #expect(try render("{{#empty}}E{{/empty}}{{^empty}}e{{/empty}}", context) == "e")
        #expect(try render("{{#zero}}Z{{.}}{{/zero}}", context) == "Z0")
        #expect(try render("{{^none}}n{{/none}}{{^list}}l{{/list}}{{#object}}o{{/object}}", context) == "nlo")
    }

    @Test func listsAndObjectsInterpolateAsNothing() throws {
        let context = MustacheValue.object(["list": .list([.int(1)]), "object": .object(["a": .int(1)])])
        #expect(try render("[{{list}}][{{object}}][{{missing.deep}}]", context) == "[][][]")
    }

    @Test func indentedPartialsLeaveEmptyLinesEmpty() throws {
        // Generated Swift must not get trailing whitespace on blank lines.
        let output = try render("struct S {\n    {{>members}}\n}\n", .object([:]),
                                partials: ["members": "let a = 1\n\nlet b = 2\n"])
        #expect(output == "struct S {\n    let a = 1\n\n    let b = 2\n}\n")
    }

    @Test func realisticSwiftModel() throws {
        let model = """
            public struct {{{name}}}: Codable, Sendable {
                {{#properties}}
                {{>Property}}
                {{/properties}}

                enum CodingKeys: String, CodingKey {
                    {{#properties}}
                    case {{{name}}}{{#key}} = "{{{key}}}"{{/key}}
                    {{/properties}}
                }
            }

            """
        let property = """
            {{#description}}
            /// {{{description}}}
            {{/description}}
            public let {{{name}}}: {{{type}}}

            """
        let context: MustacheValue = [
            "name": "User",
            "properties": [
                ["name": "id", "type": "Int", "description": "The <unique> id."],
                ["name": "avatarURL", "type": "URL?", "key": "avatar_url"],
            ],
        ]
        #expect(try render(model, context, partials: ["Property": property]) == """
            public struct User: Codable, Sendable {
                /// The <unique> id.
                public let id: Int
                public let avatarURL: URL?

                enum CodingKeys: String, CodingKey {
                    case id
                    case avatarURL = "avatar_url"
                }
            }

            """)
    }

    @Test func blockThatStartsAndEndsALineIndentsOverridesOnly() throws {
        let parent = "{\n  {{$b}}x\n  y{{/b}}\n}\n"
        // The default renders exactly as written...
        #expect(try render("{{>p}}", .object([:]), partials: ["p": parent]) == "{\n  x\n  y\n}\n")
        // ...and every line of an override lands at the block's indentation.
        #expect(try render("{{<p}}{{$b}}\n1\n2{{/b}}{{/p}}", .object([:]), partials: ["p": parent])
                == "{\n  1\n  2\n}\n")
    }

    @Test func customDelimitersForSwiftCode() throws {
        let source = "{{=<% %>=}}\nlet v: [String: Int] = [<%#pairs%>\"<%key%>\": <%value%>, <%/pairs%>]\n"
        let pairs = MustacheValue.list([.object(["key": .string("a"), "value": .int(1)])])
        #expect(try render(source, .object(["pairs": pairs])) == "let v: [String: Int] = [\"a\": 1, ]\n")
    }

    @Test func literals() {
        let value: MustacheValue = ["name": "User", "count": 2, "ratio": 0.5, "flag": true, "tags": ["a"]]
        #expect(value == .object([
            "name": .string("User"), "count": .int(2), "ratio": .double(0.5), "flag": .bool(true),
            "tags": .list([.string("a")]),
        ]))
    }

    @Test func contextFromLocatedNodes() {
        let location = SourceLocation(file: "d.json", line: 1, column: 1)
        let node = Node.mapping(.init([
            .init(key: .scalar(.init("name", style: .doubleQuoted, location: location)),
                  value: .scalar(.init("Users", style: .doubleQuoted, location: location))),
            .init(key: .scalar(.init("count", style: .doubleQuoted, location: location)),
                  value: .sequence(.init([.scalar(.init("1", location: location)),
                                          .scalar(.init("2.5", location: location)),
                                          .scalar(.init("true", location: location)),
                                          .scalar(.init("null", location: location))], location: location))),
        ], location: location))
        #expect(MustacheValue(node) == .object([
            "name": .string("Users"), "count": .list([.int(1), .double(2.5), .bool(true), .null]),
        ]))
    }

    /// Rendering speed is measured by the benchmark harness; here a large list must render completely.
    @Test(.timeLimit(.minutes(5))) func largeListsRenderCompletely() throws {
        let template = try MustacheTemplate(source: "{{#items}}{{name}} = {{value}}\n{{/items}}", name: "T")
        let items = MustacheValue.object(["items": .list((0..<40_000).map { .object(["name": .string("item\($0)"), "value": .int($0)]) })])
        let output = try template.render(items)
        #expect(output.hasPrefix("item0 = 0\nitem1 = 1\n"))
        #expect(output.hasSuffix("item39999 = 39999\n"))
        #expect(output.split(separator: "\n").count == 40_000)
    }

    @Test func oneTemplateRendersConcurrently() async throws {
        let template = try MustacheTemplate(source: "{{#n}}<{{.}}>{{/n}}", name: "T")
        let outputs = await withTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask { (try? template.render(.object(["n": .list([.int(index), .int(index)])]))) ?? "" }
            }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(Set(outputs) == Set((0..<8).map { "<\($0)><\($0)>" }))
    }
}
