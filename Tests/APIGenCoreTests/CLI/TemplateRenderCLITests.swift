import Foundation
import Testing
@testable import APIGenCore
@testable import apigen

/// The official Mustache spec, run through `apigen template render` (files in, stdout out), as template authors use it.
@Suite struct TemplateRenderCLITests {
    struct Case: Sendable, CustomTestStringConvertible {
        var module: String
        var name: String
        var template: String
        var dataJSON: String
        var partials: [String: String]
        var expected: String
        var testDescription: String { "\(module): \(name)" }
    }

    static let modules = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance"]

    /// Reads the vendored spec files with apigen's own JSON reader; each case's `data` is written back out with
    /// `JSONWriter`, so the CLI reads exactly the spec's data.
    static let cases: [Case] = modules.flatMap { module -> [Case] in
        let path = MustacheSpecCase.fixtures.appendingPathComponent("\(module).json").path
        guard let document = try? SourceDocument.read(path: path),
              case .mapping(let root) = document.root, case .sequence(let tests)? = root["tests"] else { return [] }
        return tests.items.compactMap { item -> Case? in
            guard case .mapping(let test) = item,
                  case .scalar(let name)? = test["name"], case .scalar(let template)? = test["template"],
                  case .scalar(let expected)? = test["expected"], let data = test["data"],
                  let dataJSON = try? JSONWriter.write(data) else { return nil }
            var partials: [String: String] = [:]
            if case .mapping(let mapping)? = test["partials"] {
                for entry in mapping.entries {
                    if case .scalar(let key) = entry.key, case .scalar(let value) = entry.value { partials[key.text] = value.text }
                }
            }
            return Case(module: module, name: name.text, template: template.text, dataJSON: dataJSON,
                        partials: partials, expected: expected.text)
        }
    }

    @Test func everyRequiredModuleIsLoaded() {
        // comments 12, delimiters 14, interpolation 42, inverted 22, partials 12, sections 34, ~inheritance 27.
        #expect(Self.cases.count == 163)
    }

    @Test(arguments: cases) func rendersLikeTheSpec(_ test: Case) throws {
        let folder = try TemporaryFolder()
        let template = try folder.write("template.mustache", test.template)
        let data = try folder.write("data.json", test.dataJSON)
        var arguments = ["template", "render", template, "--data", data]
        if !test.partials.isEmpty {
            for (name, source) in test.partials { try folder.write("partials/\(name).mustache", source) }
            arguments += ["--partials", folder.path + "/partials"]
        }
        let run = CapturedRun(arguments)
        #expect(run.code == .success, "\(run.err)")
        #expect(run.out == test.expected)
    }

    @Test func badTemplateIsLocatedAndExits65() throws {
        let folder = try TemporaryFolder()
        let template = try folder.write("broken.mustache", "Hello\n{{#items}}\n  {{name}}\n{{/item}}\n")
        let data = try folder.write("data.json", "{}")
        let run = CapturedRun(["template", "render", template, "--data", data])
        #expect(run.code == .dataError)
        #expect(run.out.isEmpty)
        #expect(run.err.hasPrefix("\(template):4:1: error: "))
        #expect(run.err.contains("'items'"))
    }

    @Test func listAndShowTheDefaults() {
        let list = CapturedRun(["template", "list"])
        #expect(list.code == .success)
        let names = list.out.split(separator: "\n").map(String.init)
        #expect(names == TemplateLibrary.defaults.names)
        #expect(names.contains("File"))

        let show = CapturedRun(["template", "show", "File"])
        #expect(show.code == .success)
        #expect(show.out == TemplateLibrary.defaults.source(named: "File"))

        let typo = CapturedRun(["template", "show", "Fiel"])
        #expect(typo.code == .dataError)
        #expect(typo.err.contains("did you mean 'File'?"))
    }

    @Test func missingDataIsAUsageError() throws {
        let run = CapturedRun(["template", "render", "x.mustache"])
        #expect(run.code == .usage)
        #expect(run.err.contains("missing '--data <data.json>'"))
    }
}
