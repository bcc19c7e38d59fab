import Foundation

/// Where a node sits: the document that holds it and its JSON pointer there. `$ref`s resolve relative to
/// the document, and diagnostics quote the pointer.
struct OpenAPISite: Hashable {
    var file: String
    var pointer: String

    func appending(_ tokens: String...) -> OpenAPISite {
        var result = self
        for token in tokens { result.pointer += "/" + OpenAPIImport.escape(token) }
        return result
    }

    var key: String { file + "#" + pointer }
}

extension OpenAPIImport {
    /// Follows `$ref` until a node that is not a reference, with the site of that node. Returns nil (after a
    /// located error) for a reference to nothing, a cycle of references, a chain of more than `maximumReferenceChain`, or a
    /// file that cannot be read.
    mutating func dereference(_ node: Node, at site: OpenAPISite) -> (node: Node, site: OpenAPISite)? {
        var node = node
        var site = site
        var seen: Set<String> = []
        while let reference = Self.reference(in: node) {
            guard seen.insert(site.key).inserted else {
                error("this $ref is part of a cycle of references", at: reference.location, pointer: site.pointer,
                      notes: ["make one of the schemas in the cycle a real schema instead of a $ref"])
                return nil
            }
            guard seen.count <= Self.maximumReferenceChain else {
                error("this $ref is the \(seen.count)th of a chain of references; apigen follows at most \(Self.maximumReferenceChain)",
                      at: reference.location, pointer: site.pointer,
                      notes: ["refer to the end of the chain directly"])
                return nil
            }
            guard let target = resolve(reference.text, at: reference.location, from: site) else { return nil }
            (node, site) = target
        }
        return (node, site)
    }

    /// How many `$ref`s in a row `dereference` follows (a parameter that is a `$ref` to a `$ref` to …).
    static let maximumReferenceChain = 64

    /// The `$ref` of a mapping, if it has one: a string. A `$ref` key whose value is a mapping or a list is not a
    /// reference (it names a property or a schema called `$ref`), and treating it as the empty reference would
    /// have meant the whole document. Nor is `$ref: null` (it would have been read as a file named `null`).
    static func reference(in node: Node) -> (text: String, location: SourceLocation)? {
        guard case .mapping(let mapping) = node, case .scalar(let scalar)? = mapping["$ref"], scalar.value != .null else { return nil }
        return (scalar.text, scalar.location)
    }

    /// `resolved` (the target of the `$ref` in `written`) with the other keys written next to that `$ref` in place of its
    /// own. Google Maps Platform writes `post: {operationId: geolocate, $ref: ./geolocate.yml}`: the operation is in the
    /// file, its name next to the reference. OpenAPI 3.0 says a reference's siblings are ignored; for an object that
    /// cannot be a reference anyway (an operation) the author's intent is plain, and 3.1 lets siblings override too.
    static func overriding(_ resolved: Node, withSiblingsOf written: Node) -> Node {
        guard case .mapping(let siblings) = written, siblings.entries.count > 1, case .mapping(var result) = resolved else {
            return resolved
        }
        for entry in siblings.entries {
            guard case .scalar(let key) = entry.key, key.text != "$ref" else { continue }
            if let index = result.entries.firstIndex(where: { if case .scalar(let other) = $0.key { other.text == key.text } else { false } }) {
                result.entries[index].value = entry.value
            } else {
                result.entries.append(entry)
            }
        }
        return .mapping(result)
    }

    /// Resolves one `$ref` text written in the document at `site`.
    mutating func resolve(_ reference: String, at location: SourceLocation, from site: OpenAPISite) -> (node: Node, site: OpenAPISite)? {
        if let pointer = shorthandPointer(reference, from: site) {
            if reportedTypeLocations.insert(location).inserted {
                let what = reference.hasPrefix("/") ? "is a JSON pointer without its '#'" : "is a bare name, which JSON references do not have"
                warning("$ref '\(reference)' \(what); it is read as '#\(pointer)'",
                        at: location, pointer: site.pointer, notes: ["write '$ref: \"#\(pointer)\"'"])
            }
            return resolve("#" + pointer, at: location, from: site)
        }
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let filePart = parts.first.map(String.init) ?? ""
        var pointer = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : ""
        var targetFile = site.file
        if !filePart.isEmpty {
            if let control = filePart.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                error("$ref '\(JSONParser.messageText(reference))' names no file: a path cannot contain \(JSONParser.codePointName(control.value))",
                      at: location, pointer: site.pointer,
                      notes: ["write a relative path ('common.yaml#/components/schemas/Name') or a pointer into this document ('#/components/schemas/Name')"])
                return nil
            }
            if filePart.contains("://") {
                // A schema of the documents read so far may declare this URI as its `$id` (JSON Schema 2020-12).
                guard let identified = schema(identifiedBy: filePart, near: site.file) else {
                    error("remote $ref '\(reference)' is not supported", at: location, pointer: site.pointer,
                          notes: ["download the document and refer to it by a relative path"])
                    return nil
                }
                targetFile = identified.file
                // A fragment that is a JSON pointer is relative to the identified schema.
                if pointer.isEmpty || pointer.hasPrefix("/") { pointer = identified.pointer + pointer }
            } else {
                targetFile = Self.path(filePart, relativeTo: site.file)
                guard loadDocument(targetFile, referencedAt: location, pointer: site.pointer) else { return nil }
            }
        }
        guard let document = documents[targetFile] else { return nil }
        if !pointer.isEmpty, !pointer.hasPrefix("/") {
            // A plain name is a JSON Schema anchor (OpenAPI 3.1): the schema in that document whose `$anchor` it is.
            guard Self.isAnchorName(pointer) else {
                error("$ref '\(reference)' is not a JSON pointer", at: location, pointer: site.pointer,
                      notes: ["write references as '#/components/schemas/Name'"])
                return nil
            }
            if anchors[targetFile] == nil { anchors[targetFile] = Self.anchors(in: document) }
            guard let anchored = anchors[targetFile]?[pointer] else {
                error("$ref '\(reference)' names no $anchor '\(pointer)' in \(targetFile == file ? "this document" : targetFile)",
                      at: location, pointer: site.pointer,
                      notes: ["add '$anchor: \(pointer)' to the schema it means, or write '#/components/schemas/Name'"])
                return nil
            }
            pointer = anchored
        }
        let cacheKey = targetFile + "#" + pointer
        if let node = pointerCache[cacheKey] { return (node, OpenAPISite(file: targetFile, pointer: pointer)) }
        var node = document
        var walked = targetFile + "#"
        for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let key = Self.unescape(token)
            var next: Node?
            switch node {
            case .mapping(let mapping): next = member(key, of: mapping, at: walked)
            case .sequence(let sequence): next = Int(key).flatMap { sequence.items.indices.contains($0) ? sequence.items[$0] : nil }
            case .scalar: next = nil
            }
            guard let found = next else {
                error("$ref '\(reference)' points to nothing", at: location, pointer: site.pointer,
                      notes: ["no '\(key)' at '#\(pointer)' in \(targetFile == file ? "this document" : targetFile)"])
                return nil
            }
            node = found
            walked += "/" + token
        }
        pointerCache[cacheKey] = node
        return (node, OpenAPISite(file: targetFile, pointer: pointer))
    }

    /// `mapping[key]` for the mapping at `site` (`file#pointer`). A large one (a document's schemas, its paths) is
    /// looked up through an index of its keys, built on first use: scanning 5,000 schemas for each of 5,000 `$ref`s
    /// into them was quadratic.
    mutating func member(_ key: String, of mapping: Node.Mapping, at site: String) -> Node? {
        guard mapping.entries.count > 16 else { return mapping[key] }
        if mappingIndexes[site] == nil {
            var index: [String: Int] = [:]
            for (position, entry) in mapping.entries.enumerated() {
                // The first of repeated keys, as `Node.Mapping`'s subscript finds it.
                if case .scalar(let scalar) = entry.key, index[scalar.text] == nil { index[scalar.text] = position }
            }
            mappingIndexes[site] = index
        }
        return mappingIndexes[site]?[key].map { mapping.entries[$0].value }
    }

    /// The node at `keys` (mapping keys, unescaped) below the root of the document at `path`, if there is one.
    mutating func node(at keys: [String], in path: String) -> Node? {
        var node = documents[path]
        var walked = path + "#"
        for key in keys {
            guard case .mapping(let mapping)? = node else { return nil }
            node = member(key, of: mapping, at: walked)
            walked += "/" + Self.escape(key)
        }
        return node
    }

    /// JSON Schema's anchor syntax: a letter or `_`, then letters, digits, `-`, `_`, `.` (2020-12, §8.2.2).
    static func isAnchorName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
    }

    /// The schema whose `$id` is `uri` (an absolute URI, without a fragment), in the referring file, the imported
    /// document, or another file read so far (in path order): `$ref: https://schemas.acme.org/person` next to
    /// `person: { $id: https://schemas.acme.org/person }`. `$id`s are collected once per file.
    mutating func schema(identifiedBy uri: String, near referringFile: String) -> (file: String, pointer: String)? {
        let uri = uri.hasSuffix("#") ? String(uri.dropLast()) : uri
        for candidate in [referringFile, file] + documents.keys.sorted() {
            guard let document = documents[candidate] else { continue }
            if schemaIDs[candidate] == nil { schemaIDs[candidate] = Self.identifiers(in: document).ids }
            if let pointer = schemaIDs[candidate]?[uri] { return (candidate, pointer) }
        }
        return nil
    }

    /// Every `$anchor` in `document` (and every `$id: "#name"`, the older spelling of one), with the JSON pointer of
    /// the schema that declares it; the first declaration of a name wins, in document order.
    static func anchors(in document: Node) -> [String: String] {
        identifiers(in: document).anchors
    }

    /// A document's JSON Schema anchors (`$anchor: name`, or the older `$id: "#name"`) and its absolute `$id`s
    /// (`$id: https://example.com/pet.json`, the part before any `#`), each mapped to the JSON pointer of the schema that
    /// declares it; the first declaration wins, in document order. Iterative, so a deeply nested document cannot exhaust
    /// the stack.
    static func identifiers(in document: Node) -> (anchors: [String: String], ids: [String: String]) {
        var found: [String: String] = [:]
        var ids: [String: String] = [:]
        // Children are pushed in reverse, so they are visited in document order.
        var stack: [(node: Node, pointer: String)] = [(document, "")]
        while let (node, pointer) = stack.popLast() {
            switch node {
            case .mapping(let mapping):
                for (name, prefix) in [("$anchor", ""), ("$id", "#")] {
                    guard case .scalar(let scalar)? = mapping[name], scalar.text.hasPrefix(prefix) else { continue }
                    let anchor = String(scalar.text.dropFirst(prefix.count))
                    if isAnchorName(anchor), found[anchor] == nil { found[anchor] = pointer }
                }
                if case .scalar(let scalar)? = mapping["$id"], scalar.text.contains("://") {
                    let uri = String(scalar.text.prefix { $0 != "#" })
                    if ids[uri] == nil { ids[uri] = pointer }
                }
                for entry in mapping.entries.reversed() {
                    guard case .scalar(let key) = entry.key else { continue }
                    stack.append((entry.value, pointer + "/" + escape(key.text)))
                }
            case .sequence(let sequence):
                for (index, item) in sequence.items.enumerated().reversed() { stack.append((item, pointer + "/\(index)")) }
            case .scalar:
                break
            }
        }
        return (found, ids)
    }

    /// A JSON pointer written without its `#`, or Swagger 1.2's shorthand that Swagger 2.0 documents still write and
    /// swagger-parser and go-swagger accept:
    /// `$ref: Pet` for `#/definitions/Pet` (a parameter's `#/parameters/…`, a response's `#/responses/…`; in OpenAPI 3,
    /// the same under `#/components/`). Only a plain name that is not a file next to the document and that the document
    /// declares is read so.
    private mutating func shorthandPointer(_ reference: String, from site: OpenAPISite) -> String? {
        // `/definitions/Pet`: a JSON pointer without its `#` (Wordnik's document), when no such file exists.
        if reference.hasPrefix("/"), !reference.contains("#"), case .mapping? = documents[site.file] {
            let keys = reference.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { Self.unescape($0) }
            guard node(at: keys, in: site.file) != nil, !FileManager.default.fileExists(atPath: reference) else { return nil }
            return reference
        }
        guard !reference.isEmpty, reference.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              case .mapping? = documents[site.file]
        else { return nil }
        let tokens = site.pointer.split(separator: "/", omittingEmptySubsequences: false)
        let kind: String
        if tokens.count >= 2, tokens[tokens.count - 2] == "parameters" {
            kind = "parameters"
        } else if tokens.count >= 2, tokens[tokens.count - 2] == "responses" {
            kind = "responses"
        } else {
            kind = "schemas"
        }
        // A schema inside a property named `parameters` sits at `…/parameters/items`: schemas are the fallback.
        for kind in kind == "schemas" ? [kind] : [kind, "schemas"] {
            let container = componentContainer(kind)
            guard node(at: container + [reference], in: site.file) != nil else { continue }
            if FileManager.default.fileExists(atPath: Self.path(reference, relativeTo: site.file)) { return nil }
            return "/" + (container + [Self.escape(reference)]).joined(separator: "/")
        }
        return nil
    }

    /// Where a document keeps its components of `kind` (`schemas`, `parameters`, `responses`): `components/<kind>`, or
    /// in Swagger 2.0 `definitions` and the top-level `parameters` and `responses`.
    func componentContainer(_ kind: String) -> [String] {
        switch (version, kind) {
        case (.swagger2, "schemas"): ["definitions"]
        case (.swagger2, _): [kind]
        default: ["components", kind]
        }
    }

    /// Reads a document named by a relative-file `$ref`, once.
    private mutating func loadDocument(_ path: String, referencedAt location: SourceLocation, pointer: String) -> Bool {
        if documents[path] != nil { return true }
        do {
            let document = try SourceDocument.read(path: path, replacingDuplicateKeys: true)
            documents[path] = document.root
            diagnostics += document.warnings
            return true
        } catch {
            var problem = error
            problem.notes += ["referenced at \(location)"] + Self.pointerNote(pointer)
            diagnostics.append(problem)
            return false
        }
    }

    /// Unescapes one JSON pointer token (`~1` → `/`, then `~0` → `~`): the inverse of `escape(_:)`.
    static func unescape(_ token: some StringProtocol) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// `common.yaml` next to `specs/api.yaml` is `specs/common.yaml`; `..` and `.` are folded (in the document's own
    /// path too: `../x.yaml` from `./a/api.yaml` is `x.yaml`, not a `..` that swallowed the `.`).
    static func path(_ relative: String, relativeTo document: String) -> String {
        if relative.hasPrefix("/") { return relative }
        var parts = document.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init).filter { $0 != "." }
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, !last.isEmpty, last != ".." { parts.removeLast() } else { parts.append("..") }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// The component name a site names, when it is `#/components/<kind>/<Name>` (or Swagger's `#/definitions/<Name>`,
    /// `#/parameters/<Name>`, `#/responses/<Name>`, or a JSON Schema file's `#/$defs/<Name>`).
    static func componentName(of site: OpenAPISite, kind: String) -> String? {
        let tokens = site.pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            Self.unescape($0)
        }
        if tokens.count == 3, tokens[0] == "components", tokens[1] == kind { return tokens[2] }
        if kind == "schemas", tokens.count == 2, tokens[0] == "definitions" || tokens[0] == "$defs" { return tokens[1] }
        // `op.yaml#/responses/200` is not Swagger's response named "200": it is a response of an operation written
        // as a file of its own (DigitalOcean's layout), which must be named after its endpoint, not `_200`.
        if kind == "responses", tokens.count == 2, tokens[0] == kind, isStatusKey(tokens[1]) { return nil }
        if kind == "parameters" || kind == "responses", tokens.count == 2, tokens[0] == kind { return tokens[1] }
        return nil
    }

    /// The name of a file that another file refers to as a whole (`$ref: models/droplet.yml` → `droplet`): documents
    /// split into one schema per file (DigitalOcean's) name their schemas by file, as others do by component key.
    func wholeFileName(of site: OpenAPISite) -> String? {
        guard site.pointer.isEmpty, site.file != file else { return nil }
        let base = site.file.split(separator: "/").last.map(String.init) ?? site.file
        let stem = ["yaml", "yml", "json"].lazy.compactMap { base.hasSuffix("." + $0) ? String(base.dropLast($0.count + 1)) : nil }.first
        return (stem ?? base).isEmpty ? nil : stem ?? base
    }

    /// `200`, `4XX`, `default`: a key of an operation's `responses`.
    static func isStatusKey(_ key: String) -> Bool {
        if key == "default" { return true }
        let characters = Array(key.uppercased())
        guard characters.count == 3, let first = characters.first, ("1"..."5").contains(first) else { return false }
        return characters.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || $0 == "X") }
    }
}
