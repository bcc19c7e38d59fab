import Foundation

/// Section 6 (issue 10, target b): the client generated from a ~660-operation Stripe-shaped document,
/// compiled in a throwaway package that depends on APIRuntime by path. APIRuntime is built first (debug
/// and release, with the same flags), so each timed build compiles the generated client only.
/// Opt-in (`--only openapi-compile`): it takes minutes.
struct OpenAPICompileBenchmarks {
    let operations: Int
    /// The apigen checkout (holds Package.swift); the temp package depends on it by path.
    let repositoryRoot: String

    func run() throws -> [Table] {
        let apigen = try CLIRuns.apigenExecutable()
        let workspace = try Workspace()
        defer { workspace.remove() }
        let package = try ClientBuild(at: workspace.root + "/PaymentsClient", name: "PaymentsClient", repositoryRoot: repositoryRoot)
        let sources = package.sources
        let suite = OpenAPIBenchmarks(quick: false)
        let shape = try suite.supportedShape(apigen, workspace: workspace)

        try generate(SyntheticOpenAPI(operations: 1, shape: shape), into: sources, apigen: apigen, suite: suite, workspace: workspace)
        _ = try package.build()
        _ = try package.build(release: true)

        try generate(SyntheticOpenAPI(operations: operations, shape: shape), into: sources, apigen: apigen, suite: suite, workspace: workspace)
        let (files, lines) = Self.countSwift(in: sources)
        let debugCPU = ClientBuild.childrenCPUSeconds()
        let (debugOutput, debug) = try Measurement.time { try package.build() }
        let releaseCPU = ClientBuild.childrenCPUSeconds()
        let (_, release) = try Measurement.time { try package.build(release: true) }
        let endCPU = ClientBuild.childrenCPUSeconds()

        var table = Table(
            "Build of the client generated from a \(operations)-operation OpenAPI document (\(shape.rawValue) shape; APIRuntime prebuilt, 2 jobs)",
            columns: ["operations", "files", "lines", "debug build", "debug CPU", "release build", "release CPU"])
        table.add(
            String(operations), String(files), String(lines), Format.seconds(debug), Format.seconds(releaseCPU - debugCPU),
            Format.seconds(release), Format.seconds(endCPU - releaseCPU))
        table.note("Target (issue 10): debug ≤ 2 minutes on 2 cores. `swift build --target PaymentsClient` after replacing "
            + "every source, so the client target is compiled from scratch. CPU = user + system time of the build and "
            + "its compiler jobs (`getrusage(RUSAGE_CHILDREN)`): on a shared machine it varies far less than the wall time.")
        var slowest = Table("Slowest function bodies to type-check (debug, `-debug-time-function-bodies`)", columns: ["ms", "where", "what"])
        for (milliseconds, location, what) in CompileBenchmarks.slowestBodies(in: debugOutput, under: package.path + "/Sources", count: 8) {
            slowest.add(Format.fixed(milliseconds, digits: 1), location, what)
        }
        let warnings = CompileBenchmarks.slowWarnings(in: debugOutput, under: package.path + "/Sources")
        slowest.note("Expressions or bodies over 100 ms: \(warnings.count)" + (warnings.isEmpty ? "." : ":"))
        for warning in warnings.prefix(10) { slowest.note("    " + warning) }
        return [table, slowest]
    }

    /// Replaces the client's sources with what the real CLI generates for `document`.
    private func generate(_ document: SyntheticOpenAPI, into sources: String, apigen: String, suite: OpenAPIBenchmarks, workspace: Workspace) throws {
        let path = try suite.write(document, in: workspace)
        try? FileManager.default.removeItem(atPath: sources)
        _ = try CLIRuns.runApigen(apigen, document: path, output: sources, workspace: workspace)
    }

    /// (Swift files, lines) under `folder`.
    static func countSwift(in folder: String) -> (Int, Int) {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return (0, 0) }
        var files = 0
        var lines = 0
        while let item = enumerator.nextObject() as? String {
            guard item.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: folder + "/" + item) else { continue }
            files += 1
            lines += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        return (files, lines)
    }
}
