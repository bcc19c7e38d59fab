/// Command-line options: `apigen-bench [--quick] [--only readers|generate|compile|runtime]…`.
struct BenchOptions {
    enum Suite: String, CaseIterable {
        case readers, generate, compile, runtime
    }

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Fewer and smaller iterations, no compile benchmark: a smoke test that finishes in < 60 s.
    var quick = false
    var suites: [Suite] = Suite.allCases
    /// `--emit-spec N PATH`: write the synthetic spec of N endpoints (YAML, or JSON for `.json`) and exit.
    var emitSpec: (endpoints: Int, path: String)?

    static let usage = """
        usage: apigen-bench [--quick] [--only readers|generate|compile|runtime]...
               apigen-bench --emit-spec ENDPOINTS PATH
          --quick      small sizes and few iterations (CI smoke test; the compile suite is skipped)
          --only       run only the named suite (repeatable)
          --emit-spec  write the synthetic spec the benchmarks use (YAML, or JSON if PATH ends in .json)
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
            case "-h", "--help":
                throw UsageError(description: "")
            default:
                throw UsageError(description: "unknown argument '\(argument)'")
            }
            index += 1
        }
        if !only.isEmpty { options.suites = Suite.allCases.filter(only.contains) }
        if options.quick, only.isEmpty { options.suites.removeAll { $0 == .compile } }
        return options
    }
}
