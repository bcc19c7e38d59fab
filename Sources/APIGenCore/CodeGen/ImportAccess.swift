/// Gives a generated file's imports the access level its declarations need, after rendering.
///
/// With `public` (or `package`) access a file must say `public import APIRuntime` when a public declaration
/// uses a runtime type: a target with `InternalImportsByDefault` (Swift 6 upcoming feature, and the default
/// some day) reads a plain `import` as `internal`, and then every public declaration that mentions
/// `BaseAPI` or `URL` is an error. But an explicit `public import` that no public declaration uses is itself a
/// warning ("public import of 'Foundation' was not used in public declarations or inlinable code"), which
/// fails a `-warnings-as-errors` build. So each import is made public exactly when the file's public
/// surface uses the module, and is left a plain `import` otherwise (internal under the feature, public
/// without it: either way right, since nothing public needs it).
///
/// `package import` cannot be written the same way. Without `InternalImportsByDefault` a plain `import` of a
/// module is implicitly public, and a module that imports it as `package` in one file and plainly in another is
/// an error ("ambiguous implicit access level for import of 'Foundation'; it is imported as 'package'
/// elsewhere") in Swift 6 mode, and a warning in Swift 5 mode. With the build plugin the other file is the
/// user's own `import Foundation`. So with `package` access the rewritten imports are written both ways, under
/// `#if hasFeature(InternalImportsByDefault)`: `package import` where a plain import would be internal, a plain
/// (implicitly public, so package-visible) import where it would not.
///
/// The surface is read from the rendered text, so that it covers what templates write as well as what the
/// code model supplies (`BaseAPI<User>`, `[URL]`, `OpenEnum`): the signature of every declaration that starts
/// with the access keyword (up to its body's `{`, or a stored property's `=`), and enum case declarations,
/// whose payload types are as public as their enum. A word counts when it is one of the type names that
/// generated code takes from the module (`SwiftKeywords.foundationTypeNames`, `.runtimeTypeNames`): no
/// generated type may be spelled like one, so a match is always the module's. String literals are skipped.
enum ImportAccess {
    /// `text` with `import APIRuntime` / `import Foundation` lines rewritten to `public import …` (or the gated
    /// `package import …`) where the file's surface uses the module. Internal access leaves the text as it is.
    static func apply(to text: String, access: AccessLevel) -> String {
        guard access != .internal else { return text }
        let keyword = access.rawValue
        let uses = surfaceUses(in: text, accessKeyword: keyword)
        guard uses.foundation || uses.runtime else { return text }
        // Only the lines before the first declaration are rewritten; the rest (12 MB for a service of 10,000
        // endpoints) is copied once.
        var header = ""
        var rewritten: [Substring] = []
        var blockOffset = 0  // where the gated block goes, in UTF-8 bytes of `header`
        var rest = text[...]
        while let newline = rest.firstIndex(of: "\n") {
            let line = rest[..<newline]
            if line.hasPrefix("import ") {
                let module = line.dropFirst("import ".count)
                if (module == "APIRuntime" && uses.runtime) || (module == "Foundation" && uses.foundation) {
                    if access == .package {
                        // Written once, where the first of them stood: see the type's documentation.
                        if rewritten.isEmpty { blockOffset = header.utf8.count }
                        rewritten.append(line)
                        rest = rest[rest.index(after: newline)...]
                        continue
                    }
                    header += "\(keyword) "
                }
            } else if !line.isEmpty, !line.hasPrefix("//") {
                break  // Imports come first; the first declaration ends them.
            }
            header += line
            header += "\n"
            rest = rest[rest.index(after: newline)...]
        }
        if !rewritten.isEmpty {
            let gated = "#if hasFeature(InternalImportsByDefault)\n"
                + rewritten.map { "package \($0)\n" }.joined()
                + "#else\n"
                + rewritten.map { "\($0)\n" }.joined()
                + "#endif\n"
            let utf8 = header.utf8
            let split = utf8.index(utf8.startIndex, offsetBy: blockOffset)
            header = String(header[..<split]) + gated + String(header[split...])
        }
        return header + rest
    }

    /// Which of the two modules the public (or package) surface of `text` mentions.
    static func surfaceUses(in text: String, accessKeyword: String) -> (foundation: Bool, runtime: Bool) {
        var foundation = false, runtime = false
        let scanner = SurfaceScanner(accessKeyword: accessKeyword)
        // A package type's conformance to a public protocol does not use the protocol's module as far as the
        // compiler is concerned ("package import of 'APIRuntime' was not used in package declarations" for
        // `package enum Color: OpenEnum`), though a public type's does, and a superclass does at either level.
        let conformancesCount = accessKeyword != AccessLevel.package.rawValue
        scanner.scan(text) { word, inInheritanceClause in
            if !foundation, SwiftKeywords.foundationTypeNames.contains(word) { foundation = true }
            if !runtime, SwiftKeywords.runtimeTypeNames.contains(word),
               conformancesCount || !inInheritanceClause || !SwiftKeywords.runtimeProtocolNames.contains(word) {
                runtime = true
            }
            return foundation && runtime
        }
        return (foundation, runtime)
    }
}

/// Finds the words of declaration signatures in generated Swift (see `ImportAccess`).
private struct SurfaceScanner {
    let accessKeyword: [UInt8]

    init(accessKeyword: String) {
        self.accessKeyword = Array((accessKeyword + " ").utf8)
    }

    /// Calls `visit` with each capitalised identifier of each signature, and whether it is in a type declaration's
    /// inheritance clause, until it returns `true`.
    func scan(_ text: String, visit: (String, Bool) -> Bool) {
        var text = text
        text.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                var first = lineStart
                while first < bytes.count, bytes[first] == UInt8(ascii: " ") { first += 1 }
                let kind = declarationKind(bytes, at: first)
                var next = lineEnd(bytes, from: lineStart) + 1
                if kind != .none {
                    let (end, stop) = signatureWords(bytes, from: first, stopsAtEquals: kind == .accessible, visit: visit)
                    if stop { return }
                    next = max(next, lineEnd(bytes, from: end) + 1)
                }
                lineStart = next
            }
        }
    }

    private enum DeclarationKind { case none, accessible, enumCase }

    /// Whether the line starting at `index` declares something public: it starts with the access keyword
    /// (after attributes written on the same line), or with `case`/`indirect case` and a case name.
    private func declarationKind(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> DeclarationKind {
        var index = index
        // `@discardableResult public func …` and `@available(…) public …` on one line.
        while index < bytes.count, bytes[index] == UInt8(ascii: "@") {
            var depth = 0
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
                index += 1
                if depth == 0, byte == UInt8(ascii: " ") { break }
            }
        }
        if starts(bytes, at: index, with: accessKeyword) { return .accessible }
        for prefix in [Self.casePrefix, Self.indirectCasePrefix] where starts(bytes, at: index, with: prefix) {
            // A case name, not a switch's `case .x:`, `case "raw":`, `case 404:` or `case let …`.
            let after = index + prefix.count
            guard after < bytes.count, Self.isIdentifierStart(bytes[after]) || bytes[after] == UInt8(ascii: "`") else {
                return .none
            }
            return starts(bytes, at: after, with: Array("let ".utf8)) ? .none : .enumCase
        }
        return .none
    }

    private static let casePrefix = Array("case ".utf8)
    private static let typeKeywords = ["struct", "enum", "class", "actor", "extension"].map { Array($0.utf8) }
    private static let indirectCasePrefix = Array("indirect case ".utf8)

    /// Visits the words of the signature starting at `start`; returns where it ended and whether `visit` stopped.
    /// A signature ends at a `{` or a newline outside brackets, or (for a stored property) at an `=` outside them.
    private func signatureWords(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, stopsAtEquals: Bool, visit: (String, Bool) -> Bool
    ) -> (end: Int, stopped: Bool) {
        var depth = 0
        var index = start
        var isTypeAlias = false
        var isTypeDeclaration = false
        var inInheritanceClause = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ">"):
                // `->` is an arrow, not a closing angle bracket.
                if index == 0 || bytes[index - 1] != UInt8(ascii: "-") { depth -= 1 }
            case UInt8(ascii: "{") where depth <= 0, UInt8(ascii: "\n") where depth <= 0:
                return (index, false)
            case UInt8(ascii: "=") where depth <= 0 && stopsAtEquals && !isTypeAlias:
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "=") { break }
                return (index, false)
            case UInt8(ascii: ":") where depth <= 0 && isTypeDeclaration:
                inInheritanceClause = true
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            default:
                if Self.isIdentifierStart(byte) {
                    let wordStart = index
                    while index < bytes.count, Self.isIdentifierStart(bytes[index]) || Self.isDigit(bytes[index]) { index += 1 }
                    let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
                    // Every name `visit` looks for is a capitalised type or module name; the rest (labels,
                    // keywords, member names) are skipped without making a string of them.
                    if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
                        if visit(String(decoding: word, as: UTF8.self), inInheritanceClause) { return (index, true) }
                    } else if word.elementsEqual("typealias".utf8) {
                        isTypeAlias = true
                    } else if !inInheritanceClause, Self.typeKeywords.contains(where: word.elementsEqual) {
                        isTypeDeclaration = true
                    }
                    continue
                }
            }
            index += 1
        }
        return (index, false)
    }

    private func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    private func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with prefix: [UInt8]) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in prefix.indices where bytes[index + offset] != prefix[offset] { return false }
        return true
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
