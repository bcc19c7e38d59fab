/// A JSON value whose objects keep their keys in the order written, so that a schema built from
/// literals renders as the same bytes every time.
///
/// The literal conformances let a schema read almost like the JSON it prints:
/// `["type": "string", "minLength": 1]` is an object with two keys, in that order.
public indirect enum SchemaValue: Hashable, Sendable {
    case object([Member])
    case array([SchemaValue])
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// One `"key": value` pair of an object.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: SchemaValue

        public init(_ key: String, _ value: SchemaValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value under `key` when this is an object that has it.
    public subscript(_ key: String) -> SchemaValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The keys of an object, in order; empty for anything else.
    public var keys: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.key)
    }

    /// This object with `members` added after its own (or `members` alone, for a value that is no object).
    func adding(_ members: [Member]) -> SchemaValue {
        guard case .object(let own) = self else { return .object(members) }
        return .object(own + members)
    }
}

extension SchemaValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, SchemaValue)...) {
        self = .object(elements.map { Member($0.0, $0.1) })
    }
}

extension SchemaValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: SchemaValue...) {
        self = .array(elements)
    }
}

extension SchemaValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension SchemaValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension SchemaValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension SchemaValue {
    /// Pretty JSON: 2-space indent, keys in the order built, one final newline. Arrays of scalars stay on
    /// one line (`["type"]`), as do empty objects and arrays; everything else takes a line per entry.
    public var jsonText: String {
        var output: [UInt8] = []
        write(indent: 0, into: &output)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    private var isScalar: Bool {
        switch self {
        case .string, .integer, .bool: true
        case .object, .array: false
        }
    }

    private func write(indent: Int, into output: inout [UInt8]) {
        switch self {
        case .string(let text):
            JSONWriter.writeString(text, into: &output)
        case .integer(let number):
            output.append(contentsOf: String(number).utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .array(let items) where items.allSatisfy(\.isScalar):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(contentsOf: ", ".utf8) }
                item.write(indent: indent, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(indent: indent + 2, into: &output)
                item.write(indent: indent + 2, into: &output)
            }
            Self.newline(indent: indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members) where members.isEmpty:
            output.append(contentsOf: "{}".utf8)
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(indent: indent + 2, into: &output)
                JSONWriter.writeString(member.key, into: &output)
                output.append(contentsOf: ": ".utf8)
                member.value.write(indent: indent + 2, into: &output)
            }
            Self.newline(indent: indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(indent: Int, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }
}
