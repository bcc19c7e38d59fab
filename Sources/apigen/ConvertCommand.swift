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
        do {
            document = try SourceDocument.read(path: path)
        } catch {
            let source = (try? SourceDocument.readBytes(path: path)).map { String(decoding: $0, as: UTF8.self) }
            report([error], sources: source.map { [path: $0] } ?? [:], console: console)
            return error.isMissingFile ? .noInput : .dataError
        }
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
