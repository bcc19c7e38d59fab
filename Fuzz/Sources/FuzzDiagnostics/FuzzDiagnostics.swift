import APIGenCore
import FuzzSupport

/// The diagnostics renderer and suggestions: the input is the source text, and its first bytes place
/// diagnostics anywhere in it (including past the end of a line or of the file, and at line 0).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiagnostics(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let text = input.text
    var diagnostics: [Diagnostic] = []
    var index = 0
    while index + 3 <= min(input.bytes.count, 48) {
        let line = Int(input.bytes[index]) % 40
        let column = Int(input.bytes[index + 1]) * (input.bytes[index + 2] % 4 == 0 ? 64 : 1)
        let location = SourceLocation(file: input.bytes[index + 2] % 5 == 0 ? "other" : "fuzz", line: line, column: column)
        let severity: Diagnostic.Severity = [.error, .warning, .note][Int(input.bytes[index + 2]) % 3]
        diagnostics.append(Diagnostic(severity, String(text.prefix(20)), at: location, notes: [String(text.suffix(10))]))
        index += 3
    }
    let renderer = DiagnosticRenderer(sources: ["fuzz": text])
    _ = renderer.render(diagnostics)
    for diagnostic in diagnostics.prefix(2) { _ = renderer.render(diagnostic) }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).prefix(200).map(String.init)
    if let first = words.first { _ = Suggestion.closest(to: first, in: words.dropFirst()) }
    return 0
}
