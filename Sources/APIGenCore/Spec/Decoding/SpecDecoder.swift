/// Turns a located document (read from YAML or JSON) into a validated `ServiceSpec`.
///
/// Decoding works on `Node` only, so the same spec written in JSON or YAML means the same thing.
/// The reference for every key and rule is `docs/SpecFormat.md`.
public enum SpecDecoder {
    /// Decodes and validates one spec document. Collects ALL problems (never stops at the first), sorted by location.
    /// `spec` is nil when there are errors that make the spec unusable; warnings may accompany a spec.
    public static func decode(_ root: Node, file: String) -> (spec: ServiceSpec?, diagnostics: [Diagnostic]) {
        var decoder = SpecDocumentDecoder(file: file)
        let spec = decoder.decode(root)
        let diagnostics = decoder.diagnostics.sorted()
        return (diagnostics.hasErrors ? nil : spec, diagnostics)
    }
}
