import Testing
@testable import APIGenCore

@Suite struct JSONReaderTests {
    @Test func scalarsMapToStyledScalarsWithExactText() throws {
        let node = try JSONTest.read(#"["text", -0, 1.50, 1E+2, 12345678901234567890123, true, false, null]"#)
        guard case .sequence(let sequence) = node else {
            Issue.record("expected a sequence, got \(node)")
            return
        }
        let scalars = sequence.items.compactMap { item -> Node.Scalar? in
            if case .scalar(let scalar) = item { return scalar }
            return nil
        }
        #expect(scalars.map(\.text) == ["text", "-0", "1.50", "1E+2", "12345678901234567890123", "true", "false", "null"])
        #expect(scalars.map(\.style) == [.doubleQuoted, .plain, .plain, .plain, .plain, .plain, .plain, .plain])
        #expect(scalars.map(\.value) == [
            .string("text"), .int(0), .float(1.5), .float(100), .string("12345678901234567890123"),
            .bool(true), .bool(false), .null,
        ])
        #expect(scalars.map(\.location.column) == [2, 10, 14, 20, 26, 51, 57, 64])
        #expect(sequence.location == JSONTest.location(1, 1))
    }

    @Test func quotedNumbersStayStrings() throws {
        let node = try JSONTest.read(#"{"port": "8080", "true": "true"}"#)
        guard case .mapping(let mapping) = node else {
            Issue.record("expected a mapping")
            return
        }
        #expect(mapping["port"].map(JSONTest.Tree.init) == .scalar(.string("8080")))
        #expect(mapping["true"].map(JSONTest.Tree.init) == .scalar(.string("true")))
    }

    @Test func mappingsKeepDocumentOrderAndKeyLocations() throws {
        let text = "{\n  \"zeta\": 1,\n  \"alpha\": {\"x\": []},\n  \"mid\": {}\n}"
        let node = try JSONTest.read(text)
        guard case .mapping(let mapping) = node else {
            Issue.record("expected a mapping")
            return
        }
        #expect(mapping.location == JSONTest.location(1, 1))
        #expect(mapping.entries.map { $0.key.location } == [
            JSONTest.location(2, 3), JSONTest.location(3, 3), JSONTest.location(4, 3),
        ])
        #expect(mapping.entries.map { JSONTest.Tree($0.key) } == [.scalar(.string("zeta")), .scalar(.string("alpha")), .scalar(.string("mid"))])
        #expect(mapping["zeta"]?.location == JSONTest.location(2, 11))
        #expect(mapping["alpha"]?.location == JSONTest.location(3, 12))
        #expect(mapping["mid"]?.location == JSONTest.location(4, 10))
        guard case .mapping(let alpha)? = mapping["alpha"] else {
            Issue.record("expected a nested mapping")
            return
        }
        #expect(alpha["x"]?.location == JSONTest.location(3, 18))
        #expect(JSONTest.Tree(try JSONTest.read(text)) == .map([
            .init(key: .scalar(.string("zeta")), value: .scalar(.int(1))),
            .init(key: .scalar(.string("alpha")), value: .map([.init(key: .scalar(.string("x")), value: .list([]))])),
            .init(key: .scalar(.string("mid")), value: .map([])),
        ]))
    }

    @Test func escapesDecode() throws {
        let node = try JSONTest.read(#""q\" b\\ s\/ \b\f\n\r\t \u00e9\u00E9 \uD83D\uDE00 \u0000 \u2028""#)
        guard case .scalar(let scalar) = node else {
            Issue.record("expected a scalar")
            return
        }
        #expect(scalar.text == "q\" b\\ s/ \u{8}\u{C}\n\r\t éé 😀 \u{0} \u{2028}")
    }

    @Test func rawUnicodePassesThrough() throws {
        let node = try JSONTest.read("[\"日本語 ✓ 😀\", \"é\"]")
        #expect(JSONTest.Tree(node) == .list([.scalar(.string("日本語 ✓ 😀")), .scalar(.string("é"))]))
        guard case .sequence(let sequence) = node else { return }
        // Columns count Unicode scalars: `"日本語 ✓ 😀"` is 9 scalars wide (7 inside the quotes),
        // so after `, ` the next string starts at column 2 + 9 + 2.
        #expect(sequence.items.map(\.location.column) == [2, 13])
    }

    @Test func lineBreaksCountLFCRAndCRLFOnce() throws {
        let node = try JSONTest.read("[\n1,\r\n2,\r3]")
        guard case .sequence(let sequence) = node else {
            Issue.record("expected a sequence")
            return
        }
        #expect(sequence.items.map(\.location) == [JSONTest.location(2, 1), JSONTest.location(3, 1), JSONTest.location(4, 1)])
    }

    @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
        let node = try JSONReader.read(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8), file: "bom.json")
        guard case .mapping(let mapping) = node else {
            Issue.record("expected a mapping")
            return
        }
        #expect(mapping.location == SourceLocation(file: "bom.json", line: 1, column: 1))
        #expect(mapping["a"]?.location == SourceLocation(file: "bom.json", line: 1, column: 7))
        #expect(try JSONReader.read("\u{FEFF}[]", file: "x") == .sequence(Node.Sequence([], location: SourceLocation(file: "x", line: 1, column: 1))))
    }

    @Test func topLevelScalarsAndSurroundingWhitespace() throws {
        #expect(JSONTest.Tree(try JSONTest.read(" \t\n 42 \r\n")) == .scalar(.int(42)))
        #expect(try JSONTest.read("\n  \"x\"").location == JSONTest.location(2, 3))
        #expect(JSONTest.Tree(try JSONTest.read("null")) == .scalar(.null))
    }

    @Test func depthLimitIsExactly512() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var node = try JSONTest.read(deepest)
        var depth = 0
        while case .sequence(let sequence) = node {
            depth += 1
            guard let first = sequence.items.first else { break }
            node = first
        }
        #expect(depth == 512)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = JSONTest.error(tooDeep)
        #expect(error?.message == "nesting is deeper than 512 arrays and objects; flatten the document")
        #expect(error?.location == JSONTest.location(1, 513))
        // Unclosed deep nesting is rejected by the same limit, not by exhausting the stack.
        #expect(JSONTest.error(String(repeating: "{\"a\":", count: 100_000))?.location == JSONTest.location(1, 2561))
    }

    @Test func longSingleLineDocumentLocatesLateValues() throws {
        let count = 200_000
        var text = "["
        for index in 0..<count {
            text += index == 0 ? "\"é\"" : ",\"é\""
        }
        text += "]"
        let node = try JSONTest.read(text)
        guard case .sequence(let sequence) = node else {
            Issue.record("expected a sequence")
            return
        }
        #expect(sequence.items.count == count)
        // Each item is `"é"` (3 scalars) plus a comma; the last starts at 2 + (count - 1) * 4.
        #expect(sequence.items.last?.location == JSONTest.location(1, 2 + (count - 1) * 4))
    }

    @Test func duplicateKeysAreFoundInLargeObjects() {
        // 40 distinct keys on lines 2...41, then a repeat of the 30th: past the linear-scan size.
        var text = "{\n"
        for index in 1...40 { text += "\"k\(index)\": \(index),\n" }
        text += "\"k30\": 0}"
        let error = JSONTest.error(text)
        #expect(error?.message == "duplicate key 'k30' (first defined at line 31); keys in a JSON object must be unique")
        #expect(error?.location == JSONTest.location(42, 1))
        #expect(JSONTest.error(String(text.dropLast(9)) + "\"k41\": 0}") == nil)
    }

    @Test func stringAndByteEntryPointsAgree() throws {
        let text = #"{"a": [1, "two", {"three": 3.0}]}"#
        #expect(try JSONTest.read(text) == (try JSONReader.read(bytes: Array(text.utf8), file: JSONTest.file)))
    }
}
