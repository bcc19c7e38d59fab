import Testing
@testable import APIGenCore

@Suite struct YAMLWriterTests {
    @Test func writesRepresentativeDocument() throws {
        let json = #"""
            {"service": "Users", "version": 2, "ratio": 1.50, "beta": false, "owner": null,
             "baseURLs": {"prod": "https://api.example.com/v1", "local": "http://localhost:8080"},
             "tags": ["a", "yes", "12", "", " padded ", "b\n\"c\""],
             "paths": [{"path": "/users/{id}", "method": "GET", "params": [{"in": "path", "key": "id"}]},
                       [1, 2], [], {}],
             "200": {"description": "OK: done", "note": "#1 and a #2"},
             "empty": {}, "none": [], "big": 123456789012345678901234567890}
            """#
        let output = YAMLWriter.write(try JSONTest.read(json))
        #expect(output == #"""
            service: Users
            version: 2
            ratio: 1.5
            beta: false
            owner: null
            baseURLs:
              prod: https://api.example.com/v1
              local: http://localhost:8080
            tags:
              - a
              - "yes"
              - "12"
              - ""
              - " padded "
              - "b\n\"c\""
            paths:
              - path: /users/{id}
                method: GET
                params:
                  - in: path
                    key: id
              - - 1
                - 2
              - []
              - {}
            "200":
              description: "OK: done"
              note: "#1 and a #2"
            empty: {}
            none: []
            big: 123456789012345678901234567890

            """#)
    }

    @Test func topLevelScalarsAndEmptyCollections() {
        #expect(YAMLWriter.write(JSONTest.string("hello")) == "hello\n")
        #expect(YAMLWriter.write(JSONTest.string("null")) == "\"null\"\n")
        #expect(YAMLWriter.write(JSONTest.list([])) == "[]\n")
        #expect(YAMLWriter.write(JSONTest.map([])) == "{}\n")
    }

    @Test func scalarsAreWrittenInCanonicalForm() {
        let node = JSONTest.list([
            JSONTest.scalar("0x1F"), JSONTest.scalar("+12"), JSONTest.scalar("TRUE"), JSONTest.scalar("~"),
            JSONTest.scalar(""), JSONTest.scalar("1.50"), JSONTest.scalar("1e3"), JSONTest.scalar(".Inf"),
            JSONTest.scalar("-.inf"), JSONTest.scalar(".NaN"), JSONTest.scalar("12", tag: "tag:yaml.org,2002:str"),
            JSONTest.scalar("text", tag: "!custom"), JSONTest.scalar("1e16"), JSONTest.scalar("5e-324"),
        ])
        #expect(YAMLWriter.write(node) == """
            - 31
            - 12
            - true
            - null
            - null
            - 1.5
            - 1000.0
            - .inf
            - -.inf
            - .nan
            - "12"
            - text
            - 1.0e+16
            - 5.0e-324

            """)
    }

    @Test func collectionKeysUseExplicitEntries() {
        let node = JSONTest.map([
            (JSONTest.list([JSONTest.string("a"), JSONTest.string("b")]), JSONTest.scalar("1")),
            (JSONTest.map(["x": JSONTest.scalar("1")]), JSONTest.map(["y": JSONTest.list([JSONTest.string("z")])])),
            (JSONTest.string("k"), JSONTest.map(["x": JSONTest.list([JSONTest.scalar("1")])])),
            (JSONTest.scalar("1"), JSONTest.scalar("true")),
            (JSONTest.scalar(""), JSONTest.string("")),
        ])
        #expect(YAMLWriter.write(node) == """
            ? - a
              - b
            : 1
            ? x: 1
            :
              "y":
                - z
            k:
              x:
                - 1
            1: true
            null: ""

            """)
    }

    @Test func longKeysUseExplicitEntries() {
        let long = String(repeating: "k", count: 1025)
        let node = JSONTest.map([(JSONTest.string(long), JSONTest.string("v"))])
        #expect(YAMLWriter.write(node) == "? \(long)\n: v\n")
    }

    @Test(arguments: [
        ("", true), ("true", true), ("False", true), ("12", true), ("-3", true), ("1.5", true), (".inf", true),
        ("null", true), ("~", true), ("0x1F", true), ("yes", true), ("Off", true), ("y", true), ("<<", true),
        ("2024-01-01", true), ("=", true), ("1st", true), (".hidden", true), ("+1", true), (" a", true), ("a ", true),
        ("a: b", true), ("a #b", true), ("key:", true), ("-a", true), ("- a", true), ("? x", true), (":x", true),
        (",a", true), ("[x", true), ("]x", true), ("{a", true), ("}a", true), ("#c", true), ("&a", true), ("*a", true),
        ("!t", true), ("|", true), (">", true), ("'q", true), ("\"q", true), ("%p", true), ("@a", true), ("`a", true),
        ("a\nb", true), ("a\tb", true), ("a\u{7}", true), ("a\u{85}", true), ("a\u{2028}", true), ("\u{FEFF}a", true),
        ("a\u{2029}b", true), ("\u{9F}", true), ("x\u{FFFE}", true),
        ("x\u{FFFF}", true),
        ("---", true), ("...", true),
        ("hello world", false), ("café", false), ("a#b", false), ("a:b", false), ("http://x.io/a?b=c#f", false),
        ("a,b", false), ("x-y", false), ("users/{id}", false), ("NaN", false), ("Infinity", false), ("yes please", false),
        ("a - b", false), ("日本", false), ("O'Brien", false), ("say \"hi\"", false),
        ("a\u{A0}b", false), ("wait…", false), ("\u{FFFD}", false), ("a\u{2027}", false),
    ] as [(String, Bool)])
    func quotesOnlyWhenNeeded(_ text: String, _ quoted: Bool) {
        #expect(YAMLWriter.needsQuotes(text) == quoted)
    }

    @Test func doubleQuotedEscapes() {
        let text = "a\"b\\c\n\t\r\u{0}\u{7}\u{1B}\u{7F}\u{85}\u{A0}\u{2028}\u{2029}\u{FEFF}\u{FFFE}é"
        #expect(YAMLWriter.doubleQuoted(text) == #""a\"b\\c\n\t\r\0\x07\x1B\x7F\x85"# + "\u{A0}" + #"\u2028\u2029\uFEFF\uFFFE"# + "é\"")
    }
}
