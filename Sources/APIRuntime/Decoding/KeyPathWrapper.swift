/// What to read from a response body: the envelope's fields and the value's keypath.
struct ResponsePlan: Sendable {
    var envelope: Envelope?
    var keyPath: String?

    /// `nil` only if the standard library ever rejects the literal; decoding then reads the whole body.
    static let userInfoKey = CodingUserInfoKey(rawValue: "APIRuntime.ResponsePlan")
}

/// A failure below a keypath, remembering which keypath the walk started from.
struct KeyPathDecodingError: Error {
    let keyPath: String?
    let underlying: any Error
}

/// Decodes a whole response in one pass of the JSON decoder: the envelope's code and message
/// and the value at the keypath are all read from the same parsed document by walking keyed
/// containers, so nothing is serialised twice.
struct KeyPathWrapper<Value: Decodable>: Decodable {
    enum Outcome {
        case value(Value)
        case rejected(code: Envelope.Code, message: String?)
    }

    let outcome: Outcome

    init(from decoder: any Decoder) throws {
        let plan = ResponsePlan.userInfoKey.flatMap { decoder.userInfo[$0] as? ResponsePlan } ?? ResponsePlan()
        if let envelope = plan.envelope {
            let code = try Self.decode(Envelope.Code.self, at: envelope.code, in: decoder)
            if !envelope.isSuccess(code) {
                let message = envelope.message.flatMap { try? Self.decode(String.self, at: $0, in: decoder) }
                outcome = .rejected(code: code, message: message)
                return
            }
        }
        if let empty = Empty() as? Value {
            outcome = .value(empty)
        } else {
            outcome = .value(try Self.decode(Value.self, at: plan.keyPath ?? "", in: decoder))
        }
    }

    /// Decodes `type` at the dotted `keyPath` ("" for the root) by descending keyed containers.
    static func decode<T: Decodable>(_ type: T.Type, at keyPath: String, in decoder: any Decoder) throws -> T {
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: true).map { AnyCodingKey(String($0)) }
        do {
            guard let last = keys.last else {
                // Through a container so the decoder's strategies (dates, data) apply to the root too.
                return try decoder.singleValueContainer().decode(T.self)
            }
            var container = try decoder.container(keyedBy: AnyCodingKey.self)
            for key in keys.dropLast() {
                container = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
            }
            return try container.decode(T.self, forKey: last)
        } catch {
            throw KeyPathDecodingError(keyPath: keyPath.isEmpty ? nil : keyPath, underlying: error)
        }
    }
}
