import APIGenCore
import Foundation

/// Section 1: how fast the located readers turn spec text into `Node` trees.
struct ReaderBenchmarks {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One synthetic input in both syntaxes.
    struct Input {
        let name: String
        let json: [UInt8]
        let yaml: [UInt8]
    }

    let quick: Bool

    /// The 1,000-endpoint spec and one scaled to about 4 MB of JSON (quick: 100 endpoints and ~1 MB).
    func inputs() -> [Input] {
        let base = quick ? 100 : 1_000
        let small = SyntheticSpec(endpoints: base).tree()
        let smallJSON = Array(small.json().utf8)
        let target = quick ? 1_048_576 : 4 * 1_048_576
        let scaled = max(base, base * target / max(1, smallJSON.count))
        let large = SyntheticSpec(endpoints: scaled).tree()
        return [
            Input(name: "\(base) endpoints / \(base / 2) models", json: smallJSON, yaml: Array(small.yaml().utf8)),
            Input(name: "\(scaled) endpoints / \(scaled / 2) models", json: Array(large.json().utf8), yaml: Array(large.yaml().utf8)),
        ]
    }

    func run() throws -> [Table] {
        var table = Table(
            "Reader throughput (median of \(quick ? 3 : 9), MB/s = MiB of input per second)",
            columns: ["input", "syntax", "size", "median", "min", "MB/s (median)", "reference: JSONSerialization"])
        for input in inputs() {
            for (syntax, bytes) in [("JSON", input.json), ("YAML", input.yaml)] {
                guard let read = Self.reader(for: syntax) else { continue }
                let measurement = try Measurement.run(warmups: 1, iterations: quick ? 3 : 9) {
                    try Self.check(read(bytes))
                }
                var reference = "–"
                if syntax == "JSON" {
                    let data = Data(bytes)
                    let foundation = try Measurement.run(warmups: 1, iterations: quick ? 3 : 9) {
                        _ = try JSONSerialization.jsonObject(with: data)
                    }
                    reference = Format.throughput(bytes: bytes.count, seconds: foundation.median)
                }
                table.add(
                    input.name, syntax, Format.megabytes(bytes.count), Format.milliseconds(measurement.median),
                    Format.milliseconds(measurement.minimum), Format.throughput(bytes: bytes.count, seconds: measurement.median),
                    reference)
            }
        }
        table.note("Input: `SyntheticSpec` (Benchmarks/apigen-bench/SyntheticSpec.swift), read with "
            + "`JSONReader.read(bytes:file:)` / `YAMLReader.read(bytes:file:)`. JSONSerialization builds no "
            + "locations and is shown only as a yardstick.")
        return [table]
    }

    /// The reader for `syntax`.
    static func reader(for syntax: String) -> (([UInt8]) throws -> Node)? {
        switch syntax {
        case "JSON": { bytes in try JSONReader.read(bytes: bytes, file: "bench.json") }
        case "YAML": { bytes in try YAMLReader.read(bytes: bytes, file: "bench.yaml") }
        default: nil
        }
    }

    /// A wrong parse must not pass as a fast one.
    static func check(_ node: Node) throws {
        guard case .mapping(let root) = node, root["endpoints"] != nil, root["models"] != nil else {
            throw Failure(description: "the reader returned a tree without endpoints and models")
        }
    }
}
