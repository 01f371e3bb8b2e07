import TactileCore
import TactileTrace

/// Builders for the expected gestures stored in generated traces: only the decisive,
/// model-independent facts (the values the motion was generated with), each with a
/// tolerance, in the field order of the gesture output schema
/// (`t, gesture, phase, fingers, x, y, ...`).
///
/// An entry with `absent: true` forbids: no output event may match all its other fields
/// (see `Traces/generated/README.md`, "Matching").
package enum Expect {
    /// Key of the "must not appear" marker.
    package static let absentKey = ExpectationMatcher.absentKey

    /// Default position tolerance (pt) for taps.
    package static let positionTolerancePoints = 3.0
    /// Default tolerance of a scale: 1 % of the nominal value.
    package static let scaleRelativeTolerance = 0.01
    /// Default tolerance of a rotation: 0.5 degrees.
    package static let rotationToleranceRadians = 0.5 * .pi / 180

    /// A general entry. `time` and `position` come with their tolerances.
    package static func event(
        _ kind: ExpectedGestureKind, _ phase: ExpectedPhase, fingers: Int? = nil,
        time: (seconds: Double, tolerance: Double)? = nil,
        position: (point: ScreenPoint, tolerance: Double)? = nil,
        fields: [(String, TraceScalar, tolerance: Double?)] = []
    ) -> ExpectedGesture {
        var g = ExpectedGesture(fields: [])
        if let time {
            g.fields.append(.init(key: "t", value: .number(rounded(time.seconds, 4))))
            g.tolerances["t"] = time.tolerance
        }
        g.fields.append(.init(key: "gesture", value: .string(kind.rawValue)))
        g.fields.append(.init(key: "phase", value: .string(phase.rawValue)))
        if let fingers { g.fields.append(.init(key: "fingers", value: .integer(Int64(fingers)))) }
        if let position {
            g.fields.append(.init(key: "x", value: .number(rounded(position.point.x, 2))))
            g.fields.append(.init(key: "y", value: .number(rounded(position.point.y, 2))))
            g.tolerances["x"] = position.tolerance
            g.tolerances["y"] = position.tolerance
        }
        for (key, value, tolerance) in fields {
            g.fields.append(.init(key: key, value: value))
            if let tolerance { g.tolerances[key] = tolerance }
        }
        return g
    }

    /// A recognized tap with `taps` taps of `fingers` fingers centred at `point` (pt).
    package static func tap(taps: Int, fingers: Int, at point: ScreenPoint,
                           tolerance: Double = positionTolerancePoints) -> ExpectedGesture {
        event(.tap, .recognized, fingers: fingers, position: (point, tolerance),
              fields: [("taps", .integer(Int64(taps)), nil)])
    }

    /// A long press that began `minimum` s after the fingers went down (give a tolerance
    /// that covers the usual 400...600 ms), at `point`.
    package static func longPressBegan(fingers: Int, at point: ScreenPoint, time: Double, timeTolerance: Double,
                                      tolerance: Double = positionTolerancePoints) -> ExpectedGesture {
        event(.longPress, .began, fingers: fingers, time: (time, timeTolerance), position: (point, tolerance))
    }

    /// A continuous gesture that began.
    package static func began(_ kind: ExpectedGestureKind, fingers: Int) -> ExpectedGesture {
        event(kind, .began, fingers: fingers)
    }

    /// A continuous gesture that ended (at the lift, when `time` is given).
    package static func ended(_ kind: ExpectedGestureKind, fingers: Int,
                             time: (seconds: Double, tolerance: Double)? = nil) -> ExpectedGesture {
        event(kind, .ended, fingers: fingers, time: time)
    }

    /// A pan that ended having moved (`dx`, `dy`) pt since the fingers went down.
    package static func panEnded(fingers: Int, translation: ScreenPoint, tolerance: Double) -> ExpectedGesture {
        event(.pan, .ended, fingers: fingers,
              fields: [("dx", .number(rounded(translation.x, 2)), tolerance),
                       ("dy", .number(rounded(translation.y, 2)), tolerance)])
    }

    /// A pinch that ended at `scale` (current span / initial span), within `relativeTolerance` of it.
    package static func pinchEnded(fingers: Int, scale: Double,
                                  relativeTolerance: Double = scaleRelativeTolerance) -> ExpectedGesture {
        event(.pinch, .ended, fingers: fingers,
              fields: [("scale", .number(rounded(scale, 4)), rounded(scale * relativeTolerance, 6))])
    }

    /// A rotation that ended at `radians` (clockwise positive on the y-down screen).
    package static func rotateEnded(fingers: Int, radians: Double,
                                   tolerance: Double = rotationToleranceRadians) -> ExpectedGesture {
        event(.rotate, .ended, fingers: fingers,
              fields: [("rotation", .number(rounded(radians, 4)), rounded(tolerance, 6))])
    }

    /// A recognized swipe in `direction` (`up`, `down`, `left`, `right`; screen space).
    package static func swipe(_ direction: String, fingers: Int) -> ExpectedGesture {
        event(.swipe, .recognized, fingers: fingers, fields: [("direction", .string(direction), nil)])
    }

    /// An edge swipe from `edge` (`top`, `bottom`, `left`, `right`) that began.
    package static func edgeSwipeBegan(_ edge: String, fingers: Int) -> ExpectedGesture {
        event(.edgeSwipe, .began, fingers: fingers, fields: [("edge", .string(edge), nil)])
    }

    /// No event of `kind` matching every given field may appear.
    package static func absent(_ kind: ExpectedGestureKind, phase: ExpectedPhase? = nil, fingers: Int? = nil,
                              fields: [(String, TraceScalar)] = []) -> ExpectedGesture {
        var g = ExpectedGesture(fields: [.init(key: "gesture", value: .string(kind.rawValue))])
        if let phase { g.fields.append(.init(key: "phase", value: .string(phase.rawValue))) }
        if let fingers { g.fields.append(.init(key: "fingers", value: .integer(Int64(fingers)))) }
        for (k, v) in fields { g.fields.append(.init(key: k, value: v)) }
        g.fields.append(.init(key: absentKey, value: .bool(true)))
        return g
    }

    /// `entry` as a prohibition: no output event may agree with its fields within its
    /// tolerances, e.g. `forbidden(event(.pan, .ended, time: (0.9, 0.9)))` forbids a pan
    /// ending in the first 1.8 s.
    package static func forbidden(_ entry: ExpectedGesture) -> ExpectedGesture {
        var g = entry
        g.fields.removeAll { $0.key == absentKey }
        g.fields.append(.init(key: absentKey, value: .bool(true)))
        return g
    }

    /// Whether `entry` is an "absent" entry.
    package static func isAbsent(_ entry: ExpectedGesture) -> Bool { ExpectationMatcher.isAbsent(entry) }

    /// `v` rounded to `decimals` decimals, so files stay readable (far below every tolerance).
    static func rounded(_ v: Double, _ decimals: Int) -> Double {
        var p = 1.0
        for _ in 0..<decimals { p *= 10 }
        return (v * p).rounded() / p
    }
}
