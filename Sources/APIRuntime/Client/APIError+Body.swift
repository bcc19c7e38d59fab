import Foundation

/// Reading the server's error model from a failed request.
///
/// ```swift
/// do {
///     let user = try await users.getUser(id: 42)
/// } catch let error as APIError {
///     let problem = error.decodeBody(as: Problem.self)   // nil unless an HTTP status came with a Problem
/// }
/// ```
/// Generated APIs with `errors:` in the spec wrap this in `GetUserAPI.errorModel(from: error)`, which
/// also picks the model declared for the status.
extension APIError {
    /// The response body of an `.httpStatus` failure; `nil` for every other failure.
    public var body: Data? {
        if case .httpStatus(_, let body) = self { return body }
        return nil
    }

    /// The failed response's body decoded as `T` with `decoder`, or `nil` when there is no HTTP body
    /// or it is not a `T`.
    public func decodeBody<T: Decodable>(as type: T.Type, using decoder: JSONDecoder = JSONCoding.makeDecoder()) -> T? {
        guard let body, !body.isEmpty else { return nil }
        return try? decoder.decode(T.self, from: body)
    }

    /// The most specific of the spec's error statuses that covers this failure's status: an exact code
    /// (`"404"`), then a range (`"4XX"`), then `"default"`; `nil` when none does or there is no status.
    public func matchingStatus(in statuses: [String]) -> String? {
        guard let code = statusCode else { return nil }
        if let exact = statuses.first(where: { $0 == String(code) }) { return exact }
        if let range = statuses.first(where: { $0.uppercased() == "\(code / 100)XX" }) { return range }
        return statuses.first { $0 == "default" }
    }

    /// The body of `error` decoded as `T` when it is an `APIError` whose status is one of `statuses`
    /// (matched as in `matchingStatus(in:)`). Generated `errorModel(from:)` functions call this.
    public static func body<T: Decodable>(of error: any Error, as type: T.Type, statuses: [String]) -> T? {
        guard let error = error as? APIError, error.matchingStatus(in: statuses) != nil else { return nil }
        return error.decodeBody(as: type)
    }
}
