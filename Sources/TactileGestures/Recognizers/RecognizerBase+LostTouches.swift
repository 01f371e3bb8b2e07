import TactileCore

extension RecognizerBase {
    /// The checks pan, edge swipe, pinch and rotate make on every frame while `possible`:
    /// a cancelled touch or the last lift fails them, and while their claim waits for the
    /// arena a lift below `minimumFingers` does (too few fingers to begin with).
    /// Returns true when the frame needs nothing more (failed, or the claim is pending).
    mutating func failIfTouchesLost(_ c: RecognizerContext, minimumFingers: Int, _ out: inout GestureOutput) -> Bool {
        let s = c.sample
        if s.cancelled > 0 { fail(at: c.time, s.cancelReason, &out); return true }
        if s.fingers == 0 { fail(at: c.time, .touchesEnded, &out); return true }
        if claim != nil {
            if s.fingers < minimumFingers { fail(at: c.time, .tooFewFingers, &out) }
            return true
        }
        return false
    }
}
