/// The single growing UTF-8 buffer a render writes to, with line-aware indentation.
///
/// Indentation of partials and blocks is applied lazily: a template line start records the
/// indentation, and it is written only before the first byte of that line. Empty lines therefore
/// get no trailing whitespace, and text coming from data (which has no line-start marks) is
/// never re-indented, as the spec requires.
struct MustacheOutput {
    private(set) var bytes: [UInt8] = []
    private var pendingIndentation: [UInt8] = []
    private var isAtLineStart = true

    /// A template line begins here; indent it if the output is at the start of a line.
    mutating func startLine(indentation: [UInt8]) {
        if isAtLineStart { pendingIndentation = indentation }
    }

    mutating func write(_ text: [UInt8]) {
        guard let first = text.first else { return }
        writeIndentation(before: first)
        bytes.append(contentsOf: text)
        isAtLineStart = text.last == UInt8(ascii: "\n")
    }

    mutating func write(_ value: String, escaped: Bool) {
        let utf8 = value.utf8
        guard let first = utf8.first else { return }
        writeIndentation(before: first)
        if escaped {
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "&"): bytes.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])  // &amp;
                case UInt8(ascii: "\""): bytes.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])  // &quot;
                case UInt8(ascii: "<"): bytes.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])  // &lt;
                case UInt8(ascii: ">"): bytes.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])  // &gt;
                default: bytes.append(byte)
                }
            }
        } else {
            // Fast path: copy contiguous UTF-8 storage in one go when the string has it.
            let copied: Void? = utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
            if copied == nil { bytes.append(contentsOf: utf8) }
        }
        isAtLineStart = utf8.last == UInt8(ascii: "\n")
    }

    private mutating func writeIndentation(before first: UInt8) {
        guard !pendingIndentation.isEmpty else { return }
        if first != UInt8(ascii: "\n") && first != UInt8(ascii: "\r") {
            bytes.append(contentsOf: pendingIndentation)
        }
        pendingIndentation = []
    }
}
