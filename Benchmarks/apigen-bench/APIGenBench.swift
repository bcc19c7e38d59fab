import Foundation

/// The benchmark harness. Prints Markdown tables; never fails on a time, only on a wrong result.
@main
struct APIGenBench {
    static func main() async {
        let options: BenchOptions
        do {
            options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            if !error.description.isEmpty { FileHandle.standardError.write(Data("error: \(error.description)\n".utf8)) }
            FileHandle.standardError.write(Data((BenchOptions.usage + "\n").utf8))
            exit(error.description.isEmpty ? 0 : 64)
        }
        let emit: (tree: SpecTree, path: String)? =
            if let (endpoints, path) = options.emitSpec { (SyntheticSpec(endpoints: endpoints).tree(), path) }
            else if let (operations, path) = options.emitOpenAPI { (SyntheticOpenAPI(operations: operations).tree(), path) }
            else { nil }
        if let (tree, path) = emit {
            let text = path.lowercased().hasSuffix(".json") ? tree.json() : tree.yaml()
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                FileHandle.standardError.write(Data("error: cannot write \(path): \(error)\n".utf8))
                exit(73)
            }
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        print("apigen-bench\(options.quick ? " --quick" : "") — \(Machine.summary())\n")
        do {
            for suite in options.suites {
                for table in try await run(suite, options: options) {
                    table.print()
                }
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
        print("Total: \(Format.seconds(Measurement.seconds(clock.now - start)))")
    }

    /// The apigen checkout this harness was built from: three levels above this file.
    static var repositoryRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    static func run(_ suite: BenchOptions.Suite, options: BenchOptions) async throws -> [Table] {
        switch suite {
        case .readers: try ReaderBenchmarks(quick: options.quick).run()
        case .generate: try GenerationBenchmarks(quick: options.quick).run()
        case .compile: try CompileBenchmarks(quick: options.quick, repositoryRoot: repositoryRoot).run()
        case .runtime: try await RuntimeBenchmarks(quick: options.quick).run()
        case .openapi: try OpenAPIBenchmarks(quick: options.quick).run()
        case .openapiCompile: try OpenAPICompileBenchmarks(operations: 660, repositoryRoot: repositoryRoot).run()
        case .runtimeCaller: [try await RuntimeBenchmarks(quick: options.quick).callerCost()]
        case .runtimeNginx: [try await RuntimeBenchmarks(quick: options.quick).nginx()]
        case .runtimeDecoding: [try await RuntimeBenchmarks(quick: options.quick).keyPathDecoding()]
        case .subset: try SubsetBenchmarks(subsets: options.subsets, iterations: options.quick ? 3 : 7, repositoryRoot: repositoryRoot).run()
        }
    }
}
