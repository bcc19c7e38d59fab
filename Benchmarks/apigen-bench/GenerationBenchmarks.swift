import APIGenCore
import Foundation

/// Sections 2 and 3: the real CLI end to end against PyYAML (see `GenerationBenchmarks+EndToEnd.swift`),
/// the whole generator pipeline per stage in process, and a regeneration with no change.
struct GenerationBenchmarks {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The median seconds of each stage for one spec size.
    struct StageTimes {
        var read: Double
        var decode: Double
        var generate: Double
        var write: Double
        /// The write stage on tmpfs, `nil` without one.
        var writeInMemory: Double?
        var files: Int
        var bytes: Int
        var total: Double { read + decode + generate + write }
    }

    let quick: Bool

    func run() throws -> [Table] {
        let sizes = quick ? [100, 1_000] : [100, 1_000, 10_000]
        let workspace = try Workspace()
        defer { workspace.remove() }
        let endToEnd = try endToEnd(sizes: sizes, iterations: quick ? 3 : 5, workspace: workspace)
        var stages = Table(
            "End-to-end generation per stage (YAML spec, file-per-type layout, median of \(quick ? 3 : 5))",
            columns: ["endpoints", "spec", "files", "read", "decode + validate", "generate", "write (disk)", "total", "per endpoint", "write (tmpfs)"])
        var noOp = Table(
            "No-op regeneration (output already up to date; median of \(quick ? 3 : 5))",
            columns: ["endpoints", "read only", "whole run", "whole ÷ read", "of which plan + apply", "files written", "CLI stamp check", "stamp ÷ read"])
        for size in sizes {
            let spec = try workspace.writeSpec(SyntheticSpec(endpoints: size))
            let times = try stageTimes(spec: spec, workspace: workspace, iterations: quick ? 3 : 5)
            stages.add(
                String(size), Format.megabytes(times.bytes), String(times.files), Format.milliseconds(times.read),
                Format.milliseconds(times.decode), Format.milliseconds(times.generate), Format.milliseconds(times.write),
                Format.milliseconds(times.total), Format.microseconds(times.total / Double(size)),
                times.writeInMemory.map(Format.milliseconds) ?? "–")
            let run = try noOpTimes(spec: spec, workspace: workspace, iterations: quick ? 3 : 5)
            noOp.add(
                String(size), Format.milliseconds(run.read), Format.milliseconds(run.whole), Format.ratio(run.whole / run.read),
                Format.milliseconds(run.compare), String(run.written), Format.milliseconds(run.stamp),
                Format.ratio(run.stamp / run.read))
        }
        stages.note("Stages: read = `SourceDocument.read(path:)` (file + YAMLReader); decode + validate = "
            + "`SpecDecoder.decode`; generate = `Generator.generate` (code model, template context, Mustache "
            + "rendering); write = `OutputWriter.plan` + `apply` into an empty temp dir on disk; "
            + "write (tmpfs) = the same into /dev/shm, i.e. without the disk. "
            + "The end-to-end targets are in the table above; here, per-endpoint cost should be flat (linear total).")
        noOp.note("Whole run = read + decode + generate + plan + apply over the previous output; it must write 0 files. "
            + "CLI stamp check = what `apigen generate` does first since the stamp short-cut: read the spec bytes, "
            + "fingerprint them with the templates and options, and check every output file against the stamp "
            + "(`GenerationStamp.fingerprint` + `outputsAreIntact`; the stamp itself is kept in memory here).")
        return [endToEnd, stages, noOp]
    }

    private func stageTimes(spec: String, workspace: Workspace, iterations: Int) throws -> StageTimes {
        var samples: [[Double]] = Array(repeating: [], count: 5)
        var files = 0
        for iteration in 0..<(iterations + 1) {
            let (document, read) = try Measurement.time { () throws(Diagnostic) in try SourceDocument.read(path: spec) }
            let (decoded, decode) = Measurement.time { SpecDecoder.decode(document.root, file: spec) }
            guard let service = decoded.spec, !decoded.diagnostics.hasErrors else {
                throw Failure(description: "synthetic spec has errors: \(decoded.diagnostics.prefix(3))")
            }
            let (generated, generate) = Measurement.time {
                Generator.generate([service], options: GeneratorOptions(), templates: .defaults)
            }
            guard !generated.diagnostics.hasErrors else {
                throw Failure(description: "generation failed: \(generated.diagnostics.prefix(3))")
            }
            files = generated.files.count
            // A new folder per iteration, removed only at the end of the suite: on ext4, creating
            // files right after deleting thousands scans past the freed inodes and would be timed too.
            var writes: [Double] = []
            for inMemory in [false, true] {
                guard let output = workspace.freshDirectory("out-\(files)-\(iteration)", inMemory: inMemory) else { continue }
                let writer = OutputWriter(directory: output)
                let (problems, write) = Measurement.time { writer.apply(writer.plan(generated.files)) }
                guard problems.isEmpty else { throw Failure(description: "write failed: \(problems.prefix(3))") }
                writes.append(write)
            }
            // The first iteration warms caches and is not counted.
            if iteration > 0 {
                for (index, value) in ([read, decode, generate] + writes).enumerated() { samples[index].append(value) }
            }
        }
        let medians = samples.map { Measurement(samples: $0).median }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: spec)[.size] as? Int) ?? 0
        return StageTimes(
            read: medians[0], decode: medians[1], generate: medians[2], write: medians[3],
            writeInMemory: samples[4].isEmpty ? nil : medians[4], files: files, bytes: bytes)
    }

    /// Generates once, then times a whole second run against a read of the spec alone and
    /// against the comparison with the files on disk alone.
    private func noOpTimes(spec: String, workspace: Workspace, iterations: Int) throws -> NoOp {
        guard let output = workspace.freshDirectory("noop-\(spec.hashValue)") else {
            throw Failure(description: "no workspace")
        }
        var written = 0
        var files: [GeneratedFile] = []
        let whole = try Measurement.run(warmups: 1, iterations: iterations) {
            let document = try SourceDocument.read(path: spec)
            guard let service = SpecDecoder.decode(document.root, file: spec).spec else {
                throw Failure(description: "synthetic spec has errors")
            }
            files = Generator.generate([service], options: GeneratorOptions(), templates: .defaults).files
            let writer = OutputWriter(directory: output)
            let plan = writer.plan(files)
            written = plan.changes.count
            writer.apply(plan)
        }
        let readOnly = try Measurement.run(warmups: 1, iterations: iterations) {
            _ = try SourceDocument.read(path: spec)
        }
        let writer = OutputWriter(directory: output)
        let compare = Measurement.run(warmups: 1, iterations: iterations) {
            writer.apply(writer.plan(files))
        }
        let options = GeneratorOptions()
        let fingerprint: () throws -> String = {
            let bytes = try SourceDocument.readBytes(path: spec)
            return GenerationStamp.fingerprint(specs: [(spec, bytes)], templates: .defaults, options: options, extra: [output])
        }
        let stamp = GenerationStamp(
            inputs: try fingerprint(),
            outputs: Dictionary(files.map { ($0.path, GenerationStamp.fingerprint(contents: $0.contents.utf8)) }) { first, _ in first })
        let check = try Measurement.run(warmups: 1, iterations: iterations) {
            guard try fingerprint() == stamp.inputs, stamp.outputsAreIntact(in: output) else {
                throw Failure(description: "the stamp does not match an unchanged output")
            }
        }
        return NoOp(read: readOnly.median, whole: whole.median, compare: compare.median, written: written, stamp: check.median)
    }

    struct NoOp {
        var read: Double
        var whole: Double
        /// `plan` + `apply` alone, over up-to-date files.
        var compare: Double
        var written: Int
        /// The CLI's stamp short-cut: fingerprint the inputs and verify the outputs.
        var stamp: Double
    }
}
