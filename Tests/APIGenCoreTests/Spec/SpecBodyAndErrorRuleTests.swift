import Testing
@testable import APIGenCore

/// Raw bodies, content types, response encodings and typed errors, on `pingSpec` (POST where a body
/// is needed; extra endpoint keys from line 6 at column 5).
@Suite struct SpecBodyAndErrorRuleTests {
    private func body(_ fields: [(String, TestNode)]) -> TestNode {
        pingSpec([("body", .map(fields))], method: "POST")
    }

    @Test func rawBodiesAndContentTypesDecode() throws {
        let binary = decodeSpec(body([("encoding", "binary"), ("type", "Data"), ("contentType", "image/png")]))
        #expect(binary.diagnostics.isEmpty, "\(binary.diagnostics)")
        let spec = try #require(binary.spec?.endpoints.first?.body)
        #expect(spec.encoding == .binary)
        #expect(spec.content == .type(.builtin(.data)))
        #expect(spec.contentType == "image/png")
        #expect(decodeSpec(body([("encoding", "text"), ("type", "String?")])).diagnostics.isEmpty)
        let patch = decodeSpec(body([("type", "String"), ("contentType", "application/merge-patch+json; charset=utf-8")]))
        #expect(patch.spec?.endpoints.first?.body?.contentType == "application/merge-patch+json; charset=utf-8")
    }

    @Test func rawBodiesNeedTheirType() {
        let diagnostics = decodeSpec(body([("encoding", "binary"), ("type", "String")])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:8:13: error: a binary body must have type 'Data', found 'String'"])
        #expect(diagnostics.first?.notes == ["raw bytes are 'Data'; use 'encoding: json' to send a model"])
        #expect(problems(body([("encoding", "text"), ("type", "Data")])) == [
            "spec.yaml:8:13: error: a text body must have type 'String', found 'Data'",
        ])
        let fields = decodeSpec(body([("encoding", "text"), ("fields", ["a": "String"])])).diagnostics
        #expect(fields.map(\.description) == ["spec.yaml:8:7: error: a text body is one value, not 'fields'"])
        #expect(fields.first?.notes == ["write 'type: String' instead of 'fields'"])
    }

    @Test func invalidEncodingListsTheRawOnes() {
        let diagnostics = decodeSpec(body([("encoding", "binry"), ("type", "Data")])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:7:17: error: invalid body encoding 'binry'"])
        #expect(diagnostics.first?.notes == ["did you mean 'binary'?", "use json, form, multipart, binary or text"])
    }

    @Test func contentTypeMustBeAMediaType() {
        let diagnostics = decodeSpec(body([("type", "String"), ("contentType", "png")])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:8:20: error: invalid content type 'png'"])
        #expect(diagnostics.first?.notes == ["write a media type 'type/subtype', e.g. 'application/merge-patch+json' or 'image/png'"])
        #expect(problems(body([("encoding", "form"), ("fields", ["a": "String"]), ("contentType", "text/plain")])) == [
            "spec.yaml:10:7: error: a form body cannot set 'contentType'",
        ])
    }

    @Test func responseEncodingNeedsAMatchingResponse() throws {
        let text = decodeSpec(pingSpec([("response", "String"), ("responseEncoding", "text")]))
        #expect(text.diagnostics.isEmpty)
        #expect(text.spec?.endpoints.first?.responseEncoding == .text)
        let diagnostics = decodeSpec(pingSpec([("response", "String"), ("responseEncoding", "binary")])).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:7:23: error: a binary response needs 'response: Data', found 'String' in endpoint 'ping'",
        ])
        #expect(diagnostics.first?.notes == ["write 'response: Data', or remove 'responseEncoding' to decode JSON"])
        #expect(problems(pingSpec([("responseEncoding", "text")])) == [
            "spec.yaml:6:23: error: a text response needs 'response: String', found none in endpoint 'ping'",
        ])
        let typo = decodeSpec(pingSpec([("responseEncoding", "txt")])).diagnostics
        #expect(typo.map(\.description) == ["spec.yaml:6:23: error: invalid response encoding 'txt'"])
        #expect(typo.first?.notes == ["did you mean 'text'?", "use json, text, binary or file"])
    }

    @Test func aFileResponseIsDownloadedData() {
        let file = decodeSpec(pingSpec([("response", "Data"), ("responseEncoding", "file")]))
        #expect(file.diagnostics.isEmpty)
        #expect(file.spec?.endpoints.first?.responseEncoding == .file)
        #expect(problems(pingSpec([("response", "String"), ("responseEncoding", "file")])) == [
            "spec.yaml:7:23: error: a file response needs 'response: Data', found 'String' in endpoint 'ping'",
        ])
    }

    @Test func keypathOnARawResponseWarns() {
        let diagnostics = decodeSpec(pingSpec([("response", "Data"), ("responseEncoding", "binary"), ("keypath", "data")])).diagnostics
        #expect(diagnostics.map(\.description) == ["spec.yaml:8:5: warning: 'keypath' has no effect on a binary response"])
    }

    @Test func errorsDecodeInSpecOrder() throws {
        let models: TestNode = ["Problem": ["properties": ["message": "String"]]]
        let decoded = decodeSpec(pingSpec([("errors", .map([
            ("404", "Problem"), ("4XX", ["type": "Problem", "description": "Client error."]), ("default", "Problem"),
        ]))], models: models))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let errors = try #require(decoded.spec?.endpoints.first?.errors)
        #expect(errors.map(\.status) == ["404", "4XX", "default"])
        #expect(errors.map(\.description) == [nil, "Client error.", nil])
        #expect(errors.allSatisfy { $0.type == .model("Problem") })
    }

    @Test func errorStatusesAreValidated() {
        let spec = pingSpec([("errors", .map([
            ("600", "String"), ("4xx", "String"), ("defualt", "String"), ("099", "String"), ("404", "String"), ("404", "Int"),
        ]))])
        let diagnostics = decodeSpec(spec).diagnostics
        #expect(diagnostics.map(\.description) == [
            "spec.yaml:7:7: error: invalid error status '600'",
            "spec.yaml:8:7: error: invalid error status '4xx'",
            "spec.yaml:9:7: error: invalid error status 'defualt'",
            "spec.yaml:10:7: error: invalid error status '099'",
            "spec.yaml:12:7: error: error status '404' is listed twice in endpoint 'ping'",
        ])
        let range = "use a status code from 100 to 599 (quoted, e.g. \"404\"), a range 1XX to 5XX, or 'default'"
        #expect(diagnostics.map(\.notes) == [
            [range], ["write '4XX' in capitals", range], ["did you mean 'default'?", range], [range], [],
        ])
    }

    @Test func errorTypesMustBeKnownAndNotEmpty() {
        #expect(problems(pingSpec([("errors", ["404": "Problme"])])) == ["spec.yaml:7:12: error: unknown type 'Problme'"])
        #expect(problems(pingSpec([("errors", ["404": "Empty"])])) == [
            "spec.yaml:7:12: error: error '404' of endpoint 'ping' cannot have type 'Empty'",
        ])
        #expect(problems(pingSpec([("errors", ["404": ["description": "x"]])])) == [
            "spec.yaml:7:7: error: missing key 'type' in error '404' of endpoint 'ping'",
        ])
    }
}
