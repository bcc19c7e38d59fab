/// A small deterministic random source (SplitMix64), so the synthetic documents are the same on every
/// machine and every run: benchmark numbers compare like with like.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A value in `range` (closed).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        Int(next() % 100) < percent
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int(next() % UInt64(items.count))]
    }

    static let words = [
        "the", "customer", "payment", "amount", "account", "object", "when", "this", "value", "is", "set", "to", "of",
        "and", "for", "a", "an", "in", "charge", "invoice", "will", "be", "used", "by", "default", "if", "not",
        "provided", "represents", "currency", "three-letter", "ISO", "code", "lowercase", "must", "supported",
        "time", "at", "which", "created", "measured", "seconds", "since", "Unix", "epoch", "has", "that", "can",
        "only", "after", "balance", "transaction", "describes", "impact", "on", "your", "including", "refunds",
        "disputes", "attach", "key-value", "pairs", "useful", "storing", "additional", "information", "about",
        "structured", "format", "identifier", "unique", "returned", "upon", "creation", "expanded", "fields",
    ]

    /// `count` words of plausible API prose, starting with a capital and ending with a full stop.
    mutating func sentence(words count: Int) -> String {
        var text = ""
        for index in 0..<count {
            let word = pick(Self.words)
            if index == 0 {
                text += word.prefix(1).uppercased() + word.dropFirst()
            } else {
                text += " " + word
            }
        }
        return text + "."
    }

    /// Several sentences of `words` words in total (roughly), the length of Stripe's field documentation.
    mutating func prose(words total: Int) -> String {
        var sentences: [String] = []
        var remaining = total
        while remaining > 0 {
            let length = min(remaining, int(8...20))
            sentences.append(sentence(words: length))
            remaining -= length
        }
        return sentences.joined(separator: " ")
    }
}
