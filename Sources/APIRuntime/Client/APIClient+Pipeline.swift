import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// One attempt's outcome, with the request that was sent (for retry hooks).
    enum AttemptOutcome<R: Sendable> {
        case success(Response<R>)
        case failure(APIError, URLRequest?)
    }

    /// The pipeline with retries: attempt (over the base URLs) → on failure ask the
    /// interceptors, then the retry policy, whether to try again.
    ///
    /// `cancellation` is set when the request runs in its caller's task (see `runsInline(_:progress:)`):
    /// a cancel by handle, id or tag then reaches the request through it rather than as task cancellation.
    func execute<R>(
        _ api: BaseAPI<R>, id: Int, tag: String?, progress: ProgressHandler?, cancellation: RequestCancellation? = nil
    ) async throws(APIError) -> Response<R> {
        if self === APIClient.unset { throw .invalidRequest(APIClient.unsetDefaultMessage) }
        let bases = baseURLs(for: api)
        guard !bases.isEmpty else {
            throw .invalidRequest(
                "\(type(of: api)) has no base URL; set APIClient.Configuration.baseURLs or override `baseURLs`.")
        }
        try await awaitConnectivity()
        let method = api.method
        var attempt = 0
        while true {
            let context = RequestContext(id: id, tag: tag, method: method, attempt: attempt)
            let error: APIError
            let sent: URLRequest?
            switch await attemptOnce(api, bases: bases, context: context, progress: progress, cancellation: cancellation) {
            case .success(let response):
                return response
            case .failure(let failure, let request):
                (error, sent) = (failure, request)
            }
            switch error {
            case .cancelled, .invalidRequest: throw error
            default: break
            }
            if Self.isCancelled(cancellation) { throw .cancelled }
            guard attempt + 1 < configuration.retryPolicy.maxAttempts else { throw error }
            var decision = RetryDecision.doNotRetry
            if let sent {
                for interceptor in configuration.interceptors where decision == .doNotRetry {
                    decision = await interceptor.retry(sent, failedWith: error, context: context)
                }
            }
            if decision == .doNotRetry {
                decision = configuration.retryPolicy.decision(for: error, method: method, attempt: attempt)
            }
            switch decision {
            case .doNotRetry:
                throw error
            case .retry:
                break
            case .retryAfter(let seconds):
                do {
                    try await Delay.sleep(seconds, cancellation: cancellation)
                } catch {
                    throw .cancelled
                }
            }
            attempt += 1
        }
    }

    /// Tries each base URL in order. The next one is used when the host cannot be reached, and
    /// for idempotent methods also after a timeout, a lost connection or a 5xx status.
    func attemptOnce<R>(
        _ api: BaseAPI<R>, bases: [URL], context: RequestContext, progress: ProgressHandler?,
        cancellation: RequestCancellation? = nil
    ) async -> AttemptOutcome<R> {
        let builder = RequestBuilder(configuration: configuration)
        let decoder = ResponseDecoder(makeDecoder: configuration.makeDecoder, envelope: configuration.envelope)
        let idempotent = api.method.isIdempotent
        var lastFailure = AttemptOutcome<R>.failure(.invalidRequest("No base URL."), nil)
        for (index, baseURL) in bases.enumerated() {
            if Self.isCancelled(cancellation) { return .failure(.cancelled, nil) }
            let hasFallback = index + 1 < bases.count
            var request: URLRequest
            do {
                request = try builder.makeRequest(for: api, baseURL: baseURL)
                // The builder checked its own headers; only those of interceptors need checking here.
                if !configuration.interceptors.isEmpty {
                    for interceptor in configuration.interceptors {
                        request = try await interceptor.adapt(request, context: context)
                    }
                    for (name, value) in request.allHTTPHeaderFields ?? [:] where !HeaderValidation.isValidValue(value) {
                        throw APIError.invalidRequest("Header \"\(name)\" set by an interceptor contains a line break or NUL; remove CR/LF from its value.")
                    }
                }
            } catch {
                let mapped = error as? APIError ?? (error is CancellationError
                    ? .cancelled : .invalidRequest("An interceptor failed to adapt the request: \(error)"))
                return .failure(mapped, nil)
            }
            let response: TransportResponse
            // Observers need a duration; without interceptors the clock is not read at all.
            let started = configuration.interceptors.isEmpty ? nil : ContinuousClock.now
            do {
                let transportRequest = TransportRequest(
                    urlRequest: request, stub: api.stub, destination: (api as? any FileDownload)?.destination)
                response = try await send(transportRequest, progress: progress, cancellation: cancellation)
                report(request, context: context, started: started, result: .success(response))
            } catch {
                let mapped = Self.isCancelled(cancellation) ? .cancelled : APIError(transportError: error)
                report(request, context: context, started: started, result: .failure(mapped))
                lastFailure = .failure(mapped, request)
                if hasFallback, mapped.isUnreachableHost || (idempotent && mapped.isTransient) { continue }
                return lastFailure
            }
            if hasFallback, idempotent, response.statusCode >= 500 {
                lastFailure = .failure(.httpStatus(code: response.statusCode, body: response.data), request)
                continue
            }
            do {
                return .success(try decoder.decode(response, for: api))
            } catch {
                return .failure(error, request)
            }
        }
        return lastFailure
    }

    /// Hands `request` to the transport, within `resourceTimeout` when one is set: the transport call is
    /// cancelled at the limit and the attempt fails with `URLError(.timedOut)` (mapped to `.timedOut`).
    private func send(
        _ request: TransportRequest, progress: ProgressHandler?, cancellation: RequestCancellation?
    ) async throws -> TransportResponse {
        let transport = configuration.transport
        if let cancellation, let sessionTransport = transport as? URLSessionTransport {
            return try await sessionTransport.send(request.urlRequest, cancellation: cancellation)
        }
        guard let limit = configuration.resourceTimeout else {
            return try await transport.send(request, progress: progress)
        }
        guard limit.isFinite, limit > 0 else {
            throw APIError.invalidRequest("resourceTimeout \(limit) must be a positive number of seconds, or nil for no limit.")
        }
        return try await withThrowingTaskGroup(of: TransportResponse?.self) { group in
            group.addTask { try await transport.send(request, progress: progress) }
            group.addTask {
                try await Delay.sleep(limit)
                return nil
            }
            defer { group.cancelAll() }
            // The first child to finish decides; `nil` means the limit came first.
            guard let first = try await group.next(), let response = first else { throw URLError(.timedOut) }
            return response
        }
    }

    /// Whether the request was cancelled: its task, or (running in its caller's task) by handle, id or tag.
    static func isCancelled(_ cancellation: RequestCancellation?) -> Bool {
        Task.isCancelled || cancellation?.isCancelled == true
    }

    /// Tells the interceptors what the transport returned.
    private func report(
        _ request: URLRequest, context: RequestContext, started: ContinuousClock.Instant?,
        result: Result<TransportResponse, APIError>
    ) {
        guard let started else { return }
        let exchange = RequestExchange(request: request, context: context, result: result, duration: started.duration(to: .now))
        for interceptor in configuration.interceptors {
            interceptor.didFinish(exchange)
        }
    }
}
