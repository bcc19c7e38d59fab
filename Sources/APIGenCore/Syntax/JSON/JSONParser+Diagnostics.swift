/// Locations and error messages.
extension JSONParser {
    /// The location of byte `offset`, which must lie on the current line.
    mutating func location(at offset: Int) -> SourceLocation {
        if offset < columnCacheOffset {
            columnCacheOffset = lineStart
            columnCacheValue = 1
        }
        var column = columnCacheValue
        var index = columnCacheOffset
        let end = min(offset, bytes.count)
        while index < end {
            // Count Unicode scalars: every byte except UTF-8 continuation bytes starts one.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        columnCacheOffset = end
        columnCacheValue = column
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The location of byte `offset` on an earlier line, counted from that line's start.
    func location(at offset: Int, line: Int, lineStart: Int) -> SourceLocation {
        var column = 1
        var index = lineStart
        while index < offset, index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// An error at byte `offset`. At the end of the file it adds a note naming the innermost
    /// container left open, which is where the fix usually goes.
    mutating func error(_ message: String, at offset: Int) -> Diagnostic {
        var notes: [String] = []
        if offset >= bytes.count, let open = stack.last {
            let bracket = open.key == nil ? "[" : "{"
            notes.append("the '\(bracket)' at line \(open.location.line), column \(open.location.column) is never closed")
        }
        return Diagnostic.error(message, at: location(at: offset), notes: notes)
    }

    /// How the input at `offset` reads in a message: `'x'`, `end of file`, `a NUL byte`, ...
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        switch byte {
        case 0x00:
            return "a NUL byte (the file looks binary)"
        case 0x0A, 0x0D:
            return "a line break"
        case 0x01..<0x20, 0x7F:
            return "control character \(Self.codePointName(UInt32(byte)))"
        case 0x20..<0x7F:
            return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            guard let length = utf8SequenceLength(at: offset) else {
                return "invalid UTF-8 byte \(Self.hex(byte)) (save the file as UTF-8)"
            }
            let scalarBytes = UnsafeBufferPointer(rebasing: bytes[offset..<offset + length])
            return "'\(String(decoding: scalarBytes, as: UTF8.self))'"
        }
    }

    /// `text` as it should appear inside quotes in a message: control characters escaped so the
    /// message stays on one line, and long text shortened.
    static func messageText(_ text: String) -> String {
        let shortened = text.unicodeScalars.count > 60 ? String(text.unicodeScalars.prefix(57)) + "..." : text
        guard shortened.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return shortened }
        return String(shortened.debugDescription.dropFirst().dropLast())
    }

    /// `U+001F`
    static func codePointName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `0xFF`
    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }

    /// The length of the well-formed UTF-8 sequence starting at `offset`, or nil when the bytes
    /// there are not valid UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
    func utf8SequenceLength(at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return nil }
        var index = offset + 2
        while index < offset + length {
            guard bytes[index] & 0xC0 == 0x80 else { return nil }
            index += 1
        }
        return length
    }
}
