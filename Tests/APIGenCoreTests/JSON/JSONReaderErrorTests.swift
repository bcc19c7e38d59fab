import Testing
@testable import APIGenCore

/// One bad document and the exact diagnostic it must produce.
struct JSONErrorCase: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var message: String
    var line: Int
    var column: Int
    var notes: [String] = []

    init(_ text: String, _ message: String, _ line: Int, _ column: Int, notes: [String] = []) {
        self.init(bytes: Array(text.utf8), message, line, column, notes: notes)
    }

    init(bytes: [UInt8], _ message: String, _ line: Int, _ column: Int, notes: [String] = []) {
        self.bytes = bytes
        self.message = message
        self.line = line
        self.column = column
        self.notes = notes
    }

    var testDescription: String { String(decoding: bytes.prefix(40), as: UTF8.self).debugDescription }
}

@Suite struct JSONReaderErrorTests {
    static let valueExpected = "expected a JSON value (object, array, string, number, true, false or null), found"
    static let hexDigits = #"expected 4 hex digits after '\u' (like \u00e9)"#
    static let highSurrogate = #"unpaired surrogate \uD83D: a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"#

    static let cases: [JSONErrorCase] = [
        // Document level
        .init("", "the document is empty; a JSON document needs one value, such as {} or []", 1, 1),
        .init("  \n ", "the document is empty; a JSON document needs one value, such as {} or []", 2, 2),
        .init("{} {}", "unexpected '{' after the JSON value; a JSON document holds exactly one value", 1, 4),
        .init(bytes: [0x00], "unexpected NUL byte; the file looks binary, not JSON", 1, 1),
        .init(bytes: [0xFF, 0x00], "\(valueExpected) invalid UTF-8 byte 0xFF (save the file as UTF-8)", 1, 1),
        .init(bytes: [0xFF, 0xFE, 0x7B, 0x00], "the file is UTF-16 encoded; save it as UTF-8", 1, 1),
        .init(bytes: [0xEF, 0xBB, 0xBF] + Array("x".utf8), "unexpected 'x'; strings in JSON need double quotes", 1, 1),
        .init("é", "\(valueExpected) 'é'", 1, 1),
        .init("// c\n{}", "comments are not allowed in JSON; remove them", 1, 1),
        // Arrays
        .init("[1, 2,]", "trailing comma is not allowed in JSON; remove the ',' before ']'", 1, 6),
        .init("[1,\n]", "trailing comma is not allowed in JSON; remove the ',' before ']'", 1, 3),
        .init("[1 2]", "expected ',' or ']' after array element, found '2'", 1, 4),
        .init("[,1]", "\(valueExpected) ','", 1, 2),
        .init("[\"😀\" ,, ]", "\(valueExpected) ','", 1, 7),
        .init("[1, 2", "expected ',' or ']' after array element, found end of file", 1, 6,
              notes: ["the '[' at line 1, column 1 is never closed"]),
        // Objects
        .init("{\"a\": 1,\n}", "trailing comma is not allowed in JSON; remove the ',' before '}'", 1, 8),
        .init("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after object member, found '\"'", 1, 9),
        .init("{\"é\": 1 x}", "expected ',' or '}' after object member, found 'x'", 1, 9),
        .init("{\"a\" 1}", "expected ':' after object key, found '1'", 1, 6),
        .init("{a: 1}", "object keys must be strings in double quotes", 1, 2),
        .init("{'a': 1}", "object keys must be strings in double quotes", 1, 2),
        .init("{,}", "expected a string key or '}' after '{', found ','", 1, 2),
        .init("{\"a\":1,,}", "expected a string key after ',', found ','", 1, 8),
        .init("{\"a\": }", "\(valueExpected) '}'", 1, 7),
        .init("{\"a\": 1, \"a\": 2}", "duplicate key 'a' (first defined at line 1); keys in a JSON object must be unique", 1, 10),
        .init("{\n  \"id\": 1,\n  \"id\": 2\n}", "duplicate key 'id' (first defined at line 2); keys in a JSON object must be unique", 3, 3),
        .init(#"{"a\nb": 1, "a\nb": 2}"#, #"duplicate key 'a\nb' (first defined at line 1); keys in a JSON object must be unique"#, 1, 13),
        .init("{\"\(String(repeating: "k", count: 70))\": 1, \"\(String(repeating: "k", count: 70))\": 2}",
              "duplicate key '\(String(repeating: "k", count: 57))...' (first defined at line 1); keys in a JSON object must be unique", 1, 79),
        .init("{\r\n\"a\": 1,\r\n\"a\": 2}", "duplicate key 'a' (first defined at line 2); keys in a JSON object must be unique", 3, 1),
        .init("{\"a\": [1, {\"b\": ", "expected a JSON value, found end of file", 1, 17,
              notes: ["the '{' at line 1, column 11 is never closed"]),
        // Numbers
        .init("01", "leading zeros are not allowed in JSON numbers; remove them", 1, 1),
        .init("[-01]", "leading zeros are not allowed in JSON numbers; remove them", 1, 2),
        .init("+1", "a JSON number cannot start with '+'; remove it", 1, 1),
        .init(".5", "a JSON number needs a digit before the decimal point (write 0.5, not .5)", 1, 1),
        .init("1.", "expected a digit after the decimal point, found end of file (write 1.0, not 1.)", 1, 3),
        .init("1e", "expected a digit in the exponent, found end of file", 1, 3),
        .init("[1e+]", "expected a digit in the exponent, found ']'", 1, 5),
        .init("-", "expected a digit after '-', found end of file", 1, 2),
        .init("0x1F", "unexpected 'x' after a number; JSON numbers are decimal, like 12, -3.5 or 1e9", 1, 2),
        .init("NaN", "NaN and Infinity are not valid JSON numbers; use null or a string", 1, 1),
        .init("[-Infinity]", "NaN and Infinity are not valid JSON numbers; use null or a string", 1, 2),
        // Literals
        .init("True", "'True' is not a JSON literal; write it in lowercase: true", 1, 1),
        .init("[nul]", "unexpected 'nul'; strings in JSON need double quotes", 1, 2),
        .init("['a']", "strings in JSON need double quotes, not single quotes", 1, 2),
        // Strings
        .init("\"abc", "unterminated string; add the closing '\"'", 1, 1),
        .init("[\"ab\\", "unterminated string; add the closing '\"'", 1, 2,
              notes: []),
        .init("[\"a\nb\"]", "unterminated string: a JSON string cannot contain a line break; close it with '\"' or write \\n", 1, 4),
        .init("\"a\tb\"", "a tab must be escaped in a JSON string; write \\t", 1, 3),
        .init("\"\u{01}\"", "control character U+0001 must be escaped in a JSON string; write \\u0001", 1, 2),
        .init(bytes: [0x22, 0x00, 0x22], "NUL byte in a string; the file looks binary, not JSON (write \\u0000 for a NUL character)", 1, 2),
        .init(#""\x""#, #"invalid escape '\x'; JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX"#, 1, 2),
        .init(#""\u12""#, hexDigits, 1, 2),
        .init(#""\uD83D""#, highSurrogate, 1, 2),
        .init(#""\uD83D\u0041""#, highSurrogate, 1, 2),
        .init(#"["é\uDE00x"]"#, #"unpaired surrogate \uDE00: a low surrogate must follow a high surrogate escape (\uD800-\uDBFF)"#, 1, 4),
        .init(bytes: Array("\"a".utf8) + [0xFF] + Array("b\"".utf8), "invalid UTF-8 byte 0xFF; save the file as UTF-8", 1, 3),
        .init(bytes: [0x22, 0xE2, 0x82, 0x22], "incomplete or invalid UTF-8 sequence starting with byte 0xE2; save the file as UTF-8", 1, 2),
        .init(bytes: [0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 byte 0xC0; save the file as UTF-8", 1, 2),
        .init(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "incomplete or invalid UTF-8 sequence starting with byte 0xED; save the file as UTF-8", 1, 2),
        .init(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "incomplete or invalid UTF-8 sequence starting with byte 0xF4; save the file as UTF-8", 1, 2),
    ]

    @Test(arguments: cases)
    func reportsExactMessageAndLocation(_ testCase: JSONErrorCase) {
        let diagnostic = JSONTest.error(bytes: testCase.bytes)
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.message == testCase.message)
        #expect(diagnostic?.location == JSONTest.location(testCase.line, testCase.column))
        #expect(diagnostic?.notes == testCase.notes)
    }

    @Test func rendersWithSourceLineAndCaret() throws {
        let text = "{\n  \"name\": \"x\",\n  \"name\": \"y\"\n}"
        let diagnostic = try #require(JSONTest.error(text))
        let rendered = DiagnosticRenderer(sources: [JSONTest.file: text]).render(diagnostic)
        #expect(rendered == """
            test.json:3:3: error: duplicate key 'name' (first defined at line 2); keys in a JSON object must be unique
              "name": "y"
              ^
            """)
    }
}
