#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The throwaway package both compile suites build generated clients in: one target, `name`, that depends on
/// this checkout's APIRuntime by path.
struct ClientBuild {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The package folder; the client's sources go in `Sources/<name>`.
    let path: String
    let name: String

    var sources: String { path + "/Sources/" + name }

    /// Writes the manifest (and the empty sources folder) for a client of `repositoryRoot`'s APIRuntime.
    init(at path: String, name: String, repositoryRoot: String) throws {
        self.path = path
        self.name = name
        try FileManager.default.createDirectory(atPath: path + "/Sources/" + name, withIntermediateDirectories: true)
        let identity = URL(fileURLWithPath: repositoryRoot).lastPathComponent
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "\(name)",
                platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
                dependencies: [.package(path: "\(repositoryRoot)")],
                targets: [
                    .target(name: "\(name)", dependencies: [.product(name: "APIRuntime", package: "\(identity)")]),
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: path + "/Package.swift"))
    }

    /// `swift build --target <name> -j 2`: debug with the type checker's timing flags, or release. Returns the
    /// output, or fails with its first errors.
    func build(release: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["swift", "build", "--package-path", path, "--target", name, "-j", "2"]
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

    /// User + system seconds of this process's finished and reaped descendants: the builds' compiler jobs.
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
}
