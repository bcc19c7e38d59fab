import APIGenCore

/// What `apigen convert` promises for a document it has read.
public enum Roundtrip {
    /// YAML output reads back as the same values; JSON output (when the document has a JSON form)
    /// reads back as the same values; and YAML → JSON → YAML → JSON is stable after one round: a second
    /// round changes no byte of either text.
    public static func check(_ node: Node) {
        let yaml = YAMLWriter.write(node)
        guard let yamlBack = try? YAMLReader.read(yaml, file: "out.yaml") else {
            fuzzFailure("YAMLWriter output does not read back:\n\(yaml)")
        }
        guard yamlBack.hasSameValue(as: node) else { fuzzFailure("YAMLWriter output reads back differently:\n\(yaml)") }
        // Infinity, NaN and non-scalar keys have no JSON form: an error, not a finding.
        guard let json = try? JSONWriter.write(node) else { return }
        let (yaml1, json2) = round(json)
        guard let jsonBack = try? JSONReader.read(json, file: "out.json"), jsonBack.hasSameValue(as: node, keysAsText: true) else {
            fuzzFailure("JSONWriter output reads back differently:\n\(json)")
        }
        let (yaml2, json3) = round(json2)
        guard yaml1 == yaml2, json2 == json3 else {
            fuzzFailure("convert is not stable after one round:\n\(yaml1)\n---\n\(yaml2)\n---\n\(json2)\n---\n\(json3)")
        }
    }

    /// JSON text → YAML text → JSON text, as two `apigen convert` runs.
    private static func round(_ json: String) -> (yaml: String, json: String) {
        guard let node = try? JSONReader.read(json, file: "in.json") else { fuzzFailure("JSON does not read back:\n\(json)") }
        let yaml = YAMLWriter.write(node)
        guard let yamlNode = try? YAMLReader.read(yaml, file: "in.yaml") else { fuzzFailure("YAML does not read back:\n\(yaml)") }
        guard let again = try? JSONWriter.write(yamlNode) else { fuzzFailure("YAML has no JSON form:\n\(yaml)") }
        guard yamlNode.hasSameValue(as: node) else { fuzzFailure("JSON → YAML changes values:\n\(json)\n---\n\(yaml)") }
        return (yaml, again)
    }
}
