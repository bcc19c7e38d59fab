// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "apigen",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "APIRuntime", targets: ["APIRuntime"]),
        .library(name: "APIGenCore", targets: ["APIGenCore"]),
        .executable(name: "apigen", targets: ["apigen"]),
        .plugin(name: "APIGenPlugin", targets: ["APIGenPlugin"]),
        .plugin(name: "GenerateAPICommand", targets: ["GenerateAPICommand"]),
    ],
    targets: [
        // The runtime library that generated clients import. Foundation (+ FoundationNetworking) only.
        .target(name: "APIRuntime"),

        // The generator as a library: syntax, spec, templates, code model, output.
        .target(name: "APIGenCore"),

        // The command-line tool: a thin shell over APIGenCore.
        .executableTarget(name: "apigen", dependencies: ["APIGenCore"]),

        // Build-tool plugin: generates a client per spec under a target's Specs folder at build time.
        .plugin(name: "APIGenPlugin", capability: .buildTool(), dependencies: ["apigen"]),

        // `swift package --allow-writing-to-package-directory generate-api [--target T] [--check]`.
        .plugin(
            name: "GenerateAPICommand",
            capability: .command(
                intent: .custom(verb: "generate-api", description: "Regenerate checked-in API clients from each target's Specs folder."),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift clients into the package.")]
            ),
            dependencies: ["apigen"]
        ),

        // The checked-in output of `swift run apigen Specs/ -o Generated/`, compiled against the runtime so
        // every build proves the generated code compiles; GeneratedClientTests drive it end to end.
        .target(name: "GeneratedClients", dependencies: ["APIRuntime"], path: "Generated"),
        // Output for a spec of hostile names and text (Tests/APIGenCoreTests/Fixtures/specs/Adversarial.yaml).
        .target(name: "AdversarialClients", dependencies: ["APIRuntime"], path: "Tests/AdversarialClients"),
        // Clients generated from two real OpenAPI documents of the corpus (file uploads, discriminated unions):
        // `apigen Tests/APIGenCoreTests/Fixtures/openapi/corpus/readme__3.0-{file-uploads,discriminators}.* -o Tests/OpenAPIClients`.
        .target(name: "OpenAPIClients", dependencies: ["APIRuntime"], path: "Tests/OpenAPIClients"),
        // The code generator's whole-file goldens (Tests/APIGenCoreTests/Fixtures/CodeGen/Clients), compiled so a
        // golden that stops compiling fails the build, and driven by CodeGenClientTests.
        .target(name: "CodeGenClients", dependencies: ["APIRuntime"], path: "Tests/APIGenCoreTests/Fixtures/CodeGen/Clients"),

        // Benchmark harness: `swift run -c release apigen-bench [--quick] [--only …]`. Never asserts on times.
        .executableTarget(name: "apigen-bench", dependencies: ["APIGenCore", "APIRuntime"], path: "Benchmarks/apigen-bench"),

        .testTarget(
            name: "APIGenCoreTests",
            dependencies: ["APIGenCore", "apigen"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "APIRuntimeTests", dependencies: ["APIRuntime"]),
        .testTarget(
            name: "CodeGenClientTests",
            dependencies: ["CodeGenClients", "APIRuntime"],
            path: "Tests/APIGenCoreTests/Fixtures/CodeGen/ClientTests"
        ),
        .testTarget(
            name: "GeneratedClientTests",
            dependencies: ["GeneratedClients", "AdversarialClients", "OpenAPIClients", "APIRuntime", "APIGenCore"]
        ),
        // Talks to httpbin and a fault server on 127.0.0.1 (started by Tests/run); skips without them.
        .testTarget(name: "IntegrationTests", dependencies: ["APIRuntime"]),
        // Builds a client package that uses both plugins (slow: runs only with APIGEN_PLUGIN_TESTS=1).
        .testTarget(name: "PluginTests", exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
