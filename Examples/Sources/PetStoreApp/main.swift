import APIRuntime
import Foundation

// Runs PetsScreen against StubTransport and checks what each calling style left in the screen's state.
// Exits non-zero on the first surprise, so CI can run it.

func check(_ condition: Bool, _ message: String) {
    guard condition else {
        FileHandle.standardError.write(Data("petstore-app: FAILED: \(message)\n".utf8))
        exit(1)
    }
}

let transport = StubTransport()
transport.register(.get, "/pets", reply: .json(#"[{"id": 1, "name": "Rex", "status": "available", "tags": []}]"#))
transport.register(.get, "/pets/2", reply: .json(#"{"id": 2, "name": "Tom", "status": "sold", "tags": ["cat"]}"#))
transport.register(.post, "/pets", reply: .json(#"{"id": 4, "name": "Kiwi", "status": "pending", "tags": []}"#, statusCode: 201))
var configuration = APIClient.Configuration()
configuration.transport = transport
let screen = PetsScreen(petStore: PetStoreService(client: APIClient(configuration: configuration)))

try await screen.loadTitle()
screen.loadDetail()
await screen.waitForLog(2)
screen.addPet()
await screen.waitForLog(3)
await screen.loadList()

check(screen.title == "Tom (sold)", "async/await left the title \(screen.title)")
check(screen.detail?.id == 2, "the completion handler left the detail \(String(describing: screen.detail))")
check(screen.pets.state == .loaded && screen.pets.items.count == 1, "the data controller is \(screen.pets.state)")
let expected = ["async: Tom", "completion: Tom", "delegate add: Kiwi", "data controller: Rex"]
check(screen.log == expected, "the screen's log is \(screen.log), expected \(expected)")
print("petstore-app: all checks passed (\(screen.log.joined(separator: "; ")))")
