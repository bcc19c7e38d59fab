/// Command-line options: `apigen-bench [--quick] [--only SUITE]…`.
struct BenchOptions {
    enum Suite: String, CaseIterable {
        case readers, generate, compile, runtime, openapi
        /// The ~660-operation OpenAPI client's debug and release builds: minutes, so only when named.
        case openapiCompile = "openapi-compile"
        /// Parts of `runtime` on their own, for quick repeated runs: what a caller pays without a
        /// network, and the ratio to raw URLSession over nginx.
        case runtimeCaller = "runtime-caller"
        case runtimeNginx = "runtime-nginx"
        /// The decoding table (keypaths, and generated models' tolerant decoding) alone.
        case runtimeDecoding = "runtime-decoding"
        /// Real documents whole and filtered (`--subset DOC CONFIG`): issue 36's side-by-side table.
        case subset

        /// The suites a run without `--only` includes.
        static var defaults: [Suite] { [.readers, .generate, .compile, .runtime, .openapi] }
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Fewer and smaller iterations, no compile benchmark: a smoke test that finishes in < 60 s.
    var quick = false
    var suites: [Suite] = Suite.defaults
    /// `--emit-spec N PATH`: write the synthetic spec of N endpoints (YAML, or JSON for `.json`) and exit.
    var emitSpec: (endpoints: Int, path: String)?
    /// `--emit-openapi N PATH`: write the synthetic OpenAPI document of N operations and exit.
    var emitOpenAPI: (operations: Int, path: String)?
    /// `--subset DOC CONFIG` (repeatable): the documents and filter configs of the `subset` suite.
    var subsets: [(document: String, config: String)] = []

    static let usage = """
        usage: apigen-bench [--quick] [--only readers|generate|compile|runtime|openapi|openapi-compile|runtime-caller|runtime-nginx|runtime-decoding|subset]...
               apigen-bench --subset DOCUMENT CONFIG [--subset DOCUMENT CONFIG]...
               apigen-bench --emit-spec ENDPOINTS PATH
               apigen-bench --emit-openapi OPERATIONS PATH
          --quick         small sizes and few iterations (CI smoke test; the compile suite is skipped)
          --only          run only the named suite (repeatable); openapi-compile, runtime-caller,
                          runtime-nginx and runtime-decoding (parts of runtime) run only when named
          --subset        run the subset suite on DOCUMENT, whole and filtered by CONFIG's `filter:` (repeatable;
                          Benchmarks/subsets/ has the configs docs/Performance.md measures)
          --emit-spec     write the synthetic spec the benchmarks use (YAML, or JSON if PATH ends in .json)
          --emit-openapi  write the synthetic Stripe-shaped OpenAPI document (YAML, or JSON if PATH ends in .json)
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        var options = BenchOptions()
        var only: [Suite] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--quick":
                options.quick = true
            case "--only":
                index += 1
                guard index < arguments.count else { throw UsageError(description: "--only needs a suite name") }
                guard let suite = Suite(rawValue: arguments[index]) else {
                    let names = Suite.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(description: "unknown suite '\(arguments[index])'; use one of \(names)")
                }
                only.append(suite)
            case "--emit-spec":
                guard index + 2 < arguments.count, let count = Int(arguments[index + 1]), count > 0 else {
                    throw UsageError(description: "--emit-spec needs a positive endpoint count and a path")
                }
                options.emitSpec = (count, arguments[index + 2])
                index += 2
            case "--subset":
                guard index + 2 < arguments.count else { throw UsageError(description: "--subset needs a document and a config") }
                options.subsets.append((arguments[index + 1], arguments[index + 2]))
                index += 2
            case "--emit-openapi":
                guard index + 2 < arguments.count, let count = Int(arguments[index + 1]), count > 0 else {
                    throw UsageError(description: "--emit-openapi needs a positive operation count and a path")
                }
                options.emitOpenAPI = (count, arguments[index + 2])
                index += 2
            case "-h", "--help":
                throw UsageError(description: "")
            default:
                throw UsageError(description: "unknown argument '\(argument)'")
            }
            index += 1
        }
        if !options.subsets.isEmpty, !only.contains(.subset) { only.append(.subset) }
        if only.contains(.subset), options.subsets.isEmpty {
            throw UsageError(description: "the subset suite needs --subset DOCUMENT CONFIG")
        }
        if !only.isEmpty { options.suites = Suite.allCases.filter(only.contains) }
        if options.quick, only.isEmpty { options.suites.removeAll { $0 == .compile } }
        return options
    }
}
