import Testing
@testable import APIGenCore

@Suite struct JSONWriterTests {
    static let document = #"""
        {"name": "café", "count": 3, "ratio": 1.50, "ok": true, "none": null,
         "tags": ["a", "b\n\"c\"\\"], "empty": {}, "list": [],
         "nested": {"deep": [1, {"x": -0}]}, "big": 123456789012345678901234567890}
        """#

    @Test func writesPrettyJSONInDocumentOrder() throws {
        let output = try JSONWriter.write(try JSONTest.read(Self.document))
        #expect(output == #"""
            {
              "name": "café",
              "count": 3,
              "ratio": 1.50,
              "ok": true,
              "none": null,
              "tags": [
                "a",
                "b\n\"c\"\\"
              ],
              "empty": {},
              "list": [],
              "nested": {
                "deep": [
                  1,
                  {
                    "x": -0
                  }
                ]
              },
              "big": 123456789012345678901234567890
            }

            """#)
    }

    @Test func roundTripKeepsTheValueTree() throws {
        let original = try JSONTest.read(Self.document)
        let written = try JSONWriter.write(original)
        let reread = try JSONTest.read(written)
        #expect(JSONTest.Tree(reread) == JSONTest.Tree(original))
        // Writing is stable: the second pass produces the same text.
        #expect(try JSONWriter.write(reread) == written)
    }

    @Test func topLevelScalarsAndEmptyCollections() throws {
        #expect(try JSONWriter.write(JSONTest.string("x")) == "\"x\"\n")
        #expect(try JSONWriter.write(JSONTest.list([])) == "[]\n")
        #expect(try JSONWriter.write(JSONTest.map([])) == "{}\n")
        #expect(try JSONWriter.write(JSONTest.scalar("~")) == "null\n")
    }

    @Test func yamlScalarsBecomeJSONValues() throws {
        let node = JSONTest.list([
            JSONTest.scalar("0x1F"), JSONTest.scalar("0o17"), JSONTest.scalar("+12"), JSONTest.scalar("007"),
            JSONTest.scalar("+.5"), JSONTest.scalar("1e3"), JSONTest.scalar("1."), JSONTest.scalar("True"),
            JSONTest.scalar("~"), JSONTest.scalar(""), JSONTest.scalar("12", .singleQuoted),
            JSONTest.scalar("12", tag: "tag:yaml.org,2002:str"), JSONTest.scalar("7", tag: "tag:yaml.org,2002:float"),
            JSONTest.scalar("+0099999999999999999999"), JSONTest.scalar("-99999999999999999999"),
            JSONTest.scalar("hello world"), JSONTest.scalar("1e-7", tag: "tag:yaml.org,2002:float"),
            JSONTest.scalar("+1e-7"),
        ])
        let output = try JSONWriter.write(node)
        #expect(output == """
            [
              31,
              15,
              12,
              7,
              0.5,
              1e3,
              1.0,
              true,
              null,
              null,
              "12",
              "12",
              7.0,
              99999999999999999999,
              -99999999999999999999,
              "hello world",
              1e-7,
              1e-07
            ]

            """)
        // Every number written reads back as the same value.
        #expect(JSONTest.Tree(try JSONTest.read(output)) == .list([
            .scalar(.int(31)), .scalar(.int(15)), .scalar(.int(12)), .scalar(.int(7)), .scalar(.float(0.5)),
            .scalar(.float(1000)), .scalar(.float(1)), .scalar(.bool(true)), .scalar(.null), .scalar(.null),
            .scalar(.string("12")), .scalar(.string("12")), .scalar(.float(7)),
            .scalar(.string("99999999999999999999")), .scalar(.string("-99999999999999999999")),
            .scalar(.string("hello world")), .scalar(.float(1e-7)), .scalar(.float(1e-7)),
        ]))
    }

    @Test func escapesControlCharactersAndKeepsUnicode() throws {
        let text = "quote\" back\\ nl\n cr\r tab\t bs\u{8} ff\u{C} nul\u{0} us\u{1F} del\u{7F} é 😀 \u{2028}"
        let output = try JSONWriter.write(JSONTest.string(text))
        #expect(output == #""quote\" back\\ nl\n cr\r tab\t bs\b ff\f nul\u0000 us\u001f del"# + "\u{7F} é 😀 \u{2028}\"\n")
        #expect(JSONTest.Tree(try JSONTest.read(output)) == .scalar(.string(text)))
    }

    @Test func scalarKeysBecomeStrings() throws {
        let node = JSONTest.map([
            (JSONTest.scalar("1"), JSONTest.scalar("a")), (JSONTest.scalar("true"), JSONTest.scalar("b")),
            (JSONTest.scalar("~"), JSONTest.scalar("c")),
        ])
        #expect(try JSONWriter.write(node) == "{\n  \"1\": \"a\",\n  \"true\": \"b\",\n  \"~\": \"c\"\n}\n")
    }

    @Test func infinityAndNaNAreLocatedErrors() {
        for text in [".inf", "-.Inf", ".nan"] {
            let node = JSONTest.list([JSONTest.scalar("ok", line: 1), JSONTest.scalar(text, line: 4)])
            #expect(throws: Diagnostic.error(
                "'\(text)' cannot be written as JSON: JSON has no infinity or NaN; quote it to keep it as a string",
                at: JSONTest.location(4, 1))) {
                try JSONWriter.write(node)
            }
        }
    }

    @Test func collectionKeysAreLocatedErrors() {
        let key = Node.sequence(Node.Sequence([JSONTest.scalar("a")], location: JSONTest.location(2, 3)))
        #expect(throws: Diagnostic.error(
            "a list used as a mapping key cannot be written as JSON; JSON object keys must be strings",
            at: JSONTest.location(2, 3))) {
            try JSONWriter.write(JSONTest.map([(key, JSONTest.scalar("1"))]))
        }
    }

    @Test func keysThatCollideAsStringsAreLocatedErrors() {
        let node = JSONTest.map([
            (JSONTest.scalar("1", line: 1), JSONTest.scalar("a")), (JSONTest.scalar("1", .doubleQuoted, line: 2), JSONTest.scalar("b")),
        ])
        #expect(throws: Diagnostic.error(
            "key '1' appears twice once keys are written as JSON strings (first at line 1, column 1); rename one of them",
            at: JSONTest.location(2, 1))) {
            try JSONWriter.write(node)
        }
    }

    @Test func recognisesTheJSONNumberGrammar() {
        for text in ["0", "-0", "12", "1.5", "1e5", "1E+5", "-1.25e-3", "123456789012345678901234567890"] {
            #expect(JSONWriter.isJSONNumber(text), "\(text)")
        }
        for text in ["", "-", "01", "+1", ".5", "1.", "1e", "1e+", "0x1F", "1_000", ".inf", "1.5.3", " 1"] {
            #expect(!JSONWriter.isJSONNumber(text), "\(text)")
        }
    }
}
