import TactileCore

/// One region at run time: where it is, which recognizers are attached, the touches of
/// its current sequence and the sequence counter.
struct RegionState: Sendable {
    /// nil for the implicit whole-screen region (it takes every touch no other region takes).
    var rect: ScreenRect?
    /// Indices of the attached recognizers, ascending.
    var members: [Int]
    /// `members` as a bit set (bit m = recognizer m; at most 64 recognizers).
    let memberMask: UInt64
    var group: TouchGroup
    /// Incremented at each new touch sequence.
    var sequence = 0
    /// Incremented at each new touch sequence and each time a finger joins one: the
    /// current finger set. Recognizers re-armed for a set compete from its start.
    var epoch = 0

    init(rect: ScreenRect?, members: [Int], touchCapacity: Int, velocityWindow: Milliseconds) {
        self.rect = rect
        self.members = members
        memberMask = members.reduce(0) { $0 | 1 << UInt64($1) }
        group = TouchGroup(capacity: touchCapacity, velocityWindow: velocityWindow)
    }
}
