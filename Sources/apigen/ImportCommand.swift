import APIGenCore
import Foundation

/// `apigen import DOC [-o FILE] [--service NAME]`: the native spec equivalent to an OpenAPI document, as YAML.
///
/// The written spec belongs to the user from then on, so `-o` replaces only a file an earlier import wrote and
/// nobody has edited since (recognised by its header and the digest of the rest), never any other file.
struct ImportCommand {
    var console: Console

    /// A spec that cannot be written, or does not read back, is apigen's fault, never the document's.
    static let bugReport = "This is a bug in apigen: please report it together with the document."

    func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        let service = arguments.value("--service")
        if let service, service.trimmingCharacters(in: .whitespaces).isEmpty {
            throw UsageError(message: "'--service' needs a name, e.g. '--service Petstore'", command: Commands.importSpec.displayName)
        }
        let path = arguments.positionals[0]
        let output = arguments.value("--output")
        let document: SourceDocument
        switch readDocument(path, console: console) {
        case .success(let read): document = read
        case .failure(let failure): return failure.code
        }
        guard OpenAPIImporter.isOpenAPIDocument(document.root) else {
            report([Self.notOpenAPI(document)], sources: [path: document.text], console: console)
            return .dataError
        }
        // Refuse before importing: the answer does not depend on the document.
        if let output, let refusal = Self.refusal(toReplace: output) {
            report([refusal], sources: [:], console: console)
            return .cannotCreate
        }
        let (imported, diagnostics) = OpenAPIImporter.importDocument(
            document.root, file: path, options: OpenAPIImporter.Options(serviceName: service))
        guard let spec = imported else {
            report((document.warnings + diagnostics).sorted(), sources: [path: document.text], console: console)
            return .dataError
        }
        let written = SpecWriter.write(spec, importedFrom: path)
        report((document.warnings + diagnostics + written.diagnostics).sorted(), sources: [path: document.text], console: console)
        guard !written.diagnostics.hasErrors else {
            console.err("error: the imported spec cannot be written faithfully, so nothing was written. \(Self.bugReport)\n")
            return .internalError
        }
        if let problem = selfCheck(written.text, name: output ?? "<stdout>") { return problem }
        guard let output else {
            console.out(written.text)
            return .success
        }
        return write(written.text, to: output, spec: spec)
    }

    /// The document is something else: say what `import` reads, and point a native spec at `validate`.
    static func notOpenAPI(_ document: SourceDocument) -> Diagnostic {
        var notes = ["'apigen import' reads OpenAPI 3.x and Swagger 2.0 documents, which begin with 'openapi: 3.1.0' or 'swagger: \"2.0\"'"]
        if case .mapping(let mapping) = document.root, mapping["service"] != nil {
            notes = [
                "this looks like an apigen spec already: check it with 'apigen validate \(document.path)' and generate from it directly",
            ]
        }
        return .error("not an OpenAPI document: there is no top-level 'openapi' or 'swagger' key", at: document.root.location, notes: notes)
    }

    /// Why `path` must not be replaced, or nil when it is free or was written by an earlier import.
    static func refusal(toReplace path: String) -> Diagnostic? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            return Diagnostic(.error, "is a folder; '-o' takes the path of the spec file to write", file: path,
                              notes: ["write into the folder with '-o \(path)/API.yaml'"])
        }
        guard let contents = FileManager.default.contents(atPath: path) else {
            return Diagnostic(.error, "exists and cannot be read, so apigen cannot tell whether it may replace it", file: path,
                              notes: ["check its permissions, or write to another file"])
        }
        if SpecWriter.isUneditedImport(String(decoding: contents, as: UTF8.self)) { return nil }
        if contents.starts(with: Data(SpecWriter.headerPrefix.utf8)) {
            return Diagnostic(.error, "was written by 'apigen import' and edited since; it was left untouched so your edits are kept", file: path, notes: [
                "import to a new file (-o <new file>) and carry your edits over, or move this file away first",
            ])
        }
        return Diagnostic(.error, "exists and was not written by 'apigen import'; it was left untouched", file: path, notes: [
            "'apigen import' replaces only files that begin with '\(SpecWriter.headerPrefix)…'",
            "write to a new file (-o <new file>) and move your changes over, or move this file away first",
        ])
    }

    /// The written spec must read back without errors; otherwise it is not written at all. Its diagnostics point
    /// into the text that would have been written.
    func selfCheck(_ text: String, name: String) -> ExitCode? {
        var diagnostics: [Diagnostic]
        do {
            diagnostics = SpecDecoder.decode(try YAMLReader.read(text, file: name), file: name).diagnostics
        } catch {
            diagnostics = [error]
        }
        diagnostics = diagnostics.filter { $0.severity == .error }
        guard !diagnostics.isEmpty else { return nil }
        report(diagnostics, sources: [name: text], console: console)
        console.err("error: the imported spec does not validate, so nothing was written. \(Self.bugReport)\n")
        return .internalError
    }

    private func write(_ text: String, to path: String, spec: ServiceSpec) -> ExitCode {
        let summary = "\(spec.models.count) model\(spec.models.count == 1 ? "" : "s"), "
            + "\(spec.endpoints.count) endpoint\(spec.endpoints.count == 1 ? "" : "s")"
        switch FileOutput.write(text, to: path, console: console) {
        case .unchanged:
            console.out("apigen: \(path) is up to date (\(summary))\n")
            return .success
        case .failed:
            return .cannotCreate
        case .written:
            break
        }
        console.out("apigen: wrote \(path) (\(summary))\n")
        return .success
    }
}
