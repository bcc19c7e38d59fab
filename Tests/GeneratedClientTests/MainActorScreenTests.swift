import APIRuntime
import Foundation
import GeneratedClients
import Testing

private let httpbinURL = ProcessInfo.processInfo.environment["APIGEN_HTTPBIN_URL"].flatMap(URL.init(string:))

/// A screen as an app writes one: main-actor state, the generated service in the three calling styles, and no
/// escape hatch (no `nonisolated`, `@preconcurrency`, `MainActor.assumeIsolated` or `Task { @MainActor in }`).
/// In a target whose default isolation is the main actor, `@MainActor` on the class and on the conformance is
/// implied; the compile matrix (Tests/CompileMatrix) compiles that form, and Examples/ runs it.
@MainActor
final class UUIDScreen {
    let service: HTTPBinService
    private(set) var lines: [String] = []
    /// How many times a callback ran off the main actor (it must never).
    private(set) var offMainCalls = 0
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(service: HTTPBinService) {
        self.service = service
        service.client.delegate = self
    }

    func loadWithAsyncAwait() async {
        do {
            let uuid = try await service.getUUID()
            record("async: \(uuid.uuid.uuidString.count)")
        } catch {
            record("async failed: \(error)")
        }
    }

    func loadWithCompletion(status: Int? = nil) {
        if let status {
            service.status(code: status, tag: "status") { result in
                self.checkMainActor()
                switch result {
                case .success: self.record("completion: unexpected success")
                case .failure(let error): self.record("completion failed: \(error.statusCode ?? 0)")
                }
            }
        } else {
            service.getUUID(tag: "uuid") { result in
                self.checkMainActor()
                self.record((try? result.get()).map { "completion: \($0.uuid.uuidString.count)" } ?? "completion failed")
            }
        }
    }

    func loadWithDelegate() {
        service.getUUID(tag: "delegate")
    }

    /// Returns once `count` lines are recorded.
    func waitForLines(_ count: Int) async {
        guard lines.count < count else { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }

    fileprivate func record(_ line: String) {
        lines.append(line)
        for waiter in waiters where lines.count >= waiter.count { waiter.continuation.resume() }
        waiters.removeAll { lines.count >= $0.count }
    }

    fileprivate func checkMainActor() {
        // The closure is main-actor isolated by its type; this checks where the runtime really ran it.
        if !Self.isOnMainActor() { offMainCalls += 1 }
    }

    private nonisolated static func isOnMainActor() -> Bool {
        #if canImport(Darwin)
        Thread.isMainThread
        #else
        // Linux: the main actor is the main dispatch queue, which may be drained by a thread other than the
        // process's first one; ask the queue.
        DispatchQueue.isOnMain
        #endif
    }
}

extension UUIDScreen: @MainActor APIClientDelegate {
    func client(_ client: APIClient, didStart request: RequestInfo) {
        checkMainActor()
        record("delegate started: \(request.tag ?? "-")")
    }

    func client(_ client: APIClient, didFinish request: RequestInfo, value: any Sendable, response: Response<Data>) {
        checkMainActor()
        record("delegate finished: \((value as? UUIDResponse)?.uuid.uuidString.count ?? -1)")
    }

    func client(_ client: APIClient, didFail request: RequestInfo, error: APIError) {
        checkMainActor()
        record("delegate failed: \(error)")
    }
}

private extension DispatchQueue {
    /// Whether the current code runs on the main queue (set once, read with `getSpecific`).
    static var isOnMain: Bool {
        main.setSpecific(key: mainKey, value: true)
        return getSpecific(key: mainKey) == true
    }

    private static let mainKey = DispatchSpecificKey<Bool>()
}

@Suite(.enabled(if: httpbinURL != nil, "needs APIGEN_HTTPBIN_URL: run the tests with Tests/run, which starts httpbin"))
@MainActor
struct MainActorScreenTests {
    let service: HTTPBinService

    init() throws {
        var configuration = APIClient.Configuration(baseURLs: [try #require(httpbinURL)])
        configuration.timeout = 10
        service = HTTPBinService(client: APIClient(configuration: configuration))
    }

    @Test func eachStyleEndsOnceOnTheMainActorWithTheScreensStateUpdated() async {
        let screen = UUIDScreen(service: service)
        await screen.loadWithAsyncAwait()
        screen.loadWithCompletion()
        await screen.waitForLines(2)
        screen.loadWithDelegate()
        await screen.waitForLines(4)
        screen.loadWithCompletion(status: 503)
        await screen.waitForLines(5)
        // Give a second outcome, if the runtime delivered one, the time to arrive.
        try? await Task.sleep(for: .milliseconds(200))
        #expect(screen.lines == [
            "async: 36",
            "completion: 36",
            "delegate started: delegate",
            "delegate finished: 36",
            "completion failed: 503",
        ])
        #expect(screen.offMainCalls == 0)
        #expect(service.client.inFlightCount == 0)
    }

    @Test func aCancelledRequestEndsOnceOnTheMainActor() async {
        let screen = UUIDScreen(service: service)
        let handle = service.delay(seconds: 5, tag: "slow") { result in
            screen.checkMainActor()
            if case .failure(.cancelled) = result { screen.record("cancelled") } else { screen.record("\(result)") }
        }
        service.client.cancelAll(tag: "slow")
        await screen.waitForLines(1)
        try? await Task.sleep(for: .milliseconds(200))
        #expect(screen.lines == ["cancelled"])
        #expect(screen.offMainCalls == 0)
        #expect(!handle.isInFlight)
    }
}
