// swift-tools-version: 6.1
// libFuzzer targets for apigen's input-facing code. A separate package, so users of apigen never build
// it: run `Fuzz/run [SECONDS]` (see docs/Reliability.md). Built only with
// `swift build --sanitize fuzzer --sanitize address`; a plain build does not link (no libFuzzer).
import PackageDescription

let package = Package(
    name: "apigen-fuzz",
    dependencies: [.package(name: "apigen", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "APIGenCore", package: "apigen")]),
        // Each target's only entry point is `LLVMFuzzerTestOneInput`; no file is named main.swift, so
        // libFuzzer's own `main` is the program's.
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzYAML", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzMustache", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzSpec", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzOpenAPI", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzDiagnostics", dependencies: ["FuzzSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
