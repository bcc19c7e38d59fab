import Foundation
import Synchronization
#if canImport(Observation)
import Observation
#endif

/// Holds what a screen shows — one value or a growing list — with its loading state and last
/// error; `reload()` starts over, `loadMore()` appends the next page.
///
/// A main-actor view model holds one and reads `items`, `state` and `lastError` directly, without a hop:
/// `await controller.reload()` called on the main actor records the result there. The controller is
/// `Observable`, so a SwiftUI view that reads `items` or `state` re-renders when a load changes them.
/// Observers may also use a delegate or closures, called on the actor that called `reload()` or
/// `loadMore()` (from code isolated to no actor: on the client's callback queue).
///
/// Swift 6 safe without an actor: all state sits behind a `Locked` lock, and a reload makes any
/// older load's result stale (it is dropped), so overlapping calls cannot corrupt the state.
public final class DataController<Value: Sendable>: Sendable {
    /// What the controller is doing.
    public enum State: Sendable, Hashable {
        case idle, loading, loadingMore, loaded, failed
    }

    /// Loads one page and says how to load the following one (`nil`: no more pages).
    struct Loader: Sendable {
        let load: @Sendable (APIClient) async -> (Result<Value, APIError>, Loader?)
    }

    struct Snapshot {
        var value: Value?
        var state = State.idle
        var lastError: APIError?
        var next: Loader?
        var generation = 0
        var observers = Observers()
    }

    /// The delegate and closures, called where loads are started (see `DataController+Loading`).
    ///
    /// `@unchecked Sendable`: they are only stored and read under the snapshot's lock here, and only called
    /// on the actor whose code called `reload()`/`loadMore()` (or on the callback queue for code isolated to
    /// no actor), which is the code that sets them up.
    struct Observers: @unchecked Sendable {
        var willStart: ((_ isLoadingMore: Bool) -> Void)?
        var didFinish: ((Value) -> Void)?
        var didFail: ((APIError) -> Void)?
        weak var delegate: (any DataControllerDelegate)?
    }

    public let client: APIClient
    let first: Loader
    let merge: @Sendable (Value, Value) -> Value
    let snapshot = Locked(Snapshot())
    #if canImport(Observation)
    let observation = ObservationRegistrar()
    #endif

    init(client: APIClient, first: Loader, merge: @escaping @Sendable (Value, Value) -> Value) {
        self.client = client
        self.first = first
        self.merge = merge
    }

    /// A controller for one value; `loadMore()` does nothing.
    public convenience init(client: APIClient, api: BaseAPI<Value>) where Value: Decodable {
        let loader = Loader { client in
            do throws(APIError) { return (.success(try await client.send(api)), nil) } catch { return (.failure(error), nil) }
        }
        self.init(client: client, first: loader) { _, new in new }
    }

    /// A controller for a list whose pages come from `firstPage` and its `nextPage()` copies;
    /// an empty page (or a `nil` `nextPage()`) ends the list.
    public convenience init<API: BaseAPI<Value> & PageableAPI>(client: APIClient, firstPage: API)
    where Value: RangeReplaceableCollection & Decodable {
        self.init(client: client, first: Self.pageLoader(firstPage)) { old, new in old + new }
    }

    private static func pageLoader<API: BaseAPI<Value> & PageableAPI>(_ api: API) -> Loader where Value: Decodable {
        Loader { client in
            do throws(APIError) {
                let page = try await client.send(api)
                let isLast = (page as? any Collection)?.isEmpty == true
                return (.success(page), isLast ? nil : api.nextPage().map(pageLoader))
            } catch {
                return (.failure(error), pageLoader(api))
            }
        }
    }
}
