import APIGenCore
import Foundation

/// The compile floor of issue 36: what the same service costs the compiler with nothing apigen adds. The same
/// types under the same Swift names, each declared `Sendable` as apigen's are (inferring it fails on cycles through
/// unions): a plain `Codable` struct per model (the same stored properties, synthesized
/// conformance; no coding keys, initializer, `Hashable`, lenient decoding or doc comments), a plain `Codable` enum
/// per enum and per union, and an empty `BaseAPI` subclass per endpoint (no overrides, no service, no callback
/// styles). A struct that would contain itself (through properties of struct types, not arrays) is a `final class`
/// of `let`s, the cheapest way a hand-written client breaks the cycle. No hand-written client can cost less.
struct CompileFloor {
    let model: CodeModel

    /// The floor's declarations, one per model and endpoint, each a complete piece of Swift without imports.
    func declarations() -> [(name: String, code: String)] {
        var result: [(String, String)] = []
        let cyclic = cyclicStructs()
        for type in model.models {
            switch type.kind {
            case .structure(let structure):
                let boxed = cyclic.contains(type.typeName)
                var code = boxed
                    // `@unchecked`: a class of `let`s whose types are all `Sendable`, as the compiler cannot see through the cycle.
                    ? "final class \(type.typeName): Codable, @unchecked Sendable {\n"
                    : "struct \(type.typeName): Codable, Sendable {\n"
                for property in structure.properties {
                    code += "    \(boxed ? "let" : "var") \(property.name): \(property.type)\n"
                }
                result.append((type.typeName, code + "}\n"))
            case .enumeration(let enumeration):
                var code = "enum \(type.typeName): \(enumeration.rawType), Codable, Sendable {\n"
                for enumCase in enumeration.cases {
                    code += "    case \(enumCase.name) = \(enumCase.rawLiteral)\n"
                }
                result.append((type.typeName, code + "}\n"))
            case .union(let union):
                var code = "indirect enum \(type.typeName): Codable, Sendable {\n"
                for unionCase in union.cases {
                    code += "    case \(unionCase.name)(\(unionCase.type))\n"
                }
                result.append((type.typeName, code + "}\n"))
            }
        }
        for api in model.apis {
            result.append((api.className, "final class \(api.className): BaseAPI<\(api.responseType)>, @unchecked Sendable {}\n"))
        }
        return result
    }

    /// The structs that would contain themselves: those on a cycle of properties whose type is a struct or an
    /// optional struct (an array or dictionary, or an `indirect` union, breaks a cycle).
    func cyclicStructs() -> Set<String> {
        var edges: [String: [String]] = [:]
        var structs: Set<String> = []
        for type in model.models { if case .structure = type.kind { structs.insert(type.typeName) } }
        for type in model.models {
            guard case .structure(let structure) = type.kind else { continue }
            edges[type.typeName] = structure.properties.compactMap { property in
                let name = property.type.hasSuffix("?") ? String(property.type.dropLast()) : property.type
                return structs.contains(name) ? name : nil
            }
        }
        // A struct is on a cycle when it can reach itself.
        var cyclic: Set<String> = []
        for start in structs {
            var stack = edges[start] ?? []
            var seen: Set<String> = []
            while let next = stack.popLast() {
                if next == start { cyclic.insert(start); break }
                guard seen.insert(next).inserted else { continue }
                stack += edges[next] ?? []
            }
        }
        return cyclic
    }

    /// Writes `files(parts:)` into `folder`, creating it.
    func write(into folder: String, parts: Int?) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in files(parts: parts) {
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.path))
        }
    }

    /// Source files for the floor: one per declaration (`parts == nil`, apigen's file-per-type layout) or the
    /// declarations spread in order over `parts` files (the single-file layout and its parts).
    func files(parts: Int?) -> [(path: String, contents: String)] {
        let header = "import APIRuntime\nimport Foundation\n\n"
        let declarations = declarations()
        guard let parts else {
            return declarations.map { ("\($0.name).swift", header + $0.code) }
        }
        let perPart = max((declarations.count + parts - 1) / max(parts, 1), 1)
        return stride(from: 0, to: declarations.count, by: perPart).enumerated().map { part, start in
            let slice = declarations[start..<min(start + perPart, declarations.count)]
            return ("Floor\(part + 1).swift", header + slice.map(\.code).joined(separator: "\n"))
        }
    }
}
