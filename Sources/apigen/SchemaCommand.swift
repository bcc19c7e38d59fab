import APIGenCore
import Foundation

/// `apigen schema [-o FILE]`: the JSON Schema of the native spec format, for editors.
struct SchemaCommand {
    var console: Console

    func run(_ arguments: ParsedArguments) -> ExitCode {
        let text = SpecJSONSchema.text
        guard let path = arguments.value("--output") else {
            console.out(text)
            return .success
        }
        // Like generated files, the copy is rewritten only when its bytes change.
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(text.utf8) {
            console.out("apigen: \(path) is up to date\n")
            return .success
        }
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            report([Diagnostic(.error, "cannot write the file: \(error.localizedDescription)", file: path)], sources: [:], console: console)
            return .cannotCreate
        }
        console.out("apigen: wrote \(path)\n")
        return .success
    }
}
