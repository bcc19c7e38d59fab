/// The code generator: specs in, Swift files (in memory) out.
///
/// Spec → `CodeModel` (names, types, literals) → template context → `File` template → layout
/// normalisation. Writing to disk is `OutputWriter`'s job.
public enum Generator {
    /// The template every file is rendered with; it includes the `Model`, `Enum`, `Union`, `API`
    /// and `Service` partials.
    public static let fileTemplateName = "File"

    /// Generates the files of `specs`, sorted by path, and the diagnostics found on the way
    /// (sorted by location). Files are produced even when there are errors; callers decide
    /// (the CLI writes nothing when `diagnostics.hasErrors`).
    static func generate(
        _ specs: [ServiceSpec], options: GeneratorOptions, render: (MustacheValue) throws(Diagnostic) -> String
    ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var files: [String: GeneratedFile] = [:]
        var typeOwners: [String: String] = [:]
        for spec in specs {
            let (model, specDiagnostics) = CodeModelBuilder.build(spec)
            diagnostics += specDiagnostics
            diagnostics += sharedModuleConflicts(model, spec: spec, owners: &typeOwners)
            for (path, context) in fileContexts(for: model, options: options) {
                guard files[path] == nil else {
                    diagnostics.append(.error(
                        "'\(path)' is also generated from another spec", at: spec.location,
                        notes: ["give the services different names, or generate the specs into different folders"]))
                    continue
                }
                do {
                    files[path] = GeneratedFile(path: path, contents: SourceLayout.normalize(try render(context)))
                } catch {
                    // A user template ran into a render limit: report it, as for any other bad input.
                    diagnostics.append(error)
                }
            }
        }
        return (files.values.sorted { $0.path < $1.path }, diagnostics.sorted())
    }

    /// The files of one spec and the root context each is rendered with.
    static func fileContexts(for model: CodeModel, options: GeneratorOptions) -> [(path: String, context: MustacheValue)] {
        let access = options.access
        let service = TemplateContext.declaration(of: model.service, apis: model.apis, access: access)
        let models = model.models.map { ($0.typeName, TemplateContext.declaration(of: $0, access: access)) }
        let apis = model.apis.map { ($0.className, TemplateContext.declaration(of: $0, access: access)) }
        func file(_ declarations: [MustacheValue]) -> MustacheValue {
            TemplateContext.file(specFileName: model.specFileName, declarations: declarations, access: options.access)
        }
        switch options.layout {
        case .singleFile:
            let names = GeneratorOptions.singleFileNames(base: model.specBaseName, parts: options.parts)
            guard names.count > 1 else {
                return [(names[0], file([service] + models.map(\.1) + apis.map(\.1)))]
            }
            // The service keeps the first file; each type goes to a part chosen by its name alone, so adding or
            // editing one type changes one part and the others stay byte-identical.
            var parts = Array(repeating: [MustacheValue](), count: names.count - 1)
            for (name, declaration) in models + apis {
                // FNV-1a, the same on every machine and run (Swift's `Hasher` is seeded per process).
                var hash = FNV1a()
                hash.add(name)
                parts[Int(hash.value % UInt64(parts.count))].append(declaration)
            }
            return [(names[0], file([service]))] + zip(names.dropFirst(), parts).map { ($0, file($1)) }
        case .filePerType:
            var result = [("\(model.group)/\(model.service.typeName).swift", file([service]))]
            result += models.map { ("\(model.group)/Models/\($0.0).swift", file([$0.1])) }
            result += apis.map { ("\(model.group)/APIs/\($0.0).swift", file([$0.1])) }
            return result
        }
    }

    /// Warns when two specs declare the same Swift type: compiled into one module, they clash.
    private static func sharedModuleConflicts(_ model: CodeModel, spec: ServiceSpec, owners: inout [String: String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let names = [model.service.typeName] + model.models.map(\.typeName) + model.apis.map(\.className)
        for name in names {
            if let owner = owners[name], owner != model.specFileName {
                diagnostics.append(.warning(
                    "'\(name)' is also generated from \(owner); the two cannot be compiled into one module",
                    at: spec.location, notes: ["rename one of them, or compile the two clients into separate targets"]))
            } else {
                owners[name] = model.specFileName
            }
        }
        return diagnostics
    }
}

extension Generator {
    /// Generates the files of `specs` with `templates` (the defaults, or `--templates` overrides),
    /// sorted by path, and the diagnostics found on the way, sorted by location.
    ///
    /// Files are produced even when there are errors; callers decide what to do (the CLI writes
    /// nothing when `diagnostics.hasErrors`). A library without a `File` template is an error.
    public static func generate(
        _ specs: [ServiceSpec], options: GeneratorOptions, templates: TemplateLibrary
    ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        guard templates.template(named: fileTemplateName) != nil else {
            let diagnostic = Diagnostic(
                .error, "no '\(fileTemplateName)' template to render files with", file: "\(fileTemplateName).mustache",
                notes: ["add \(fileTemplateName).mustache to the templates folder or remove the override"])
            return ([], [diagnostic])
        }
        return generate(specs, options: options) { (context) throws(Diagnostic) -> String in
            try templates.render(fileTemplateName, context) ?? ""
        }
    }

    /// The diagnostics `generate` would report (renames, collisions, unsupported shapes) without rendering
    /// any file: what `apigen validate` needs.
    public static func check(_ specs: [ServiceSpec], options: GeneratorOptions = GeneratorOptions()) -> [Diagnostic] {
        generate(specs, options: options) { _ in "" }.diagnostics
    }
}

