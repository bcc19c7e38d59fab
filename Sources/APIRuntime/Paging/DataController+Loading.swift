import Foundation
#if canImport(Observation)
import Observation
#endif

extension DataController {
    /// The loaded value (for lists: all items loaded so far), or `nil` before the first load.
    public var value: Value? {
        access(\.value)
        return snapshot.withLock { $0.value }
    }

    public var state: State {
        access(\.state)
        return snapshot.withLock { $0.state }
    }

    /// The error of the last failed load; cleared when a load succeeds.
    public var lastError: APIError? {
        access(\.lastError)
        return snapshot.withLock { $0.lastError }
    }

    /// Whether `loadMore()` has something to load.
    public var hasMore: Bool {
        access(\.hasMore)
        return snapshot.withLock { $0.value != nil && $0.next != nil }
    }

    /// Observer of loads, held weakly; called on the actor that started the load (see the type's comment).
    public var delegate: (any DataControllerDelegate)? {
        get { snapshot.withLock { $0.observers.delegate } }
        set { snapshot.withLock { $0.observers.delegate = newValue } }
    }

    /// Closures called on the actor that started the load (see the type's comment), as an alternative to
    /// the delegate.
    public func onEvents(
        willStart: ((_ isLoadingMore: Bool) -> Void)? = nil,
        didFinish: ((Value) -> Void)? = nil,
        didFail: ((APIError) -> Void)? = nil
    ) {
        snapshot.withLock { snapshot in
            snapshot.observers.willStart = willStart
            snapshot.observers.didFinish = didFinish
            snapshot.observers.didFail = didFail
        }
    }

    /// Loads from the first page, replacing what was loaded. Earlier loads still running become stale.
    ///
    /// The state changes and the observers' calls happen on the caller's actor (`isolation`, by default the
    /// caller's own): only the request itself runs elsewhere.
    public func reload(isolation: isolated (any Actor)? = #isolation) async {
        let generation = changing {
            snapshot.withLock { snapshot -> Int in
                snapshot.generation += 1
                snapshot.state = .loading
                return snapshot.generation
            }
        }
        await run(first, generation: generation, appending: false, isolation: isolation)
    }

    /// Loads the next page and appends it. Does nothing while loading or when there is no next page.
    /// Runs as `reload()` does.
    public func loadMore(isolation: isolated (any Actor)? = #isolation) async {
        let start = changing {
            snapshot.withLock { snapshot -> (Loader, Int)? in
                guard snapshot.state == .loaded || snapshot.state == .failed, snapshot.value != nil,
                    let next = snapshot.next
                else { return nil }
                snapshot.state = .loadingMore
                return (next, snapshot.generation)
            }
        }
        guard let (loader, generation) = start else { return }
        await run(loader, generation: generation, appending: true, isolation: isolation)
    }

    private func run(_ loader: Loader, generation: Int, appending: Bool, isolation: isolated (any Actor)?) async {
        notify(isolation: isolation) { observers in
            observers.delegate?.dataControllerWillStartLoading(self, isLoadingMore: appending)
            observers.willStart?(appending)
        }
        let (result, next) = await loader.load(client)
        let current: Value?? = changing {
            snapshot.withLock { snapshot in
                guard snapshot.generation == generation else { return .none }
                switch result {
                case .success(let page):
                    snapshot.value = appending ? snapshot.value.map { merge($0, page) } ?? page : page
                    snapshot.next = next
                    snapshot.lastError = nil
                    snapshot.state = .loaded
                case .failure(let error):
                    if !appending { snapshot.next = nil }
                    snapshot.lastError = error
                    snapshot.state = .failed
                }
                return .some(snapshot.value)
            }
        }
        guard case .some(let value) = current else { return }  // A newer reload owns the state.
        notify(isolation: isolation) { observers in
            switch result {
            case .success:
                observers.delegate?.dataControllerDidFinishLoading(self)
                if let value { observers.didFinish?(value) }
            case .failure(let error):
                observers.delegate?.dataController(self, didFailWith: error)
                observers.didFail?(error)
            }
        }
    }

    /// Calls the observers right here when the load was started on an actor (this code runs on it), or on the
    /// callback queue for a caller isolated to no actor.
    private func notify(isolation: isolated (any Actor)?, _ body: @escaping @Sendable (Observers) -> Void) {
        let observers = snapshot.withLock { $0.observers }
        if isolation != nil {
            body(observers)
        } else {
            client.configuration.callbackQueue.async { body(observers) }
        }
    }

    private func access<Member>(_ keyPath: KeyPath<DataController, Member>) {
        #if canImport(Observation)
        observation.access(self, keyPath: keyPath)
        #endif
    }

    /// Runs `body`, which changes the loaded state, between the notifications that observers of `value`,
    /// `state`, `lastError` and `hasMore` get (all four: a load changes most of them, and an observer that is
    /// told once too often only renders once more).
    private func changing<Result>(_ body: () -> Result) -> Result {
        #if canImport(Observation)
        observation.willSet(self, keyPath: \.value)
        observation.willSet(self, keyPath: \.state)
        observation.willSet(self, keyPath: \.lastError)
        observation.willSet(self, keyPath: \.hasMore)
        defer {
            observation.didSet(self, keyPath: \.value)
            observation.didSet(self, keyPath: \.state)
            observation.didSet(self, keyPath: \.lastError)
            observation.didSet(self, keyPath: \.hasMore)
        }
        #endif
        return body()
    }
}

#if canImport(Observation)
/// SwiftUI (and `withObservationTracking`) sees reads of `value`, `items`, `state`, `lastError` and `hasMore`,
/// and their changes.
extension DataController: Observable {}
#endif

/// Observer of a `DataController`. Every method has a default that does nothing.
///
/// Not `Sendable`: it is called on the actor that started the load, so a main-actor screen conforms as it is.
public protocol DataControllerDelegate: AnyObject {
    func dataControllerWillStartLoading(_ controller: any Sendable, isLoadingMore: Bool)
    func dataControllerDidFinishLoading(_ controller: any Sendable)
    func dataController(_ controller: any Sendable, didFailWith error: APIError)
}

extension DataControllerDelegate {
    public func dataControllerWillStartLoading(_ controller: any Sendable, isLoadingMore: Bool) {}
    public func dataControllerDidFinishLoading(_ controller: any Sendable) {}
    public func dataController(_ controller: any Sendable, didFailWith error: APIError) {}
}

extension DataController where Value: RangeReplaceableCollection {
    /// The items loaded so far; empty before the first load. Observable through `value`.
    public var items: Value { value ?? Value() }
}
