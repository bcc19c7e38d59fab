import APIRuntime
import Foundation

/// A screen as it is written in a new Xcode 26 app target: default isolation MainActor and approachable
/// concurrency (see Package.swift), so this class is main-actor isolated without saying so, and so is its
/// conformance to `APIClientDelegate`. It uses the plugin-generated `PetStoreService` in the three calling
/// styles and a `DataController`, and changes its own state from each one: no `nonisolated`, no
/// `@preconcurrency`, no `MainActor.assumeIsolated`, no `Task { @MainActor in }`.
final class PetsScreen: APIClientDelegate {
    let petStore: PetStoreService
    let pets: DataController<[Pet]>
    private(set) var title = ""
    private(set) var detail: Pet?
    private(set) var log: [String] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(petStore: PetStoreService) {
        self.petStore = petStore
        self.pets = DataController(client: petStore.client, firstPage: ListPetsAPI())
        petStore.client.delegate = self
    }

    /// async/await: assign the result to the screen's state.
    func loadTitle() async throws {
        let pet = try await petStore.getPet(id: 2)
        title = "\(pet.name) (\(pet.status.rawValue))"
        log.append("async: \(pet.name)")
    }

    /// A completion handler that mutates the screen's state: it runs on the main actor.
    func loadDetail() {
        petStore.getPet(id: 2, tag: "detail") { result in
            self.detail = try? result.get()
            self.append("completion: \(self.detail?.name ?? "failed")")
        }
    }

    /// Delegate style: the outcome arrives in the methods below, on the main actor.
    func addPet() {
        petStore.addPet(body: NewPet(name: "Kiwi", tags: ["bird"]), tag: "add")
    }

    /// A data controller: the list is read on the main actor right after the load, without a hop.
    func loadList() async {
        await pets.reload()
        log.append("data controller: \(pets.items.map(\.name).joined(separator: ", "))")
    }

    func client(_ client: APIClient, didFinish request: RequestInfo, value: any Sendable, response: Response<Data>) {
        append("delegate \(request.tag ?? "-"): \((value as? Pet)?.name ?? "?")")
    }

    func client(_ client: APIClient, didFail request: RequestInfo, error: APIError) {
        append("delegate \(request.tag ?? "-") failed: \(error)")
    }

    /// Returns once the log has `count` lines.
    func waitForLog(_ count: Int) async {
        guard log.count < count else { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }

    private func append(_ line: String) {
        log.append(line)
        for waiter in waiters where log.count >= waiter.count { waiter.continuation.resume() }
        waiters.removeAll { log.count >= $0.count }
    }
}
