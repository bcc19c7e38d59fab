import Testing
@testable import APIGenCore

@Suite struct TypeRefParsingTests {
    let start = SourceLocation(file: "t.yaml", line: 3, column: 10)

    func parse(_ text: String) throws(Diagnostic) -> TypeRef {
        try TypeRef.parse(text, at: start)
    }

    func failure(_ text: String) -> Diagnostic? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryShape() throws {
        #expect(try parse("Int") == .builtin(.int))
        #expect(try parse("User") == .model("User"))
        #expect(try parse("String?") == .optional(.builtin(.string)))
        #expect(try parse("[User]") == .array(.model("User")))
        #expect(try parse("[String: Int]") == .dictionary(.builtin(.int)))
        #expect(try parse("[[Int]?]") == .array(.optional(.array(.builtin(.int)))))
        #expect(try parse(" [ String : [User?] ]? ") == .optional(.dictionary(.array(.optional(.model("User"))))))
        #expect(try parse("int") == .model("int"))
    }

    @Test func descriptionRoundTrips() throws {
        for text in ["Int64", "URL?", "[UUID]", "[String: JSON]", "[[Date?]]?", "[String: [String: Data]]"] {
            #expect(try parse(text).description == text)
        }
    }

    @Test func dictionaryKeysMustBeStrings() {
        let error = failure("[Int: User]")
        #expect(error?.description == "t.yaml:3:11: error: invalid type '[Int: User]': dictionary keys must be 'String', found 'Int'")
        #expect(error?.notes == ["JSON object keys are strings; write '[String: …]'"])
        #expect(failure("[String?: Int]")?.location?.column == 11)
    }

    @Test func syntaxErrorsPointAtTheColumn() {
        #expect(failure("[String")?.description == "t.yaml:3:17: error: invalid type '[String': expected ']', found the end of the type")
        #expect(failure("Int??")?.description == "t.yaml:3:14: error: invalid type 'Int??': a type can be optional only once")
        #expect(failure("Array<Int>")?.description == "t.yaml:3:15: error: invalid type 'Array<Int>': generic syntax is not supported")
        #expect(failure("User Profile")?.description == "t.yaml:3:15: error: invalid type 'User Profile': unexpected 'P' after 'User'")
        #expect(failure("[]")?.description == "t.yaml:3:11: error: invalid type '[]': expected a type name, found ']'")
        #expect(failure("Ünicode") == nil)  // model names may be non-ASCII
        #expect(failure("[Ünicode: Int]")?.description == "t.yaml:3:11: error: invalid type '[Ünicode: Int]': dictionary keys must be 'String', found 'Ünicode'")
        #expect(failure("[Straße]]")?.description == "t.yaml:3:18: error: invalid type '[Straße]]': unexpected ']' after '[Straße]'")
        #expect(failure("  ")?.description == "t.yaml:3:10: error: the type is empty")
        let deep = String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40)
        #expect(failure(deep)?.description == "t.yaml:3:42: error: invalid type '\(deep)': lists and dictionaries nest more than 32 levels deep")
        #expect(failure(String(repeating: "[", count: 32) + "Int" + String(repeating: "]", count: 32)) == nil)
        #expect(failure("[String: ]")?.description == "t.yaml:3:19: error: invalid type '[String: ]': expected a type name, found ']'")
    }

    @Test func collectsModelReferencesWithLocations() throws {
        var parser = TypeParser("[String: [User]]?", at: start)
        _ = try parser.parse()
        #expect(parser.references == [TypeParser.Reference(name: "User", location: SourceLocation(file: "t.yaml", line: 3, column: 20))])
    }

    @Test func suggestionsFindLikelyTypos() {
        #expect(Suggestion.closest(to: "respnse", in: ["response", "method"]) == "response")
        #expect(Suggestion.closest(to: "Usr", in: ["User", "Role"]) == "User")
        #expect(Suggestion.closest(to: "int", in: ["Int", "Int64"]) == "Int")
        #expect(Suggestion.closest(to: "mehtod", in: ["method"]) == "method")
        #expect(Suggestion.closest(to: "zzz", in: ["method", "path"]) == nil)
        #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars), limit: 5) == 3)
    }
}
