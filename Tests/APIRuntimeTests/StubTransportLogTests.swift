import Foundation
import Testing
@testable import APIRuntime

/// The stub transport's request log is bounded, so long runs on stubs keep memory flat.
@Suite struct StubTransportLogTests {
    @Test func keepsOnlyTheLatestRequests() async throws {
        let stub = StubTransport(requestLogLimit: 3)
        stub.register("/items", reply: .json("[1]"))
        let client = makeClient(stub)
        for page in 1...10 {
            _ = try await client.send(PageAPI(page: page))
        }
        #expect(stub.requests.map { $0.url?.query ?? "" } == ["page=8", "page=9", "page=10"])
    }

    @Test func aLimitOfZeroRecordsNothing() async throws {
        let stub = StubTransport(requestLogLimit: 0)
        stub.register("/items", reply: .json("[1]"))
        _ = try await makeClient(stub).send(PageAPI(page: 1))
        #expect(stub.requests.isEmpty)
        #expect(stub.requestLogLimit == 0)
    }

    @Test func theDefaultKeepsAThousand() async throws {
        let stub = StubTransport()
        stub.register("/items", reply: .json("[1]"))
        let client = makeClient(stub)
        for page in 1...2_500 {
            _ = try await client.send(PageAPI(page: page))
        }
        let pages = stub.requests.map { $0.url?.query ?? "" }
        #expect(pages.count == 1_000)
        #expect(pages.first == "page=1501")
        #expect(pages.last == "page=2500")
    }
}
