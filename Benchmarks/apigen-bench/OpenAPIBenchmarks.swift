import APIGenCore
import Foundation

/// Section 6 (issue 10, target a): a Stripe-sized OpenAPI document through the real CLI — the release
/// `apigen` next to this harness, as a subprocess writing every file into an empty folder — against
/// PyYAML's C loader merely parsing the same file, interleaved round by round; plus apigen's peak RSS.
/// A second table splits the same work into in-process stages, to show where the time goes.
struct OpenAPIBenchmarks {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The medians of one document size.
    struct Row {
        var operations: Int
        var components: Int
        var bytes: Int
        var files = 0
        var warnings = 0
        var apigen: Measurement = Measurement(samples: [])
        var apigenInMemory: Measurement = Measurement(samples: [])
        var pyYAML: Measurement = Measurement(samples: [])
        var apigenCPU: Measurement = Measurement(samples: [])
        var pyYAMLCPU: Measurement = Measurement(samples: [])
        var peakResident = 0
    }

    let quick: Bool

    func run() throws -> [Table] {
        let apigen = try CLIRuns.apigenExecutable()
        let sizes = quick ? [20, 50] : [100, 470, 800]
        let iterations = quick ? 3 : 5
        let workspace = try Workspace()
        defer { workspace.remove() }
        let hasPyYAML = CLIRuns.pyYAMLAvailable(workspace: workspace)
        let shape = try supportedShape(apigen, workspace: workspace)
        // What apigen needs before it reads any input: a one-resource document.
        let tiny = try write(SyntheticOpenAPI(operations: 1, shape: shape), in: workspace)
        var baselines: [Int] = []
        for round in 0..<3 {
            baselines.append(try CLIRuns.runApigen(apigen, document: tiny, output: workspace.root + "/tiny-\(round)", workspace: workspace).peakResidentBytes)
        }
        let baseline = baselines.sorted()[1]

        var rows: [Row] = []
        var stages = Table(
            "OpenAPI stages in process (\(shape.rawValue) shape; median of \(iterations))",
            columns: ["operations", "read (YAML)", "import", "generate", "write (tmpfs)", "total"])
        for size in sizes {
            let document = SyntheticOpenAPI(operations: size, shape: shape)
            let path = try write(document, in: workspace)
            var row = Row(operations: size, components: document.componentCount, bytes: CLIRuns.fileSize(path))
            var samples: (disk: [Double], memory: [Double], python: [Double], peak: [Int]) = ([], [], [], [])
            var cpu: (apigen: [Double], python: [Double]) = ([], [])
            // Round 0 warms the page cache and both programs; rounds alternate which program goes first.
            for round in 0...iterations {
                var python: (seconds: Double, cpuSeconds: Double)?
                if hasPyYAML, round % 2 == 1 { python = try CLIRuns.runPyYAML(path, workspace: workspace) }
                let output = workspace.root + "/out-\(size)-\(round)"
                let result = try CLIRuns.runApigen(apigen, document: path, output: output, workspace: workspace)
                let memory = try workspace.freshDirectory("out-\(size)-\(round)", inMemory: true).map { folder in
                    defer { workspace.remove(folder) }
                    return try CLIRuns.runApigen(apigen, document: path, output: folder, workspace: workspace).seconds
                }
                if hasPyYAML, round % 2 == 0 { python = try CLIRuns.runPyYAML(path, workspace: workspace) }
                if round == 0 {
                    row.files = CLIRuns.fileCount(output)
                    row.warnings = Self.warningCount(workspace.root + "/apigen.err")
                    guard row.files > 0 else { throw Failure(description: "apigen wrote no files for \(path)") }
                    continue
                }
                samples.disk.append(result.seconds)
                samples.peak.append(result.peakResidentBytes)
                if let memory { samples.memory.append(memory) }
                cpu.apigen.append(result.cpuSeconds)
                if let python {
                    samples.python.append(python.seconds)
                    cpu.python.append(python.cpuSeconds)
                }
            }
            row.apigen = Measurement(samples: samples.disk)
            row.apigenInMemory = Measurement(samples: samples.memory)
            row.pyYAML = Measurement(samples: samples.python)
            row.apigenCPU = Measurement(samples: cpu.apigen)
            row.pyYAMLCPU = Measurement(samples: cpu.python)
            row.peakResident = samples.peak.sorted()[samples.peak.count / 2]
            rows.append(row)
            stages.add(row: [String(size)] + (try stageTimes(path, workspace: workspace, iterations: iterations)))
        }
        return [endToEndTable(rows, shape: shape, baseline: baseline, iterations: iterations, hasPyYAML: hasPyYAML), stages]
    }

    private func endToEndTable(_ rows: [Row], shape: SyntheticOpenAPI.Shape, baseline: Int, iterations: Int, hasPyYAML: Bool) -> Table {
        var table = Table(
            "OpenAPI end to end: `apigen DOC -o EMPTY_DIR` (release CLI, subprocess) against PyYAML's C loader "
                + "parsing the same file (\(shape.rawValue) shape; interleaved, median of \(iterations))",
            columns: ["operations", "components", "YAML", "files", "warnings", "apigen (disk)", "apigen min", "apigen (tmpfs)",
                      "PyYAML parse", "apigen ÷ PyYAML", "apigen CPU", "PyYAML CPU", "CPU ratio", "apigen peak RSS", "(RSS − base) ÷ size"])
        for row in rows {
            let ratio = hasPyYAML ? Format.ratio(row.apigen.median / row.pyYAML.median) : "–"
            let cpuRatio = hasPyYAML ? Format.ratio(row.apigenCPU.median / row.pyYAMLCPU.median) : "–"
            table.add(
                String(row.operations), String(row.components), Format.megabytes(row.bytes), String(row.files), String(row.warnings),
                Format.milliseconds(row.apigen.median), Format.milliseconds(row.apigen.minimum),
                row.apigenInMemory.samples.isEmpty ? "–" : Format.milliseconds(row.apigenInMemory.median),
                hasPyYAML ? Format.milliseconds(row.pyYAML.median) : "–", ratio, Format.milliseconds(row.apigenCPU.median),
                hasPyYAML ? Format.milliseconds(row.pyYAMLCPU.median) : "–", cpuRatio, Format.megabytes(row.peakResident),
                Format.ratio(Double(row.peakResident - baseline) / Double(max(1, row.bytes))))
        }
        table.note("Targets (issue 10): apigen end to end ≤ 0.5× PyYAML's parse; peak RSS ≤ 20× the file size + baseline. "
            + "Baseline = apigen's peak RSS on a one-resource document: \(Format.megabytes(baseline)). "
            + "apigen (disk) writes into a new folder under the temp dir, apigen (tmpfs) into /dev/shm. "
            + "PyYAML parse = `yaml.load(f, Loader=yaml.CSafeLoader)` timed inside python3 (no start-up, no import). "
            + "CPU = user + system seconds (apigen: `wait4`'s rusage of the whole run; PyYAML: `time.process_time()` "
            + "around the parse): on a shared machine the CPU ratio is the steadier one.")
        if shape == .withoutUnions {
            table.note("This apigen rejects unions or dictionary query parameters, so the document leaves them out "
                + "(expandable fields are ID strings; see `SyntheticOpenAPI.Shape`).")
        }
        if !hasPyYAML {
            table.note(CLIRuns.pyYAMLMissingNote)
        }
        return table
    }

    /// Read, import, generate and write (to tmpfs, or the temp dir without one) in this process.
    private func stageTimes(_ path: String, workspace: Workspace, iterations: Int) throws -> [String] {
        var samples: [[Double]] = Array(repeating: [], count: 4)
        for round in 0...iterations {
            let (document, read) = try Measurement.time { () throws(Diagnostic) in try SourceDocument.read(path: path) }
            let (imported, importing) = Measurement.time { OpenAPIImporter.importDocument(document.root, file: path) }
            guard let service = imported.spec else { throw Failure(description: "import failed: \(imported.diagnostics.prefix(3))") }
            let (generated, generate) = Measurement.time { Generator.generate([service], options: GeneratorOptions(), templates: .defaults) }
            guard !generated.diagnostics.hasErrors else { throw Failure(description: "generation failed: \(generated.diagnostics.prefix(3))") }
            let output = workspace.freshDirectory("stages-\(round)", inMemory: true) ?? workspace.root + "/stages-\(round)"
            let writer = OutputWriter(directory: output)
            let (problems, write) = Measurement.time { writer.apply(writer.plan(generated.files)) }
            guard problems.isEmpty else { throw Failure(description: "write failed: \(problems.prefix(3))") }
            workspace.remove(output)
            if round > 0 {
                for (index, value) in [read, importing, generate, write].enumerated() { samples[index].append(value) }
            }
        }
        let medians = samples.map { Measurement(samples: $0).median }
        return medians.map(Format.milliseconds) + [Format.milliseconds(medians.reduce(0, +))]
    }
}
