import Foundation

/// The programs the OpenAPI suite runs, and the files it writes and counts.
extension OpenAPIBenchmarks {
    /// The release `apigen` built next to this harness (`.build/release/apigen`).
    static func apigenExecutable() throws -> String {
        let folder = Bundle.main.executableURL?.deletingLastPathComponent().path ?? "."
        let path = folder + "/apigen"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(description: "no apigen executable at \(path); build it first: swift build -c release --product apigen")
        }
        return path
    }

    /// Writes `document` as `<workspace>/openapi-<operations>[-without-unions]/Payments.yaml` and returns the path.
    func write(_ document: SyntheticOpenAPI, in workspace: Workspace) throws -> String {
        let folder = workspace.root + "/openapi-\(document.operations)" + (document.shape == .full ? "" : "-without-unions")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/Payments.yaml"
        try Data(document.tree().yaml().utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `apigen DOC -o OUTPUT`; fails with apigen's first errors when it fails. The no-op stamp goes to a
    /// cache folder inside the workspace, so runs neither read nor litter the user's cache.
    func runApigen(_ apigen: String, document: String, output: String, workspace: Workspace) throws -> ChildProcess.Result {
        let errors = workspace.root + "/apigen.err"
        let result = try ChildProcess.run(
            apigen, [document, "-o", output], output: workspace.root + "/apigen.out", errors: errors,
            environment: ["XDG_CACHE_HOME": workspace.root + "/cache"])
        guard result.status == 0 else {
            let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n").filter { $0.contains("error") }.prefix(5).joined(separator: "\n")
            throw Failure(description: "apigen \(document) exited with \(result.status):\n\(lines)")
        }
        return result
    }

    /// The fullest document shape `apigen` generates code for: `.full`, or `.withoutUnions` from a code
    /// generator that still rejects unions and dictionary query parameters ("… not supported yet").
    func supportedShape(_ apigen: String, workspace: Workspace) throws -> SyntheticOpenAPI.Shape {
        let probe = try write(SyntheticOpenAPI(operations: 20), in: workspace)
        let errors = workspace.root + "/apigen.err"
        let result = try ChildProcess.run(apigen, [probe, "-o", workspace.root + "/probe"], output: workspace.root + "/apigen.out", errors: errors)
        workspace.remove(workspace.root + "/probe")
        if result.status == 0 { return .full }
        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        guard text.contains("unions are not supported yet") || text.contains("a query parameter cannot have type") else {
            throw Failure(description: "apigen fails on the synthetic OpenAPI document:\n" + text.split(separator: "\n").prefix(5).joined(separator: "\n"))
        }
        return .withoutUnions
    }

    /// The parse time PyYAML's C loader reports for `path`: (wall, CPU) seconds.
    func runPyYAML(_ path: String, workspace: Workspace) throws -> (seconds: Double, cpuSeconds: Double) {
        let output = workspace.root + "/python.out"
        let result = try ChildProcess.run("python3", ["-c", Self.pyYAMLScript, path], output: output, errors: workspace.root + "/python.err")
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard result.status == 0, numbers.count == 2 else {
            throw Failure(description: "python3 with PyYAML failed on \(path) (exit \(result.status)): \(text)")
        }
        return (numbers[0], numbers[1])
    }

    static func pyYAMLAvailable(workspace: Workspace) -> Bool {
        let result = try? ChildProcess.run(
            "python3", ["-c", "import yaml; yaml.CSafeLoader"], output: workspace.root + "/python.out", errors: workspace.root + "/python.err")
        return result?.status == 0
    }

    static func fileSize(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    /// Regular files under `folder`, recursively.
    static func fileCount(_ folder: String) -> Int {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return 0 }
        var count = 0
        while let item = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isDirectory), !isDirectory.boolValue { count += 1 }
        }
        return count
    }

    static func warningCount(_ path: String) -> Int {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.contains(": warning:") }.count
    }
}
