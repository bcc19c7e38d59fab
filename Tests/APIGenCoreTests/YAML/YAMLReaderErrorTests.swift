import Testing
@testable import APIGenCore

/// Every error is located and says how to fix it; these assert message, line and column exactly.
@Suite struct YAMLReaderErrorTests {
    static let cases: [(yaml: String, message: String, line: Int, column: Int)] = [
        ("a:\n\tb: 1\n", "tab character used for indentation; YAML indents with spaces only", 2, 1),
        ("a: 1\nb: 2\na: 3\n", "duplicate mapping key 'a' (first defined at 1:1); remove or rename one", 3, 1),
        ("0x1F: a\n31: b\n", "duplicate mapping key '31' (first defined at 1:1); remove or rename one", 2, 1),
        ("a:\n  b: 1\n c: 2\n", "expected a 'key: value' entry at this indentation; check the indentation of this line", 3, 2),
        ("- a\n- b\nc: d\n", "expected a '- ' list entry at this indentation; check the indentation of this line", 3, 1),
        ("a: 1\nb\n", "expected ':' after this mapping key on the same line; indent the line more if it continues the value above", 2, 1),
        ("a: b: c\n", "unexpected ':'; quote a value that contains ': ', and keep a mapping key on one line", 1, 5),
        ("a: \"abc\n", "unterminated double-quoted string; add the closing quote", 1, 4),
        ("a: 'abc", "unterminated single-quoted string; add the closing quote", 1, 4),
        ("a: [1, 2\n", "unterminated flow sequence; add the closing ']'", 1, 4),
        ("{a: 1", "unterminated flow mapping; add the closing '}'", 1, 1),
        ("[a, [b] c]", "expected ',' or ']' in this flow collection", 1, 9),
        ("{a: 1 b: 2}", "expected ',' or '}' in this flow collection", 1, 8),
        ("a: \"x\\qy\"", "invalid escape sequence '\\q' in a double-quoted string; write '\\\\' for a backslash or use a single-quoted string", 1, 6),
        ("a: \"\\u12\"", "invalid escape: expected 4 hexadecimal digits after the escape", 1, 5),
        ("a: *x\n", "undefined alias '*x'; define the anchor '&x' before this use", 1, 4),
        ("a: 1\n---\nb: 2\n", "multi-document streams are not supported; put one spec per file", 2, 1),
        ("base: &b {x: 1}\nuse:\n  <<: *b\n", "unsupported YAML feature: merge keys ('<<'); write the merged keys out, or quote '<<' for a literal key", 3, 3),
        ("%YAML 2.0\n---\na\n", "unsupported YAML feature: version 2.x documents; this reader supports YAML 1.2", 1, 1),
        ("a: !e!x b\n", "undefined tag handle '!e!'; declare it with a %TAG directive", 1, 4),
        ("a: \"x\"# c\n", "a comment needs a space before '#'; add one, or quote the value if '#' is part of it", 1, 7),
        ("a: @x\n", "'@' is reserved in YAML and cannot start a plain value; quote the value", 1, 4),
        ("a: |\n  x\n b\n", "expected a 'key: value' entry at this indentation; check the indentation of this line", 3, 2),
        ("key: [a,\nb]\n", "bad indentation of a flow collection line; indent it more than the enclosing block (column 1)", 2, 1),
        ("a: !!int abc\n", "'abc' does not fit its tag '!!int'; fix the value or remove the tag", 1, 10),
        ("a: !!map [x]\n", "a list does not fit its tag '!!map'; fix the value or remove the tag", 1, 10),
        ("a: &x [1, *x]\n", "undefined alias '*x'; define the anchor '&x' before this use", 1, 11),
        ("- a\n---\n- b\n", "multi-document streams are not supported; put one spec per file", 2, 1),
        ("a: 1\n...\nb: 2\n", "multi-document streams are not supported; put one spec per file", 3, 1),
        ("- \t- x\n", "tab character used for indentation; YAML indents with spaces only", 1, 3),
        ("a:\n  b: 1\n  \tc: 2\n", "tab character used for indentation; YAML indents with spaces only", 3, 3),
        ("a: |\n\tx\n", "tab character used for indentation; YAML indents with spaces only", 2, 1),
        ("a: \"x\n\ty\"\n", "bad indentation of a double-quoted string's continuation line; indent it more than the enclosing block", 2, 2),
        ("e: [a,\n\tb]\n", "bad indentation of a flow collection line; indent it more than the enclosing block (column 1)", 2, 2),
        ("a: |\n  x\n\tb: 1\n", "tab character used for indentation; YAML indents with spaces only", 3, 1),
        ("a: x\n  y\n\tb: 1\n", "tab character used for indentation; YAML indents with spaces only", 3, 1),
        ("a: 1\n%x: y\n", "a directive ('%...') is only allowed at the start of the file, before '---'; quote the value if it is text", 2, 1),
        ("%FOO bar\na: 1\n", "a directive must be followed by a '---' line that starts the document", 1, 1),
        ("%TAG !e! a:\n%TAG !e! b:\n---\nx\n", "duplicate %TAG directive for '!e!'; declare each handle once", 2, 1),
        ("a: |0\n  x\n", "a block scalar indentation indicator must be 1-9, not 0", 1, 5),
        ("a: | x\n", "unexpected text after the block scalar indicator; start the content on the next line", 1, 6),
        ("a: |\n   \n  x\n", "a leading empty line of this block scalar has more spaces than its first content line; remove them or add an indentation indicator", 3, 3),
        ("quoted: \"a\nb\"\n", "bad indentation of a double-quoted string's continuation line; indent it more than the enclosing block", 2, 1),
    ]

    @Test(arguments: cases.indices)
    func locatedError(index: Int) throws {
        let expected = Self.cases[index]
        let diagnostic = try #require(YAMLTest.diagnostic(expected.yaml), "expected an error for \(expected.yaml.debugDescription)")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == expected.message)
        #expect(diagnostic.location == SourceLocation(file: "t.yaml", line: expected.line, column: expected.column))
    }

    @Test func duplicateKeyInALargeMapping() throws {
        let text = (0..<20).map { "k\($0): \($0)\n" }.joined() + "k5: again\n"
        let diagnostic = try #require(YAMLTest.diagnostic(text))
        #expect(diagnostic.message == "duplicate mapping key 'k5' (first defined at 6:1); remove or rename one")
        #expect(diagnostic.location == SourceLocation(file: "t.yaml", line: 21, column: 1))
        #expect(try YAMLTest.read((0..<40).map { "k\($0): \($0)\n" }.joined()).yamlEntries.count == 40)
    }

    @Test func invalidUTF8IsLocated() throws {
        let diagnostic = try #require(YAMLTest.diagnostic(bytes: Array("a: é\nb: ".utf8) + [0xFF]))
        #expect(diagnostic.message == "invalid UTF-8 byte sequence; save the file as UTF-8")
        #expect(diagnostic.location == SourceLocation(file: "t.yaml", line: 2, column: 4))
    }

    @Test func nulByteIsLocated() throws {
        let diagnostic = try #require(YAMLTest.diagnostic(bytes: Array("a: b\n  ".utf8) + [0]))
        #expect(diagnostic.message.hasPrefix("a NUL byte is not allowed in YAML; the file may be binary"))
        #expect(diagnostic.location == SourceLocation(file: "t.yaml", line: 2, column: 3))
    }

    @Test func overlongAndSurrogateEncodingsAreInvalid() {
        #expect(YAMLTest.diagnostic(bytes: [0x61, 0x3A, 0x20, 0xC0, 0xAF])?.message == "invalid UTF-8 byte sequence; save the file as UTF-8")
        #expect(YAMLTest.diagnostic(bytes: [0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80])?.message == "invalid UTF-8 byte sequence; save the file as UTF-8")
    }
}
