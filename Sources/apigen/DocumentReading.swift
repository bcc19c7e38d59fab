import APIGenCore

/// Reads the one document a command works on. On failure the problem is already reported (with the file's text
/// under it when the file could be read) and the result is the exit status: 66 for a missing file, 65 otherwise.
func readDocument(_ path: String, console: Console) -> Result<SourceDocument, ExitCodeFailure> {
    do {
        return .success(try SourceDocument.read(path: path))
    } catch {
        let source = (try? SourceDocument.readBytes(path: path)).map { String(decoding: $0, as: UTF8.self) }
        report([error], sources: source.map { [path: $0] } ?? [:], console: console)
        return .failure(ExitCodeFailure(code: error.isMissingFile ? .noInput : .dataError))
    }
}

/// An exit status carried as an error, so that `readDocument` can return it through `Result`.
struct ExitCodeFailure: Error {
    let code: ExitCode
}
