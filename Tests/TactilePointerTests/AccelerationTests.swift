import Testing
import TactileCore
@testable import TactilePointer

/// The published libinput adaptive curve, written out independently of the implementation.
func referenceAdaptive(_ v: Double, speed s: Double) -> Double {
    let threshold = max(0.4 - 0.25 * s, 0.2)
    let cap = 2.0 + 1.5 * s
    let incline = 1.1 + 0.75 * s
    let f: Double = v < 0.07 ? 10 * v + 0.3 : (v < threshold ? 1 : incline * (v - threshold) + 1)
    return min(cap, f)
}

@Suite struct AccelerationTests {
    @Test(arguments: [-1.0, -0.5, 0.0, 0.3, 0.5, 1.0])
    func adaptiveCurveMatchesFormula(speed: Double) {
        let curve = AdaptiveAccelerationCurve(speed: speed)
        var v = 0.0
        while v < 5 {
            #expect(abs(curve.factor(unitsPerMillisecond: v) - referenceAdaptive(v, speed: speed)) < 1e-9)
            v += 0.0137
        }
        // Simpson average of two speeds.
        for (a, b) in [(0.05, 0.3), (0.5, 1.2), (2.0, 0.1), (0.0, 3.0)] {
            let expected = (referenceAdaptive(a, speed: speed) + referenceAdaptive(b, speed: speed)
                + 4 * referenceAdaptive((a + b) / 2, speed: speed)) / 6
            #expect(abs(curve.simpsonFactor(unitsPerMillisecond: a, previous: b) - expected) < 1e-9)
        }
    }

    @Test func adaptiveParametersAtExtremes() {
        let slow = AdaptiveAccelerationCurve(speed: -1)
        #expect(abs(slow.thresholdUnitsPerMillisecond - 0.65) < 1e-12)
        #expect(abs(slow.maximumFactor - 0.5) < 1e-12)
        let fast = AdaptiveAccelerationCurve(speed: 1)
        #expect(abs(fast.thresholdUnitsPerMillisecond - 0.2) < 1e-12)  // clamped at the minimum
        #expect(abs(fast.maximumFactor - 3.5) < 1e-12)
        #expect(abs(fast.incline - 1.85) < 1e-12)
        #expect(AdaptiveAccelerationCurve(speed: 7).speed == 1)
    }

    @Test(arguments: [-1.0, -0.25, 0.0, 0.6, 1.0])
    func flatFactor(speed: Double) {
        let expected = max(0.005, 1 + speed)
        #expect(abs(FlatAccelerationCurve(speed: speed).factor - expected) < 1e-12)
        var a = PointerAccelerator(configuration: .init(profile: .flat, speed: speed, deviceDotsPerInch: 1600))
        // Flat applies no dpi normalisation.
        let d = a.accelerate(dx: 7, dy: -3, at: Timestamp(microseconds: 1000))
        #expect(abs(d.x - 7 * expected) < 1e-9)
        #expect(abs(d.y + 3 * expected) < 1e-9)
    }

    @Test func customCurveInterpolatesAndExtrapolates() throws {
        let c = try CustomAccelerationCurve(stepUnitsPerMillisecond: 0.5, points: [0, 0.4, 1.5, 2.0])
        #expect(abs(c.outputSpeed(unitsPerMillisecond: 0.25) - 0.2) < 1e-12)
        #expect(abs(c.outputSpeed(unitsPerMillisecond: 0.75) - 0.95) < 1e-12)
        // Past the last point: the line through the last two points.
        #expect(abs(c.outputSpeed(unitsPerMillisecond: 2.5) - 3.0) < 1e-12)
        #expect(abs(c.factor(unitsPerMillisecond: 0.75) - 0.95 / 0.75) < 1e-12)
        #expect(throws: CustomAccelerationCurve.Invalid.pointCount(1)) { try CustomAccelerationCurve(stepUnitsPerMillisecond: 1, points: [1]) }
        #expect(throws: CustomAccelerationCurve.Invalid.step(0)) { try CustomAccelerationCurve(stepUnitsPerMillisecond: 0, points: [0, 1]) }
    }

    @Test func customProfileUsesTimeSincePreviousEvent() throws {
        let curve = try CustomAccelerationCurve(stepUnitsPerMillisecond: 1, points: [0, 2])  // doubles speed
        var a = PointerAccelerator(configuration: .init(profile: .custom(curve)))
        // First event: libinput assumes 7 ms. Speed 7/7 = 1 u/ms -> output 2 u/ms -> factor 2.
        let d1 = a.accelerate(dx: 7, dy: 0, at: Timestamp(microseconds: 5_000_000))
        #expect(abs(d1.x - 14) < 1e-9)
        // 4 units 2 ms later: 2 u/ms -> extrapolated 4 u/ms -> factor 2 again.
        let d2 = a.accelerate(dx: 0, dy: 4, at: Timestamp(microseconds: 5_002_000))
        #expect(abs(d2.y - 8) < 1e-9)
    }

    @Test func directionOctantsMatchLibinput() {
        #expect(MotionDirection(dx: 10, dy: 0) == .east)
        #expect(MotionDirection(dx: 10, dy: 10) == .southEast)
        #expect(MotionDirection(dx: 10, dy: 1) == [.east, .southEast])
        #expect(MotionDirection(dx: 0, dy: -5) == .north)
        #expect(MotionDirection(dx: 1, dy: 1) == [.south, .southEast, .east])
        #expect(MotionDirection(dx: 0, dy: 0) == .undefined)
        #expect(abs(PureMath.atan2(1, -1) - 3 * PureMath.pi / 4) < 1e-14)
        #expect(abs(PureMath.atan2(-0.3, 0.7) - (-0.40489178628508343)) < 1e-14)
    }

    /// Constant motion: the newest trackers each hold k deltas over k intervals, so the
    /// velocity is known in closed form and the output must follow the Simpson formula.
    /// 2 trackers (libinput's default) use the last interval only; 16 (velocity averaging)
    /// walk back while the velocity stays within 1 count/ms. Under 1000 dpi the low-dpi
    /// curve works on raw counts.
    @Test(arguments: [(1000.0, 0.0, false), (1600.0, 0.5, false), (400.0, -0.5, false), (800.0, 1.0, false),
                      (1000.0, 0.0, true), (1600.0, 0.5, true), (400.0, -0.5, true)])
    func adaptiveEndToEndMatchesFormula(dpi: Double, speed: Double, averaging: Bool) {
        var a = PointerAccelerator(configuration: .init(profile: .adaptive, speed: speed, deviceDotsPerInch: dpi,
                                                        usesVelocityAveraging: averaging))
        let interval: Int64 = 8000  // 125 Hz
        let dx: Int32 = 6
        let counts = Double(dx.magnitude)
        let lowDpi = dpi < 1000
        let toUnits = lowDpi ? 1 : 1000 / dpi
        let curve = lowDpi ? AdaptiveAccelerationCurve(speed: speed, lowDotsPerInch: dpi) : AdaptiveAccelerationCurve(speed: speed)
        if lowDpi {
            #expect(abs(curve.thresholdUnitsPerMillisecond - max(0.4 - 0.25 * speed, 0.2) * dpi / 1000) < 1e-12)
            #expect(abs(curve.maximumFactor - (2 + 1.5 * speed) * 1000 / dpi) < 1e-12)
        }
        let trackers = averaging ? 16 : 2
        var lastVelocity = 0.0
        for i in 1...40 {
            let t = Timestamp(microseconds: 10_000_000 + Int64(i) * interval)
            let out = a.accelerate(dx: dx, dy: 0, at: t)
            // Reference velocity (counts/µs): libinput's tracker walk for uniform motion.
            var velocity = 0.0
            if i == 1 {
                // The only older tracker is the one from init (time 0): more than 1 s old,
                // so libinput uses the timeout as the interval.
                velocity = counts / 1_000_001
            } else {
                var initial = 0.0
                for offset in 1..<min(i, trackers) {
                    let v = Double(offset) * counts / Double(Int64(offset) * interval + 1)
                    if initial == 0 || offset <= 2 { velocity = v; initial = v } else {
                        if abs(initial - v) > 0.001 { break }
                        velocity = v
                    }
                }
            }
            let f = curve.simpsonFactor(unitsPerMillisecond: velocity * 1000 * toUnits,
                                        previous: lastVelocity * 1000 * toUnits)
            lastVelocity = velocity
            #expect(abs(out.x - counts * toUnits * f) < 1e-9, "event \(i)")
            #expect(out.y == 0)
        }
    }

    @Test func defaultsFollowLibinput() {
        let c = AccelerationConfiguration()
        #expect(c.velocityTrackerCount == 2)
        #expect(!c.usesLowDotsPerInchFilter)
        #expect(AccelerationConfiguration(usesVelocityAveraging: true).velocityTrackerCount == 16)
        #expect(AccelerationConfiguration(deviceDotsPerInch: 999).usesLowDotsPerInchFilter)
        #expect(!AccelerationConfiguration(deviceDotsPerInch: 1000).usesLowDotsPerInchFilter)
    }
}
