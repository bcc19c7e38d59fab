import Testing
@testable import APIGenCore

/// Numbers beyond what a value can hold: an error where the spec uses the value, the exact text
/// everywhere else (issue 12's review finding).
@Suite struct OversizedNumberTests {
    private func decode(_ yaml: String) throws -> (spec: ServiceSpec?, diagnostics: [Diagnostic]) {
        SpecDecoder.decode(try YAMLReader.read(yaml, file: "spec.yaml"), file: "spec.yaml")
    }

    @Test func oversizedIntegerDefaultIsALocatedError() throws {
        let result = try decode("""
            service: Users
            models:
              Settings:
                properties:
                  limit: { type: Int64, default: 18446744073709551615 }
                  name: { type: String, default: -99999999999999999999 }
                  big: { type: Int, default: 0xFFFFFFFFFFFFFFFFFF }
                  fits: { type: Int64, default: 9223372036854775807 }
            """)
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:5:38: error: default 18446744073709551615 is out of range: integers must fit in Int64 "
                + "(-9223372036854775808 to 9223372036854775807)",
            "spec.yaml:6:38: error: default -99999999999999999999 is out of range: integers must fit in Int64 "
                + "(-9223372036854775808 to 9223372036854775807)",
            "spec.yaml:7:34: error: default 0xFFFFFFFFFFFFFFFFFF is out of range: integers must fit in Int64 "
                + "(-9223372036854775808 to 9223372036854775807)",
        ])
        #expect(result.diagnostics.first?.notes == ["use a smaller number, or quote it to make it a string"])
    }

    @Test func oversizedIntegerEnumValueIsALocatedError() throws {
        let result = try decode("""
            service: Users
            models:
              Level:
                enum: [1, 18446744073709551616]
            """)
        #expect(result.diagnostics.map(\.description) == [
            "spec.yaml:4:15: error: enum value 18446744073709551616 is out of range: integers must fit in Int64 "
                + "(-9223372036854775808 to 9223372036854775807)",
        ])
    }

    @Test func oversizedIntegersKeepTheirTextElsewhere() throws {
        let node = try YAMLReader.read("maximum: 18446744073709551615\nquoted: \"18446744073709551615\"\n", file: "a.yaml")
        guard case .mapping(let root) = node, case .scalar(let maximum)? = root["maximum"],
              case .scalar(let quoted)? = root["quoted"] else {
            Issue.record("not a mapping of scalars")
            return
        }
        #expect(maximum.value == .string("18446744073709551615"))
        #expect(maximum.isOversizedInteger)
        #expect(!quoted.isOversizedInteger)
        #expect(try JSONWriter.write(node).contains(#": 18446744073709551615,"#))
    }

    /// `convert` never changes a number silently: beyond Double's range the text stays.
    @Test func yamlWriterKeepsTheTextOfNumbersBeyondDouble() throws {
        let node = try JSONReader.read(#"{"big": 1e400, "small": -1E-400, "negative": -2.5e999}"#, file: "a.json")
        let yaml = YAMLWriter.write(node)
        #expect(yaml == "big: 1e400\nsmall: -1E-400\nnegative: -2.5e999\n")
        // Finite numbers keep their canonical form.
        #expect(YAMLWriter.write(try JSONReader.read(#"{"plain": 1.5e3}"#, file: "b.json")) == "plain: 1500.0\n")
        // Read back, the YAML is the same document.
        #expect(try JSONWriter.write(YAMLReader.read(yaml, file: "a.yaml")) == JSONWriter.write(node))
    }
}
