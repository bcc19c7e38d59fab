import Foundation
import Testing
@testable import APIGenCore

/// Development aid: `APIGEN_DUMP_CONTEXT=/some/dir swift test --filter ContextDump` writes the
/// root context of every file of the fixture specs as JSON, to render templates with another
/// Mustache implementation and compare.
@Suite struct ContextDumpTests {
    @Test func dumpContextsWhenAsked() throws {
        guard let directory = ProcessInfo.processInfo.environment["APIGEN_DUMP_CONTEXT"] else { return }
        for spec in [SpecFixtures.users, SpecFixtures.adversarial] {
            let (model, diagnostics) = CodeModelBuilder.build(spec)
            for diagnostic in diagnostics { print(diagnostic) }
            for layout in Layout.allCases {
                for (path, context) in Generator.fileContexts(for: model, options: GeneratorOptions(layout: layout)) {
                    let url = URL(fileURLWithPath: directory).appendingPathComponent(layout.rawValue).appendingPathComponent(path + ".json")
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(context.jsonText().utf8).write(to: url)
                }
            }
        }
    }
}
