import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns a `BaseAPI` into a `URLRequest` for one base URL. Pure: no I/O, no shared state.
struct RequestBuilder {
    let configuration: APIClient.Configuration
    /// The multipart boundary; `nil` draws a random one, and only when a multipart body is encoded,
    /// because making one (a UUID from /dev/urandom, then text edits) costs about 10 µs per request.
    var boundary: String?

    /// A week: longer timeouts are clamped.
    static let maximumTimeout: TimeInterval = 7 * 24 * 3600

    /// The full URL: base URL + path + the API's and the client's query items.
    func url<R>(for api: BaseAPI<R>, baseURL: URL) throws(APIError) -> URL {
        let path = api.path
        guard !path.isEmpty else {
            throw .invalidRequest("\(type(of: api)) has an empty path; override `path`.")
        }
        guard baseURL.query == nil, baseURL.fragment == nil else {
            throw .invalidRequest("Base URL \(baseURL.absoluteString) has a query or fragment; put common query items in APIClient.Configuration.query.")
        }
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        var text = base + (path.hasPrefix("/") ? path : "/" + path)
        var pairs: [String] = []
        for item in api.query + configuration.query {
            do {
                pairs += try item.encodedPairs()
            } catch {
                throw .invalidRequest("The query parameter '\(item.name)' does not encode: \(error)")
            }
        }
        let query = pairs.joined(separator: "&")
        if !query.isEmpty {
            text += (text.contains("?") ? "&" : "?") + query
        }
        guard let url = URL(string: text), url.scheme != nil else {
            throw .invalidRequest("\"\(text)\" is not a valid URL; encode path parameters with APIPath.segment.")
        }
        return url
    }

    func makeRequest<R>(for api: BaseAPI<R>, baseURL: URL) throws(APIError) -> URLRequest {
        var request = URLRequest(url: try url(for: api, baseURL: baseURL))
        // GET is a new request's method already; setting it anyway would triple the cost of this
        // `URLRequest` on Linux (0.34 µs against 0.11 µs).
        if api.method != .get {
            request.httpMethod = api.method.rawValue
        }
        let timeout = api.timeout ?? configuration.timeout
        // Foundation converts the interval to an integer on Linux; a NaN, infinite or huge value would trap there.
        guard timeout.isFinite, timeout > 0 else {
            throw .invalidRequest("Timeout \(timeout) of \(type(of: api)) must be a positive number of seconds.")
        }
        #if canImport(FoundationNetworking)
        // swift-corelibs-foundation truncates the interval to whole seconds (0.5 s would time out at once),
        // so round up: a timeout may then run up to a second late, never early.
        // (Set here, not passed to `URLRequest(url:cachePolicy:timeoutInterval:)`: there its URLSession ignores
        // it; a 1 s timeout against a 4 s delay answered after 4 s.)
        request.timeoutInterval = min(timeout.rounded(.up), Self.maximumTimeout)
        #else
        request.timeoutInterval = min(timeout, Self.maximumTimeout)
        #endif
        // Later sources win: client-wide, then service-wide, then the endpoint's own headers.
        for header in configuration.headers + api.baseHeaders + api.headers {
            guard HeaderValidation.isValidName(header.name) else {
                throw .invalidRequest("Header name \"\(header.name)\" is not a valid HTTP token.")
            }
            guard let value = header.value else { continue }
            guard HeaderValidation.isValidValue(value) else {
                throw .invalidRequest("Header \"\(header.name)\" contains a line break or NUL; remove CR/LF from its value.")
            }
            request.setValue(value, forHTTPHeaderField: header.name)
        }
        if let body = api.body {
            let (data, contentType) = try encode(body)
            request.httpBody = data
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue(contentType, forHTTPHeaderField: "Content-Type")
            }
        }
        return request
    }

    /// The `name=value` pairs of form fields, deep-object fields flattened (`address[city]`).
    private static func pairs(of fields: [FormField]) throws(APIError) -> [(name: String, values: [String])] {
        var pairs: [(name: String, values: [String])] = []
        pairs.reserveCapacity(fields.count)
        for field in fields {
            guard field.deepObject != nil else {
                pairs.append((field.name, field.values))
                continue
            }
            do {
                pairs += try field.pairs()
            } catch {
                throw .invalidRequest("The form field '\(field.name)' does not encode: \(error)")
            }
        }
        return pairs
    }

    /// The encoded body and its content type. The client's common form fields join form and
    /// multipart bodies; JSON bodies are left as the API describes them.
    func encode(_ body: RequestBody) throws(APIError) -> (Data, String) {
        switch body {
        case .json(let value):
            do {
                return (try configuration.makeEncoder().encode(value), "application/json")
            } catch {
                throw .invalidRequest("The JSON body of type \(type(of: value)) does not encode: \(error)")
            }
        case .form(let fields):
            let pairs = try Self.pairs(of: fields + configuration.formFields)
            let text = PercentEncoding.encodePairs(pairs, spaceAsPlus: true)
            return (Data(text.utf8), "application/x-www-form-urlencoded")
        case .multipart(let parts):
            let common = try Self.pairs(of: configuration.formFields).map { MultipartPart($0.name, $0.values) }
            let encoder = MultipartEncoder(boundary: boundary ?? MultipartEncoder.randomBoundary())
            do {
                return (try encoder.encode(parts + common, makeJSONEncoder: configuration.makeEncoder), encoder.contentType)
            } catch {
                throw .invalidRequest("A JSON part of the multipart body does not encode: \(error)")
            }
        case .data(let data, let contentType):
            guard HeaderValidation.isValidValue(contentType) else {
                throw .invalidRequest("Content type \"\(contentType)\" contains a line break; remove CR/LF.")
            }
            return (data, contentType)
        }
    }
}
