import Dispatch

/// The code generator: specs in, Swift files (in memory) out.
///
/// Spec → `CodeModel` (names, types, literals) → template context → `File` template → layout
/// normalisation. Writing to disk is `OutputWriter`'s job.
public enum Generator {
    /// The template every file is rendered with; it includes the `Model`, `Enum`, `Union`, `API`
    /// and `Service` partials.
    public static let fileTemplateName = "File"

    /// One file to generate: its path, and how to build the root context it is rendered with.
    ///
    /// The context is built only when the file is rendered and dropped right after, so a run holds the
    /// contexts of the files being rendered, not of every file (on 10,000 endpoints they would be several
    /// times the spec's size).
    struct FileJob: Sendable {
        let path: String
        let context: @Sendable () -> MustacheValue
    }

    /// The Swift-ready form of `spec` (names, types, literals) that the templates lay out, and what naming reported
    /// on the way; for tools that need the generated names without rendering (apigen-bench's compile floor).
    public static func codeModel(for spec: ServiceSpec) -> (model: CodeModel, diagnostics: [Diagnostic]) {
        CodeModelBuilder.build(spec)
    }

    /// Generates the files of `specs`, sorted by path, and the diagnostics found on the way
    /// (sorted by location). Files are produced even when there are errors; callers decide
    /// (the CLI writes nothing when `diagnostics.hasErrors`). Without `render`, no context is built and
    /// every file is empty: the diagnostics alone (`check`).
    static func generate(
        _ specs: [ServiceSpec], options: GeneratorOptions, render: (@Sendable (MustacheValue) throws(Diagnostic) -> String)?
    ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var files: [GeneratedFile] = []
        var paths: Set<String> = []
        var typeOwners: [String: String] = [:]
        for spec in specs {
            let (model, specDiagnostics) = CodeModelBuilder.build(spec)
            diagnostics += specDiagnostics
            diagnostics += sharedModuleConflicts(model, spec: spec, owners: &typeOwners)
            var jobs: [FileJob] = []
            for job in fileJobs(for: model, options: options) {
                guard paths.insert(job.path).inserted else {
                    diagnostics.append(.error(
                        "'\(job.path)' is also generated from another spec", at: spec.location,
                        notes: ["give the services different names, or generate the specs into different folders"]))
                    continue
                }
                jobs.append(job)
            }
            guard let render else {
                files += jobs.map { GeneratedFile(path: $0.path, contents: "") }
                continue
            }
            for (job, result) in zip(jobs, renderAll(jobs, access: options.access, render: render)) {
                switch result {
                case .success(let contents): files.append(GeneratedFile(path: job.path, contents: contents))
                // A user template ran into a render limit: report it, as for any other bad input.
                case .failure(let error): diagnostics.append(error)
                }
            }
        }
        return (files.sorted { $0.path < $1.path }, diagnostics.sorted())
    }

    /// Renders and lays out every job, the first alone and the others on all cores: jobs share nothing
    /// mutable (contexts are built per job from the immutable code model, and templates are values), and
    /// each result has its own slot.
    ///
    /// The first job is the service file, which lists every endpoint (12 MB of Swift for 10,000 of them);
    /// rendering and laying it out needs several times its size in passing. Done before the other files
    /// exist, that passing peak does not add to theirs: 10,000 endpoints peaked at 224 MB RSS with it
    /// rendered alongside the others, 216 MB before them.
    private static func renderAll(
        _ jobs: [FileJob], access: AccessLevel, render: @Sendable (MustacheValue) throws(Diagnostic) -> String
    ) -> [Result<String, Diagnostic>] {
        let results = ParallelSlots<Result<String, Diagnostic>>(count: jobs.count)
        @Sendable func run(_ index: Int) {
            let job = jobs[index]
            results[index] = Result { () throws(Diagnostic) -> String in
                ImportAccess.apply(to: SourceLayout.normalize(try render(job.context())), access: access)
            }
        }
        guard !jobs.isEmpty else { return [] }
        run(0)
        DispatchQueue.concurrentPerform(iterations: jobs.count - 1) { run($0 + 1) }
        return results.values.map { $0 ?? .success("") }
    }

    /// The files of one spec and the root context each is rendered with.
    static func fileContexts(for model: CodeModel, options: GeneratorOptions) -> [(path: String, context: MustacheValue)] {
        fileJobs(for: model, options: options).map { ($0.path, $0.context()) }
    }

    /// The files of one spec, each with the recipe for its root context.
    static func fileJobs(for model: CodeModel, options: GeneratorOptions) -> [FileJob] {
        let specFileName = model.specFileName
        @Sendable func file(_ declarations: [MustacheValue]) -> MustacheValue {
            TemplateContext.file(specFileName: specFileName, declarations: declarations, access: options.access)
        }
        let service = model.service
        let apis = model.apis
        @Sendable func serviceDeclaration() -> MustacheValue {
            TemplateContext.declaration(of: service, apis: apis, options: options)
        }
        switch options.layout {
        case .singleFile:
            let names = GeneratorOptions.singleFileNames(base: model.specBaseName, parts: options.parts)
            let models = model.models
            guard names.count > 1 else {
                return [FileJob(path: names[0]) {
                    file([serviceDeclaration()] + models.map { TemplateContext.declaration(of: $0, options: options) }
                        + apis.map { TemplateContext.declaration(of: $0, options: options) })
                }]
            }
            // The service keeps the first file; each type goes to a part chosen by its name alone, so adding or
            // editing one type changes one part and the others stay byte-identical.
            func part(_ name: String) -> Int {
                // FNV-1a, the same on every machine and run (Swift's `Hasher` is seeded per process).
                var hash = FNV1a()
                hash.add(name)
                return Int(hash.value % UInt64(names.count - 1))
            }
            // A model that has an owner goes where its owner's file goes.
            let modelParts = models.map { part($0.fileOwner?.typeName ?? $0.typeName) }
            let apiParts = apis.map { part($0.className) }
            return [FileJob(path: names[0]) { file([serviceDeclaration()]) }] + names.dropFirst().enumerated().map { index, name in
                let partModels = zip(models, modelParts).filter { $0.1 == index }.map(\.0)
                let partAPIs = zip(apis, apiParts).filter { $0.1 == index }.map(\.0)
                return FileJob(path: name) {
                    file(partModels.map { TemplateContext.declaration(of: $0, options: options) }
                        + partAPIs.map { TemplateContext.declaration(of: $0, options: options) })
                }
            }
        case .filePerType:
            // A model with an owner goes in its owner's file, after it (in model order); one whose owner has no
            // file here (which the builder never produces) keeps a file of its own rather than being lost.
            let ownFiles = Set(model.models.filter { $0.fileOwner == nil }.map { ModelCode.FileOwner.model($0.typeName) })
                .union(apis.map { ModelCode.FileOwner.api($0.className) })
            var companions: [ModelCode.FileOwner: [ModelCode]] = [:]
            for code in model.models {
                if let owner = code.fileOwner, ownFiles.contains(owner) { companions[owner, default: []].append(code) }
            }
            @Sendable func declarations(_ models: [ModelCode]) -> [MustacheValue] {
                models.map { TemplateContext.declaration(of: $0, options: options) }
            }
            var result = [FileJob(path: "\(model.group)/\(service.typeName).swift") { file([serviceDeclaration()]) }]
            result += model.models.filter { $0.fileOwner.map { !ownFiles.contains($0) } ?? true }.map { code in
                let together = [code] + (companions[.model(code.typeName)] ?? [])
                return FileJob(path: "\(model.group)/Models/\(Self.fileName(code.typeName)).swift") { file(declarations(together)) }
            }
            result += apis.map { code in
                let owned = companions[.api(code.className)] ?? []
                return FileJob(path: "\(model.group)/APIs/\(Self.fileName(code.className)).swift") {
                    file([TemplateContext.declaration(of: code, options: options)] + declarations(owned))
                }
            }
            return result
        }
    }

    /// The file name (without `.swift`) of a type's file: the type's name, shortened when it is too long for a file
    /// system (255 bytes per name on ext4 and APFS; a name derived from a long path can be longer) to its first 150
    /// characters and a hash of the whole, so that it stays unique and the same on every run. A model named `Main`
    /// (OpenWeatherMap has one) is written to `Main+Model.swift`: SwiftPM takes a target with a `main.swift`, in any
    /// case, for an executable, and `+` cannot be part of another type's name.
    static func fileName(_ typeName: String) -> String {
        if typeName.lowercased() == "main" { return typeName + "+Model" }
        guard typeName.utf8.count > 200 else { return typeName }
        var hash = FNV1a()
        hash.add(typeName)
        let hex = String(hash.value, radix: 16)
        return String(typeName.prefix(150)) + "-" + String(repeating: "0", count: 16 - hex.count) + hex
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
        return generate(specs, options: options) { @Sendable (context) throws(Diagnostic) -> String in
            try templates.render(fileTemplateName, context) ?? ""
        }
    }

    /// The diagnostics `generate` would report (renames, collisions, unsupported shapes) without rendering
    /// any file: what `apigen validate` needs.
    public static func check(_ specs: [ServiceSpec], options: GeneratorOptions = GeneratorOptions()) -> [Diagnostic] {
        generate(specs, options: options, render: nil).diagnostics
    }
}

