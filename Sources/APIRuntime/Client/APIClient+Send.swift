import Foundation

/// A progress callback.
public typealias ProgressHandler = @Sendable (TransferProgress) -> Void

/// A progress callback that also knows which request it belongs to.
typealias RequestProgressHandler = @Sendable (RequestHandle, TransferProgress) -> Void

/// What a callback-style request reports, in this order: its start, its progress, its one outcome.
enum RequestEvent<R: Sendable>: Sendable {
    case started(RequestHandle)
    case progress(RequestHandle, TransferProgress)
    case finished(RequestHandle, Result<Response<R>, APIError>)
}

extension APIClient {
    /// Sends `api` and returns the decoded value. Cancelling the calling task cancels the request.
    public func send<R>(_ api: BaseAPI<R>, progress: ProgressHandler? = nil) async throws(APIError) -> R {
        try await response(for: api, progress: progress).value
    }

    /// Sends `api` and returns the value with the status, headers and raw body.
    public func response<R>(
        for api: BaseAPI<R>, tag: String? = nil, progress: ProgressHandler? = nil
    ) async throws(APIError) -> Response<R> {
        if runsInline(api, progress: progress) {
            return try await responseInline(for: api, tag: tag)
        }
        var perRequest: RequestProgressHandler?
        if let progress {
            perRequest = { _, value in progress(value) }
        }
        let task = launch(api, tag: tag, progress: perRequest, willStart: nil, finish: { _, _ in }).task
        let result = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        return try result.get()
    }

    /// Whether `try await` of `api` runs in the caller's task rather than a task of its own.
    ///
    /// A task per request costs two thread hops per request (starting it, and waking the caller when it ends),
    /// which on Linux is most of what the client adds to a small request over `URLSession`. Without that task a
    /// cancel by handle, id or tag cannot be a task cancel (it would cancel the caller), so every wait of the
    /// request must end on a `RequestCancellation` instead. The waits that can are the client's own: a plain
    /// data request of `URLSessionTransport` and the retry back-off. Interceptors, other transports, progress,
    /// downloads, a resource timeout and waiting for connectivity are awaited in a task of their own, as before,
    /// so that a cancel reaches them as task cancellation.
    func runsInline<R>(_ api: BaseAPI<R>, progress: ProgressHandler?) -> Bool {
        let configuration = self.configuration
        return progress == nil
            && configuration.transport is URLSessionTransport
            && configuration.interceptors.isEmpty
            && configuration.resourceTimeout == nil
            && (configuration.networkMonitor == nil || !(configuration.connectivityWait > 0))
            && !(api is any FileDownload)
    }

    /// `response(for:tag:progress:)` in the caller's task: registered with a `RequestCancellation` as its
    /// cancel action, and removed from the registry before it returns.
    private func responseInline<R>(for api: BaseAPI<R>, tag: String?) async throws(APIError) -> Response<R> {
        let cancellation = RequestCancellation()
        let id = registry.register(tag: tag, cancel: cancellation.cancel)
        var result: Result<Response<R>, APIError>
        do throws(APIError) {
            result = .success(try await execute(api, id: id, tag: tag, progress: nil, cancellation: cancellation))
        } catch {
            result = .failure(error)
        }
        // As with a task per request: a cancel that arrived before delivery wins.
        if Self.isCancelled(cancellation) { result = .failure(.cancelled) }
        registry.remove(id: id)
        return try result.get()
    }

    /// Sends `api` and calls `completion` exactly once with the outcome, on the caller's actor.
    ///
    /// Called from an actor (a main-actor screen or view model, or any actor), the completion handler and
    /// `progress` run on that actor, so they may use its state directly; `isolation` is that actor, and the
    /// default (`#isolation`) picks it up. Called from code isolated to no actor, they run on the
    /// configuration's `callbackQueue`. Either way they run one at a time, progress before the outcome.
    @discardableResult
    public func send<R>(
        _ api: BaseAPI<R>, tag: String? = nil, progress: ((TransferProgress) -> Void)? = nil,
        completion: @escaping (Result<R, APIError>) -> Void,
        isolation: isolated (any Actor)? = #isolation
    ) -> RequestHandle {
        let delivery = CallbackDelivery<RequestEvent<R>>.start(on: isolation, queue: configuration.callbackQueue) { event in
            switch event {
            case .progress(_, let value): progress?(value)
            case .finished(_, let result): completion(result.map(\.value))
            case .started: break
            }
        }
        return launch(api, tag: tag, delivery: delivery, reportsProgress: progress != nil, reportsStart: false)
    }

    /// Delegate style: sends `api` and reports its start, progress and outcome to the client's `delegate`, on the
    /// caller's actor (or, from code isolated to no actor, on the configuration's `callbackQueue`).
    ///
    /// The delegate is read when each event is delivered, so one set after the request started still hears of it.
    @discardableResult
    public func send<R>(_ api: BaseAPI<R>, tag: String?, isolation: isolated (any Actor)? = #isolation) -> RequestHandle {
        let url = try? RequestBuilder(configuration: configuration).url(for: api, baseURL: firstBaseURL(for: api))
        let parameters = Self.parameters(of: api)
        let method = api.method
        let info = { (handle: RequestHandle) in
            RequestInfo(handle: handle, tag: tag, api: api, method: method, url: url, parameters: parameters)
        }
        let delivery = CallbackDelivery<RequestEvent<R>>.start(on: isolation, queue: configuration.callbackQueue) {
            [weak self] event in
            guard let self, let delegate = self.delegate else { return }
            switch event {
            case .started(let handle):
                delegate.client(self, didStart: info(handle))
            case .progress(let handle, let value):
                delegate.client(self, request: info(handle), didProgress: value)
            case .finished(let handle, .success(let response)):
                delegate.client(self, didFinish: info(handle), value: response.value, response: response.map { _ in response.data })
            case .finished(let handle, .failure(let error)):
                delegate.client(self, didFail: info(handle), error: error)
            }
        }
        return launch(api, tag: tag, delivery: delivery, reportsProgress: true, reportsStart: true)
    }

    /// `launch(_:tag:progress:willStart:finish:)` with its events handed to `delivery`.
    private func launch<R>(
        _ api: BaseAPI<R>, tag: String?, delivery: CallbackDelivery<RequestEvent<R>>, reportsProgress: Bool, reportsStart: Bool
    ) -> RequestHandle {
        var progress: RequestProgressHandler?
        if reportsProgress {
            progress = { handle, value in delivery.send(.progress(handle, value)) }
        }
        var willStart: (@Sendable (RequestHandle) -> Void)?
        if reportsStart {
            willStart = { handle in delivery.send(.started(handle)) }
        }
        return launch(api, tag: tag, progress: progress, willStart: willStart) { handle, result in
            delivery.send(.finished(handle, result))
            delivery.finish()
        }.handle
    }

    /// Starts a registered request whose task delivers exactly one outcome through `finish`,
    /// after removing itself from the bookkeeping.
    func launch<R>(
        _ api: BaseAPI<R>, tag: String?, progress: RequestProgressHandler?,
        willStart: (@Sendable (RequestHandle) -> Void)?,
        finish: @escaping @Sendable (RequestHandle, Result<Response<R>, APIError>) -> Void
    ) -> (handle: RequestHandle, task: Task<Result<Response<R>, APIError>, Never>) {
        let registry = self.registry
        let registered = registry.register(tag: tag) { id in
            Task { [self] in
                let handle = RequestHandle(id: id, registry: registry)
                willStart?(handle)
                var perRequest: ProgressHandler?
                if let progress {
                    perRequest = { value in progress(handle, value) }
                }
                var result: Result<Response<R>, APIError>
                do throws(APIError) {
                    result = .success(try await self.execute(api, id: id, tag: tag, progress: perRequest))
                } catch {
                    result = .failure(error)
                }
                // A cancel that arrived before delivery wins, so cancelled requests always say so.
                if Task.isCancelled { result = .failure(.cancelled) }
                registry.remove(id: id)
                finish(handle, result)
                return result
            }
        }
        return (RequestHandle(id: registered.id, registry: registry), registered.task)
    }

    func firstBaseURL<R>(for api: BaseAPI<R>) -> URL {
        baseURLs(for: api).first ?? URL(fileURLWithPath: "/")
    }

    /// Query items and form fields by name, for delegates and logs.
    static func parameters<R>(of api: BaseAPI<R>) -> [String: [String]] {
        var parameters: [String: [String]] = [:]
        for item in api.query { parameters[item.name, default: []] += item.values }
        if case .form(let fields) = api.body {
            for field in fields { parameters[field.name, default: []] += field.values }
        }
        return parameters
    }
}
