// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "apigen",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "APIRuntime", targets: ["APIRuntime"]),
        .library(name: "APIGenCore", targets: ["APIGenCore"]),
        .executable(name: "apigen", targets: ["apigen"]),
    ],
    targets: [
        // The runtime library that generated clients import. Foundation (+ FoundationNetworking) only.
        .target(name: "APIRuntime"),

        // The generator as a library: syntax, spec, templates, code model, output.
        .target(name: "APIGenCore"),

        // The command-line tool: a thin shell over APIGenCore.
        .executableTarget(name: "apigen", dependencies: ["APIGenCore"]),

        // Benchmark harness: `swift run -c release apigen-bench [--quick] [--only …]`. Never asserts on times.
        .executableTarget(name: "apigen-bench", dependencies: ["APIGenCore", "APIRuntime"], path: "Benchmarks/apigen-bench"),

        .testTarget(
            name: "APIGenCoreTests",
            dependencies: ["APIGenCore", "apigen"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "APIRuntimeTests", dependencies: ["APIRuntime"]),
        // Talks to httpbin and a fault server on 127.0.0.1 (started by Tests/run); skips without them.
        .testTarget(name: "IntegrationTests", dependencies: ["APIRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)
