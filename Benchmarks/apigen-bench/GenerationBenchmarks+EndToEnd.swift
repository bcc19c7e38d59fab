import Foundation

/// Issue 11's yardstick: the real CLI (`apigen SPEC -o EMPTY_DIR`, the release build next to this harness,
/// writing every file) against PyYAML's C loader merely parsing the same file, interleaved round by round,
/// with apigen's peak RSS against 20× the spec's size plus the process baseline.
extension GenerationBenchmarks {
    /// The medians of one spec size.
    struct EndToEndRow {
        var endpoints: Int
        var bytes: Int
        var files = 0
        var apigen = Measurement(samples: [])
        var apigenCPU = Measurement(samples: [])
        var apigenInMemory = Measurement(samples: [])
        var pyYAML = Measurement(samples: [])
        var pyYAMLCPU = Measurement(samples: [])
        var peakResident = 0
    }

    func endToEnd(sizes: [Int], iterations: Int, workspace: Workspace) throws -> Table {
        let apigen = try CLIRuns.apigenExecutable()
        let hasPyYAML = CLIRuns.pyYAMLAvailable(workspace: workspace)
        // What apigen needs before it reads any input: a one-endpoint spec.
        let tiny = try workspace.writeSpec(SyntheticSpec(endpoints: 1))
        var baselines: [Int] = []
        for round in 0..<3 {
            baselines.append(try CLIRuns.runApigen(apigen, document: tiny, output: workspace.root + "/tiny-\(round)", workspace: workspace).peakResidentBytes)
        }
        let baseline = baselines.sorted()[1]
        var rows: [EndToEndRow] = []
        for size in sizes {
            let path = try workspace.writeSpec(SyntheticSpec(endpoints: size))
            var row = EndToEndRow(endpoints: size, bytes: CLIRuns.fileSize(path))
            var peaks: [Int] = []
            // Round 0 warms the page cache and both programs; rounds alternate which program goes first.
            for round in 0...iterations {
                var python: (seconds: Double, cpuSeconds: Double)?
                if hasPyYAML, round % 2 == 1 { python = try CLIRuns.runPyYAML(path, workspace: workspace) }
                // A new folder per round, removed only with the workspace (see `stageTimes`).
                let output = workspace.root + "/cli-\(size)-\(round)"
                let result = try CLIRuns.runApigen(apigen, document: path, output: output, workspace: workspace)
                let memory = try workspace.freshDirectory("cli-\(size)-\(round)", inMemory: true).map { folder in
                    defer { workspace.remove(folder) }
                    return try CLIRuns.runApigen(apigen, document: path, output: folder, workspace: workspace).seconds
                }
                if hasPyYAML, round % 2 == 0 { python = try CLIRuns.runPyYAML(path, workspace: workspace) }
                if round == 0 {
                    row.files = CLIRuns.fileCount(output)
                    guard row.files > 0 else { throw Failure(description: "apigen wrote no files for \(path)") }
                    continue
                }
                row.apigen.samples.append(result.seconds)
                row.apigenCPU.samples.append(result.cpuSeconds)
                peaks.append(result.peakResidentBytes)
                if let memory { row.apigenInMemory.samples.append(memory) }
                if let python {
                    row.pyYAML.samples.append(python.seconds)
                    row.pyYAMLCPU.samples.append(python.cpuSeconds)
                }
            }
            row.peakResident = peaks.sorted()[peaks.count / 2]
            rows.append(row)
        }
        return endToEndTable(rows, baseline: baseline, iterations: iterations, hasPyYAML: hasPyYAML)
    }

    private func endToEndTable(_ rows: [EndToEndRow], baseline: Int, iterations: Int, hasPyYAML: Bool) -> Table {
        var table = Table(
            "End to end: `apigen SPEC -o EMPTY_DIR` (release CLI, subprocess, every file written) against PyYAML's C loader "
                + "parsing the same file (interleaved, median of \(iterations))",
            columns: ["endpoints", "YAML", "files", "apigen (disk)", "apigen min", "apigen (tmpfs)", "PyYAML parse", "apigen ÷ PyYAML",
                      "apigen CPU", "PyYAML CPU", "CPU ratio", "per endpoint (wall / CPU)", "peak RSS", "budget: base + 20× size"])
        for row in rows {
            let count = Double(row.endpoints)
            table.add(
                String(row.endpoints), Format.megabytes(row.bytes), String(row.files),
                Format.milliseconds(row.apigen.median), Format.milliseconds(row.apigen.minimum),
                row.apigenInMemory.samples.isEmpty ? "–" : Format.milliseconds(row.apigenInMemory.median),
                hasPyYAML ? Format.milliseconds(row.pyYAML.median) : "–",
                hasPyYAML ? Format.ratio(row.apigen.median / row.pyYAML.median) : "–",
                Format.milliseconds(row.apigenCPU.median),
                hasPyYAML ? Format.milliseconds(row.pyYAMLCPU.median) : "–",
                hasPyYAML ? Format.ratio(row.apigenCPU.median / row.pyYAMLCPU.median) : "–",
                Format.microseconds(row.apigen.median / count) + " / " + Format.microseconds(row.apigenCPU.median / count),
                Format.megabytes(row.peakResident), Format.megabytes(baseline + 20 * row.bytes))
        }
        table.note("Targets (issue 11): apigen ≤ 0.5× PyYAML's parse at every size; linear (per endpoint at 10,000 within 1.3× "
            + "of that at 1,000); peak RSS ≤ 20× the spec's size + the baseline (apigen's peak RSS on a one-endpoint spec: "
            + "\(Format.megabytes(baseline))).")
        if rows.count >= 2 {
            let (small, large) = (rows[rows.count - 2], rows[rows.count - 1])
            let wall = (large.apigen.median / Double(large.endpoints)) / (small.apigen.median / Double(small.endpoints))
            let cpu = (large.apigenCPU.median / Double(large.endpoints)) / (small.apigenCPU.median / Double(small.endpoints))
            table.note("Linearity: per endpoint at \(large.endpoints) ÷ per endpoint at \(small.endpoints) = "
                + "\(Format.ratio(wall)) by wall time, \(Format.ratio(cpu)) by CPU time.")
        }
        table.note("apigen (disk) writes into a new folder under the temp dir, apigen (tmpfs) into /dev/shm. PyYAML parse = "
            + "`yaml.load(f, Loader=yaml.CSafeLoader)` timed inside python3 (no start-up, no import). CPU = user + system "
            + "seconds (apigen: `wait4`'s rusage of the whole run; PyYAML: `time.process_time()` around the parse): on a "
            + "shared machine the CPU ratio is the steadier one. The spec is `SyntheticSpec` (`--emit-spec N PATH`).")
        if !hasPyYAML { table.note(CLIRuns.pyYAMLMissingNote) }
        return table
    }
}
