import Foundation
import Testing
@testable import APIRuntime

/// The runtime helpers that generated unions and `additionalProperties` models call.
@Suite struct UnionCodingTests {
    /// Decodes only the discriminator, the way a generated union does before picking a case.
    private struct Discriminator: Decodable {
        let value: String?

        init(from decoder: any Decoder) throws {
            value = decoder.discriminatorValue(forKey: "kind")
        }
    }

    private func discriminator(_ json: String) throws -> String? {
        try JSONDecoder().decode(Discriminator.self, from: Data(json.utf8)).value
    }

    @Test func discriminatorsAreReadAsTextAndNeverThrow() throws {
        #expect(try discriminator(#"{"kind": "cat"}"#) == "cat")
        #expect(try discriminator(#"{"kind": 2}"#) == "2")
        #expect(try discriminator(#"{"kind": true}"#) == "true")
        #expect(try discriminator(#"{"kind": null}"#) == nil)
        #expect(try discriminator(#"{"kind": {"a": 1}}"#) == nil)
        #expect(try discriminator(#"{"other": "cat"}"#) == nil)
        #expect(try discriminator(#"["kind"]"#) == nil)
        #expect(try discriminator(#""kind""#) == nil)
    }

    private struct Stamped: Codable, Equatable {
        var at: Date
        var extra: [String: Date]

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case at
        }

        init(at: Date, extra: [String: Date]) {
            self.at = at
            self.extra = extra
        }

        init(from decoder: any Decoder) throws {
            at = try decoder.container(keyedBy: CodingKeys.self).decode(Date.self, forKey: .at)
            extra = try decoder.additionalProperties(excluding: CodingKeys.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(at, forKey: .at)
            try encoder.encodeAdditionalProperties(extra, excluding: CodingKeys.self)
        }
    }

    @Test func additionalPropertiesUseTheCodersDateStrategyAndSkipDeclaredKeys() throws {
        let json = #"{"at": "2024-01-02T03:04:05Z", "seen": "2024-01-03T00:00:00.5Z"}"#
        let value = try JSONCoding.makeDecoder().decode(Stamped.self, from: Data(json.utf8))
        #expect(value.at == Date(timeIntervalSince1970: 1_704_164_645))
        #expect(value.extra == ["seen": Date(timeIntervalSince1970: 1_704_240_000.5)])

        let clash = Stamped(at: Date(timeIntervalSince1970: 0), extra: ["at": Date(timeIntervalSince1970: 60), "b": Date(timeIntervalSince1970: 1)])
        let encoder = JSONCoding.makeEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(clash), as: UTF8.self)
        #expect(text == #"{"at":"1970-01-01T00:00:00Z","b":"1970-01-01T00:00:01Z"}"#)
    }
}
