import TactileCore

/// libinput's custom profile: output speeds `points[i]` at input speeds `i * step`
/// (device units per millisecond), linearly interpolated and extrapolated past the
/// last point from the last two (libinput `filter-custom.c`).
public struct CustomAccelerationCurve: Hashable, Sendable {
    /// Distance between the points on the input-speed axis, device units per ms.
    public let stepUnitsPerMillisecond: Double
    /// Output speeds, device units per ms; 2...64 values.
    public let points: [Double]

    /// libinput's limits: 2...64 points, 0 < step <= 10000, 0 <= point <= 10000.
    public enum Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        case pointCount(Int)
        case step(Double)
        case point(index: Int, value: Double)

        public var description: String {
            switch self {
            case .pointCount(let n): return "custom acceleration: expected 2...64 points, got \(n)"
            case .step(let s): return "custom acceleration: step must be in (0, 10000], got \(s)"
            case .point(let i, let v): return "custom acceleration: points[\(i)] must be in [0, 10000], got \(v)"
            }
        }
    }

    public init(stepUnitsPerMillisecond step: Double, points: [Double]) throws(Invalid) {
        guard (2...64).contains(points.count) else { throw .pointCount(points.count) }
        guard step.isFinite, step > 0, step <= 10_000 else { throw .step(step) }
        for (i, p) in points.enumerated() where !(p.isFinite && p >= 0 && p <= 10_000) {
            throw .point(index: i, value: p)
        }
        stepUnitsPerMillisecond = step
        self.points = points
    }

    /// The identity curve libinput uses by default (points 0, 1 at step 1).
    public static let identity = try! CustomAccelerationCurve(stepUnitsPerMillisecond: 1, points: [0, 1])

    /// Output speed for an input speed, both in device units per ms.
    @inlinable public func outputSpeed(unitsPerMillisecond v: Double) -> Double {
        let step = stepUnitsPerMillisecond
        let raw = v / step
        // libinput truncates to size_t; clamp before converting so huge speeds cannot trap.
        var i = raw >= Double(points.count) ? points.count : Int(Swift.max(raw, 0))
        i = Swift.min(i, points.count - 2)
        let x0 = step * Double(i), x1 = step * Double(i + 1)
        return (points[i] * (x1 - v) + points[i + 1] * (v - x0)) / step
    }

    /// The factor applied to a delta: output speed / input speed. 1 at speed 0, where
    /// libinput would divide by zero (the delta is zero then anyway).
    @inlinable public func factor(unitsPerMillisecond v: Double) -> Double {
        v > 0 ? outputSpeed(unitsPerMillisecond: v) / v : 1
    }
}
