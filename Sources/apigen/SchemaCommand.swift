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
        switch FileOutput.write(text, to: path, console: console) {
        case .unchanged:
            console.out("apigen: \(path) is up to date\n")
            return .success
        case .failed:
            return .cannotCreate
        case .written:
            break
        }
        console.out("apigen: wrote \(path)\n")
        return .success
    }
}
