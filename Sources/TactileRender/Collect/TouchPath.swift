import TactileCore

/// One touch's life as the engine reported it: every position it had, in screen points.
package struct TouchPath: Hashable, Sendable {
    /// The engine's touch id (unique per device and never reused).
    package var id: Int
    /// Position in each frame the touch appeared in, its terminal frame included;
    /// screen points, origin top left, y down.
    package var positions: [ScreenPoint]
    /// Time of the `began` frame.
    package var began: Timestamp
    /// Time of the last frame the touch appeared in (its terminal frame when it has one).
    package var lastSeen: Timestamp
    /// `ended` or `cancelled`; nil if the recording stopped with the touch still down.
    package var terminalPhase: TouchPhase?

    package init(id: Int, positions: [ScreenPoint], began: Timestamp, lastSeen: Timestamp, terminalPhase: TouchPhase?) {
        self.id = id; self.positions = positions; self.began = began
        self.lastSeen = lastSeen; self.terminalPhase = terminalPhase
    }
}
