import Testing
@testable import APIGenCore

/// The conventions docs/Templates.md promises, checked on the real defaults and its examples.
@Suite struct TemplateConventionTests {
    /// Names of escaping `{{x}}` tags in `nodes`, which would HTML-escape Swift code.
    private func escapedVariables(_ nodes: [MustacheNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .variable(let name, let escaped):
                return escaped ? [name.components.isEmpty ? "." : name.components.joined(separator: ".")] : []
            case .section(_, let children, _), .invertedSection(_, let children, _), .block(_, _, _, let children):
                return escapedVariables(children)
            case .parent(_, _, let arguments, _):
                return arguments.keys.sorted().flatMap { escapedVariables(arguments[$0] ?? []) }
            case .text, .lineStart, .partial:
                return []
            }
        }
    }

    @Test func defaultTemplatesNeverHTMLEscape() throws {
        for name in TemplateLibrary.defaults.names {
            let template = try #require(TemplateLibrary.defaults.template(named: name))
            #expect(escapedVariables(template.nodes) == [], "Templates/\(name).mustache: write {{{x}}}, not {{x}}")
        }
        let sample = try MustacheTemplate(source: "{{{a}}}{{#s}}{{b}}{{/s}}{{<p}}{{$k}}{{.}}{{/k}}{{/p}}", name: "T")
        #expect(escapedVariables(sample.nodes) == ["b", "."])
    }

    @Test func blockOverrideExampleFromTheDocs() throws {
        let model = try MustacheTemplate(source: """
            public struct {{{name}}} {
                {{$members}}
                {{#properties}}
                public let {{{name}}}: {{{type}}}
                {{/properties}}
                {{/members}}
            }

            """, name: "Templates/Model.mustache")
        let override = try MustacheTemplate(source: """
            {{<default/Model}}
            {{$members}}
            public let id: Int
            {{/members}}
            {{/default/Model}}

            """, name: "DIR/Model.mustache")
        let context = MustacheValue.object([
            "name": .string("User"),
            "properties": .list([.object(["name": .string("tags"), "type": .string("[String]")])]),
        ])
        #expect(try model.render(context) == "public struct User {\n    public let tags: [String]\n}\n")
        #expect(try override.render(context, partials: ["default/Model": model])
                == "public struct User {\n    public let id: Int\n}\n")
    }
}
