import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Observation)
import Observation
#endif
import Synchronization
import Testing
@testable import APIRuntime

@Suite struct PagingTests {
    /// Pages 1 → [1, 2], 2 → [3], 3 and later → [].
    func pagedStub(failOnPage failing: Int? = nil) -> StubTransport {
        let stub = StubTransport()
        stub.register(.get, "/items") { request in
            let text = request.url?.absoluteString ?? ""
            let page = text.split(separator: "page=").last.flatMap { Int($0) } ?? 0
            if page == failing { return StubTransport.Reply(statusCode: 500) }
            switch page {
            case 1: return .json("[1,2]")
            case 2: return .json("[3]")
            default: return .json("[]")
            }
        }
        return stub
    }

    @Test func nextPageIncrementsThePage() {
        #expect(PageAPI(page: 1).nextPage()?.page == 2)
    }

    @Test func nextPageAtTheLargestPageNumberEndsPagingInsteadOfTrapping() async throws {
        #expect(PageAPI(page: .max).nextPage() == nil)
        // Every page is full, so only the missing next page can end the sequence.
        let stub = StubTransport()
        stub.register(.get, "/items", reply: .json("[1]"))
        var count = 0
        for try await page in makeClient(stub).pages(of: PageAPI(page: .max - 1)) {
            count += page.count
        }
        #expect(count == 2)
        #expect(stub.requests.count == 2)

        let controller = DataController(client: makeClient(stub), firstPage: PageAPI(page: .max))
        await controller.reload()
        #expect(controller.items == [1])
        #expect(!controller.hasMore)
    }

    @Test func pagesStopOnAnEmptyPage() async throws {
        let stub = pagedStub()
        var pages: [[Int]] = []
        for try await page in makeClient(stub).pages(of: PageAPI(page: 1)) {
            pages.append(page)
        }
        #expect(pages == [[1, 2], [3]])
        #expect(stub.requests.count == 3)
    }

    @Test func pageFailureEndsIterationWithTheError() async {
        var pages: [[Int]] = []
        do {
            for try await page in makeClient(pagedStub(failOnPage: 2)).pages(of: PageAPI(page: 1)) {
                pages.append(page)
            }
            Issue.record("iteration did not throw")
        } catch {
            #expect(error.statusCode == 500)
        }
        #expect(pages == [[1, 2]])
    }

    @Test func dataControllerReloadsAndLoadsMore() async {
        let client = makeClient(pagedStub())
        let controller = DataController(client: client, firstPage: PageAPI(page: 1))
        let events = Locked<[String]>([])
        controller.onEvents(
            willStart: { more in events.withLock { $0.append(more ? "more" : "start") } },
            didFinish: { value in events.withLock { $0.append("finish \(value.count)") } },
            didFail: { _ in events.withLock { $0.append("fail") } })
        #expect(controller.state == .idle)
        #expect(controller.items.isEmpty)
        await controller.reload()
        #expect(controller.value == [1, 2])
        #expect(controller.state == .loaded)
        #expect(controller.hasMore)
        await controller.loadMore()
        #expect(controller.items == [1, 2, 3])
        await controller.loadMore()  // Empty page: nothing more.
        #expect(controller.value == [1, 2, 3])
        #expect(!controller.hasMore)
        await controller.loadMore()  // No-op.
        await controller.reload()
        #expect(controller.value == [1, 2])
        await flush()
        #expect(events.withLock { $0 } == [
            "start", "finish 2", "more", "finish 3", "more", "finish 3", "start", "finish 2",
        ])
    }

    @Test func dataControllerKeepsTheLastError() async {
        let client = makeClient(pagedStub(failOnPage: 2))
        let controller = DataController(client: client, firstPage: PageAPI(page: 1))
        await controller.reload()
        await controller.loadMore()
        #expect(controller.state == .failed)
        #expect(controller.lastError?.statusCode == 500)
        #expect(controller.value == [1, 2])
        #expect(controller.hasMore)  // The failed page can be tried again.
    }

    @Test func dataControllerForOneValue() async {
        let stub = StubTransport()
        stub.register("/me", reply: .json(#"{"id":5,"name":"Eve"}"#))
        let controller = DataController(client: makeClient(stub), api: TestAPI<Item>("/me"))
        let delegate = RecordingControllerDelegate()
        controller.delegate = delegate
        await controller.reload()
        #expect(controller.value == Item(id: 5, name: "Eve"))
        #expect(!controller.hasMore)
        await flush()
        #expect(delegate.events == ["willStart false", "didFinish"])
    }
}

/// A main-actor view model holding a `DataController`: its closures change the model's state, and by the time
/// `reload()` returns they have run, on the main actor, with no hop to wait for.
@MainActor
final class ItemsViewModel {
    let controller: DataController<[Int]>
    private(set) var events: [String] = []

    init(controller: DataController<[Int]>) {
        self.controller = controller
        controller.onEvents(
            willStart: { more in self.events.append(more ? "more" : "start") },
            didFinish: { value in self.events.append("finish \(value.count)") },
            didFail: { _ in self.events.append("fail") })
    }
}

@Suite @MainActor struct DataControllerOnTheMainActorTests {
    @Test func observersRunOnTheCallersActorBeforeReloadReturns() async {
        let stub = StubTransport()
        stub.register(.get, "/items") { request in
            (request.url?.absoluteString ?? "").hasSuffix("page=1") ? .json("[1,2]") : .json("[]")
        }
        let model = ItemsViewModel(controller: DataController(client: makeClient(stub), firstPage: PageAPI(page: 1)))
        await model.controller.reload()
        #expect(model.events == ["start", "finish 2"])
        await model.controller.loadMore()
        #expect(model.events == ["start", "finish 2", "more", "finish 2"])
        #expect(model.controller.items == [1, 2])
    }

    #if canImport(Observation)
    @Test func aViewReadingItemsIsToldOfAReload() async {
        let stub = StubTransport()
        stub.register(.get, "/items", reply: .json("[7]"))
        let controller = DataController(client: makeClient(stub), firstPage: PageAPI(page: 1))
        let changes = Locked(0)
        withObservationTracking { _ = controller.items } onChange: { changes.withLock { $0 += 1 } }
        withObservationTracking { _ = controller.state } onChange: { changes.withLock { $0 += 10 } }
        await controller.reload()
        // Each tracking fires once, at the first change of what it read.
        #expect(changes.withLock { $0 } == 11)
        #expect(controller.items == [7])
    }
    #endif
}

final class RecordingControllerDelegate: DataControllerDelegate {
    private let log = Locked<[String]>([])
    var events: [String] { log.withLock { $0 } }

    func dataControllerWillStartLoading(_ controller: any Sendable, isLoadingMore: Bool) {
        log.withLock { $0.append("willStart \(isLoadingMore)") }
    }

    func dataControllerDidFinishLoading(_ controller: any Sendable) {
        log.withLock { $0.append("didFinish") }
    }

    func dataController(_ controller: any Sendable, didFailWith error: APIError) {
        log.withLock { $0.append("didFail") }
    }
}
