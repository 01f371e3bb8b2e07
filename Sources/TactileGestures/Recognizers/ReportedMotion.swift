import TactileCore

/// What a continuous recognizer last reported, so `changed` is only sent when
/// something changed (a frame where every finger is stationary sends nothing).
struct ReportedMotion: Sendable {
    private var a = Double.nan, b = Double.nan, c = Double.nan, d = Double.nan, fingers = -1

    /// Records the values (up to four: a transform's translation, scale and rotation);
    /// returns whether any differs from the last ones.
    mutating func changed(_ x: Double, _ y: Double, _ z: Double, _ w: Double, _ fingers: Int) -> Bool {
        defer { a = x; b = y; c = z; d = w; self.fingers = fingers }
        return x != a || y != b || z != c || w != d || fingers != self.fingers
    }
}
