// swift-tools-version: 6.2
import PackageDescription

// An app-side package that uses apigen the way users do: the build-tool plugin generates the
// PetStore client from Sources/PetStoreClient/Specs at build time, and a small executable drives
// it against StubTransport. `petstore-app` is set up as a new Xcode 26 app target is (default
// isolation MainActor, approachable concurrency): the plugin generates the client into it, and a
// main-actor screen uses the three calling styles with no concurrency annotations at all.
let package = Package(
    name: "apigen-examples",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        // `name:` pins the identity, which for a path dependency would otherwise be the checkout's
        // folder name (not necessarily "apigen").
        .package(name: "apigen", path: ".."),
    ],
    targets: [
        .target(
            name: "PetStoreClient",
            dependencies: [.product(name: "APIRuntime", package: "apigen")],
            plugins: [.plugin(name: "APIGenPlugin", package: "apigen")]
        ),
        .executableTarget(
            name: "petstore-demo",
            dependencies: ["PetStoreClient", .product(name: "APIRuntime", package: "apigen")],
            resources: [.copy("Stubs")]
        ),
        .executableTarget(
            name: "petstore-app",
            dependencies: [.product(name: "APIRuntime", package: "apigen")],
            path: "Sources/PetStoreApp",
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ],
            plugins: [.plugin(name: "APIGenPlugin", package: "apigen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
