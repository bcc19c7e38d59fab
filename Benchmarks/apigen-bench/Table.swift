import Foundation

/// A table printed as GitHub Markdown, so the output pastes straight into docs/Performance.md.
struct Table {
    let title: String
    let columns: [String]
    private(set) var rows: [[String]] = []
    /// Lines printed under the table (targets, explanations).
    var notes: [String] = []

    init(_ title: String, columns: [String]) {
        self.title = title
        self.columns = columns
    }

    mutating func add(_ cells: String...) {
        rows.append(cells)
    }

    mutating func add(row cells: [String]) {
        rows.append(cells)
    }

    mutating func note(_ line: String) {
        notes.append(line)
    }

    func render() -> String {
        var widths = columns.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            let padded = widths.indices.map { index -> String in
                let cell = index < cells.count ? cells[index] : ""
                return cell + String(repeating: " ", count: widths[index] - cell.count)
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        var lines = ["### " + title, "", line(columns)]
        lines.append("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
        lines += rows.map(line)
        if !notes.isEmpty {
            lines.append("")
            lines += notes
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Prints the table and flushes, so that a long run shows each table as soon as it is measured.
    func print() {
        Swift.print(render())
        fflush(nil)  // all C streams; naming `stdout` is not concurrency-safe in Swift 6
    }
}
