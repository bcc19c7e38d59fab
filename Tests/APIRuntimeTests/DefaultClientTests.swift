import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import APIRuntime

/// The process-wide default is global state: these tests run one at a time and leave it unset.
@Suite(.serialized) struct DefaultClientTests {
    func userStub() -> StubTransport {
        let stub = StubTransport()
        stub.register(.get, "/users/7", reply: .json(#"{"code":0,"data":{"user":{"id":7,"role":"admin","created_at":"2024-05-06T07:08:09Z"}}}"#))
        return stub
    }

    @Test func aServiceMadeBeforeADefaultIsSetFailsEveryRequestWithAClearError() async {
        APIClient.setDefault(nil)
        #expect(!APIClient.hasDefault)
        let service = ContractUsersService()
        let result = await outcome { () async throws(APIError) in try await service.getUser(id: 7) }
        guard case .invalidRequest(let reason)? = result.failure else {
            Issue.record("expected invalidRequest, got \(result)")
            return
        }
        #expect(reason == APIClient.unsetDefaultMessage)
        #expect(reason.contains("APIClient.setDefault(_:)"))
        let log = OutcomeLog()
        service.getUser(id: 7, tag: "t") { log.record(0, $0.map(\.id)) }
        await log.wait(for: 1)
        #expect(log.outcomes[0]?.count == 1)
        #expect(log.outcomes[0]?.first?.failure?.isCancelled == false)
        #expect(APIClient.shared.inFlightCount == 0)
    }

    @Test func servicesMadeAfterSetDefaultUseIt() async throws {
        let client = makeClient(userStub(), baseURLs: [])
        APIClient.setDefault(client)
        defer { APIClient.setDefault(nil) }
        #expect(APIClient.hasDefault)
        #expect(APIClient.shared === client)
        let user = try await ContractUsersService().getUser(id: 7)
        #expect(user.id == 7)
        APIClient.setDefault(nil)
        #expect(APIClient.shared === APIClient.unset)
    }

    @Test func withDefaultReplacesTheDefaultForOneTaskTreeOnly() async throws {
        let client = makeClient(userStub(), baseURLs: [])
        let user = try await APIClient.withDefault(client) {
            #expect(APIClient.shared === client)
            // Child tasks inherit the scoped default.
            return try await Task { try await ContractUsersService().getUser(id: 7) }.value
        }
        #expect(user.id == 7)
        #expect(APIClient.shared !== client)
    }
}
