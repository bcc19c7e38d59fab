import APIRuntime
import Foundation
import PetStoreClient

// Drives the plugin-generated PetStore client against StubTransport and checks what comes back.
// Exits non-zero on the first surprise, so CI can run it.

func check(_ condition: Bool, _ message: String) {
    guard condition else {
        FileHandle.standardError.write(Data("petstore-demo: FAILED: \(message)\n".utf8))
        exit(1)
    }
}

guard let stubs = Bundle.module.resourceURL else {
    check(false, "the Stubs resource folder is missing")
    exit(1)
}
let transport = StubTransport(folder: stubs)
// Page 1 comes from the spec's `stub:` file; page 2 is empty, which ends paging.
transport.register(.get, "/pets") { request in
    let page = URLComponents(url: request.url ?? stubs, resolvingAgainstBaseURL: false)?
        .queryItems?.first { $0.name == "page" }?.value
    if page == "1", let data = FileManager.default.contents(atPath: stubs.appending(path: "Stubs/listPets.json").path) {
        return StubTransport.Reply(headers: ["Content-Type": "application/json"], data: data)
    }
    return .json("[]")
}
transport.register(.get, "/pets/2", reply: .json(#"{"id": 2, "name": "Tom", "status": "sold", "tags": ["cat"]}"#))
transport.register(.post, "/pets") { request in
    let body = request.httpBody ?? Data()
    let sent = try JSONDecoder().decode(NewPet.self, from: body)
    return .json(#"{"id": 4, "name": "\#(sent.name)", "status": "pending", "tags": []}"#, statusCode: 201)
}

let petStore = PetStoreService.offline(transport)

let firstPage = try await petStore.listPets()
check(firstPage.map(\.name) == ["Rex", "Tom", "Nemo"], "listPets returned \(firstPage.map(\.name))")
check(firstPage[0].photoURL?.absoluteString == "https://img.example.com/rex.jpg", "photo_url keypath")
check(firstPage[0].bornOn != nil, "born_on decodes with the spec's date format")
check(firstPage[2].status == .unknown("quarantine"), "unknown enum values decode to .unknown")
print("listPets: \(firstPage.map { "\($0.name) (\($0.status.rawValue))" }.joined(separator: ", "))")

var pages = 0
for try await page in petStore.listPetsPages() {
    pages += 1
    check(!page.isEmpty, "paging yielded an empty page")
}
check(pages == 1, "paging should stop at the first empty page, saw \(pages) pages")

let tom = try await petStore.getPet(id: 2)
check(tom.name == "Tom" && tom.status == .sold, "getPet returned \(tom)")

let added = try await petStore.addPet(body: NewPet(name: "Kiwi", tags: ["bird"]))
check(added.id == 4 && added.name == "Kiwi", "addPet returned \(added)")

// The completion-handler style, with a tag.
let outcome = await withCheckedContinuation { continuation in
    petStore.getPet(id: 2, tag: "detail") { result in continuation.resume(returning: result) }
}
check((try? outcome.get())?.id == 2, "completion style returned \(outcome)")

print("petstore-demo: all checks passed (\(transport.requests.count) requests served by StubTransport)")
