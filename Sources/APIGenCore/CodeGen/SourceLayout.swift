/// Final whitespace rules for generated Swift, applied after rendering so templates can stay
/// readable (blank lines around sections) while the output is byte-stable:
/// LF line ends, no trailing spaces, no blank line after `{` or before `}`, never two blank lines
/// in a row, exactly one final newline.
///
/// Generated code never contains multi-line string literals, so these rules cannot change the
/// meaning of any line. Works on UTF-8 bytes: `\r\n` is one `Character` in Swift, not two.
enum SourceLayout {
    static func normalize(_ text: String) -> String {
        var text = text
        // One pass from the rendered bytes straight into the result's storage: a service file of 10,000
        // endpoints is ~20 MB, and every intermediate copy of it (lines, a byte array) was peak memory.
        return text.withUTF8 { input in
            String(unsafeUninitializedCapacity: input.count + 1) { output in
                normalize(input, into: output)
            }
        }
    }

    /// Writes the normalized form of `input` into `output` (at least `input.count + 1` bytes: the result
    /// is never longer, apart from the final newline) and returns the number of bytes written.
    private static func normalize(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), cr = UInt8(ascii: "\r")
        var written = 0
        var wroteLine = false          // a non-blank line has been written
        var lastEndsWithBrace = false  // the last written line ends with `{`
        var pendingBlank = false       // a blank line that is written only if a line other than `}` follows
        var start = 0
        while start <= input.count {
            var end = start
            while end < input.count, input[end] != newline { end += 1 }
            var trimmed = end
            while trimmed > start, input[trimmed - 1] == space || input[trimmed - 1] == tab || input[trimmed - 1] == cr { trimmed -= 1 }
            if trimmed == start {
                // Blank lines at the start, after another blank line and after an opening brace are dropped.
                if wroteLine, !lastEndsWithBrace { pendingBlank = true }
            } else {
                var first = start
                while input[first] == space { first += 1 }
                if pendingBlank, input[first] != UInt8(ascii: "}") {
                    output[written] = newline
                    written += 1
                }
                pendingBlank = false
                for index in start..<trimmed {
                    output[written] = input[index]
                    written += 1
                }
                output[written] = newline
                written += 1
                wroteLine = true
                lastEndsWithBrace = input[trimmed - 1] == UInt8(ascii: "{")
            }
            start = end + 1
        }
        if !wroteLine {
            output[0] = newline
            written = 1
        }
        return written
    }
}
