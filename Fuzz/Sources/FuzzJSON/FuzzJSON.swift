import APIGenCore
import FuzzSupport

/// The JSON reader; every document it accepts must read the same through the YAML reader (YAML 1.2 is a
/// superset of JSON) and survive both writers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    guard let json = try? JSONReader.read(bytes: input.bytes, file: "fuzz.json") else { return 0 }
    let yaml: Node
    do {
        yaml = try YAMLReader.read(bytes: input.bytes, file: "fuzz.json")
    } catch {
        fuzzFailure("valid JSON rejected by the YAML reader: \(error)")
    }
    guard json.hasSameValue(as: yaml) else { fuzzFailure("the YAML reader reads valid JSON differently") }
    Roundtrip.check(json)
    return 0
}
