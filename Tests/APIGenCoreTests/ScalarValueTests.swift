import Testing
@testable import APIGenCore

@Suite struct ScalarValueTests {
    @Test func coreSchemaResolution() {
        func value(_ text: String, _ style: Node.ScalarStyle = .plain, tag: String? = nil) -> ScalarValue {
            ScalarValue.resolve(text, style: style, tag: tag)
        }
        #expect(value("~") == .null)
        #expect(value("") == .null)
        #expect(value("True") == .bool(true))
        #expect(value("0x1F") == .int(31))
        #expect(value("0o17") == .int(15))
        #expect(value("-12") == .int(-12))
        #expect(value("1.5e3") == .float(1500))
        #expect(value("-.inf") == .float(-.infinity))
        #expect(value("12", .doubleQuoted) == .string("12"))
        #expect(value("12", tag: "tag:yaml.org,2002:str") == .string("12"))
        #expect(value("1.2.3") == .string("1.2.3"))
        #expect(value("99999999999999999999") == .string("99999999999999999999"))
        #expect(value("yes") == .string("yes"))
    }
}
