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

    static let usage = """
        usage: apigen-bench [--quick] [--only readers|generate|compile|runtime]...
          --quick   small sizes and few iterations (CI smoke test; the compile suite is skipped)
          --only    run only the named suite (repeatable)
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
