import Foundation

/// Remembers what the last run of `apigen generate` read and wrote, so that a run with nothing to do
/// costs little more than reading the specs: no parsing, no generation, no comparing of files.
///
/// The stamp lives in the user's cache folder, keyed by the output folder, never in the output itself:
/// it includes the identity of the apigen executable (path, size, modification time), which differs
/// between machines and must not churn checked-in code. It is only a hint. Any difference — a spec byte,
/// a template, an option, a rebuilt apigen, a generated file edited, moved or deleted — means a full run,
/// which rewrites the stamp.
public struct GenerationStamp: Hashable, Sendable {
    /// A fingerprint of everything that determines the output.
    public var inputs: String
    /// Each generated file (relative to the output folder) and a fingerprint of its contents.
    public var outputs: [String: String]

    public init(inputs: String, outputs: [String: String]) {
        self.inputs = inputs
        self.outputs = outputs
    }

    /// The fingerprint of a run's inputs. `specs` are (path, bytes) in discovery order.
    public static func fingerprint(
        specs: [(path: String, bytes: [UInt8])], templates: TemplateLibrary, options: GeneratorOptions, extra: [String]
    ) -> String {
        var hasher = FNV1a()
        hasher.add("apigen \(APIGen.version)")
        hasher.add(options.access.rawValue)
        hasher.add(options.layout.rawValue)
        hasher.add(String(options.parts))
        hasher.add(options.hashable ? "hashable" : "not hashable")
        hasher.add(CallingStyle.allCases.filter(options.styles.contains).map(\.rawValue).joined(separator: ","))
        for item in extra { hasher.add(item) }
        for name in templates.names {
            hasher.add(name)
            hasher.add(templates.source(named: name) ?? "")
        }
        for spec in specs {
            hasher.add(spec.path)
            hasher.add(spec.bytes)
        }
        return hasher.hex
    }

    /// The fingerprint of one file's contents.
    public static func fingerprint(contents: some Sequence<UInt8>) -> String {
        var hasher = FNV1a()
        hasher.add(contents)
        return hasher.hex
    }

    /// Whether every file the stamp lists is still in `directory` with the same contents.
    public func outputsAreIntact(in directory: String) -> Bool {
        for (relative, fingerprint) in outputs {
            guard let data = FileManager.default.contents(atPath: directory + "/" + relative),
                  Self.fingerprint(contents: data) == fingerprint else { return false }
        }
        return true
    }

    // MARK: Storage

    /// Where the stamp for `outputDirectory` is kept: `<caches>/apigen/<fingerprint of the folder's absolute path>`.
    public static func location(for outputDirectory: String) -> URL? {
        guard let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first else { return nil }
        let absolute = URL(fileURLWithPath: outputDirectory).standardizedFileURL.path
        return caches.appending(path: "apigen").appending(path: fingerprint(contents: Array(absolute.utf8)))
    }

    public static func load(for outputDirectory: String) -> GenerationStamp? {
        guard let url = location(for: outputDirectory), let data = FileManager.default.contents(atPath: url.path) else {
            return nil
        }
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n").makeIterator()
        guard lines.next() == "apigen-stamp 1", let inputs = lines.next() else { return nil }
        var outputs: [String: String] = [:]
        while let line = lines.next() {
            guard let space = line.firstIndex(of: " ") else { return nil }
            outputs[String(line[line.index(after: space)...])] = String(line[..<space])
        }
        return GenerationStamp(inputs: String(inputs), outputs: outputs)
    }

    /// Saves the stamp; failing to is harmless (the next run is simply a full one).
    public func save(for outputDirectory: String) {
        guard let url = Self.location(for: outputDirectory) else { return }
        var text = "apigen-stamp 1\n\(inputs)\n"
        for path in outputs.keys.sorted() { text += "\(outputs[path] ?? "") \(path)\n" }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url, options: .atomic)
    }

    /// Forgets the stamp, so the next run is a full one.
    public static func remove(for outputDirectory: String) {
        guard let url = location(for: outputDirectory) else { return }
        try? FileManager.default.removeItem(at: url)
    }
}

/// 64-bit FNV-1a: tiny, fast and good enough to notice that bytes changed (not a cryptographic hash).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds `bytes` followed by their count, so that ("ab", "c") and ("a", "bc") differ.
    mutating func add(_ bytes: some Sequence<UInt8>) {
        var count: UInt64 = 0
        // Contiguous bytes (native strings, Data, arrays) are hashed from a buffer: the generic iterator cost more
        // than the hash itself on a 9 MB client.
        let hashed: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            var hash = value
            for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            value = hash
            count = UInt64(buffer.count)
        }
        if hashed == nil {
            for byte in bytes {
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                count &+= 1
            }
        }
        for shift in stride(from: 0, to: 64, by: 8) {
            add(byte: UInt8(truncatingIfNeeded: count >> UInt64(shift)))
        }
    }

    mutating func add(_ text: String) {
        add(text.utf8)
    }

    private mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
