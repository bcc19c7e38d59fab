import Testing
@testable import APIGenCore

/// One test per construct: exact text, style, tag and location.
@Suite struct YAMLReaderTests {
    @Test func blockMappingKeepsOrderAndLocations() throws {
        let node = try YAMLTest.read("name: apigen\nversion: 2\nalpha: x\n")
        #expect(node.yamlAt == "1:1")
        #expect(node.yamlKeys == ["name", "version", "alpha"])
        #expect(node.yamlEntries[1].key.yamlAt == "2:1")
        let version = try #require(node.yamlValue(forKey: "version")?.yamlScalar)
        #expect(version.text == "2" && version.style == .plain && version.value == .int(2))
        #expect(version.location == SourceLocation(file: "t.yaml", line: 2, column: 10))
        #expect(node.yamlValue(forKey: "name")?.yamlAt == "1:7")
    }

    @Test func compactNestedSequencesAndMappings() throws {
        let node = try YAMLTest.read("- - a\n  - b\n- key: v\n  other: w\n")
        #expect(node.yamlAt == "1:1")
        #expect(node.yamlItems.count == 2)
        #expect(node.yamlItems[0].yamlAt == "1:3")
        #expect(node.yamlItems[0].yamlItems.map { $0.yamlScalar?.text } == ["a", "b"])
        #expect(node.yamlItems[0].yamlItems.map(\.yamlAt) == ["1:5", "2:5"])
        #expect(node.yamlItems[1].yamlAt == "3:3")
        #expect(node.yamlItems[1].yamlKeys == ["key", "other"])
        #expect(node.yamlItems[1].yamlValue(forKey: "other")?.yamlAt == "4:10")
    }

    @Test func sequenceAtTheIndentationOfItsKey() throws {
        let node = try YAMLTest.read("tags:\n- a\n- b\nnext: 1\n")
        #expect(node.yamlKeys == ["tags", "next"])
        #expect(node.yamlValue(forKey: "tags")?.yamlAt == "2:1")
        #expect(node.yamlValue(forKey: "tags")?.yamlItems.map { $0.yamlScalar?.text } == ["a", "b"])
    }

    @Test func flowCollectionsWithTypeLikePlainScalars() throws {
        let node = try YAMLTest.read("{ type: String?, items: [String], map: {a: 1} }")
        #expect(node.yamlAt == "1:1")
        #expect(node.yamlKeys == ["type", "items", "map"])
        #expect(node.yamlEntries[0].key.yamlAt == "1:3")
        let type = try #require(node.yamlValue(forKey: "type")?.yamlScalar)
        #expect(type.text == "String?" && type.style == .plain && type.yamlAt == "1:9")
        #expect(node.yamlValue(forKey: "items")?.yamlAt == "1:25")
        #expect(node.yamlValue(forKey: "items")?.yamlItems.first?.yamlScalar?.text == "String")
        #expect(node.yamlValue(forKey: "map")?.yamlAt == "1:40")
        #expect(node.yamlValue(forKey: "map")?.yamlValue(forKey: "a")?.yamlScalar?.value == .int(1))
    }

    @Test func flowSinglePairsAndJSONStyleKeys() throws {
        let node = try YAMLTest.read("[a: 1, {\"b\":2}, http://x.io/a:b]")
        #expect(node.yamlItems.count == 3)
        #expect(node.yamlItems[0].yamlValue(forKey: "a")?.yamlScalar?.value == .int(1))
        #expect(node.yamlItems[1].yamlValue(forKey: "b")?.yamlScalar?.value == .int(2))
        #expect(node.yamlItems[2].yamlScalar?.text == "http://x.io/a:b")
    }

    @Test func doubleQuotedEscapes() throws {
        let node = try YAMLTest.read(#"v: "tab\there \x41\u00e9\U0001F600 \"q\" \\ \/ \N\_""#)
        let value = try #require(node.yamlValue(forKey: "v")?.yamlScalar)
        #expect(value.text == "tab\there Aé😀 \"q\" \\ / \u{85}\u{A0}")
        #expect(value.style == .doubleQuoted)
        #expect(value.yamlAt == "1:4")
    }

    @Test func quotedLineFolding() throws {
        let node = try YAMLTest.read("a: \"one\n  two\n\n  three \\\n  four\"\nb: 'it''s\n  here'\n")
        #expect(node.yamlValue(forKey: "a")?.yamlScalar?.text == "one two\nthree four")
        #expect(node.yamlValue(forKey: "b")?.yamlScalar?.text == "it's here")
        #expect(node.yamlValue(forKey: "b")?.yamlScalar?.style == .singleQuoted)
    }

    @Test func multiLinePlainScalar() throws {
        let node = try YAMLTest.read("a: one\n  two\n\n  three # note\nb: x#y\n")
        #expect(node.yamlValue(forKey: "a")?.yamlScalar?.text == "one two\nthree")
        #expect(node.yamlValue(forKey: "b")?.yamlScalar?.text == "x#y")
    }

    @Test func blockScalarsWithChompingAndIndentation() throws {
        let node = try YAMLTest.read("- |\n  a\n  b\n\n- |-\n  a\n- |+\n  a\n\n- >\n  a\n  b\n\n  c\n- |2\n   x\n")
        #expect(node.yamlItems.map { $0.yamlScalar?.text } == ["a\nb\n", "a", "a\n\n", "a b\nc\n", " x\n"])
        #expect(node.yamlItems.map { $0.yamlScalar?.style } == [.literal, .literal, .literal, .folded, .literal])
        #expect(node.yamlItems[3].yamlAt == "10:3")
    }

    @Test func commentsAreIgnored() throws {
        let node = try YAMLTest.read("# head\na: 1 # trailing\n# middle\nb: 'x' # c\n")
        #expect(node.yamlKeys == ["a", "b"])
        #expect(node.yamlValue(forKey: "b")?.yamlScalar?.text == "x")
    }

    @Test func directivesAndDocumentMarkers() throws {
        let node = try YAMLTest.read("%YAML 1.2\n%FUTURE ignored\n---\na: 1\n...\n")
        #expect(node.yamlAt == "4:1")
        #expect(node.yamlValue(forKey: "a")?.yamlScalar?.value == .int(1))
    }

    @Test func aliasesExpandToCopies() throws {
        let node = try YAMLTest.read("base: &b {x: 1}\ncopy: *b\n")
        #expect(node.yamlValue(forKey: "copy") == node.yamlValue(forKey: "base"))
        #expect(node.yamlValue(forKey: "copy")?.yamlAt == "1:10")
    }

    @Test func explicitKeys() throws {
        let node = try YAMLTest.read("? [a, b]\n: v\n? k\n")
        #expect(node.yamlEntries.count == 2)
        #expect(node.yamlEntries[0].key.yamlItems.map { $0.yamlScalar?.text } == ["a", "b"])
        #expect(node.yamlEntries[0].value.yamlScalar?.text == "v")
        #expect(node.yamlEntries[1].key.yamlScalar?.text == "k")
        #expect(node.yamlEntries[1].value.yamlScalar?.value == .null)
    }

    @Test func tagsAreResolvedToFullForm() throws {
        let node = try YAMLTest.read("- !!str 12\n- !local x\n- !<tag:example.com,2024:t> y\n- ! 5\n- !!map {a: 1}\n")
        #expect(node.yamlItems.map(\.tag) == ["tag:yaml.org,2002:str", "!local", "tag:example.com,2024:t", "!", "tag:yaml.org,2002:map"])
        #expect(node.yamlItems[0].yamlScalar?.value == .string("12"))
        #expect(node.yamlItems[3].yamlScalar?.value == .string("5"))
        let custom = try YAMLTest.read("%TAG !e! tag:example.com,2024:\n---\n- !e!thing z\n")
        #expect(custom.yamlItems.first?.tag == "tag:example.com,2024:thing")
    }

    @Test func emptyDocumentIsNullAtTheStart() throws {
        for text in ["", "# just a comment\n\n", "   \n"] {
            let node = try YAMLTest.read(text)
            #expect(node.yamlScalar?.text == "" && node.yamlScalar?.style == .plain && node.yamlAt == "1:1")
            #expect(node.yamlScalar?.value == .null)
        }
    }

    @Test func coreSchemaValuesThroughTheReader() throws {
        let node = try YAMLTest.read("a: ~\nb: true\nc: 0x1F\nd: 1.5\ne: .inf\nf: '1'\ng:\n")
        #expect(node.yamlEntries.map { $0.value.yamlScalar?.value } == [.null, .bool(true), .int(31), .float(1.5), .float(.infinity), .string("1"), .null])
    }

    @Test func columnsCountUnicodeScalars() throws {
        let node = try YAMLTest.read("é: ñ\n")
        #expect(node.yamlValue(forKey: "é")?.yamlAt == "1:4")
        let emoji = try YAMLTest.read("- 😀: x\n")
        #expect(emoji.yamlItems.first?.yamlEntries.first?.value.yamlAt == "1:6")
    }

    @Test func tabsAsSeparationAreAllowed() throws {
        let node = try YAMLTest.read("a:\tb\nc:\n \td\ne: [\tf,\n \tg]\nh: |\n \ti\n")
        #expect(node.yamlValue(forKey: "a")?.yamlScalar?.text == "b")
        #expect(node.yamlValue(forKey: "c")?.yamlScalar?.text == "d")
        #expect(node.yamlValue(forKey: "e")?.yamlItems.map { $0.yamlScalar?.text } == ["f", "g"])
        #expect(node.yamlValue(forKey: "h")?.yamlScalar?.text == "\ti\n")
        let sequence = try YAMLTest.read("-\t-1\n- a\t# comment\n\t\n")
        #expect(sequence.yamlItems.map { $0.yamlScalar?.value } == [.int(-1), .string("a")])
    }

    @Test func byteOrderMarkAndCRLF() throws {
        let node = try YAMLReader.read(bytes: [0xEF, 0xBB, 0xBF] + Array("# c\r\na: |\r\n  x\r\n  y\r\nb: 2\r\n".utf8), file: "t.yaml")
        #expect(node.yamlAt == "2:1")
        #expect(node.yamlValue(forKey: "a")?.yamlScalar?.text == "x\ny\n")
        #expect(node.yamlEntries[1].key.yamlAt == "5:1")
    }
}
