import TactileCore
import TactilePointer

/// Generates realistic aimed pointer movements for evaluating endpoint prediction.
///
/// Each movement aims at a target of width `W` at amplitude `A` (uniform in the
/// configured ranges, random direction, kept on screen):
/// - Primary submovement: minimum-jerk (`s = 10t^3 - 15t^4 + 6t^5`) with a mild time
///   warp so the speed peaks slightly before the middle (real deceleration is longer),
///   duration `(0.13 + 0.075 ID) s +-10%` with Fitts' `ID = log2(A/W + 1)`, gain
///   `N(0.95, 0.07)` (undershoot on average, overshoot in about a quarter of movements),
///   lateral error `N(0, 0.03 A)` and a curved path (bow `N(0, 0.04 A)`).
/// - Corrective submovement to a point inside the target (`N(0, W/6)` per axis), starting
///   at 85-100% of the primary (overlapping it) or after a 20-100 ms pause; skipped with
///   probability 0.7 when the primary already ended inside the target.
/// - Then a 80-250 ms dwell, a press (80-140 ms), a release, and a 250-700 ms pause.
/// Sampling: one rate per movement from `samplingRatesHertz` (125-1000 Hz), hand tremor
/// `N(0, positionNoisePoints)` scaled by speed, positions quantized to `countPoints` (mouse
/// counts), and, like a real mouse, a sample only when the position changed.
/// With `stopsAnywhere` the movements stop short at random and are not corrected (desktop
/// use, where amplitudes do not repeat and the prediction has nothing to go on).
/// Deterministic for a seed (``SplitMix64``, no transcendental functions of the platform).
package struct SyntheticMovementGenerator: Sendable {
    package struct Configuration: Hashable, Sendable {
        package var seed: UInt64
        package var movements: Int
        /// Screen size, points.
        package var screenWidth: Double, screenHeight: Double
        /// Movement amplitudes, points.
        package var amplitudeRange: ClosedRange<Double>
        /// Target widths, points.
        package var targetWidthRange: ClosedRange<Double>
        package var samplingRatesHertz: [Double]
        /// Standard deviation of hand tremor at full speed, points.
        package var positionNoisePoints: Double
        /// Quantization step of reported positions (one mouse count), points.
        package var countPoints: Double
        /// Everyday desktop use rather than aiming: each movement stops anywhere between 30%
        /// and 100% of the way to where it was heading (no correction), as people stop
        /// between windows, over text or mid-way without clicking. Off: aimed movements.
        package var stopsAnywhere: Bool

        package init(seed: UInt64 = 20_140_426, movements: Int = 300, screenWidth: Double = 1920,
                    screenHeight: Double = 1080, amplitudeRange: ClosedRange<Double> = 100...800,
                    targetWidthRange: ClosedRange<Double> = 16...64,
                    samplingRatesHertz: [Double] = [125, 250, 500, 1000],
                    positionNoisePoints: Double = 0.25, countPoints: Double = 0.5, stopsAnywhere: Bool = false) {
            self.seed = seed; self.movements = movements; self.screenWidth = screenWidth
            self.screenHeight = screenHeight; self.amplitudeRange = amplitudeRange
            self.targetWidthRange = targetWidthRange; self.samplingRatesHertz = samplingRatesHertz
            self.positionNoisePoints = positionNoisePoints; self.countPoints = countPoints
            self.stopsAnywhere = stopsAnywhere
        }
    }

    /// One minimum-jerk submovement: displacement `delta` over `[start, start + duration]` s.
    struct Submovement {
        var start: Double, duration: Double
        var delta: ScreenPoint
        var warp: Double
        var bow: Double

        /// Displacement contributed at time `t` (seconds).
        func displacement(at t: Double) -> ScreenPoint {
            let tau = Swift.min(Swift.max((t - start) / duration, 0), 1)
            let w = tau + warp * tau * (1 - tau)
            let s = MinimumJerk.position(w)
            let bump = 4 * w * (1 - w) * bow
            // Perpendicular to the displacement (unit) times the bow in points.
            let len = delta.length
            let px = len > 0 ? -delta.y / len : 0, py = len > 0 ? delta.x / len : 0
            return ScreenPoint(x: delta.x * s + px * bump, y: delta.y * s + py * bump)
        }
    }

    package let configuration: Configuration

    package init(configuration: Configuration = .init()) { self.configuration = configuration }

    /// The whole path: movements, presses and releases, times from 0 ms.
    package func generate() -> [PointerPathSample] {
        let c = configuration
        var rng = SplitMix64(seed: c.seed)
        var out: [PointerPathSample] = []
        var position = ScreenPoint(x: c.screenWidth / 2, y: c.screenHeight / 2)
        var time = 0.5  // seconds
        let margin = 40.0
        func quantize(_ p: ScreenPoint) -> ScreenPoint {
            ScreenPoint(x: (p.x / c.countPoints).rounded() * c.countPoints, y: (p.y / c.countPoints).rounded() * c.countPoints)
        }
        var lastEmitted = quantize(position)
        out.append(PointerPathSample(timeMilliseconds: 0, position: lastEmitted, buttons: 0))

        for _ in 0..<c.movements {
            let rate = c.samplingRatesHertz.isEmpty ? 125 : c.samplingRatesHertz[Int(rng.next() % UInt64(c.samplingRatesHertz.count))]
            let width = rng.uniform(c.targetWidthRange)
            // Direction and amplitude that keep the target on screen.
            var amplitude = rng.uniform(c.amplitudeRange)
            var target = position
            var found = false
            for _ in 0..<64 {
                var dx = 0.0, dy = 0.0, r2 = 0.0
                repeat { dx = rng.uniform(-1...1); dy = rng.uniform(-1...1); r2 = dx * dx + dy * dy } while r2 > 1 || r2 < 1e-4
                let r = r2.squareRoot()
                let t = ScreenPoint(x: position.x + amplitude * dx / r, y: position.y + amplitude * dy / r)
                if t.x >= margin && t.x <= c.screenWidth - margin && t.y >= margin && t.y <= c.screenHeight - margin {
                    target = t; found = true; break
                }
            }
            if !found {
                let centre = ScreenPoint(x: c.screenWidth / 2, y: c.screenHeight / 2)
                let d = centre - position
                amplitude = Swift.max(d.length, c.amplitudeRange.lowerBound)
                target = d.length > 1 ? position + d / d.length * amplitude : position + ScreenPoint(x: amplitude, y: 0)
            }
            let aim = target - position
            let unit = aim / Swift.max(aim.length, 1e-9)
            let perp = ScreenPoint(x: -unit.y, y: unit.x)
            let id = log2Approx(amplitude / width + 1)
            let primaryDuration = (0.13 + 0.075 * id) * rng.uniform(0.9...1.1)
            let gain = c.stopsAnywhere ? rng.uniform(0.3...1.0) : rng.normal(mean: 0.95, deviation: 0.07)
            let lateral = rng.normal(deviation: 0.03 * amplitude)
            let primaryEnd = position + unit * (amplitude * gain) + perp * lateral
            var subs = [Submovement(start: time, duration: primaryDuration, delta: primaryEnd - position,
                                    warp: rng.uniform(0...0.2), bow: rng.normal(deviation: 0.04 * amplitude))]
            let half = width / 2 * 0.9
            var final = ScreenPoint(x: target.x + Swift.min(Swift.max(rng.normal(deviation: width / 6), -half), half),
                                    y: target.y + Swift.min(Swift.max(rng.normal(deviation: width / 6), -half), half))
            let insideAlready = abs(primaryEnd.x - target.x) < width / 2 && abs(primaryEnd.y - target.y) < width / 2
            if insideAlready && rng.unit() < 0.7 { final = primaryEnd }
            if c.stopsAnywhere { final = primaryEnd }
            var end = time + primaryDuration
            let correction = final - primaryEnd
            if correction.length > 1 {
                let overlap = rng.unit() < 0.5
                let start = overlap ? time + primaryDuration * rng.uniform(0.85...1.0)
                                    : time + primaryDuration + rng.uniform(0.02...0.1)
                let duration = (0.12 + 0.03 * log2Approx(1 + correction.length / 4)) * rng.uniform(0.9...1.1)
                subs.append(Submovement(start: start, duration: duration, delta: correction,
                                        warp: rng.uniform(0...0.2), bow: rng.normal(deviation: 0.03 * correction.length)))
                end = Swift.max(end, start + duration)
            }
            // Sample the motion at the device rate, reporting only changed positions.
            let dt = 1 / rate
            var t = time + dt * rng.unit()
            let origin = position
            var previous = origin
            while t <= end + 1e-9 {
                var p = origin
                for s in subs { p += s.displacement(at: t) }
                let speed = (p - previous).length / dt
                previous = p
                let noise = c.positionNoisePoints * Swift.min(1, speed / 300)
                let q = quantize(ScreenPoint(x: p.x + rng.normal(deviation: noise), y: p.y + rng.normal(deviation: noise)))
                if q != lastEmitted {
                    out.append(PointerPathSample(timeMilliseconds: roundMs(t), position: q, buttons: 0))
                    lastEmitted = q
                }
                t += dt
            }
            // Settle exactly on the final point (the last counts arrive).
            var settled = origin
            for s in subs { settled += s.displacement(at: end) }
            let q = quantize(settled)
            if q != lastEmitted {
                out.append(PointerPathSample(timeMilliseconds: roundMs(Swift.max(t, end)), position: q, buttons: 0))
                lastEmitted = q
            }
            position = settled
            let press = Swift.max(t, end) + rng.uniform(0.08...0.25)
            let release = press + rng.uniform(0.08...0.14)
            out.append(PointerPathSample(timeMilliseconds: roundMs(press), position: lastEmitted, buttons: 1))
            out.append(PointerPathSample(timeMilliseconds: roundMs(release), position: lastEmitted, buttons: 0))
            time = release + rng.uniform(0.25...0.7)
        }
        return out
    }

    func roundMs(_ seconds: Double) -> Double { (seconds * 1_000_000).rounded() / 1000 }

    /// log2 without the platform's libm (bit-identical everywhere): exponent by halving,
    /// then the atanh series for the mantissa.
    func log2Approx(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        var m = x, e = 0.0
        while m >= 2 { m /= 2; e += 1 }
        while m < 1 { m *= 2; e -= 1 }
        let z = (m - 1) / (m + 1), z2 = z * z
        var term = z, sum = 0.0, k = 1.0
        for _ in 0..<30 { sum += term / k; term *= z2; k += 2 }
        return e + 2 * sum / 0.6931471805599453
    }
}
