/// Writes a `ServiceSpec` as native spec YAML that reads back (with `SpecDecoder`) as the same spec, apart from
/// source locations and the file name.
///
/// `apigen import` uses it to turn an OpenAPI document into a spec the user owns from then on, so the output
/// reads like a hand-written spec: sections in the documented order, shorthands where the decoder accepts them
/// (`id: Int`, `q: String`, `paging: page`), one-line entries when they are short, block scalars for multi-line
/// text, and no defaults spelled out. Output is deterministic: it depends on the spec alone.
///
/// Types are written with `TypeRef.description`. A type that does not read back the same (a model name with a
/// space or `?`, a model named like a built-in type) cannot be written; it is reported as an error at the
/// model's location instead of being written wrong.
public struct SpecWriter {
    /// How every file `apigen import` writes begins; `apigen import -o` overwrites only files that start so.
    public static let headerPrefix = "# Imported by apigen from "

    /// The raw type of each enum model, which decides how an enum default is written (`2` or `"2"`).
    let enumRawTypes: [String: EnumSpec.RawType]
    var diagnostics: [Diagnostic] = []

    private init(spec: ServiceSpec) {
        var rawTypes: [String: EnumSpec.RawType] = [:]
        for model in spec.models {
            if case .enumeration(let enumeration) = model.kind { rawTypes[model.name] = enumeration.rawType }
        }
        enumRawTypes = rawTypes
    }

    /// The YAML text of `spec`, headed by the import comment when `source` (the imported document's path) is
    /// given. The text is always produced; `diagnostics` holds an error for everything that could not be
    /// written so that it reads back the same, and then the text must not be used.
    public static func write(_ spec: ServiceSpec, importedFrom source: String? = nil) -> (text: String, diagnostics: [Diagnostic]) {
        var writer = SpecWriter(spec: spec)
        let document = writer.document(spec)
        var printer = SpecYAMLPrinter()
        printer.writeDocument(document)
        let body = printer.output
        let header = source.map { Self.header(importedFrom: $0) + "\n" + Self.digestPrefix + Self.digest(of: body) + "\n" } ?? ""
        return (header + body, writer.diagnostics.sorted())
    }

    /// The second line of an imported spec: a digest of everything below it, so that a later import can tell a file
    /// it may replace (unchanged since apigen wrote it) from one the user has edited.
    public static let digestPrefix = "# apigen import digest: "

    /// FNV-1a (64 bits) of the text's UTF-8 bytes, as 16 hex digits: a change detector, not a security measure.
    public static func digest(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Whether `text` is an imported spec exactly as apigen wrote it: the header, a digest line, and a body that
    /// still has that digest.
    public static func isUneditedImport(_ text: String) -> Bool {
        guard text.hasPrefix(headerPrefix) else { return false }
        let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, lines[1].hasPrefix(digestPrefix) else { return false }
        return String(lines[1].dropFirst(digestPrefix.count)) == digest(of: String(lines[2]))
    }

    /// `# Imported by apigen from petstore.yaml. Edit freely: this file is yours now.`, naming the document by
    /// its file name only, so that the output does not depend on where the document was.
    public static func header(importedFrom source: String) -> String {
        let name = source.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? source
        // A comment ends at a line break: keep the file name on the one line.
        let printable = String(String.UnicodeScalarView(name.unicodeScalars.map { YAMLWriter.needsEscape($0) ? "?" : $0 }))
        return headerPrefix + printable + ". Edit freely: this file is yours now."
    }

    /// The top-level entries, in the order docs/SpecFormat.md lists them.
    private mutating func document(_ spec: ServiceSpec) -> [SpecYAML.Entry] {
        var entries: [SpecYAML.Entry] = [SpecYAML.Entry(key: "service", value: .string(spec.service))]
        if let description = spec.description { entries.append(SpecYAML.Entry(key: "description", value: .string(description))) }
        if !spec.baseURLs.isEmpty {
            entries.append(SpecYAML.Entry(key: "baseURLs", value: .list(spec.baseURLs.map { .string($0) })))
        }
        if !spec.headers.isEmpty { entries.append(SpecYAML.Entry(key: "headers", value: headers(spec.headers, layout: .block))) }
        if let envelope = spec.envelope { entries.append(SpecYAML.Entry(key: "envelope", value: self.envelope(envelope))) }
        if !spec.security.isEmpty {
            entries.append(SpecYAML.Entry(key: "security", value: .mapping(spec.security.map(securityScheme), .block), isSpaced: true))
        }
        if !spec.models.isEmpty {
            entries.append(SpecYAML.Entry(key: "models", value: .mapping(spec.models.map { model($0) }, .block), isSpaced: true))
        }
        if !spec.endpoints.isEmpty {
            entries.append(
                SpecYAML.Entry(key: "endpoints", value: .mapping(spec.endpoints.map { endpoint($0) }, .block), isSpaced: true))
        }
        return entries
    }

    /// `Name: value` headers.
    func headers(_ headers: [HeaderSpec], layout: SpecYAML.Layout) -> SpecYAML {
        .mapping(headers.map { SpecYAML.Entry(key: $0.name, value: .string($0.value)) }, layout)
    }

    private func envelope(_ envelope: EnvelopeSpec) -> SpecYAML {
        let codes = envelope.success.map { code -> SpecYAML in
            switch code {
            case .int(let value): .literal(String(value))
            case .string(let value): .string(value)
            }
        }
        return .map([
            ("code", .string(envelope.code)), ("success", .list(codes)), ("message", .text(envelope.message)),
            ("data", .text(envelope.data)),
        ])
    }

    /// `bearerAuth: bearer`, or the full `{ type, in, name, description }` form.
    private func securityScheme(_ scheme: SecuritySchemeSpec) -> SpecYAML.Entry {
        let value: SpecYAML
        switch scheme.kind {
        case .bearer where scheme.description == nil:
            value = .literal("bearer")
        case .basic where scheme.description == nil:
            value = .literal("basic")
        case .bearer, .basic:
            value = .map([("type", .literal(scheme.kind.typeName)), ("description", .text(scheme.description))])
        case .apiKey(let placement, let name):
            value = .map([
                ("type", .literal(scheme.kind.typeName)), ("in", .literal(placement.rawValue)), ("name", .string(name)),
                ("description", .text(scheme.description)),
            ])
        }
        return SpecYAML.Entry(key: scheme.name, value: value)
    }
}

extension SecuritySchemeSpec.Kind {
    /// The `type:` of the scheme in a native spec.
    var typeName: String {
        switch self {
        case .bearer: "bearer"
        case .basic: "basic"
        case .apiKey: "apiKey"
        }
    }
}
