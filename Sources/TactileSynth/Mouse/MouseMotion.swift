import TactileCore
/// The hand moving the mouse by (`dx`, `dy`) millimetres on the desk with a
/// minimum-jerk profile, from `start` for `duration` seconds. x right, y towards the user
/// (screen down), as `REL_X/REL_Y`.
package struct MouseMotion: Hashable, Sendable {
    package var start: Double
    package var duration: Double
    package var dxMillimetres: Double
    package var dyMillimetres: Double

    package init(start: Double, duration: Double, dxMillimetres: Double, dyMillimetres: Double) {
        self.start = start; self.duration = duration
        self.dxMillimetres = dxMillimetres; self.dyMillimetres = dyMillimetres
    }

    package var end: Double { start + duration }

    /// Displacement so far at time `t` (mm).
    package func displacement(at t: Double) -> (x: Double, y: Double) {
        let s = duration > 0 ? MinimumJerk.position((t - start) / duration) : (t >= start ? 1 : 0)
        return (dxMillimetres * s, dyMillimetres * s)
    }
}
