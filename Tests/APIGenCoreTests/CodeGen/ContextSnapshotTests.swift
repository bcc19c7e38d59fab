import Testing
@testable import APIGenCore

/// The template context is a documented contract (docs/Templates.md, "Context schema"): its snapshot is
/// checked separately from the Swift it renders to, so a context change is reviewed as such.
@Suite struct ContextSnapshotTests {
    @Test func usersSingleFileContext() throws {
        let (model, _) = CodeModelBuilder.build(SpecFixtures.users)
        let files = Generator.fileContexts(for: model, options: GeneratorOptions(layout: .singleFile))
        #expect(files.map(\.path) == ["Users.swift"])
        try Golden.check(files[0].context.jsonText() + "\n", against: "Contexts/Users.json")
    }

    @Test func everyObjectKeepsItsKeysWhenValuesAreAbsent() throws {
        let (model, _) = CodeModelBuilder.build(SpecFixtures.users)
        let (_, context) = try #require(Generator.fileContexts(for: model, options: GeneratorOptions()).last)
        guard case .object(let root) = context, case .list(let declarations)? = root["declarations"],
              case .object(let entry)? = declarations.first, case .object(let api)? = entry["apiDeclaration"] else {
            Issue.record("unexpected context shape")
            return
        }
        // UploadAvatarAPI has no query, timeout or stub: the keys are there, with null.
        #expect(api["query"] == .null)
        #expect(api["timeoutLiteral"] == .null)
        #expect(api["stubLiteral"] == .null)
        #expect(api["className"] == .string("UploadAvatarAPI"))
    }
}
