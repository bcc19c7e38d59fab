import Testing
@testable import APIGenCore

/// Template errors are found at parse time and located (file, 1-based line and column).
@Suite struct MustacheErrorTests {
    private func error(_ source: String, name: String = "T.mustache") -> Diagnostic? {
        do {
            _ = try MustacheTemplate(source: source, name: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func mismatchedCloseNamesBothTags() {
        let lines = ["struct Model {", "", "{{#properties}}", "    let {{name}}: {{type}}", "", "", "", "", "", "",
                     "", "    {{/property}}", "}"]
        let diagnostic = error(lines.joined(separator: "\n"), name: "Templates/Model.mustache")
        #expect(diagnostic?.description
                == "Templates/Model.mustache:12:5: error: section 'properties' opened at 3:1 is closed by '/property'")
        #expect(diagnostic?.notes == ["close it with '{{/properties}}' first; elements close in the reverse order they open"])
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() {
        #expect(error("a\n  {{#items}}\n{{.}}\n")?.description == "T.mustache:2:3: error: section 'items' is never closed")
        #expect(error("{{^empty}}none")?.description == "T.mustache:1:1: error: inverted section 'empty' is never closed")
        #expect(error("x{{<base}}")?.description == "T.mustache:1:2: error: parent 'base' is never closed")
        #expect(error("{{$body}}{{/body}}{{$b}}")?.description == "T.mustache:1:19: error: block 'b' is never closed")
    }

    @Test func unclosedTag() {
        let diagnostic = error("ab\n  {{name\n")
        #expect(diagnostic?.description == "T.mustache:2:3: error: unclosed tag: '{{' has no matching close delimiter")
        #expect(error("{{{raw}}")?.description == "T.mustache:1:1: error: unclosed tag: '{{' has no matching close delimiter")
        // A line break ends the search for a non-comment tag's close, even if one follows later.
        #expect(error("a {{#items\n}}")?.description == "T.mustache:1:3: error: unclosed tag: '{{' has no matching close delimiter")
        #expect(error("{{=<% %>=}}\n<%name")?.description
                == "T.mustache:2:1: error: unclosed tag: '<%' has no matching close delimiter")
    }

    @Test func badDelimiters() {
        #expect(error("x {{=<%=}}")?.description == "T.mustache:1:3: error: invalid set-delimiters tag '=<%='")
        #expect(error("{{=a b c=}}")?.description == "T.mustache:1:1: error: invalid set-delimiters tag '=a b c='")
        #expect(error("{{=<= =>=}}")?.description == "T.mustache:1:1: error: invalid set-delimiters tag '=<= =>='")
    }

    @Test func closingTagWithoutOpening() {
        #expect(error("x {{/a}}")?.description
                == "T.mustache:1:3: error: '/a' closes nothing: no section, parent or block named 'a' is open")
    }

    @Test func emptyAndSpacedNames() {
        #expect(error("{{}}")?.description == "T.mustache:1:1: error: empty tag: a tag needs a name")
        #expect(error("{{# }}")?.description == "T.mustache:1:1: error: empty tag: a tag needs a name")
        #expect(error("{{first name}}")?.description == "T.mustache:1:1: error: tag name 'first name' contains whitespace")
    }

    @Test func nestingIsBounded() {
        let limit = MustacheStructure.maximumNesting
        let nested = String(repeating: "{{#a}}", count: limit) + String(repeating: "{{/a}}", count: limit)
        #expect(error(nested) == nil)
        // "{{#a}}" is 6 columns wide, so the first tag past the limit starts at column 6 × limit + 1.
        #expect(error(String(repeating: "{{#a}}", count: limit + 1))?.description
                == "T.mustache:1:\(6 * limit + 1): error: more than \(limit) sections, parents and blocks are open here")
    }

    @Test func locationsFollowDelimitersCommentsAndUnicode() {
        // Columns count Unicode scalars: "é" is two UTF-8 bytes but one column.
        #expect(error("é {{/a}}")?.description.hasPrefix("T.mustache:1:3:") == true)
        // A comment spanning lines moves the line count on.
        #expect(error("{{! one\ntwo }}\n  {{/x}}")?.description.hasPrefix("T.mustache:3:3:") == true)
        // After set-delimiters, tags are found and located with the new delimiters.
        #expect(error("{{=<% %>=}}\n<%#a%>\n<%/b%>")?.description
                == "T.mustache:3:1: error: section 'a' opened at 2:1 is closed by '/b'")
        // CRLF line breaks count as one line each.
        #expect(error("a\r\nb\r\n {{/c}}")?.description.hasPrefix("T.mustache:3:2:") == true)
    }

    @Test func renderedWithSourceLineAndCaret() throws {
        let source = "{{#items}}\n  - {{name}}\n  {{/item}}\n"
        let diagnostic = try #require(error(source, name: "List.mustache"))
        let text = DiagnosticRenderer(sources: ["List.mustache": source]).render(diagnostic)
        #expect(text == """
            List.mustache:3:3: error: section 'items' opened at 1:1 is closed by '/item'
              {{/item}}
              ^
            note: close it with '{{/items}}' first; elements close in the reverse order they open
            """)
    }
}
