import Foundation

extension DataController {
    /// The loaded value (for lists: all items loaded so far), or `nil` before the first load.
    public var value: Value? { snapshot.withLock { $0.value } }
    public var state: State { snapshot.withLock { $0.state } }
    /// The error of the last failed load; cleared when a load succeeds.
    public var lastError: APIError? { snapshot.withLock { $0.lastError } }
    /// Whether `loadMore()` has something to load.
    public var hasMore: Bool { snapshot.withLock { $0.value != nil && $0.next != nil } }

    /// Observer of loads, held weakly; called on the client's callback queue.
    public var delegate: (any DataControllerDelegate)? {
        get { snapshot.withLock { $0.delegate } }
        set { snapshot.withLock { $0.delegate = newValue } }
    }

    /// Closures called on the client's callback queue, as an alternative to the delegate.
    public func onEvents(
        willStart: (@Sendable (_ isLoadingMore: Bool) -> Void)? = nil,
        didFinish: (@Sendable (Value) -> Void)? = nil,
        didFail: (@Sendable (APIError) -> Void)? = nil
    ) {
        snapshot.withLock { $0.callbacks = Callbacks(willStart: willStart, didFinish: didFinish, didFail: didFail) }
    }

    /// Loads from the first page, replacing what was loaded. Earlier loads still running become stale.
    public func reload() async {
        let generation = snapshot.withLock { snapshot -> Int in
            snapshot.generation += 1
            snapshot.state = .loading
            return snapshot.generation
        }
        await run(first, generation: generation, appending: false)
    }

    /// Loads the next page and appends it. Does nothing while loading or when there is no next page.
    public func loadMore() async {
        let start = snapshot.withLock { snapshot -> (Loader, Int)? in
            guard snapshot.state == .loaded || snapshot.state == .failed, snapshot.value != nil,
                let next = snapshot.next
            else { return nil }
            snapshot.state = .loadingMore
            return (next, snapshot.generation)
        }
        guard let (loader, generation) = start else { return }
        await run(loader, generation: generation, appending: true)
    }

    private func run(_ loader: Loader, generation: Int, appending: Bool) async {
        notify { delegate, callbacks in
            delegate?.dataControllerWillStartLoading(self, isLoadingMore: appending)
            callbacks.willStart?(appending)
        }
        let (result, next) = await loader.load(client)
        let current: Value?? = snapshot.withLock { snapshot in
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
        guard case .some(let value) = current else { return }  // A newer reload owns the state.
        notify { delegate, callbacks in
            switch result {
            case .success:
                delegate?.dataControllerDidFinishLoading(self)
                if let value { callbacks.didFinish?(value) }
            case .failure(let error):
                delegate?.dataController(self, didFailWith: error)
                callbacks.didFail?(error)
            }
        }
    }

    private func notify(_ body: @escaping @Sendable ((any DataControllerDelegate)?, Callbacks) -> Void) {
        let (delegate, callbacks) = snapshot.withLock { ($0.delegate, $0.callbacks) }
        client.configuration.callbackQueue.async { body(delegate, callbacks) }
    }
}

/// Observer of a `DataController`. Every method has a default that does nothing.
public protocol DataControllerDelegate: AnyObject, Sendable {
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
    /// The items loaded so far; empty before the first load.
    public var items: Value { value ?? Value() }
}
