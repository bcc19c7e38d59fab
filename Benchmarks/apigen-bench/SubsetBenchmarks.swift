import APIGenCore
import Foundation

/// Issue 36: a real document generated whole and filtered by a config (`filter:`), side by side. For each
/// `--subset DOC CONFIG`: `apigen list DOC`, the generation of the whole client and of the subset against PyYAML's
/// C loader parsing the same document (interleaved, medians), and the debug build of each client from scratch in a
/// throwaway package whose APIRuntime is already built. Opt-in (`--only subset` with `--subset`): the documents are
/// not in the repository (docs/Performance.md says where each comes from) and a whole client takes a minute to build.
struct SubsetBenchmarks {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// (document, config) pairs.
    let subsets: [(document: String, config: String)]
    let iterations: Int
    /// The apigen checkout (holds Package.swift); the temp package depends on it by path.
    let repositoryRoot: String

    /// The medians and builds of one document.
    struct Row {
        var document: String
        var bytes: Int
        var operations = 0
        var keptOperations = 0
        var list = Measurement(samples: [])
        var whole = Measurement(samples: [])
        var subset = Measurement(samples: [])
        var pyYAML = Measurement(samples: [])
        var wholeFiles = 0, wholeLines = 0, subsetFiles = 0, subsetLines = 0, leanFiles = 0, leanLines = 0
        /// (wall, CPU) seconds of the debug builds.
        var wholeBuild: (Double, Double) = (0, 0)
        var subsetBuilds: [(Double, Double)] = []
        /// The filtered client in the leaner profile (`--no-hashable --styles async`).
        var leanBuilds: [(Double, Double)] = []
        /// The compile floor (`CompileFloor`) of the filtered client, file per type: (wall, CPU) seconds.
        var subsetFloors: [(Double, Double)] = []
    }

    func run() throws -> [Table] {
        let apigen = try CLIRuns.apigenExecutable()
        let workspace = try Workspace()
        defer { workspace.remove() }
        let hasPyYAML = CLIRuns.pyYAMLAvailable(workspace: workspace)
        let package = try ClientBuild(at: workspace.root + "/SubsetClient", name: "SubsetClient", repositoryRoot: repositoryRoot)
        // APIRuntime first, with the same flags, so each timed build compiles the generated client only.
        try Data("import APIRuntime\n".utf8).write(to: URL(fileURLWithPath: package.sources + "/Placeholder.swift"))
        _ = try package.build()

        var rows: [Row] = []
        for (index, (document, config)) in subsets.enumerated() {
            var row = Row(document: URL(fileURLWithPath: document).lastPathComponent, bytes: CLIRuns.fileSize(document))
            row.operations = try countOperations(apigen, document: document, arguments: [], workspace: workspace)
            row.keptOperations = try countOperations(apigen, document: document, arguments: ["--config", config], workspace: workspace)
            for round in 0...iterations {
                let python = hasPyYAML ? try CLIRuns.runPyYAML(document, workspace: workspace) : nil
                let whole = try CLIRuns.runApigen(apigen, document: document, output: workspace.root + "/whole-\(index)-\(round)", workspace: workspace)
                let subset = try CLIRuns.runApigen(
                    apigen, document: document, output: workspace.root + "/subset-\(index)-\(round)", arguments: ["--config", config],
                    workspace: workspace)
                let list = try listing(apigen, document: document, arguments: [], workspace: workspace)
                guard round > 0 else { continue }
                row.whole.samples.append(whole.seconds)
                row.subset.samples.append(subset.seconds)
                row.list.samples.append(list.seconds)
                if let python { row.pyYAML.samples.append(python.seconds) }
            }
            (row.subsetFiles, row.subsetLines) = OpenAPICompileBenchmarks.countSwift(in: workspace.root + "/subset-\(index)-1")
            (row.wholeFiles, row.wholeLines) = OpenAPICompileBenchmarks.countSwift(in: workspace.root + "/whole-\(index)-1")
            _ = try CLIRuns.runApigen(
                apigen, document: document, output: workspace.root + "/lean-\(index)-1",
                arguments: ["--config", config, "--no-hashable", "--styles", "async"], workspace: workspace)
            (row.leanFiles, row.leanLines) = OpenAPICompileBenchmarks.countSwift(in: workspace.root + "/lean-\(index)-1")
            try writeFloor(of: document, config: config, into: workspace.root + "/floor-\(index)")
            // The subset, lean subset and floor, the whole client, then the three again: each build compiles every file
            // anew, and each small client is measured both before and after the large build.
            for kind in ["subset", "lean", "floor", "whole", "subset", "lean", "floor"] {
                try? FileManager.default.removeItem(atPath: package.sources)
                let folder = workspace.root + (kind == "floor" ? "/floor-\(index)" : "/\(kind)-\(index)-1")
                try FileManager.default.copyItem(atPath: folder, toPath: package.sources)
                let cpuBefore = ClientBuild.childrenCPUSeconds()
                let (_, seconds) = try Measurement.time { try package.build() }
                let build = (seconds, ClientBuild.childrenCPUSeconds() - cpuBefore)
                switch kind {
                case "whole": row.wholeBuild = build
                case "floor": row.subsetFloors.append(build)
                case "lean": row.leanBuilds.append(build)
                default: row.subsetBuilds.append(build)
                }
            }
            rows.append(row)
        }
        return [table(rows, hasPyYAML: hasPyYAML)]
    }

    private func table(_ rows: [Row], hasPyYAML: Bool) -> Table {
        var table = Table(
            "A real document, whole and filtered by its config's `filter:` (release CLI; debug builds with APIRuntime prebuilt, 2 jobs)",
            columns: ["document", "size", "client", "operations", "files", "lines", "apigen", "÷ PyYAML parse", "debug build", "build CPU"])
        for row in rows {
            let ratio: (Measurement) -> String = { hasPyYAML ? Format.ratio($0.median / row.pyYAML.median) : "–" }
            table.add(
                row.document, Format.megabytes(row.bytes), "whole", String(row.operations), String(row.wholeFiles), String(row.wholeLines),
                Format.milliseconds(row.whole.median), ratio(row.whole), Format.seconds(row.wholeBuild.0), Format.seconds(row.wholeBuild.1))
            table.add(
                row.document, Format.megabytes(row.bytes), "filtered", String(row.keptOperations), String(row.subsetFiles),
                String(row.subsetLines), Format.milliseconds(row.subset.median), ratio(row.subset),
                row.subsetBuilds.map { Format.seconds($0.0) }.joined(separator: ", "),
                row.subsetBuilds.map { Format.seconds($0.1) }.joined(separator: ", "))
            table.add(
                row.document, Format.megabytes(row.bytes), "filtered, lean", String(row.keptOperations), String(row.leanFiles),
                String(row.leanLines), "–", "–", row.leanBuilds.map { Format.seconds($0.0) }.joined(separator: ", "),
                row.leanBuilds.map { Format.seconds($0.1) }.joined(separator: ", "))
            table.note("\(row.document), filtered: its compile floor (the same types as plain `Codable` declarations and "
                + "empty `BaseAPI` subclasses, file per type) builds in "
                + row.subsetFloors.map { "\(Format.seconds($0.0)) (\(Format.seconds($0.1)) CPU)" }.joined(separator: ", ") + ".")
            table.note("\(row.document): `apigen list` \(Format.milliseconds(row.list.median)) (median of \(iterations))"
                + (hasPyYAML ? "; PyYAML's C loader parses it in \(Format.milliseconds(row.pyYAML.median))." : "."))
        }
        table.note("Targets (issue 36): the filtered client's debug build ≤ 5 s, its generation ≤ 0.5× PyYAML's parse of the same "
            + "document. apigen = `apigen DOC -o EMPTY_DIR [--config CONFIG]` as a subprocess, median of \(iterations) interleaved "
            + "with the parse (`yaml.load(f, Loader=yaml.CSafeLoader)` timed inside python3). Each filtered client and its floor are "
            + "built twice, before and after the whole one. `filtered, lean`: the same filter with `--no-hashable --styles async`.")
        if !hasPyYAML { table.note(CLIRuns.pyYAMLMissingNote) }
        return table
    }

    /// Writes the compile floor of `document` filtered by `config` into `folder`, one file per type.
    private func writeFloor(of document: String, config configPath: String, into folder: String) throws {
        guard let config = GeneratorConfig.load(path: configPath).config else { throw Failure(description: "cannot read \(configPath)") }
        let loaded = SpecLoader.load(paths: [document], openAPI: config.openAPI)
        let filtered = config.filter.apply(to: loaded.specs)
        guard !loaded.diagnostics.hasErrors, !filtered.diagnostics.hasErrors, let spec = filtered.specs.first else {
            throw Failure(description: "\(document) filtered by \(configPath) has errors")
        }
        try CompileFloor(model: Generator.codeModel(for: spec).model).write(into: folder, parts: nil)
    }

    /// `apigen list DOC --format json [ARGUMENTS…]` as a subprocess; its wall seconds and output.
    private func listing(_ apigen: String, document: String, arguments: [String], workspace: Workspace) throws -> (seconds: Double, json: Data) {
        let output = workspace.root + "/list.json"
        let result = try ChildProcess.run(
            apigen, ["list", document, "--format", "json"] + arguments, output: output, errors: workspace.root + "/list.err")
        guard result.status == 0, let data = FileManager.default.contents(atPath: output) else {
            let errors = (try? String(contentsOfFile: workspace.root + "/list.err", encoding: .utf8)) ?? ""
            throw Failure(description: "apigen list \(document) exited with \(result.status):\n\(errors.prefix(2_000))")
        }
        return (result.seconds, data)
    }

    /// The number of operations `apigen list` prints for `document` (with a config: the operations its filter keeps).
    private func countOperations(_ apigen: String, document: String, arguments: [String], workspace: Workspace) throws -> Int {
        let json = try listing(apigen, document: document, arguments: arguments, workspace: workspace).json
        guard let operations = try JSONSerialization.jsonObject(with: json) as? [Any] else {
            throw Failure(description: "apigen list \(document) did not print a JSON array")
        }
        return operations.count
    }
}
