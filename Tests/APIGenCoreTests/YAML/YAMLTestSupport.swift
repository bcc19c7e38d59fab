@testable import APIGenCore

/// Small helpers shared by the YAML reader tests.
enum YAMLTest {
    static func read(_ text: String) throws(Diagnostic) -> Node {
        try YAMLReader.read(text, file: "t.yaml")
    }

    /// The diagnostic reading `text` throws, or nil when it reads.
    static func diagnostic(_ text: String) -> Diagnostic? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    static func diagnostic(bytes: [UInt8]) -> Diagnostic? {
        do {
            _ = try YAMLReader.read(bytes: bytes, file: "t.yaml")
            return nil
        } catch {
            return error
        }
    }
}

extension Node {
    var scalar: Node.Scalar? { if case .scalar(let scalar) = self { scalar } else { nil } }
    var items: [Node] { if case .sequence(let sequence) = self { sequence.items } else { [] } }
    var entries: [Node.Mapping.Entry] { if case .mapping(let mapping) = self { mapping.entries } else { [] } }
    var keys: [String] { entries.compactMap { $0.key.scalar?.text } }

    /// The value for a scalar key in a mapping.
    subscript(key: String) -> Node? {
        if case .mapping(let mapping) = self { mapping[key] } else { nil }
    }

    /// `line:column` of the node, for compact location assertions.
    var at: String { "\(location.line):\(location.column)" }
}

extension Node.Scalar {
    var at: String { "\(location.line):\(location.column)" }
}
