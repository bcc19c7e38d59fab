import APIGenCore
import Foundation
import Testing

/// `Generated/` is checked in; this fails when it no longer matches what `apigen Specs/ -o Generated/` writes.
@Suite struct GeneratedIsUpToDateTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func checkedInOutputMatchesTheSpecs() {
        let loaded = SpecLoader.load(paths: [Self.root.appending(path: "Specs").path])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let generated = Generator.generate(loaded.specs, options: GeneratorOptions(), templates: .defaults)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        let plan = OutputWriter(directory: Self.root.appending(path: "Generated").path).plan(generated.files)
        #expect(
            plan.isUpToDate,
            "Generated/ is stale; run `swift run apigen Specs/ -o Generated/`, review the diff and commit it:\n\(plan.summary.joined(separator: "\n"))"
        )
        #expect(generated.files.count > 40)
    }

    @Test func generationIsDeterministic() {
        let loaded = SpecLoader.load(paths: [Self.root.appending(path: "Specs").path])
        let first = Generator.generate(loaded.specs, options: GeneratorOptions(), templates: .defaults).files
        let second = Generator.generate(loaded.specs, options: GeneratorOptions(), templates: .defaults).files
        #expect(first == second)
    }
}
