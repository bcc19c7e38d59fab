import Synchronization

extension APIClient {
    /// The app's default client: the one set with `setDefault(_:)` (or, inside `withDefault(_:operation:)`,
    /// the one given there).
    ///
    /// Generated services use it when made without a client (`UsersService()`). Passing a client
    /// explicitly (`UsersService(client:)`) stays the recommended way: it keeps dependencies visible
    /// and tests independent of global state.
    ///
    /// Before a default is set this is a placeholder whose every request fails at once with
    /// `APIError.invalidRequest` saying what to do, so a forgotten `setDefault` never traps and never
    /// sends anything. A service keeps the client it was made with: set the default at launch,
    /// before creating services.
    public static var shared: APIClient {
        scopedDefault ?? defaultClient.withLock { $0 } ?? unset
    }

    /// Makes `client` the default for the whole process (`nil` removes it). Call it once at launch;
    /// safe from any thread.
    public static func setDefault(_ client: APIClient?) {
        defaultClient.withLock { $0 = client }
    }

    /// Whether `shared` is a real client (set with `setDefault(_:)` or `withDefault(_:operation:)`).
    public static var hasDefault: Bool { shared !== unset }

    /// Runs `operation` with `client` as `shared` for the current task and the tasks it creates, leaving
    /// the process-wide default alone: tests running in parallel can each use their own default.
    public static func withDefault<T>(
        _ client: APIClient, operation: () async throws -> T, isolation: isolated (any Actor)? = #isolation
    ) async rethrows -> T {
        try await $scopedDefault.withValue(client, operation: operation, isolation: isolation)
    }

    /// What a request through the placeholder fails with.
    static let unsetDefaultMessage =
        "no default APIClient; call APIClient.setDefault(_:) at launch, before creating services, or pass a client: Service(client:)"

    /// The placeholder behind `shared` before a default is set; `execute` fails its requests.
    static let unset = APIClient(configuration: Configuration())

    private static let defaultClient = Locked<APIClient?>(nil)

    @TaskLocal private static var scopedDefault: APIClient?
}
