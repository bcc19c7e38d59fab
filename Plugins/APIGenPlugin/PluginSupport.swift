import Foundation
import PackagePlugin

/// The plan shared by the SwiftPM and Xcode entry points: which files are specs, which config applies to each,
/// and the one build command per spec.
enum PluginSupport {
    static let specExtensions: Set<String> = ["yaml", "yml", "json"]
    static let configNames: Set<String> = ["apigen.json", "apigen.yaml", "apigen.yml"]
    /// How many files a spec's client is spread over (`apigen --parts`): `<Name>.swift` with the service and
    /// `<Name>+Part1.swift` … with the models and API classes, so the compiler can build them in parallel.
    ///
    /// Four for an ordinary spec. A spec of `largeSpecBytes` or more gets 64: the Swift driver compiles a module's
    /// files in one batch job per core as long as each gets at most 25 files, and on Linux (swift-driver with Swift
    /// 6.3) the build of a two-core machine then ran its two jobs one after the other, the second waiting for the
    /// emit-module job's slot (docs/Performance.md §4); more than 50 files make three or more jobs, which overlap.
    /// Measured on the 1,000-endpoint spec of issue 11 (0.8 MB): 117 s with four files, 81 s with 64. Every file
    /// costs a little in a small spec's build, hence the size. The size is read when SwiftPM plans the build (it
    /// does not plan again when only a spec's content changes), so a spec that grows past the limit keeps its
    /// four files until the next plan, which is slower to compile but just as correct.
    static func parts(forSpecOfSize bytes: Int) -> Int {
        bytes >= largeSpecBytes ? 64 : 4
    }

    /// See `parts(forSpecOfSize:)`.
    static let largeSpecBytes = 256 << 10

    static func commands(files: [URL], targetDirectory: URL, tool: URL, workDirectory: URL) throws -> [Command] {
        let outputDirectory = workDirectory.appending(path: "Generated")
        let targetPath = targetDirectory.standardizedFileURL.path
        var specs: [(url: URL, relative: [String])] = []
        var configs: [URL] = []
        var templates: [URL] = []
        // Swift file names must be distinct in a module (case-insensitively on macOS): lowercased name -> file.
        var swiftNames: [String: URL] = [:]
        for file in files {
            let path = file.standardizedFileURL.path
            guard path.hasPrefix(targetPath + "/") else { continue }
            let relative = path.dropFirst(targetPath.count + 1).split(separator: "/").map(String.init)
            let name = file.lastPathComponent
            if name.hasSuffix(".swift") {
                if isGeneratedByAPIGen(file) { throw PluginError.checkedInClients(file) }
                swiftNames[name.lowercased()] = file
                continue
            }
            if name.hasSuffix(".mustache") {
                templates.append(file)
                continue
            }
            guard let specsIndex = relative.firstIndex(of: "Specs") else { continue }
            let inside = relative[(specsIndex + 1)...]
            if configNames.contains(name.lowercased()) {
                configs.append(file)
                continue
            }
            guard specExtensions.contains(file.pathExtension.lowercased()), !inside.dropLast().contains("Stubs") else { continue }
            specs.append((file, Array(inside)))
        }
        specs.sort { $0.url.path < $1.url.path }
        // The config nearest to a spec (same folder, else the closest parent inside the target) applies to it.
        func config(of spec: URL) -> URL? {
            let folder = spec.deletingLastPathComponent().path + "/"
            return configs
                .filter { folder.hasPrefix($0.deletingLastPathComponent().path + "/") }
                .max { $0.path.count < $1.path.count }
        }
        let configOfSpec = specs.map { config(of: $0.url) }
        return try specs.enumerated().map { index, spec in
            // Specs/v2/Users.yaml -> v2_Users.swift: unique among the specs, as Swift requires of file names.
            let stem = (spec.relative.dropLast() + [spec.url.deletingPathExtension().lastPathComponent]).joined(separator: "_")
            let size = (try? spec.url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            let partCount = parts(forSpecOfSize: size)
            let outputs = ([stem + ".swift"] + (1..<partCount).map { "\(stem)+Part\($0).swift" }).map { outputDirectory.appending(path: $0) }
            for output in outputs {
                if let existing = swiftNames[output.lastPathComponent.lowercased()] {
                    throw PluginError.nameClash(spec: spec.url, output: output.lastPathComponent, existing: existing)
                }
                swiftNames[output.lastPathComponent.lowercased()] = spec.url
            }
            var arguments = ["generate", spec.url.path, "--output-file", outputs[0].path, "--parts", String(partCount)]
            let config = configOfSpec[index]
            if let config {
                arguments += ["--config", config.path]
                // A config's filter is one list for every spec it applies to: an operation it names is in one of
                // them, so each run may look for it in the others before calling it a mistake.
                for (other, otherConfig) in zip(specs, configOfSpec) where otherConfig == config && other.url != spec.url {
                    arguments += ["--filter-scope", other.url.path]
                }
            }
            return .buildCommand(
                displayName: "apigen \(spec.relative.joined(separator: "/"))",
                executable: tool,
                arguments: arguments,
                inputFiles: [spec.url] + (config.map { [$0] } ?? []) + templates,
                outputFiles: outputs
            )
        }
    }

    /// Whether the file starts with the header apigen writes: `generate-api` output checked into this target.
    static func isGeneratedByAPIGen(_ file: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return false }
        defer { try? handle.close() }
        let header = Data("// Generated by apigen from ".utf8)
        return (try? handle.read(upToCount: header.count)) == header
    }
}

/// Why the build plugin cannot plan a target.
enum PluginError: Error, CustomStringConvertible {
    /// The target holds clients written by `generate-api`: generating them again at build time would declare
    /// every type twice.
    case checkedInClients(URL)
    /// A spec's output would have the same file name as another file of the module.
    case nameClash(spec: URL, output: String, existing: URL)

    var description: String {
        switch self {
        case .checkedInClients(let file):
            "\(file.path) was written by 'generate-api', but its target also applies APIGenPlugin, which would "
                + "declare the same types again; use one mode per target: delete the checked-in clients to generate "
                + "them at build time, or remove the plugin from the target to keep them"
        case .nameClash(let spec, let output, let existing):
            "\(spec.path) generates \(output), but \(existing.path) already gives that file name to this target; "
                + "Swift needs distinct file names in a module: rename one of the two files"
        }
    }
}
