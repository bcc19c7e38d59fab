import APIGenCore

/// `apigen convert FILE --to json|yaml`: print the document, as read, in the other format.
struct ConvertCommand {
    var console: Console

    func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        guard let format = arguments.value("--to") else {
            throw UsageError(message: "missing '--to json' or '--to yaml'", command: Commands.convert.displayName)
        }
        let path = arguments.positionals[0]
        let document: SourceDocument
        switch readDocument(path, console: console) {
        case .success(let read): document = read
        case .failure(let failure): return failure.code
        }
        report(document.warnings, sources: [path: document.text], console: console)
        do {
            let output = format == "json" ? try JSONWriter.write(document.root) : YAMLWriter.write(document.root)
            console.out(output)
            return .success
        } catch {
            report([error], sources: [path: document.text], console: console)
            return .dataError
        }
    }
}
