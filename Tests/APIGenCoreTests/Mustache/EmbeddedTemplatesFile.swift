import Foundation

/// Generates `Sources/APIGenCore/Templates/EmbeddedTemplates.swift` from `Templates/*.mustache`.
///
/// Each template becomes a raw multi-line string literal whose `#` count is one more than the
/// longest run of `#` in the template, so no content can end the literal or start an escape.
/// Carriage returns and other control characters (which a multi-line literal would normalize or
/// reject) are written as raw escapes, so the compiled string is byte-identical to the file.
enum EmbeddedTemplatesFile {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let templatesDirectory = root.appendingPathComponent("Templates")
    static let generatedFile = root.appendingPathComponent("Sources/APIGenCore/Templates/EmbeddedTemplates.swift")
    static let recordVariable = "APIGEN_RECORD_TEMPLATES"

    /// `(name, source)` of every `Templates/*.mustache`, sorted by name.
    static func readTemplates() throws -> [(name: String, source: String)] {
        let entries = try FileManager.default.contentsOfDirectory(atPath: templatesDirectory.path)
        return try entries.filter { $0.hasSuffix(".mustache") && !$0.hasPrefix(".") }.sorted().map { entry in
            let data = try Data(contentsOf: templatesDirectory.appendingPathComponent(entry))
            return (String(entry.dropLast(".mustache".count)), String(decoding: data, as: UTF8.self))
        }
    }

    static func generate(_ templates: [(name: String, source: String)]) -> String {
        var text = """
            // Generated from Templates/*.mustache — do not edit by hand.
            // After changing a template, run `\(recordVariable)=1 swift test --filter EmbeddedTemplatesTests`.

            /// The default templates, embedded so that a copied `apigen` executable needs no template files.
            enum EmbeddedTemplates {
                /// `(name, source)` of every `Templates/<name>.mustache`, sorted by name.
                static let sources: [(name: String, source: String)] = [

            """
        for template in templates.sorted(by: { $0.name < $1.name }) {
            text += "        (\n"
            text += "            name: \(literal(template.name, multiline: false)),\n"
            text += "            source: \(literal(template.source, multiline: true))\n"
            text += "        ),\n"
        }
        text += "    ]\n}\n"
        return text
    }

    /// A raw string literal whose value is exactly `value`.
    static func literal(_ value: String, multiline: Bool) -> String {
        var longestRun = 0
        var run = 0
        for character in value.unicodeScalars {
            run = character == "#" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let hashes = String(repeating: "#", count: longestRun + 1)
        var body = ""
        for scalar in value.unicodeScalars {
            let isAllowedControl = scalar == "\t" || (multiline && scalar == "\n")
            if scalar.value < 0x20 && !isAllowedControl || scalar.value == 0x7F {
                body += scalar == "\r" ? "\\\(hashes)r"
                    : "\\\(hashes)u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
        return multiline ? "\(hashes)\"\"\"\n\(body)\n\"\"\"\(hashes)" : "\(hashes)\"\(body)\"\(hashes)"
    }
}
