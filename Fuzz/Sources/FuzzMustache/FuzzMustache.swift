import APIGenCore
import FuzzSupport

/// The template engine: compile and render. The input is up to four parts separated by NUL bytes: the
/// template, partials `p` and `q` (each may include the others and itself: `{{>p}}`, `{{<q}}`), and JSON
/// data (a fixed context with lists and nested objects when missing or invalid). Rendering must end with
/// output or a located limit error, never a crash or a runaway.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let parts = FuzzInput(start, count).parts(separatedBy: 0, limit: 4)
    var partials: [String: MustacheTemplate] = [:]
    for (name, index) in [("t", 0), ("p", 1), ("q", 2)] where index < parts.count {
        do {
            partials[name] = try MustacheTemplate(source: parts[index], name: name)
        } catch {
            guard error.location?.file == name else { fuzzFailure("syntax error located elsewhere: \(error)") }
        }
    }
    guard let template = partials["t"] else { return 0 }
    var context = MustacheValue.object([
        "items": .list([.int(1), .object(["name": .string("<a&b>"), "items": .list([.bool(true)])]), .string("x")]),
        "name": .string("Name"), "flag": .bool(true), "none": .null, "n": .string("p"), "ratio": .double(0.5),
    ])
    if parts.count == 4, let data = try? JSONReader.read(parts[3], file: "data.json") {
        context = MustacheValue(data)
    }
    do {
        _ = try template.render(context, partials: partials)
    } catch {
        guard error.message.hasPrefix("rendering stopped: "), let file = error.location?.file,
              partials[file] != nil else { fuzzFailure("unexpected render error: \(error)") }
    }
    return 0
}
