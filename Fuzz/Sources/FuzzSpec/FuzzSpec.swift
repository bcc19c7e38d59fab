import APIGenCore
import FuzzSupport

/// The native spec front end through generation: read (YAML, which covers JSON), decode, generate with
/// the default templates in both layouts. Every problem must be a diagnostic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    guard let root = try? YAMLReader.read(bytes: input.bytes, file: "Fuzz.yaml") else { return 0 }
    let (spec, diagnostics) = SpecDecoder.decode(root, file: "Fuzz.yaml")
    guard let spec else {
        if !diagnostics.hasErrors { fuzzFailure("no spec and no error") }
        return 0
    }
    let layout: Layout = input.bytes.count % 2 == 0 ? .filePerType : .singleFile
    let generated = Generator.generate([spec], options: GeneratorOptions(layout: layout), templates: .defaults)
    _ = DiagnosticRenderer(sources: ["Fuzz.yaml": input.text]).render(generated.diagnostics)
    return 0
}
