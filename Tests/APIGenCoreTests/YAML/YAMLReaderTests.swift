import Testing
@testable import APIGenCore

/// One test per construct: exact text, style, tag and location.
@Suite struct YAMLReaderTests {
    @Test func blockMappingKeepsOrderAndLocations() throws {
        let node = try YAMLTest.read("name: apigen\nversion: 2\nalpha: x\n")
        #expect(node.at == "1:1")
        #expect(node.keys == ["name", "version", "alpha"])
        #expect(node.entries[1].key.at == "2:1")
        let version = try #require(node["version"]?.scalar)
        #expect(version.text == "2" && version.style == .plain && version.value == .int(2))
        #expect(version.location == SourceLocation(file: "t.yaml", line: 2, column: 10))
        #expect(node["name"]?.at == "1:7")
    }

    @Test func compactNestedSequencesAndMappings() throws {
        let node = try YAMLTest.read("- - a\n  - b\n- key: v\n  other: w\n")
        #expect(node.at == "1:1")
        #expect(node.items.count == 2)
        #expect(node.items[0].at == "1:3")
        #expect(node.items[0].items.map { $0.scalar?.text } == ["a", "b"])
        #expect(node.items[0].items.map(\.at) == ["1:5", "2:5"])
        #expect(node.items[1].at == "3:3")
        #expect(node.items[1].keys == ["key", "other"])
        #expect(node.items[1]["other"]?.at == "4:10")
    }

    @Test func sequenceAtTheIndentationOfItsKey() throws {
        let node = try YAMLTest.read("tags:\n- a\n- b\nnext: 1\n")
        #expect(node.keys == ["tags", "next"])
        #expect(node["tags"]?.at == "2:1")
        #expect(node["tags"]?.items.map { $0.scalar?.text } == ["a", "b"])
    }

    @Test func flowCollectionsWithTypeLikePlainScalars() throws {
        let node = try YAMLTest.read("{ type: String?, items: [String], map: {a: 1} }")
        #expect(node.at == "1:1")
        #expect(node.keys == ["type", "items", "map"])
        #expect(node.entries[0].key.at == "1:3")
        let type = try #require(node["type"]?.scalar)
        #expect(type.text == "String?" && type.style == .plain && type.at == "1:9")
        #expect(node["items"]?.at == "1:25")
        #expect(node["items"]?.items.first?.scalar?.text == "String")
        #expect(node["map"]?.at == "1:40")
        #expect(node["map"]?["a"]?.scalar?.value == .int(1))
    }

    @Test func flowSinglePairsAndJSONStyleKeys() throws {
        let node = try YAMLTest.read("[a: 1, {\"b\":2}, http://x.io/a:b]")
        #expect(node.items.count == 3)
        #expect(node.items[0]["a"]?.scalar?.value == .int(1))
        #expect(node.items[1]["b"]?.scalar?.value == .int(2))
        #expect(node.items[2].scalar?.text == "http://x.io/a:b")
    }

    @Test func doubleQuotedEscapes() throws {
        let node = try YAMLTest.read(#"v: "tab\there \x41\u00e9\U0001F600 \"q\" \\ \/ \N\_""#)
        let value = try #require(node["v"]?.scalar)
        #expect(value.text == "tab\there Aé😀 \"q\" \\ / \u{85}\u{A0}")
        #expect(value.style == .doubleQuoted)
        #expect(value.at == "1:4")
    }

    @Test func quotedLineFolding() throws {
        let node = try YAMLTest.read("a: \"one\n  two\n\n  three \\\n  four\"\nb: 'it''s\n  here'\n")
        #expect(node["a"]?.scalar?.text == "one two\nthree four")
        #expect(node["b"]?.scalar?.text == "it's here")
        #expect(node["b"]?.scalar?.style == .singleQuoted)
    }

    @Test func multiLinePlainScalar() throws {
        let node = try YAMLTest.read("a: one\n  two\n\n  three # note\nb: x#y\n")
        #expect(node["a"]?.scalar?.text == "one two\nthree")
        #expect(node["b"]?.scalar?.text == "x#y")
    }

    @Test func blockScalarsWithChompingAndIndentation() throws {
        let node = try YAMLTest.read("- |\n  a\n  b\n\n- |-\n  a\n- |+\n  a\n\n- >\n  a\n  b\n\n  c\n- |2\n   x\n")
        #expect(node.items.map { $0.scalar?.text } == ["a\nb\n", "a", "a\n\n", "a b\nc\n", " x\n"])
        #expect(node.items.map { $0.scalar?.style } == [.literal, .literal, .literal, .folded, .literal])
        #expect(node.items[3].at == "10:3")
    }

    @Test func commentsAreIgnored() throws {
        let node = try YAMLTest.read("# head\na: 1 # trailing\n# middle\nb: 'x' # c\n")
        #expect(node.keys == ["a", "b"])
        #expect(node["b"]?.scalar?.text == "x")
    }

    @Test func directivesAndDocumentMarkers() throws {
        let node = try YAMLTest.read("%YAML 1.2\n%FUTURE ignored\n---\na: 1\n...\n")
        #expect(node.at == "4:1")
        #expect(node["a"]?.scalar?.value == .int(1))
    }

    @Test func aliasesExpandToCopies() throws {
        let node = try YAMLTest.read("base: &b {x: 1}\ncopy: *b\n")
        #expect(node["copy"] == node["base"])
        #expect(node["copy"]?.at == "1:10")
    }

    @Test func explicitKeys() throws {
        let node = try YAMLTest.read("? [a, b]\n: v\n? k\n")
        #expect(node.entries.count == 2)
        #expect(node.entries[0].key.items.map { $0.scalar?.text } == ["a", "b"])
        #expect(node.entries[0].value.scalar?.text == "v")
        #expect(node.entries[1].key.scalar?.text == "k")
        #expect(node.entries[1].value.scalar?.value == .null)
    }

    @Test func tagsAreResolvedToFullForm() throws {
        let node = try YAMLTest.read("- !!str 12\n- !local x\n- !<tag:example.com,2024:t> y\n- ! 5\n- !!map {a: 1}\n")
        #expect(node.items.map(\.tag) == ["tag:yaml.org,2002:str", "!local", "tag:example.com,2024:t", "!", "tag:yaml.org,2002:map"])
        #expect(node.items[0].scalar?.value == .string("12"))
        #expect(node.items[3].scalar?.value == .string("5"))
        let custom = try YAMLTest.read("%TAG !e! tag:example.com,2024:\n---\n- !e!thing z\n")
        #expect(custom.items.first?.tag == "tag:example.com,2024:thing")
    }

    @Test func emptyDocumentIsNullAtTheStart() throws {
        for text in ["", "# just a comment\n\n", "   \n"] {
            let node = try YAMLTest.read(text)
            #expect(node.scalar?.text == "" && node.scalar?.style == .plain && node.at == "1:1")
            #expect(node.scalar?.value == .null)
        }
    }

    @Test func coreSchemaValuesThroughTheReader() throws {
        let node = try YAMLTest.read("a: ~\nb: true\nc: 0x1F\nd: 1.5\ne: .inf\nf: '1'\ng:\n")
        #expect(node.entries.map { $0.value.scalar?.value } == [.null, .bool(true), .int(31), .float(1.5), .float(.infinity), .string("1"), .null])
    }

    @Test func columnsCountUnicodeScalars() throws {
        let node = try YAMLTest.read("é: ñ\n")
        #expect(node["é"]?.at == "1:4")
        let emoji = try YAMLTest.read("- 😀: x\n")
        #expect(emoji.items.first?.entries.first?.value.at == "1:6")
    }

    @Test func tabsAsSeparationAreAllowed() throws {
        let node = try YAMLTest.read("a:\tb\nc:\n \td\ne: [\tf,\n \tg]\nh: |\n \ti\n")
        #expect(node["a"]?.scalar?.text == "b")
        #expect(node["c"]?.scalar?.text == "d")
        #expect(node["e"]?.items.map { $0.scalar?.text } == ["f", "g"])
        #expect(node["h"]?.scalar?.text == "\ti\n")
        let sequence = try YAMLTest.read("-\t-1\n- a\t# comment\n\t\n")
        #expect(sequence.items.map { $0.scalar?.value } == [.int(-1), .string("a")])
    }

    @Test func byteOrderMarkAndCRLF() throws {
        let node = try YAMLReader.read(bytes: [0xEF, 0xBB, 0xBF] + Array("# c\r\na: |\r\n  x\r\n  y\r\nb: 2\r\n".utf8), file: "t.yaml")
        #expect(node.at == "2:1")
        #expect(node["a"]?.scalar?.text == "x\ny\n")
        #expect(node.entries[1].key.at == "5:1")
    }
}
