/// The immutable context stack a template renders against.
///
/// Sections push a frame; names resolve from the innermost frame outwards. Pushing returns a new
/// stack that shares its outer frames (a linked list, so a push costs the same at any depth), and
/// a renderer can never leak a frame into a sibling.
struct MustacheContext: Sendable {
    private final class Frame: Sendable {
        let value: MustacheValue
        let parent: Frame?

        init(_ value: MustacheValue, parent: Frame?) {
            self.value = value
            self.parent = parent
        }
    }

    private let innermost: Frame

    init(_ root: MustacheValue) {
        innermost = Frame(root, parent: nil)
    }

    private init(innermost: Frame) {
        self.innermost = innermost
    }

    func pushing(_ value: MustacheValue) -> MustacheContext {
        MustacheContext(innermost: Frame(value, parent: innermost))
    }

    /// Resolves `name`: `.` is the innermost frame; for `a.b.c` the innermost frame that has `a`
    /// wins, and `b.c` are then looked up inside it only (a broken chain is `null`, per the spec).
    func lookup(_ name: MustacheName) -> MustacheValue {
        guard let first = name.components.first else { return innermost.value }
        var frame: Frame? = innermost
        while let current = frame {
            frame = current.parent
            guard var value = current.value[member: first] else { continue }
            for component in name.components.dropFirst() {
                guard let member = value[member: component] else { return .null }
                value = member
            }
            return value
        }
        return .null
    }
}
