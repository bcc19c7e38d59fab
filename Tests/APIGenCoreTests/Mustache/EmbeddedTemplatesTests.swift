import Foundation
import Testing
@testable import APIGenCore

@Suite struct EmbeddedTemplatesTests {
    /// The generated Swift file matches `Templates/*.mustache`; with `APIGEN_RECORD_TEMPLATES=1`
    /// it is rewritten instead.
    @Test func generatedFileIsUpToDate() throws {
        let templates = try EmbeddedTemplatesFile.readTemplates()
        #expect(!templates.isEmpty)
        let expected = EmbeddedTemplatesFile.generate(templates)
        let current = (try? String(contentsOf: EmbeddedTemplatesFile.generatedFile, encoding: .utf8)) ?? ""
        if current != expected {
            if ProcessInfo.processInfo.environment[EmbeddedTemplatesFile.recordVariable] == "1" {
                try expected.write(to: EmbeddedTemplatesFile.generatedFile, atomically: true, encoding: .utf8)
                return  // The compiled copy is stale until the next build; check it then.
            }
            Issue.record("""
                Sources/APIGenCore/Templates/EmbeddedTemplates.swift is stale: it does not match \
                Templates/*.mustache. Re-record it with \
                `\(EmbeddedTemplatesFile.recordVariable)=1 swift test --filter EmbeddedTemplatesTests`, \
                then build and test again.
                """)
        }
        // The compiled copy is byte-identical to the files (proves the literals round-trip).
        #expect(EmbeddedTemplates.sources.map(\.name) == templates.map(\.name))
        for (embedded, file) in zip(EmbeddedTemplates.sources, templates) {
            #expect(Array(embedded.source.utf8) == Array(file.source.utf8), "template \(file.name)")
        }
    }

    @Test func everyDefaultTemplateParses() throws {
        for (name, source) in EmbeddedTemplates.sources {
            _ = try MustacheTemplate(source: source, name: "Templates/\(name).mustache")
        }
        #expect(TemplateLibrary.defaults.names == EmbeddedTemplates.sources.map(\.name))
    }

    @Test func literalsChooseEnoughHashesAndEscapeControlCharacters() {
        #expect(EmbeddedTemplatesFile.literal("a\"b", multiline: false) == ##"#"a"b"#"##)
        #expect(EmbeddedTemplatesFile.literal("x\"\"\"#y", multiline: true) == "##\"\"\"\nx\"\"\"#y\n\"\"\"##")
        #expect(EmbeddedTemplatesFile.literal("\\## a", multiline: false) == "###\"\\## a\"###")
        #expect(EmbeddedTemplatesFile.literal("a\r\nb\u{1}", multiline: true) == "#\"\"\"\na\\#r\nb\\#u{1}\n\"\"\"#")
        #expect(EmbeddedTemplatesFile.literal("end\n", multiline: true) == "#\"\"\"\nend\n\n\"\"\"#")
    }
}
