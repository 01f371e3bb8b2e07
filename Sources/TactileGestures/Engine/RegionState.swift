import TactileCore

/// One region at run time: where it is, which recognizers are attached, the touches of
/// its current sequence and its finger-set round.
struct RegionState: Sendable {
    /// nil for the implicit whole-screen region (it takes every touch no other region takes).
    var rect: ScreenRect?
    /// Indices of the attached recognizers, ascending.
    var members: [Int]
    /// `members` as a bit set (bit m = recognizer m; at most 64 recognizers).
    let memberMask: UInt64
    var group: TouchGroup
    /// The touch sequence and finger set its recognizers compete in.
    var round: FingerSetRound

    init(rect: ScreenRect?, members: [Int], kinds: [GestureKind], touchCapacity: Int, velocityWindow: Milliseconds) {
        self.rect = rect
        self.members = members
        memberMask = members.reduce(0) { $0 | 1 << UInt64($1) }
        group = TouchGroup(capacity: touchCapacity, velocityWindow: velocityWindow)
        round = FingerSetRound(kinds: kinds)
    }
}
