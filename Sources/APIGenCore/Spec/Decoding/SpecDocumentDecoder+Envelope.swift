/// The business envelope and keypaths.
extension SpecDocumentDecoder {
    static let envelopeKeys = ["code", "success", "message", "data"]

    mutating func decodeEnvelope(_ node: Node, key: SourceLocation) -> EnvelopeSpec? {
        guard let fields = fields(of: node, allowed: Self.envelopeKeys, context: "in the envelope", what: "'envelope'", owner: key) else {
            return nil
        }
        var code: String?
        if let node = fields["code"] {
            code = decodeKeypath(node, for: "'code'")
        } else {
            error(
                "missing key 'code' in the envelope", at: key,
                notes: ["'code' is the keypath of the business code, e.g. 'code: code'"])
        }
        var success: [EnvelopeCode]?
        if let node = fields["success"] {
            success = decodeSuccessCodes(node)
        } else {
            error(
                "missing key 'success' in the envelope", at: key,
                notes: ["'success' lists the business codes that mean success, e.g. 'success: [0]'"])
        }
        let message = fields["message"].flatMap { decodeKeypath($0, for: "'message'") }
        let data = fields["data"].flatMap { decodeKeypath($0, for: "'data'") }
        guard let code, let success else { return nil }
        return EnvelopeSpec(code: code, success: success, message: message, data: data, location: key)
    }

    /// `success: [0, 200]`, `success: ["OK"]` or a single code.
    private mutating func decodeSuccessCodes(_ node: Node) -> [EnvelopeCode]? {
        let items: [Node]
        if case .sequence(let sequence) = node { items = sequence.items } else { items = [node] }
        if items.isEmpty {
            error("'success' needs at least one code", at: node.location)
            return nil
        }
        var codes: [EnvelopeCode] = []
        var isValid = true
        for item in items {
            if case .scalar(let scalar) = item {
                switch scalar.value {
                case .int(let value):
                    codes.append(.int(value))
                    continue
                case .string(let value) where !value.isEmpty:
                    codes.append(.string(value))
                    continue
                default: break
                }
            }
            error("expected an integer or a string for a success code, found \(item.kindDescription)", at: item.location)
            isValid = false
        }
        return isValid ? codes : nil
    }

    /// A keypath: keys joined by `.`, no empty keys, no whitespace.
    mutating func decodeKeypath(_ node: Node, for what: @autoclosure () -> String) -> String? {
        guard let text = string(node, for: what()) else { return nil }
        if let problem = Self.keypathProblem(text) {
            error(
                "malformed keypath '\(text)': \(problem)", at: node.location,
                notes: ["a keypath is keys joined by '.', e.g. 'data.items'"])
            return nil
        }
        return text
    }

    static func keypathProblem(_ text: String) -> String? {
        if text.isEmpty { return "it is empty" }
        if text.contains(where: \.isWhitespace) { return "keys cannot contain spaces" }
        if text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            return "it has an empty key"
        }
        return nil
    }
}
