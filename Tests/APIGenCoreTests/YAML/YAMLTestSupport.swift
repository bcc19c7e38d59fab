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

// Names carry a `yaml` prefix so these test helpers cannot clash with other suites' helpers.
extension Node {
    var yamlScalar: Node.Scalar? { if case .scalar(let scalar) = self { scalar } else { nil } }
    var yamlItems: [Node] { if case .sequence(let sequence) = self { sequence.items } else { [] } }
    var yamlEntries: [Node.Mapping.Entry] { if case .mapping(let mapping) = self { mapping.entries } else { [] } }
    var yamlKeys: [String] { yamlEntries.compactMap { $0.key.yamlScalar?.text } }

    /// The value for a scalar key in a mapping.
    func yamlValue(forKey key: String) -> Node? {
        if case .mapping(let mapping) = self { mapping[key] } else { nil }
    }

    /// `line:column` of the node, for compact location assertions.
    var yamlAt: String { "\(location.line):\(location.column)" }
}

extension Node.Scalar {
    var yamlAt: String { "\(location.line):\(location.column)" }
}
