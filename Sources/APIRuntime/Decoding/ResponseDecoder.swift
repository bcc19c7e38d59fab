import Foundation

/// Status validation → validation hook → envelope validation → keypath extraction → decode.
struct ResponseDecoder {
    let makeDecoder: @Sendable () -> JSONDecoder
    let envelope: Envelope?

    func decode<R>(_ response: TransportResponse, for api: BaseAPI<R>) throws(APIError) -> Response<R> {
        guard api.acceptableStatusCodes.contains(response.statusCode) else {
            throw .httpStatus(code: response.statusCode, body: response.data)
        }
        do {
            try api.validate(response)
        } catch {
            throw error as? APIError ?? .transport(error)
        }
        let value: R
        switch api.responseEncoding {
        case .json:
            value = try decodeValue(R.self, from: response.data, envelope: envelope ?? api.envelope, keyPath: api.responseKeyPath)
        case .text, .binary:
            value = try Self.rawValue(R.self, from: response.data, encoding: api.responseEncoding)
        }
        return Response(value: value, statusCode: response.statusCode, headers: response.headers, data: response.data, url: response.url)
    }

    func decodeValue<R: Decodable>(_ type: R.Type, from data: Data, envelope: Envelope?, keyPath: String?) throws(APIError) -> R {
        let isBlank = data.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        // `Empty` means "no body expected": accept anything unless an envelope must be checked.
        if let empty = Empty() as? R, isBlank || envelope == nil {
            return empty
        }
        if isBlank {
            throw .decoding(type: "\(R.self)", keyPath: keyPath, codingPath: "", reason: "The response body is empty.")
        }
        let decoder = makeDecoder()
        if envelope == nil, keyPath == nil {
            // Nothing to walk: decode the body as it is, without the wrapper and its userInfo.
            do {
                return try decoder.decode(R.self, from: data)
            } catch {
                throw Self.describe(error, type: "\(R.self)", keyPath: nil)
            }
        }
        if let key = ResponsePlan.userInfoKey {
            decoder.userInfo[key] = ResponsePlan(envelope: envelope, keyPath: keyPath)
        }
        let wrapper: KeyPathWrapper<R>
        do {
            wrapper = try decoder.decode(KeyPathWrapper<R>.self, from: data)
        } catch let error as KeyPathDecodingError {
            throw Self.describe(error.underlying, type: "\(R.self)", keyPath: error.keyPath)
        } catch {
            throw Self.describe(error, type: "\(R.self)", keyPath: keyPath)
        }
        switch wrapper.outcome {
        case .value(let value): return value
        case .rejected(let code, let message): throw .server(code: code, message: message)
        }
    }

    /// Turns a `DecodingError` into `APIError.decoding` with a readable reason and coding path.
    static func describe(_ error: any Error, type: String, keyPath: String?) -> APIError {
        guard let error = error as? DecodingError else {
            return .decoding(type: type, keyPath: keyPath, codingPath: "", reason: "\(error)")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return .decoding(
                type: type, keyPath: keyPath, codingPath: APIError.describe(codingPath: context.codingPath + [key]),
                reason: "No value for key \"\(key.stringValue)\".")
        case .typeMismatch(let expected, let context):
            return .decoding(
                type: type, keyPath: keyPath, codingPath: APIError.describe(codingPath: context.codingPath),
                reason: "Expected \(expected): \(context.debugDescription)")
        case .valueNotFound(let expected, let context):
            return .decoding(
                type: type, keyPath: keyPath, codingPath: APIError.describe(codingPath: context.codingPath),
                reason: "Expected \(expected) but found null: \(context.debugDescription)")
        case .dataCorrupted(let context):
            return .decoding(
                type: type, keyPath: keyPath, codingPath: APIError.describe(codingPath: context.codingPath),
                reason: context.debugDescription)
        @unknown default:
            return .decoding(type: type, keyPath: keyPath, codingPath: "", reason: "\(error)")
        }
    }
}
