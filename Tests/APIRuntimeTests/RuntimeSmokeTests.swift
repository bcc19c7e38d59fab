import Testing
@testable import APIRuntime

@Suite struct RuntimeSmokeTests {
    @Test func versionIsSemantic() {
        #expect(APIRuntimeInfo.version.split(separator: ".").count == 3)
    }
}
