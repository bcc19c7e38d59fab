import Foundation
import Testing
@testable import APIGenCore

/// Every native spec in the repository, written and read back.
@Suite struct SpecWriterRepositoryTests {
    @Test func theRepositoryHasSpecsToWrite() {
        let specs = SpecWriterRoundTrip.nativeSpecs()
        #expect(specs.contains("Specs/Users.yaml"))
        #expect(specs.contains("Tests/APIGenCoreTests/Fixtures/specs/Adversarial.yaml"))
    }

    @Test(arguments: SpecWriterRoundTrip.nativeSpecs())
    func writtenSpecReadsBackTheSame(_ file: String) throws {
        let (spec, diagnostics) = try SpecWriterRoundTrip.load(file)
        // A spec with errors (Broken.yaml, by design) has nothing to write.
        guard let spec else {
            #expect(diagnostics.hasErrors)
            return
        }
        SpecWriterRoundTrip.expectRoundTrip(spec)
    }

    @Test(arguments: SpecWriterRoundTrip.nativeSpecs())
    func writingIsDeterministicAndStable(_ file: String) throws {
        guard let spec = try SpecWriterRoundTrip.load(file).spec else { return }
        let first = SpecWriter.write(spec, importedFrom: file).text
        #expect(SpecWriter.write(spec, importedFrom: file).text == first)
        // Writing what was read back gives the same text: nothing drifts on a second import.
        let node = try YAMLReader.read(first, file: "written.yaml")
        let reread = try #require(SpecDecoder.decode(node, file: "written.yaml").spec)
        #expect(SpecWriter.write(reread, importedFrom: file).text == first)
    }
}
