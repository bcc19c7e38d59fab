#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Section 6 (issue 10, target b): the client generated from a ~660-operation Stripe-shaped document,
/// compiled in a throwaway package that depends on APIRuntime by path. APIRuntime is built first (debug
/// and release, with the same flags), so each timed build compiles the generated client only.
/// Opt-in (`--only openapi-compile`): it takes minutes.
struct OpenAPICompileBenchmarks {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let operations: Int
    /// The apigen checkout (holds Package.swift); the temp package depends on it by path.
    let repositoryRoot: String

    func run() throws -> [Table] {
        let apigen = try CLIRuns.apigenExecutable()
        let workspace = try Workspace()
        defer { workspace.remove() }
        let package = workspace.root + "/PaymentsClient"
        let sources = package + "/Sources/PaymentsClient"
        try writePackage(at: package)
        let suite = OpenAPIBenchmarks(quick: false)
        let shape = try suite.supportedShape(apigen, workspace: workspace)

        try generate(SyntheticOpenAPI(operations: 1, shape: shape), into: sources, apigen: apigen, suite: suite, workspace: workspace)
        _ = try build(package, release: false)
        _ = try build(package, release: true)

        try generate(SyntheticOpenAPI(operations: operations, shape: shape), into: sources, apigen: apigen, suite: suite, workspace: workspace)
        let (files, lines) = Self.countSwift(in: sources)
        let debugCPU = Self.childrenCPUSeconds()
        let (debugOutput, debug) = try Measurement.time { try build(package, release: false) }
        let releaseCPU = Self.childrenCPUSeconds()
        let (_, release) = try Measurement.time { try build(package, release: true) }
        let endCPU = Self.childrenCPUSeconds()

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
        for (milliseconds, location, what) in CompileBenchmarks.slowestBodies(in: debugOutput, under: package + "/Sources", count: 8) {
            slowest.add(Format.fixed(milliseconds, digits: 1), location, what)
        }
        let warnings = CompileBenchmarks.slowWarnings(in: debugOutput, under: package + "/Sources")
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

    private func writePackage(at path: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/Sources/PaymentsClient", withIntermediateDirectories: true)
        let identity = URL(fileURLWithPath: repositoryRoot).lastPathComponent
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "PaymentsClient",
                platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
                dependencies: [.package(path: "\(repositoryRoot)")],
                targets: [
                    .target(name: "PaymentsClient", dependencies: [.product(name: "APIRuntime", package: "\(identity)")]),
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: path + "/Package.swift"))
    }

    /// `swift build --target PaymentsClient` (debug with the type-checker timing flags, or release);
    /// returns the output, or fails with its errors.
    private func build(_ package: String, release: Bool) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["swift", "build", "--package-path", package, "--target", "PaymentsClient", "-j", "2"]
        if release {
            arguments += ["-c", "release"]
        } else {
            arguments += [
                "-Xswiftc", "-Xfrontend", "-Xswiftc", "-debug-time-function-bodies",
                "-Xswiftc", "-Xfrontend", "-Xswiftc", "-warn-long-expression-type-checking=100",
                "-Xswiftc", "-Xfrontend", "-Xswiftc", "-warn-long-function-bodies=100",
            ]
        }
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(10).joined(separator: "\n")
            throw Failure(description: "the generated client does not build (\(release ? "release" : "debug")):\n\(errors)")
        }
        return output
    }

    /// User + system seconds of this process's finished and reaped descendants.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
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
