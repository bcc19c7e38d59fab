import Foundation

/// The programs the end-to-end suites (generate, openapi) run as child processes: the release `apigen`
/// writing a client, and PyYAML's C loader parsing the same file, the yardstick of issues 10 and 11.
enum CLIRuns {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `yaml.load(f, Loader=yaml.CSafeLoader)` and prints the wall and CPU seconds it took
    /// (interpreter start-up and `import yaml` are not counted: this is the parse alone).
    static let pyYAMLScript = """
        import sys, time, yaml
        start, cpu = time.perf_counter(), time.process_time()
        with open(sys.argv[1]) as f:
            yaml.load(f, Loader=yaml.CSafeLoader)
        print(time.perf_counter() - start, time.process_time() - cpu)
        """

    /// The release `apigen` built next to this harness (`.build/release/apigen`).
    static func apigenExecutable() throws -> String {
        let folder = Bundle.main.executableURL?.deletingLastPathComponent().path ?? "."
        let path = folder + "/apigen"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(description: "no apigen executable at \(path); build it first: swift build -c release --product apigen")
        }
        return path
    }

    /// `apigen DOC -o OUTPUT [ARGUMENTS…]`; fails with apigen's first errors when it fails. The no-op stamp goes
    /// to a cache folder inside the workspace, so runs neither read nor litter the user's cache.
    static func runApigen(
        _ apigen: String, document: String, output: String, arguments: [String] = [], workspace: Workspace
    ) throws -> ChildProcess.Result {
        let errors = workspace.root + "/apigen.err"
        let result = try ChildProcess.run(
            apigen, [document, "-o", output] + arguments, output: workspace.root + "/apigen.out", errors: errors,
            environment: ["XDG_CACHE_HOME": workspace.root + "/cache"])
        guard result.status == 0 else {
            let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n").filter { $0.contains("error") }.prefix(5).joined(separator: "\n")
            throw Failure(description: "apigen \(document) exited with \(result.status):\n\(lines)")
        }
        return result
    }

    /// The parse time PyYAML's C loader reports for `path`: (wall, CPU) seconds.
    static func runPyYAML(_ path: String, workspace: Workspace) throws -> (seconds: Double, cpuSeconds: Double) {
        let output = workspace.root + "/python.out"
        let result = try ChildProcess.run("python3", ["-c", pyYAMLScript, path], output: output, errors: workspace.root + "/python.err")
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

    static let pyYAMLMissingNote = "PyYAML with libyaml is missing (`python3 -c 'import yaml; yaml.CSafeLoader'` failed): the comparison is skipped. "
        + "Install it with `pip install pyyaml` (a wheel with libyaml) or `apt-get install python3-yaml`."

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
}
