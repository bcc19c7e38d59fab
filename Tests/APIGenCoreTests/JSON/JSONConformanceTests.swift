import Testing
@testable import APIGenCore

/// Documents in the spirit of the JSONTestSuite `n_` (must reject) and `y_` (must accept)
/// categories, written for this project. Every rejection must be a located error.
@Suite struct JSONConformanceTests {
    struct Document: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        init(_ text: String) { bytes = Array(text.utf8) }
        init(bytes: [UInt8]) { self.bytes = bytes }
        var testDescription: String { String(decoding: bytes.prefix(40), as: UTF8.self).debugDescription }
    }

    static let invalid: [Document] = [
        // structure
        .init("["), .init("]"), .init("[1"), .init("[1,"), .init("[1,,2]"), .init("[,]"), .init("[1,]"),
        .init("{"), .init("}"), .init("{\"a\""), .init("{\"a\":"), .init("{\"a\":1"), .init("{\"a\":1,}"),
        .init("{\"a\" \"b\"}"), .init("{\"a\"::1}"), .init("{1:1}"), .init("{null:1}"), .init("{\"a\":1}}"),
        .init("[1]]"), .init("[1] x"), .init("{\"a\":1 \"b\":2}"), .init("[\"a\" \"b\"]"), .init("[1:2]"),
        .init("{\"a\",\"b\"}"), .init("{[]: 1}"), .init("[}"), .init("{]"), .init("[[]"), .init("[{]}"),
        .init("[1];"), .init("1 2"), .init("\"a\" \"b\""), .init("{\"a\":1,\"a\":1}"),
        // numbers
        .init("[01]"), .init("[-01]"), .init("[00]"), .init("[+1]"), .init("[.5]"), .init("[1.]"), .init("[1.e5]"),
        .init("[-]"), .init("[--1]"), .init("[1e]"), .init("[1e+]"), .init("[1E-]"), .init("[0x10]"), .init("[1_000]"),
        .init("[1.5.3]"), .init("[Infinity]"), .init("[-Infinity]"), .init("[NaN]"), .init("[- 1]"), .init("[1e1.5]"),
        .init("[0e]"), .init("[.e1]"), .init("[1ee2]"), .init("[12a]"), .init("[0.1.2]"), .init("[-.5]"),
        // literals
        .init("[True]"), .init("[FALSE]"), .init("[Null]"), .init("[nul]"), .init("[tru]"), .init("[truex]"),
        .init("[nil]"), .init("[None]"), .init("[undefined]"), .init("[yes]"), .init("[falsefalse]"),
        // strings
        .init("[\"a]"), .init("['a']"), .init("[\"\\x41\"]"), .init("[\"\\u12\"]"), .init("[\"\\uZZZZ\"]"),
        .init("[\"\\uD800\"]"), .init("[\"\\uDC00\"]"), .init("[\"\\uD800\\uD800\"]"), .init("[\"\\uD800x\"]"),
        .init("[\"\\\"]"), .init("[\"\\a\"]"), .init("[\"\\U0041\"]"), .init("[\"\\'\"]"), .init("[\"a\nb\"]"),
        .init("[\"a\tb\"]"), .init("[\"\u{1F}\"]"), .init("[\"\u{7}\"]"), .init("[\"\\"), .init("\"\\u"),
        .init(bytes: [0x5B, 0x22, 0x00, 0x22, 0x5D]), .init(bytes: [0x5B, 0x22, 0x80, 0x22, 0x5D]),
        .init(bytes: [0x5B, 0x22, 0xC3, 0x22, 0x5D]), .init(bytes: [0x5B, 0x22, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22, 0x5D]),
        .init(bytes: [0x5B, 0x22, 0xE0, 0x80, 0xAF, 0x22, 0x5D]), .init(bytes: [0x5B, 0x22, 0xF5, 0x80, 0x80, 0x80, 0x22, 0x5D]),
        // whitespace, comments and other syntax JSON does not have
        .init("[1]\u{0C}"), .init("\u{0B}[1]"), .init("[\u{A0}1]"), .init("\u{FEFF}\u{FEFF}[]"), .init("[1] // c"),
        .init("/* c */ [1]"), .init("# c\n[1]"), .init("{a: 1}"), .init("[1,2,3,]"), .init("<?xml?>"),
        .init("key: value"), .init("- a"), .init("()"), .init("[*]"), .init("@"),
        // binary garbage and odd encodings
        .init(bytes: [0x00]), .init(bytes: [0x00, 0x5B, 0x5D]), .init(bytes: [0x5B, 0x5D, 0x00]),
        .init(bytes: [0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x5D]), .init(bytes: [0xFF, 0xD8, 0xFF, 0xE0]),
        .init(bytes: [0x1F, 0x8B, 0x08, 0x00]), .init(bytes: [0xEF, 0xBB]), .init(bytes: [0xEF, 0xBB, 0xBF]),
        .init(""), .init(" "), .init("\n\n"),
    ]

    static let valid: [Document] = [
        .init("[]"), .init("{}"), .init(" [ ] "), .init("\t{\r\n}\n"), .init("0"), .init("-0"), .init("-0.0e-0"),
        .init("[1E22]"), .init("[1e-2]"), .init("[1E+2]"), .init("[0.5]"), .init("[123e65]"), .init("[1e400]"),
        .init("[-123456789012345678901234567890]"), .init("\"\""), .init("[\"\\u0000\"]"), .init("\"\\uD834\\uDD1E\""),
        .init("[\"\\/\\\\\\\"\"]"), .init("null"), .init("true"), .init("false"), .init("[[[[[]]]]]"),
        .init("{\"\":0}"), .init("{\"a\":{\"a\":{\"a\":1}}}"), .init("[\"\u{2028}\u{2029}\"]"), .init("[\"\u{7F}\"]"),
        .init("{\"a\":1,\"A\":2,\"a \":3}"), .init("[\"\\uFFFF\"]"), .init("[\"\\uDBFF\\uDFFF\"]"), .init("[\"日本\"]"),
        .init(bytes: [0xEF, 0xBB, 0xBF, 0x5B, 0x5D]), .init("[1,\n2\r,\r\n3]"), .init("[false,true,null,{},[]]"),
    ]

    @Test(arguments: invalid)
    func rejectsInvalidDocument(_ document: Document) {
        let diagnostic = JSONTest.error(bytes: document.bytes)
        #expect(diagnostic != nil)
        #expect(diagnostic?.location != nil)
        #expect(diagnostic?.message.isEmpty == false)
    }

    @Test(arguments: valid)
    func acceptsValidDocument(_ document: Document) {
        #expect(JSONTest.error(bytes: document.bytes) == nil)
    }
}
