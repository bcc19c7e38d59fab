import Foundation

/// A one-line description of the machine, printed above the tables.
enum Machine {
    static func summary() -> String {
        var parts: [String] = []
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            parts.append(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        parts.append("\(ProcessInfo.processInfo.activeProcessorCount) cores")
        parts.append(Format.fixed(Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824, digits: 1) + " GB RAM")
        #if DEBUG
        parts.append("DEBUG build (use -c release)")
        #endif
        return parts.joined(separator: ", ")
    }
}
