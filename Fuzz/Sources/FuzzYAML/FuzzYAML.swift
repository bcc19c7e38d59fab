import APIGenCore
import FuzzSupport

/// The YAML reader, then both writers as `apigen convert` runs them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    guard let node = try? YAMLReader.read(bytes: input.bytes, file: "fuzz.yaml") else { return 0 }
    Roundtrip.check(node)
    return 0
}
