/// Where each line of a source text starts, found in one pass, so printing thousands of
/// diagnostics against one file looks each line up in constant time instead of rescanning the
/// file per diagnostic (which made a file with thousands of errors quadratic).
///
/// Excerpts are cut from the bytes without decoding the whole line: minified JSON puts a 4 MB
/// document on one line, and decoding that line for each of its diagnostics made printing them
/// quadratic too. Diagnostics are printed in location order, so the index remembers where the last
/// excerpt of a line began and the next one continues from there.
///
/// Lines end at `\n`, `\r\n` or `\r`, as everywhere else in apigen.
struct SourceLineIndex {
    private let bytes: [UInt8]
    /// Byte offset of the first byte of each line; line `n` (1-based) starts at `starts[n - 1]`.
    private let starts: [Int]
    /// The Unicode scalar count of the line last excerpted (line 0: none yet).
    private var measured = (line: 0, scalars: 0)
    /// A scalar position of the line last excerpted, and its byte offset.
    private var cursor = (line: 0, scalar: 0, offset: 0)

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
        bounds(of: number).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The part of line `number` around the 1-based scalar `column` that fits `width` scalars, with `…` where it
    /// was cut and control characters (binary input) shown as `?`; and the caret's column within that text.
    /// `nil` past the last line. Costs the excerpt's width, plus one count of the line the first time it is asked.
    mutating func excerpt(line number: Int, column: Int, width: Int) -> (text: String, caretColumn: Int)? {
        guard let range = bounds(of: number) else { return nil }
        let count = scalarCount(of: number, range)
        var start = 0
        var end = count
        if count > width {
            start = max(0, min(column - 1 - width / 2, count - width))
            end = start + width
        }
        var iterator = bytes[offset(ofScalar: start, line: number, range)..<range.upperBound].makeIterator()
        var decoder = UTF8()
        var view = String.UnicodeScalarView()
        if start > 0 { view.append("\u{2026}") }
        var taken = start
        while taken < end, case .scalarValue(let scalar) = decoder.decode(&iterator) {
            view.append(scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F ? "?" : scalar)
            taken += 1
        }
        if end < count { view.append("\u{2026}") }
        return (String(view), column - start + (start > 0 ? 1 : 0))
    }

    /// The bytes of line `number` without its terminator.
    private func bounds(of number: Int) -> Range<Int>? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        guard number < starts.count else { return start..<bytes.count }
        // The next line starts after this one's `\n`, `\r\n` or `\r`.
        var end = starts[number]
        if bytes[end - 1] == UInt8(ascii: "\n") {
            end -= 1
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        } else {
            end -= 1
        }
        return start..<end
    }

    /// How many Unicode scalars line `number` has: its bytes that do not continue a UTF-8 sequence.
    private mutating func scalarCount(of number: Int, _ range: Range<Int>) -> Int {
        if measured.line != number {
            measured = (number, bytes[range].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) })
        }
        return measured.scalars
    }

    /// The byte offset of the `scalar`th (0-based) scalar of line `number`, walked from the cursor when it is on
    /// the same line and not past that scalar.
    private mutating func offset(ofScalar scalar: Int, line number: Int, _ range: Range<Int>) -> Int {
        var (position, offset) = (0, range.lowerBound)
        if cursor.line == number, cursor.scalar <= scalar { (position, offset) = (cursor.scalar, cursor.offset) }
        while position < scalar, offset < range.upperBound {
            offset += 1
            while offset < range.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            position += 1
        }
        cursor = (number, position, offset)
        return offset
    }
}
