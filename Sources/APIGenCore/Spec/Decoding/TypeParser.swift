/// Parses the type syntax of specs: `Int`, `User`, `String?`, `[User]`, `[String: Int]`, `[[Int]?]`.
///
/// Works on UTF-8 bytes. Model names may be any text the spec uses for them (`first-name`, `2fast`,
/// `Ünïcode`): everything but the type syntax's own characters `[ ] ? : ,` and
/// brackets; columns count Unicode scalars so every error points at the exact column.
struct TypeParser {
    /// A name in the type (`User` in `[User]?`) and where it is, for resolving models later.
    struct Reference: Hashable, Sendable {
        var name: String
        var location: SourceLocation
    }

    private let text: String
    private let bytes: [UInt8]
    private let start: SourceLocation
    private var index = 0
    private var depth = 0
    /// Deeper nesting is surely a mistake, and the limit keeps recursion far from the stack's end.
    static let maximumDepth = 32
    private(set) var references: [Reference] = []

    init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.start = location
    }

    /// Parses the whole text as one type.
    mutating func parse() throws(Diagnostic) -> TypeRef {
        skipSpaces()
        if index == bytes.count {
            throw Diagnostic.error(
                "the type is empty", at: start, notes: ["write a type such as 'String', 'User?' or '[User]'"])
        }
        let type = try parseType()
        skipSpaces()
        if index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                throw failure("generic syntax is not supported", notes: ["write '[T]' for a list or '[String: T]' for a dictionary"])
            }
            throw failure("unexpected \(describeCurrent()) after '\(type)'")
        }
        return type
    }

    private mutating func parseType() throws(Diagnostic) -> TypeRef {
        skipSpaces()
        guard index < bytes.count else { throw failure("expected a type name") }
        var type: TypeRef
        if bytes[index] == UInt8(ascii: "[") {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else {
                throw failure("lists and dictionaries nest more than \(Self.maximumDepth) levels deep")
            }
            index += 1
            skipSpaces()
            let keyStart = index
            let first = try parseType()
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                guard first == .builtin(.string) else {
                    throw Diagnostic.error(
                        "invalid type '\(text)': dictionary keys must be 'String', found '\(first)'",
                        at: location(at: keyStart), notes: ["JSON object keys are strings; write '[String: …]'"])
                }
                index += 1
                let value = try parseType()
                try expectClosingBracket()
                type = .dictionary(value)
            } else {
                try expectClosingBracket()
                type = .array(first)
            }
        } else if Self.isNameByte(bytes[index]) {
            let nameStart = index
            while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            if let builtin = BuiltinType(rawValue: name) {
                type = .builtin(builtin)
            } else {
                references.append(Reference(name: name, location: location(at: nameStart)))
                type = .model(name)
            }
        } else {
            throw failure("expected a type name, found \(describeCurrent())")
        }
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
            index += 1
            type = .optional(type)
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
                throw failure("a type can be optional only once", notes: ["remove the extra '?'"])
            }
        }
        return type
    }

    private mutating func expectClosingBracket() throws(Diagnostic) {
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else {
            throw failure("expected ']', found \(describeCurrent())")
        }
        index += 1
    }

    private mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    }

    private func failure(_ reason: String, notes: [String] = []) -> Diagnostic {
        Diagnostic.error("invalid type '\(text)': \(reason)", at: location(at: index), notes: notes)
    }

    private func location(at offset: Int) -> SourceLocation {
        // UTF-8 continuation bytes (10xxxxxx) do not start a scalar, so they add no column.
        let scalars = bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(file: start.file, line: start.line, column: start.column + scalars)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the type" }
        let byte = bytes[index]
        guard byte < 0x80 else { return "a non-ASCII character" }
        if byte == UInt8(ascii: "\t") { return "a tab" }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    /// A byte of a model name: anything but the type syntax, whitespace and control characters.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: " "), 0x00...0x1F, 0x7F:
            false
        default:
            true
        }
    }
}

extension TypeRef {
    /// Parses `Int`, `User`, `String?`, `[User]`, `[String: Int]`, `[[Int]?]` ... with located errors.
    ///
    /// `location` is where the first character of `text` is; errors point at the offending column.
    /// Names that are not builtins parse as `.model(name)`; whether such a model exists is checked
    /// by `SpecDecoder`, which knows the spec's models.
    public static func parse(_ text: String, at location: SourceLocation) throws(Diagnostic) -> TypeRef {
        var parser = TypeParser(text, at: location)
        return try parser.parse()
    }
}
