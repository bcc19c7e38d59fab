import Testing
@testable import APIGenCore

@Suite struct NamingTests {
    @Test(arguments: [
        ("getUser", "GetUser"), ("get-user", "GetUser"), ("HTTPBin", "HTTPBin"), ("tricky-names", "TrickyNames"),
        ("tricky names", "TrickyNames"), ("avatar_url", "AvatarUrl"), ("naïve café", "NaïveCafé"), ("1st", "1st"),
        ("a.b/c", "ABC"), ("", ""), ("--", ""),
    ])
    func upperCamelCase(input: String, expected: String) {
        #expect(SwiftIdentifier.upperCamelCase(input) == expected)
    }

    @Test(arguments: [
        ("getUser", "getUser"), ("GetUser", "getUser"), ("URLPath", "urlPath"), ("ID", "id"), ("HTTPBin", "httpBin"),
        ("in_progress", "inProgress"), ("first-name", "firstName"), ("X-Token", "xToken"), ("Ünïcode name", "ünïcodeName"),
        ("a-b", "aB"), ("", ""),
    ])
    func lowerCamelCase(input: String, expected: String) {
        #expect(SwiftIdentifier.lowerCamelCase(input) == expected)
    }

    @Test func invisibleAndBidirectionalCharactersSeparateWords() {
        #expect(SwiftIdentifier.lowerCamelCase("a\u{200B}b") == "aB")
        #expect(SwiftIdentifier.lowerCamelCase("a\u{202E}b") == "aB")
        #expect(SwiftIdentifier.words(in: "soft\u{AD}hyphen") == ["soft", "hyphen"])
    }

    @Test func legalizedPrefixesDigitsAndFallsBackWhenEmpty() {
        #expect(SwiftIdentifier.legalized("1st", fallback: "x") == "_1st")
        #expect(SwiftIdentifier.legalized("", fallback: "empty") == "empty")
        #expect(SwiftIdentifier.legalized("user", fallback: "x") == "user")
    }

    @Test func escapedWrapsOnlyKeywords() {
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("class") == "`class`")
        #expect(SwiftIdentifier.escaped("in") == "`in`")
        #expect(SwiftIdentifier.escaped("user") == "user")
        #expect(SwiftIdentifier.escaped("type") == "type")
    }

    @Test func memberNamesRenameWhatBackticksCannotRescue() {
        #expect(CodeModelBuilder.memberName("self", fallback: "x") == "selfValue")
        #expect(CodeModelBuilder.memberName("Self", fallback: "x") == "selfValue")
        #expect(CodeModelBuilder.memberName("super", fallback: "x") == "superValue")
        #expect(CodeModelBuilder.memberName("default", fallback: "x") == "default")
    }

    @Test func nameScopeSuffixesInClaimOrder() {
        var scope = NameScope(reserved: ["unknown"])
        #expect(scope.claim("aB") == ("aB", false))
        #expect(scope.claim("aB") == ("aB2", true))
        #expect(scope.claim("aB") == ("aB3", true))
        #expect(scope.claim("unknown") == ("unknown2", true))
        #expect(scope.claim("v1") == ("v1", false))
        #expect(scope.claim("v1") == ("v1_2", true))
    }

    /// 20,000 claims of one name: each continues from the suffix the last claim got (probing from 2 each time made
    /// 200 million probes, 32 s in a debug build), and every name is still the first free one, as a fresh probe from
    /// 2 would find it.
    @Test func manyClaimsOfOneNameStayLinearAndFirstFree() {
        var scope = NameScope(reserved: ["item7"], caseInsensitive: true)
        #expect(scope.claim("Item5") == ("Item5", false))
        let names = (0..<20_000).map { _ in scope.claim("item").name }
        #expect(names.prefix(8) == ["item", "item2", "item3", "item4", "item6", "item8", "item9", "item10"])
        #expect(names.last == "item20002")
        #expect(Set(names).count == names.count)
        // Another spelling of the same name probes its own suffixes, past every one taken above.
        #expect(scope.claim("ITEM") == ("ITEM20003", true))
        #expect(scope.claim("item") == ("item20004", true))
    }

    @Test func caseInsensitiveScopeKeepsFileNamesDistinct() {
        var scope = NameScope(caseInsensitive: true)
        #expect(scope.claim("User") == ("User", false))
        #expect(scope.claim("USER") == ("USER2", true))
    }

    /// Another module's names (the runtime's `APIError`) are reserved only as spelled: a spec's `ApiError` shadows
    /// nothing and needs no file the runtime has, so it keeps its name (minio's and SendGrid's documents have one).
    @Test func exactlyReservedNamesIgnoreLetterCase() throws {
        var scope = NameScope(exactReserved: ["APIError"], caseInsensitive: true)
        #expect(scope.claim("ApiError") == ("ApiError", false))
        #expect(scope.claim("APIError") == ("APIError2", true))
        // Generated names still differ in more than letter case: `ApiError` and `APIError2` are taken.
        #expect(scope.claim("APIERROR") == ("APIERROR3", true))

        let spec = try #require(importOpenAPI(openAPI30(paths: "  {}", components: """
              schemas:
                ApiError: { type: object, properties: { message: { type: string } } }
                Url: { type: object, properties: { href: { type: string } } }
            """)).spec)
        let (model, diagnostics) = CodeModelBuilder.build(spec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(model.models.map(\.typeName).sorted() == ["ApiError", "Url"])
    }

    /// Signs carry meaning in enum values: GitHub's reactions are `+1` and `-1`, sort orders `name` and `-name`, time
    /// zones `Etc/GMT+9` and `Etc/GMT-9`. They were dropped as separators, so such pairs became `_1` / `_1_2`.
    @Test func signsInStringEnumValuesAreSpelledOut() throws {
        let spec = try #require(importOpenAPI(openAPI30(paths: "  {}", components: """
              schemas:
                Signs:
                  type: string
                  enum: ["+1", "-1", name, "-name", "+name", GMT+0, GMT0, Etc/GMT+9, Etc/GMT-9, eu-west-1, P-256, C++, "-", "+"]
            """)).spec)
        let (model, diagnostics) = CodeModelBuilder.build(spec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard case .enumeration(let signs) = try #require(model.models.first).kind else {
            Issue.record("Signs is not an enum")
            return
        }
        #expect(signs.cases.map(\.name) == [
            "plus1", "minus1", "name", "minusName", "plusName", "gmtPlus0", "gmt0", "etcGMTPlus9", "etcGMT9", "euWest1",
            "p256", "cPlusPlus", "minus", "plus",
        ])
        // Integers keep their spelling of a negative value.
        #expect(CodeModelBuilder.enumCaseBaseName("-1", rawType: .int) == "_minus1")
    }

    @Test func stringLiteralsKeepTextAsText() {
        #expect(SwiftLiteral.string("plain") == "\"plain\"")
        #expect(SwiftLiteral.string("a\"b") == #""a\"b""#)
        #expect(SwiftLiteral.string("\\(x)") == #""\\(x)""#)
        #expect(SwiftLiteral.string("\"\"\"") == ##""\"\"\"""##)
        #expect(SwiftLiteral.string("#\"") == ##""#\"""##)
        #expect(SwiftLiteral.string("a\nb\r\tc") == #""a\nb\r\tc""#)
        #expect(SwiftLiteral.string("\u{0}\u{7}\u{2028}") == #""\0\u{7}\u{2028}""#)
        #expect(SwiftLiteral.string("café ✓") == "\"café ✓\"")
    }

    @Test func docLinesSplitEveryLineBreakAndDropControls() {
        #expect(SwiftLiteral.docLines(nil) == [])
        #expect(SwiftLiteral.docLines("one") == ["one"])
        #expect(SwiftLiteral.docLines("\n\na */ b  \r\nc\rd\u{2028}e\n\n") == ["a */ b", "c", "d", "e"])
        #expect(SwiftLiteral.docLines("x\n\ny") == ["x", "", "y"])
        #expect(SwiftLiteral.docLines("bell\u{7}\ttab") == ["bell tab"])
    }

    @Test func numbersAreLiterals() {
        #expect(SwiftLiteral.number(10) == "10")
        #expect(SwiftLiteral.number(-3) == "-3")
        #expect(SwiftLiteral.number(2.5) == "2.5")
        #expect(SwiftLiteral.number(.infinity) == nil)
        #expect(SwiftLiteral.number(.nan) == nil)
    }

    @Test func commentTextStaysOnOneLine() {
        #expect(SwiftLiteral.commentText("a\nb\u{2028}c") == "a b c")
    }
}
