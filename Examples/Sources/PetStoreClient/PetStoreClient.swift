import APIRuntime
import Foundation

extension PetStoreService {
    /// A client for previews and tests: every request is answered by `transport`, never the network.
    public static func offline(_ transport: StubTransport) -> PetStoreService {
        var configuration = APIClient.Configuration()
        configuration.transport = transport
        return PetStoreService(client: APIClient(configuration: configuration))
    }
}
