import Foundation
import Testing

@Suite struct IntegrationEnvironmentTests {
    @Test func serverURLsAreWellFormedWhenGiven() {
        for name in ["APIGEN_HTTPBIN_URL", "APIGEN_FAULT_URL"] {
            if let value = ProcessInfo.processInfo.environment[name] {
                #expect(URL(string: value)?.host != nil, "\(name)=\(value) is not a URL")
            }
        }
    }
}
