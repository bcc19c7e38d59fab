/// A position in a source file: the file as the user named it, a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars from the start of the line, so a caret printed under the source
/// line lines up for any text a spec author writes (tabs count as one column).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the prefix compilers, Xcode and SwiftPM recognise.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
