import APIGenCore
import Foundation

/// `apigen [generate] PATH... -o DIR`: specs in, Swift out — the main job.
struct GenerateCommand {
    var console: Console

    /// `1 file`, `3 files`.
    static func files(_ count: Int) -> String {
        count == 1 ? "1 file" : "\(count) files"
    }

    /// The settings of one run, from the command line over the config file over the defaults.
    struct Settings {
        var access: AccessLevel = .public
        var layout: Layout = .filePerType
        var templates: String?
        var output: String?
        var outputFile: String?
        var parts = 1
        var hashable = true
        var styles = Set(CallingStyle.allCases)
        var openAPI = OpenAPIImporter.Options()
        /// The config file's bytes, part of the no-op fingerprint (its `openapi` settings change the output).
        var configBytes: [UInt8] = []
        /// The config's `filter:` and the command line's filter options together.
        var filter = SpecFilter()
    }

    func run(_ arguments: ParsedArguments) throws(UsageError) -> ExitCode {
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        var settings = Settings()

        if let configPath = arguments.value("--config") {
            let (config, configDiagnostics, source) = GeneratorConfig.load(path: configPath)
            diagnostics += configDiagnostics
            if let source { sources[configPath] = source }
            if let config {
                settings.access = config.access.flatMap(AccessLevel.init(rawValue:)) ?? settings.access
                settings.templates = config.templates
                // Without an `output`, a config's clients go to Generated/ beside the folder holding the config.
                settings.output = config.output ?? (config.directory as NSString).deletingLastPathComponent.appendingPathComponentOrSelf("Generated")
                if config.singleFile == true { settings.layout = .singleFile }
                settings.hashable = config.hashable ?? settings.hashable
                settings.styles = config.styles ?? settings.styles
                settings.openAPI = config.openAPI
                settings.filter = config.filter
                settings.configBytes = (try? SourceDocument.readBytes(path: configPath)) ?? []
            } else {
                // A config that cannot be used stops the run before anything else is checked.
                report(diagnostics, sources: sources, console: console)
                let missing = configDiagnostics.contains { $0.isMissingFile }
                return missing ? .noInput : .dataError
            }
        }
        settings.filter.merge(try FilterOptions.filter(from: arguments, command: Commands.generate.displayName))
        if let access = arguments.value("--access") { settings.access = AccessLevel(rawValue: access) ?? settings.access }
        if let templates = arguments.value("--templates") { settings.templates = templates }
        if let output = arguments.value("--output") { settings.output = output }
        if arguments.has("--single-file") { settings.layout = .singleFile }
        if let parts = arguments.value("--parts") {
            guard let count = Int(parts), (1...GeneratorOptions.maximumParts).contains(count) else {
                throw UsageError(
                    message: "'--parts' takes a whole number from 1 to \(GeneratorOptions.maximumParts), not '\(parts)'",
                    command: Commands.generate.displayName)
            }
            settings.parts = count
        }
        if arguments.has("--no-hashable") { settings.hashable = false }
        if let styles = arguments.value("--styles") {
            switch CallingStyle.list(styles) {
            case .success(let parsed): settings.styles = parsed
            case .failure(let unknown): throw UsageError(message: "'--styles': " + unknown.message, command: Commands.generate.displayName)
            }
        }
        settings.outputFile = arguments.value("--output-file")
        if settings.outputFile != nil {
            guard arguments.positionals.count == 1, arguments.value("--output") == nil else {
                throw UsageError(message: "'--output-file' takes exactly one spec and replaces '--output'", command: Commands.generate.displayName)
            }
            guard !arguments.has("--check"), !arguments.has("--dry-run") else {
                throw UsageError(message: "'--check' and '--dry-run' work on an output folder ('--output'), not with '--output-file'", command: Commands.generate.displayName)
            }
            settings.layout = .singleFile
        } else if settings.output == nil {
            throw UsageError(message: "missing '--output <dir>' (or '-o <dir>'): where to write the generated Swift", command: Commands.generate.displayName)
        }
        if diagnostics.hasErrors {
            report(diagnostics, sources: sources, console: console)
            return .dataError
        }

        let templates: TemplateLibrary
        do {
            templates = try TemplateLibrary.loading(overridesIn: settings.templates)
            diagnostics += templates.warnings
        } catch {
            diagnostics.append(error)
            report(diagnostics, sources: sources, console: console)
            return error.location == nil ? .noInput : .dataError
        }

        let options = GeneratorOptions(
            access: settings.access, layout: settings.layout, parts: settings.parts, hashable: settings.hashable, styles: settings.styles)
        let output = settings.output ?? "Generated"
        // Nothing changed since the last run into this folder: done, without parsing or generating.
        let writes = settings.outputFile == nil && !arguments.has("--check") && !arguments.has("--dry-run")
        let filterArguments = FilterOptions.fingerprint(of: arguments) + (arguments.values["--filter-scope"] ?? []).joined(separator: "\n")
        let inputs = writes
            ? fingerprint(of: arguments.positionals, templates: templates, options: options, output: output,
                          extra: [String(decoding: settings.configBytes, as: UTF8.self), filterArguments])
            : nil
        if let inputs, let stamp = GenerationStamp.load(for: output), stamp.inputs == inputs, stamp.outputsAreIntact(in: output) {
            if !arguments.has("--quiet") {
                console.out("apigen: \(Self.files(stamp.outputs.count)) in \(output): up to date\n")
            }
            return .success
        }

        var loaded = SpecLoader.load(paths: arguments.positionals, openAPI: settings.openAPI)
        diagnostics += loaded.diagnostics
        sources.merge(loaded.sources) { first, _ in first }
        if loaded.missingInputs || diagnostics.hasErrors {
            report(diagnostics.sorted(), sources: sources, console: console)
            return loaded.missingInputs ? .noInput : .dataError
        }

        if !settings.filter.isEmpty {
            let filtered = applyFilter(settings.filter, to: loaded.specs, scope: arguments.values["--filter-scope"] ?? [], openAPI: settings.openAPI)
            diagnostics += filtered.diagnostics
            if diagnostics.hasErrors {
                report(diagnostics.sorted(), sources: sources, console: console)
                return .dataError
            }
            diagnostics = SpecFilter.droppingWarnings(aboutOperationsLeftOut: diagnostics, of: loaded.specs, kept: filtered.specs)
            loaded.specs = filtered.specs
            if filtered.specs.isEmpty, let outputFile = settings.outputFile {
                // The build plugin's run for a spec of which the shared config's filter keeps nothing: its declared
                // outputs must still exist, so they say why they are empty.
                report(diagnostics.sorted(), sources: sources, console: console)
                return writeEmpty(for: arguments.positionals.first ?? "", to: outputFile, parts: settings.parts)
            }
        }

        // Rendering holds every generated file at once. The specs' text is kept only to print excerpts under
        // diagnostics, so files nothing was reported in let theirs go first (8.5 MB for a 10,000-endpoint spec),
        // and are read again if generation reports in one.
        loaded.sources = [:]
        let reported = Set(diagnostics.compactMap(\.location?.file))
        sources = sources.filter { reported.contains($0.key) }
        let generated = Generator.generate(loaded.specs, options: options, templates: templates)
        diagnostics += generated.diagnostics
        for path in Set(generated.diagnostics.compactMap(\.location?.file)) where sources[path] == nil {
            if let bytes = try? SourceDocument.readBytes(path: path) { sources[path] = String(decoding: bytes, as: UTF8.self) }
        }
        if diagnostics.hasErrors {
            report(diagnostics.sorted(), sources: sources, console: console)
            return .dataError
        }

        if let outputFile = settings.outputFile {
            report(diagnostics.sorted(), sources: sources, console: console)
            return writeSingle(generated.files, to: outputFile)
        }
        let writer = OutputWriter(directory: output)
        let plan = writer.plan(generated.files)
        diagnostics += plan.diagnostics
        report(diagnostics.sorted(), sources: sources, console: console)

        if arguments.has("--check") {
            if plan.isUpToDate {
                if !arguments.has("--quiet") { console.out("\(output) is up to date (\(Self.files(generated.files.count)))\n") }
                return .success
            }
            console.err("error: \(output) is out of date; run 'apigen' without --check to update it:\n")
            for line in plan.summary { console.err("  \(line)\n") }
            return plan.diagnostics.hasErrors ? .dataError : .outOfDate
        }
        if arguments.has("--dry-run") {
            for line in plan.summary { console.out("would \(line)\n") }
            console.out("\(plan.changes.count) change\(plan.changes.count == 1 ? "" : "s"), \(Self.files(generated.files.count)) in all\n")
            return plan.diagnostics.hasErrors ? .dataError : .success
        }
        let writeDiagnostics = writer.apply(plan)
        report(writeDiagnostics, sources: [:], console: console)
        if let inputs, writeDiagnostics.isEmpty, !plan.diagnostics.hasErrors {
            let outputs = generated.files.map { ($0.path, GenerationStamp.fingerprint(contents: $0.contents.utf8)) }
            GenerationStamp(inputs: inputs, outputs: Dictionary(outputs) { first, _ in first }).save(for: output)
        } else {
            GenerationStamp.remove(for: output)
        }
        if !writeDiagnostics.isEmpty { return .cannotCreate }
        if !arguments.has("--quiet") {
            let written = plan.changes.filter { $0.action == .add || $0.action == .update }.count
            let removed = plan.changes.filter { $0.action == .remove }.count
            console.out("apigen: \(Self.files(generated.files.count)) in \(output): \(written) written, \(removed) removed, \(generated.files.count - written) unchanged\n")
        }
        return plan.diagnostics.hasErrors ? .dataError : .success
    }

    /// Everything the output depends on: spec bytes, templates, options, the output folder and this very
    /// executable (a rebuilt apigen may generate differently). `nil` when a spec cannot be read: then the
    /// full run reports it.
    private func fingerprint(
        of paths: [String], templates: TemplateLibrary, options: GeneratorOptions, output: String, extra: [String]
    ) -> String? {
        let (files, _, missing) = SpecFiles.discover(paths)
        guard !missing else { return nil }
        var specs: [(path: String, bytes: [UInt8])] = []
        for file in files {
            guard let bytes = try? SourceDocument.readBytes(path: file) else { return nil }
            // A document that includes other files by `$ref` depends on bytes the stamp cannot see without reading it:
            // such runs are always full runs.
            if SpecFiles.mayReferenceOtherFiles(bytes) { return nil }
            specs.append((file, bytes))
        }
        var executable = "unknown executable"
        if let path = Bundle.main.executablePath, let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            executable = "\(path) \(size) \(modified)"
        }
        let folder = URL(fileURLWithPath: output).standardizedFileURL.path
        return GenerationStamp.fingerprint(specs: specs, templates: templates, options: options, extra: [executable, folder] + extra)
    }

    /// Filters the loaded specs. Entries that match nothing in them are looked for in the `--filter-scope` specs
    /// (read only then: the specs that share this config, which the build plugin generates in runs of their own)
    /// before they are reported.
    private func applyFilter(_ filter: SpecFilter, to specs: [ServiceSpec], scope: [String], openAPI: OpenAPIImporter.Options) -> SpecFilter.Outcome {
        let outcome = filter.apply(to: specs)
        guard outcome.diagnostics.hasErrors, !scope.isEmpty else { return outcome }
        let generated = Set(specs.map { URL(fileURLWithPath: $0.file).standardizedFileURL.path })
        let others = SpecLoader.load(paths: scope, openAPI: openAPI).specs.filter {
            !generated.contains(URL(fileURLWithPath: $0.file).standardizedFileURL.path)
        }
        return filter.apply(to: specs, context: others)
    }

    /// `--output-file` for a spec the filter keeps nothing of: each declared file holds only a comment saying so.
    private func writeEmpty(for spec: String, to path: String, parts: Int) -> ExitCode {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        let names = GeneratorOptions.singleFileNames(base: stem, parts: parts)
        let text = "// Generated by apigen from \((spec as NSString).lastPathComponent): the filter keeps none of its operations or models.\n"
        var result = ExitCode.success
        for name in names {
            let target = url.deletingLastPathComponent().appending(path: name)
            if FileOutput.write(text, to: target.path, onlyOver: "// Generated by apigen from ", console: console) == .failed {
                result = .cannotCreate
            }
        }
        return result
    }

    /// Writes single-file mode's files (the build plugin's declared outputs): `<spec>.swift` to `path`, and each
    /// `<spec>+Part<k>.swift` of `--parts` beside it as `<path's name>+Part<k>.swift`. A file is written only when
    /// its bytes change, and never over a file apigen did not write.
    private func writeSingle(_ files: [GeneratedFile], to path: String) -> ExitCode {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        // The service's file has the shortest name; every part's name starts with its base.
        let base = files.map(\.path).min { $0.count < $1.count }.map { String($0.dropLast(".swift".count)) } ?? ""
        var result = ExitCode.success
        for file in files.isEmpty ? [GeneratedFile(path: base + ".swift", contents: "")] : files {
            let target = file.path == base + ".swift"
                ? url
                : url.deletingLastPathComponent().appending(path: stem + file.path.dropFirst(base.count))
            if FileOutput.write(file.contents, to: target.path, onlyOver: "// Generated by apigen from ", console: console) == .failed {
                result = .cannotCreate
            }
        }
        return result
    }
}

extension String {
    fileprivate func appendingPathComponentOrSelf(_ component: String) -> String {
        isEmpty ? component : self + "/" + component
    }
}
