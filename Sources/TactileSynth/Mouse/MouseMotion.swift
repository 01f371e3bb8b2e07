import TactileCore
/// The hand moving the mouse by (`dx`, `dy`) millimetres on the desk with a
/// minimum-jerk profile, from `start` for `duration` seconds. x right, y towards the user
/// (screen down), as `REL_X/REL_Y`.
public struct MouseMotion: Hashable, Sendable {
    public var start: Double
    public var duration: Double
    public var dxMillimetres: Double
    public var dyMillimetres: Double

    public init(start: Double, duration: Double, dxMillimetres: Double, dyMillimetres: Double) {
        self.start = start; self.duration = duration
        self.dxMillimetres = dxMillimetres; self.dyMillimetres = dyMillimetres
    }

    public var end: Double { start + duration }

    /// Displacement so far at time `t` (mm).
    public func displacement(at t: Double) -> (x: Double, y: Double) {
        let s = duration > 0 ? MinimumJerk.position((t - start) / duration) : (t >= start ? 1 : 0)
        return (dxMillimetres * s, dyMillimetres * s)
    }
}
