import Foundation
import Testing
@testable import APIGenCore

/// Two real releases of one public API (Fixtures/diff/real-petstore, see its README): the report was reviewed by
/// hand against the difference of the two generated clients.
@Suite struct RealPairDiffTests {
    static let folder = DiffFixtures.directory + "/real-petstore"

    @Test func petstore1025To1026() {
        let changes = DiffFixtures.changes(old: Self.folder + "/1.0.25/openapi.yaml", new: Self.folder + "/1.0.26/openapi.yaml")
        let relevant = changes.filter { $0.kind != "documentation-changed" }
        #expect(relevant.map { "\(DiffFixtures.summary($0)) \($0.message)" } == [
            // 1.0.25's only server was '/v3', which is not absolute, so the old client had no default base URL.
            "compatible base-url-added new:1:1 base URL 'https://petstore3.swagger.io/api/v3' was added",
            // A '200' response with a Pet body was added; before, no response had content.
            "breaking-callers response-type-changed new:237:5 the response type changed from 'Empty' to 'Pet'",
            "breaking-callers model-removed old:663:7 the model was removed",
            "breaking-callers model-removed old:644:7 the model was removed",
        ])
        #expect(relevant.map(\.symbols) == [
            ["OpenapiService.defaultBaseURLs"],
            ["OpenapiService.updatePetWithForm(petId:name:status:)", "UpdatePetWithFormAPI"],
            ["Address"],
            ["Customer"],
        ])
        // Summaries and descriptions were reworded almost everywhere ("Add a new pet to the store" gained a full
        // stop): the service and 19 of its 19 endpoints. Reordering (put before post, keys, quoting) reports nothing.
        let documented = changes.filter { $0.kind == "documentation-changed" }
        #expect(documented.count == 20)
        #expect(documented.allSatisfy { $0.impact == .compatible })
        #expect(changes.count == 24)
    }
}
