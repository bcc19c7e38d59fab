/// The immutable context stack a template renders against.
///
/// Sections push a frame; names resolve from the innermost frame outwards. Pushing returns a new
/// stack, so a renderer can never leak a frame into a sibling.
struct MustacheContext: Sendable {
    private let frames: [MustacheValue]

    init(_ root: MustacheValue) {
        frames = [root]
    }

    private init(frames: [MustacheValue]) {
        self.frames = frames
    }

    func pushing(_ value: MustacheValue) -> MustacheContext {
        MustacheContext(frames: frames + [value])
    }

    /// Resolves `name`: `.` is the innermost frame; for `a.b.c` the innermost frame that has `a`
    /// wins, and `b.c` are then looked up inside it only (a broken chain is `null`, per the spec).
    func lookup(_ name: MustacheName) -> MustacheValue {
        guard let first = name.components.first else { return frames.last ?? .null }
        for frame in frames.reversed() {
            guard var value = frame[member: first] else { continue }
            for component in name.components.dropFirst() {
                guard let member = value[member: component] else { return .null }
                value = member
            }
            return value
        }
        return .null
    }
}
