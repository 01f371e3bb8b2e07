/// What a contact reports besides its position, over script time: its size (major and
/// minor axis, mm), its pressure (0...1 of the axis range) and when the firmware starts
/// calling it a palm (`MT_TOOL_PALM`). Sizes and pressure are piecewise linear between
/// keyframes and constant before the first and after the last.
///
/// Only panels with the axes (``SyntheticTouchscreen/contactAxes``) report them; a contact
/// without traits reports ``fingertip``.
package struct ContactTraits: Hashable, Sendable {
    /// A value at a script time (s).
    package struct Keyframe: Hashable, Sendable {
        package var time: Double
        package var value: Double
        package init(_ time: Double, _ value: Double) { self.time = time; self.value = value }
    }

    /// Major axis (mm).
    package var major: [Keyframe]
    /// Minor axis as a fraction of the major axis.
    package var minorRatio: Double
    /// Pressure, 0...1.
    package var pressure: [Keyframe]
    /// From this script time (s) on the firmware reports `MT_TOOL_PALM`; nil: never.
    package var palmFrom: Double?

    package init(major: [Keyframe], minorRatio: Double = 0.8, pressure: [Keyframe] = [Keyframe(0, 0.3)],
                palmFrom: Double? = nil) {
        self.major = major; self.minorRatio = minorRatio; self.pressure = pressure; self.palmFrom = palmFrom
    }

    /// A resting fingertip: 9 x 7.2 mm, pressure 0.3.
    package static let fingertip = ContactTraits(major: [Keyframe(0, 9)])

    /// The major axis at `t` (mm).
    package func major(at t: Double) -> Double { Self.value(major, at: t) }
    /// The pressure at `t` (0...1).
    package func pressure(at t: Double) -> Double { Self.value(pressure, at: t) }
    /// Whether the firmware calls the contact a palm at `t`.
    package func isPalm(at t: Double) -> Bool { palmFrom.map { t >= $0 - ContactPath.timeEpsilon } ?? false }

    private static func value(_ keys: [Keyframe], at t: Double) -> Double {
        guard let first = keys.first else { return 0 }
        if t <= first.time { return first.value }
        for i in 1..<keys.count where t < keys[i].time {
            let a = keys[i - 1], b = keys[i]
            return a.value + (b.value - a.value) * (t - a.time) / (b.time - a.time)
        }
        return keys[keys.count - 1].value
    }
}
