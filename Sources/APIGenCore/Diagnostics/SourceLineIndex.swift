/// Where each line of a source text starts, found in one pass, so printing thousands of
/// diagnostics against one file looks each line up in constant time instead of rescanning the
/// file per diagnostic (which made a file with thousands of errors quadratic).
///
/// Lines end at `\n`, `\r\n` or `\r`, as everywhere else in apigen.
struct SourceLineIndex {
    private let bytes: [UInt8]
    /// Byte offset of the first byte of each line; line `n` (1-based) starts at `starts[n - 1]`.
    private let starts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        self.starts = starts
    }

    /// The 1-based `number`th line, without its terminator; `nil` past the last line.
    func line(_ number: Int) -> String? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
