import Testing
@testable import APIGenCore

@Suite struct SourceLayoutTests {
    @Test func normalizesWhitespaceOnly() {
        let input = "\n\n// header  \r\n\n\n\nstruct A {\n\n    var a: Int \n\n\n    func f() {}\n\n}\n\n\n"
        let expected = "// header\n\nstruct A {\n    var a: Int\n\n    func f() {}\n}\n"
        #expect(SourceLayout.normalize(input) == expected)
    }

    @Test func keepsDocCommentsAndEmptyFilesStable() {
        #expect(SourceLayout.normalize("/// a\n/// \n/// b") == "/// a\n///\n/// b\n")
        #expect(SourceLayout.normalize("") == "\n")
        let once = SourceLayout.normalize("a {\n\n  b\n\n}\n")
        #expect(SourceLayout.normalize(once) == once)
    }
}
