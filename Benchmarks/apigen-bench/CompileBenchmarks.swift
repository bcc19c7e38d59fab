import APIGenCore
import Foundation

/// Section 4: debug build time of generated clients in a temp package that depends on APIRuntime
/// by path, and the function bodies and expressions the type checker spends the most time on.
struct CompileBenchmarks {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One timed build.
    struct BuildResult {
        var endpoints: Int
        /// `singleFile`, `singleFile, 4 parts` (what the build plugin writes) or `filePerType`.
        var layout: String
        var files: Int
        var lines: Int
        var seconds: Double
        /// User + system CPU time of the build's processes: steadier than wall time on a shared machine.
        var cpuSeconds: Double
        /// (milliseconds, location, what) of the slowest function bodies.
        var slowest: [(Double, String, String)]
        /// Expressions and bodies over 100 ms.
        var warnings: [String]
        /// The same layout's build of the compile floor (`CompileFloor`): (wall, CPU) seconds.
        var floor: (seconds: Double, cpuSeconds: Double)?
    }

    let quick: Bool
    /// The apigen checkout (holds Package.swift); the temp package depends on it by path.
    let repositoryRoot: String

    func run() throws -> [Table] {
        let sizes = quick ? [100] : [100, 1_000]
        let workspace = try Workspace()
        defer { workspace.remove() }
        let package = try ClientBuild(at: workspace.root + "/BenchClient", name: "BenchClient", repositoryRoot: repositoryRoot)
        // Builds APIRuntime (and the flags' effect on it) once, so the timed builds compile only generated code.
        try replaceSources(in: package, with: SyntheticSpec(endpoints: 10))
        _ = try package.build()
        var results: [BuildResult] = []
        for size in sizes {
            // Where the floor is measured, the leaner profile (issue 36: `--no-hashable --styles async`) is built too.
            let withFloor = size >= 1_000 || quick
            for (layout, parts) in [(Layout.singleFile, 1), (.singleFile, 4), (.filePerType, 1)] {
                var layoutResults: [BuildResult] = []
                for lean in withFloor ? [false, true] : [false] {
                    let options = GeneratorOptions(
                        layout: layout, parts: parts, hashable: !lean, styles: lean ? [.async] : Set(CallingStyle.allCases))
                    let (files, lines) = try replaceSources(in: package, with: SyntheticSpec(endpoints: size), options: options)
                    let cpuBefore = ClientBuild.childrenCPUSeconds()
                    let (output, seconds) = try Measurement.time { try package.build() }
                    let cpuSeconds = ClientBuild.childrenCPUSeconds() - cpuBefore
                    let sources = package.path + "/Sources"
                    layoutResults.append(BuildResult(
                        endpoints: size, layout: layout.rawValue + (parts > 1 ? ", \(parts) parts" : "") + (lean ? ", lean" : ""),
                        files: files, lines: lines, seconds: seconds, cpuSeconds: cpuSeconds,
                        slowest: Self.slowestBodies(in: output, under: sources, count: 8),
                        warnings: Self.slowWarnings(in: output, under: sources)))
                }
                if withFloor {
                    try replaceSources(in: package, withFloorOf: SyntheticSpec(endpoints: size), parts: layout == .filePerType ? nil : parts)
                    let floorCPU = ClientBuild.childrenCPUSeconds()
                    let (_, floorSeconds) = try Measurement.time { try package.build() }
                    let floor = (floorSeconds, ClientBuild.childrenCPUSeconds() - floorCPU)
                    for index in layoutResults.indices { layoutResults[index].floor = floor }
                }
                results += layoutResults
            }
        }
        var table = Table(
            "Debug build of the generated client (`swift build`, APIRuntime already built, 2 jobs)",
            columns: ["endpoints", "layout", "files", "lines", "build", "CPU", "per endpoint", "floor build", "floor CPU", "CPU ÷ floor"])
        for result in results {
            table.add(
                String(result.endpoints), result.layout, String(result.files), String(result.lines), Format.seconds(result.seconds),
                Format.seconds(result.cpuSeconds), Format.milliseconds(result.seconds / Double(result.endpoints)),
                result.floor.map { Format.seconds($0.seconds) } ?? "–", result.floor.map { Format.seconds($0.cpuSeconds) } ?? "–",
                result.floor.map { Format.fixed(result.cpuSeconds / $0.cpuSeconds, digits: 2) + "×" } ?? "–")
        }
        table.note("Target (issue 11): 1,000 endpoints within 30 s on 2 cores in every layout. `singleFile, 4 parts` is what "
            + "the build plugin writes; CPU is user + system time of the build's processes.")
        table.note("`lean`: generated with `--no-hashable --styles async` (issue 36's opt-in leaner profile: models and "
            + "unions without `Hashable`, service methods in the async style only); the same floor.")
        table.note("Floor (issue 36): the same models as plain `Codable` structs and enums and the same endpoints as empty "
            + "`BaseAPI` subclasses, in the same number of files (`CompileFloor`); no hand-written client can compile faster.")
        // The slowest bodies of the largest default client (not the lean one), file per type.
        let reference = results.last { !$0.layout.hasSuffix(", lean") }
        var slowest = Table(
            "Slowest function bodies to type-check (`-debug-time-function-bodies`, \(reference?.endpoints ?? 0) endpoints)",
            columns: ["ms", "where", "what"])
        for (milliseconds, location, what) in reference?.slowest ?? [] {
            slowest.add(Format.fixed(milliseconds, digits: 1), location, what)
        }
        let warnings = reference?.warnings ?? []
        slowest.note("Expressions or bodies over 100 ms (`-warn-long-expression-type-checking=100`, "
            + "`-warn-long-function-bodies=100`): \(warnings.count)" + (warnings.isEmpty ? "." : ":"))
        for warning in warnings.prefix(10) { slowest.note("    " + warning) }
        return [table, slowest]
    }

    /// Replaces the client's sources with the files generated for `spec`; returns (files, lines).
    @discardableResult
    private func replaceSources(
        in package: ClientBuild, with spec: SyntheticSpec, options: GeneratorOptions = GeneratorOptions()
    ) throws -> (Int, Int) {
        let sources = package.sources
        try? FileManager.default.removeItem(atPath: sources)
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let generated = Generator.generate([try Self.service(of: spec)], options: options, templates: .defaults)
        guard !generated.diagnostics.hasErrors else { throw Failure(description: "generation failed: \(generated.diagnostics.prefix(3))") }
        let writer = OutputWriter(directory: sources)
        let problems = writer.apply(writer.plan(generated.files))
        guard problems.isEmpty else { throw Failure(description: "write failed: \(problems.prefix(3))") }
        let lines = generated.files.reduce(0) { $0 + $1.contents.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
        return (generated.files.count, lines)
    }

    /// Replaces the client's sources with the compile floor of `spec` (`CompileFloor`).
    private func replaceSources(in package: ClientBuild, withFloorOf spec: SyntheticSpec, parts: Int?) throws {
        try? FileManager.default.removeItem(atPath: package.sources)
        try CompileFloor(model: Generator.codeModel(for: try Self.service(of: spec)).model).write(into: package.sources, parts: parts)
    }

    /// The synthetic spec, read and decoded as the CLI would.
    private static func service(of spec: SyntheticSpec) throws -> ServiceSpec {
        guard let service = SpecDecoder.decode(try YAMLReader.read(spec.tree().yaml(), file: "Bench.yaml"), file: "Bench.yaml").spec else {
            throw Failure(description: "synthetic spec has errors")
        }
        return service
    }

    /// Parses `-debug-time-function-bodies` lines (`12.34ms\t/path/File.swift:3:5\tgetter path@/path/…`)
    /// for files under `root`, one entry per location (a body can be reported by several jobs).
    static func slowestBodies(in output: String, under root: String, count: Int) -> [(Double, String, String)] {
        var slowest: [String: (Double, String)] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, fields[0].hasSuffix("ms"), let milliseconds = Double(fields[0].dropLast(2)) else { continue }
            guard fields[1].hasPrefix(root) else { continue }
            let location = String(fields[1].dropFirst(root.count + 1))
            let what = String(fields[2].split(separator: "@", maxSplits: 1).first ?? fields[2])
            if milliseconds > slowest[location]?.0 ?? -1 { slowest[location] = (milliseconds, what) }
        }
        return slowest.map { ($0.value.0, $0.key, $0.value.1) }.sorted { ($0.0, $1.1) > ($1.0, $0.1) }.prefix(count).map { $0 }
    }

    /// The `-warn-long-…` warnings about generated files.
    static func slowWarnings(in output: String, under root: String) -> [String] {
        var seen: Set<String> = []
        return output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(root), line.contains("warning:"), line.contains("took") else { return nil }
            let text = String(line.dropFirst(root.count + 1))
            return seen.insert(text).inserted ? text : nil
        }
    }
}
