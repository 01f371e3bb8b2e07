import TactileCore

/// Online endpoint prediction for aimed pointer movements, learned from real people.
///
/// Real pointing (mouse and touchpad, 10 ms sampling; Docs/POINTER.md) is not one
/// symmetric minimum-jerk stroke: the speed peaks early, the primary submovement stops
/// short or long, corrections and touchpad finger lifts follow. So instead of mirroring
/// the speed curve, the predictor regresses the vector still to go on a few kinematic
/// features of the movement so far, plus a per-session prior (the median amplitude of the
/// last three movements: "templates from the session so far", as in kinematic template
/// matching). Endpoint = current position + `a` x (unit vector from the movement's origin)
/// + `b` x (unit vector of the current velocity), with
/// - `a`, `b` = the features dotted with ``coefficients``; features:
///   `d x [1, rho, rho^2, post, post rho, post rho^2, q, w, ln(1 + q), s]`,
///   `[p, p rho, p post, p s, h]` and `c p x [1, rho, post]`, where `d` = distance from the
///   origin (pt), `rho` = speed / peak speed, `post` = 1 after the peak, `q` = peak speed x
///   time / d, `w` = speed x time / d, `s` = time since the peak / time since the origin,
///   `p` = max(prior - d, 0) x h, `h` = 1 once a previous movement gave a prior, `c` = how
///   alike the prior's amplitudes are (``priorConsistency``);
/// - below ``EndpointPredictorConfiguration/predictionSpeedPointsPerSecond`` the pointer is
///   nearly still and the estimate is the current position (never worse than "stays put").
///
/// **Knowing when it does not know.** Every estimate has a confidence, and below
/// ``EndpointPredictorConfiguration/minimumConfidence`` the predictor abstains: the estimate
/// is the current position ("no prediction"). The confidence is the session's measured gain
/// (``sessionGain``: how far the pointer really went along the regression's predicted
/// displacements, as a fraction of them, median over the latest movements), and 0 while the
/// movement is less than half done by the regression's own account (such an estimate rests
/// on the prior) or while the latest samples are too far apart to measure the speed from
/// (``EndpointPredictorConfiguration/maximumSampleInterval``). A confident estimate moves the
/// current position by `confidence` x the regression's displacement. So on a session whose
/// amplitudes do not repeat, where the prior misleads and the regression overshoots, the gain
/// falls and the predictor stays put; on target-directed sessions the gain is close to 1 and
/// it keeps its advantage.
///
/// Speed is the displacement over a trailing 20 ms window. A movement starts when that
/// speed exceeds the onset speed; it ends at a click (``endMovement(at:)``) or after
/// `restDuration` without moving; the pause of a touchpad finger lift stays inside it.
/// Fixed-size state: `add` never allocates; a handful of multiply-adds per sample.
public struct EndpointPredictor: Sendable {
    public enum Phase: Hashable, Sendable {
        /// At rest: no movement to predict.
        case idle
        /// Speed still rising to its peak (or at the peak).
        case accelerating
        /// Past the speed peak of the movement.
        case decelerating
    }

    @usableFromInline struct Sample: Sendable {
        var t: Int64, x: Double, y: Double
    }

    /// One regression estimate of the current movement, kept to measure the gain when the
    /// movement ends: its displacement and the position it was made at, points.
    @usableFromInline struct GainSample: Sendable {
        var dx: Double, dy: Double, x: Double, y: Double
    }

    public let configuration: EndpointPredictorConfiguration
    public private(set) var phase: Phase = .idle
    /// The current estimate; nil while idle.
    public private(set) var estimate: EndpointEstimate?
    /// Peak speed of the current movement, points per second (0 while idle).
    public var peakSpeedPointsPerSecond: Double { phase == .idle ? 0 : peakSpeed }
    /// Time of the newest sample, if any.
    public var lastSampleTime: Timestamp? { historyCount > 0 ? Timestamp(microseconds: sample(back: 0).t) : nil }
    /// The session prior: median amplitude of the last (up to) three movements, points (0: none yet).
    public var priorAmplitudePoints: Double {
        switch amplitudeCount {
        case 0: return 0
        case 1: return amplitudes.2
        case 2: return (amplitudes.1 + amplitudes.2) / 2
        default:
            let (a, b, c) = amplitudes
            return Swift.max(Swift.min(a, b), Swift.min(Swift.max(a, b), c))
        }
    }

    /// Learned on the development set (3 people x mouse and touchpad, all trials; the
    /// held-out results per person are in Docs/POINTER.md): 18 for the origin direction,
    /// then 18 for the velocity direction. `Tools/fit-predictor.py` prints them; the
    /// defaults of ``EndpointPredictorConfiguration/originCoefficients`` and `velocityCoefficients`.
    public static let coefficients: (origin: [Double], velocity: [Double]) = (
        [0.030454, -0.017291, 0.179186, -0.060438, -0.108183, 0.088294, 0.000143, 0.000582, -0.005140, 0.042441,
         -0.952673, 0.070706, 1.097250, -0.240842, 1.442192, 1.121976, -0.691024, -0.642413],
        [-0.001740, 0.086220, -0.238580, 0.060333, 0.148293, -0.176507, 0.001751, 0.014690, -0.024602, -0.019858,
         0.980703, 0.841519, -0.939735, -0.116140, 0.887495, -0.208458, -0.201678, 0.561125])

    /// Weights per direction (``coefficients``).
    public static let featureCount = 18

    /// How alike the prior's amplitudes are: `1 - (largest - smallest) / prior`, at least 0;
    /// 0 with fewer than two. The regression leans on the prior in proportion: a session
    /// that repeats amplitudes (a ring of targets, one toolbar) gets the prior, one that
    /// does not falls back to the kinematics.
    public var priorConsistency: Double {
        guard amplitudeCount >= 2 else { return 0 }
        let prior = priorAmplitudePoints
        let (a, b, c) = amplitudes
        let hi = amplitudeCount == 2 ? Swift.max(b, c) : Swift.max(a, b, c)
        let lo = amplitudeCount == 2 ? Swift.min(b, c) : Swift.min(a, b, c)
        return prior > 0 ? Swift.max(0, 1 - (hi - lo) / prior) : 0
    }

    /// The session gain: the median, over the latest ``EndpointPredictorConfiguration/gainMovements``
    /// movements, of each movement's median of `(R . D) / |D|^2` over its estimates (`D` the
    /// regression's displacement, `R` the true one from the same position to where the movement
    /// ended): the least-squares factor that would have scaled the displacements onto the truth.
    /// 1: unbiased; 0: no better than staying put; 0 before any movement was measured.
    public private(set) var sessionGain = 0.0

    static let historyCapacity = 64
    /// Estimates kept per movement; a longer movement keeps every second one, then every fourth...
    static let gainSampleCapacity = 32
    /// At most this many movement gains enter the session gain.
    public static let maximumGainMovements = 32
    var gainSamples: [GainSample]
    var gainSampleCount = 0, gainStride = 1, gainSkip = 0
    var movementGains: [Double]
    var movementGainHead = -1, movementGainCount = 0
    /// Work space for the medians (no allocation per movement).
    var medianScratch: [Double]
    var history: [Sample]
    var historyHead = -1  // index of the newest sample
    var historyCount = 0
    // The current movement.
    var originX = 0.0, originY = 0.0, originTime: Int64 = 0
    var peakSpeed = 0.0, peakTime: Int64 = 0
    var lastMotionTime: Int64 = 0
    var lastMotionX = 0.0, lastMotionY = 0.0
    // The session prior: the last three movement amplitudes, points (newest in .2).
    var amplitudes = (0.0, 0.0, 0.0)
    var amplitudeCount = 0
    /// How many of the latest sample intervals (up to `denseSampleIntervals`) were at most
    /// `maximumSampleInterval`: the speed is measured only once this reaches that count.
    var denseIntervalCount = 0
    let originWeights: [Double]
    let velocityWeights: [Double]

    public init(configuration: EndpointPredictorConfiguration = .init()) {
        self.configuration = configuration
        history = Array(repeating: Sample(t: 0, x: 0, y: 0), count: Self.historyCapacity)
        gainSamples = Array(repeating: GainSample(dx: 0, dy: 0, x: 0, y: 0), count: Self.gainSampleCapacity)
        movementGains = Array(repeating: 0, count: Self.maximumGainMovements)
        medianScratch = Array(repeating: 0, count: Swift.max(Self.gainSampleCapacity, Self.maximumGainMovements))
        let valid = configuration.originCoefficients.count == Self.featureCount
            && configuration.velocityCoefficients.count == Self.featureCount
            && (configuration.originCoefficients + configuration.velocityCoefficients).allSatisfy(\.isFinite)
        originWeights = valid ? configuration.originCoefficients : Self.coefficients.origin
        velocityWeights = valid ? configuration.velocityCoefficients : Self.coefficients.velocity
    }

    /// Forgets the current movement and the session prior (the pointer was warped, or a
    /// new trace starts).
    public mutating func reset() {
        historyHead = -1; historyCount = 0
        phase = .idle; estimate = nil; peakSpeed = 0
        amplitudeCount = 0
        gainSampleCount = 0; gainStride = 1; gainSkip = 0
        movementGainHead = -1; movementGainCount = 0; sessionGain = 0
        denseIntervalCount = 0
    }

    func sample(back k: Int) -> Sample {
        history[(historyHead - k + Self.historyCapacity) % Self.historyCapacity]
    }

    /// The movement ended at `time` (a click): its amplitude joins the session prior.
    public mutating func endMovement(at time: Timestamp) {
        guard phase != .idle, historyCount > 0 else { return }
        let last = sample(back: 0)
        finishMovement(x: last.x, y: last.y)
    }

    mutating func finishMovement(x: Double, y: Double) {
        measureGain(endX: x, endY: y)
        let dx = x - originX, dy = y - originY
        let amplitude = (dx * dx + dy * dy).squareRoot()
        if amplitude >= configuration.minimumAmplitudePoints {
            // A ring of three, newest in .2; the first `amplitudeCount` from the end are valid.
            amplitudes = (amplitudes.1, amplitudes.2, amplitude)
            amplitudeCount = Swift.min(amplitudeCount + 1, 3)
        }
        phase = .idle; estimate = nil; peakSpeed = 0
    }

    /// Feeds the pointer position (points) at `time`. Out-of-order samples are ignored.
    public mutating func add(time: Timestamp, position p: ScreenPoint) {
        let now = time.microseconds
        if historyCount > 0 && now < sample(back: 0).t { return }
        guard p.x.isFinite, p.y.isFinite else { return }
        let c = configuration
        let restLimit = Int64(c.restDuration.value * 1000)
        // Wrapping arithmetic on times: hostile timestamps (e.g. near Int64.max) must not trap.
        if phase != .idle && now &- lastMotionTime > restLimit {
            // Still for longer than a finger lift: that movement ended where it stopped.
            finishMovement(x: lastMotionX, y: lastMotionY)
        }
        let window = Int64(c.speedWindow.value * 1000)
        if historyCount > 0 {
            let last = sample(back: 0)
            let interval = now &- last.t
            // Count the latest intervals short enough to measure the speed from (the newest
            // history entry is always a real sample: gap fillers go in just before one).
            let dense = !(c.maximumSampleInterval.value > 0) || Double(interval) <= c.maximumSampleInterval.value * 1000
            denseIntervalCount = dense ? Swift.min(denseIntervalCount + 1, Swift.max(c.denseSampleIntervals, 0)) : 0
            // A gap: the pointer sat still at its last position until just before now.
            if interval > window { push(Sample(t: now &- window, x: last.x, y: last.y)) }
        }
        push(Sample(t: now, x: p.x, y: p.y))
        guard historyCount >= 2 else { return }

        // Velocity over the trailing window (at least the previous sample).
        var k = 1
        while k + 1 < historyCount && now &- sample(back: k + 1).t <= window { k += 1 }
        let old = sample(back: k)
        let dt = Double(now &- old.t) / 1_000_000
        guard dt > 0 else { return }
        let vx = (p.x - old.x) / dt, vy = (p.y - old.y) / dt
        let speed = (vx * vx + vy * vy).squareRoot()
        if speed >= c.restSpeedPointsPerSecond { lastMotionTime = now; lastMotionX = p.x; lastMotionY = p.y }

        if phase == .idle {
            guard speed >= c.onsetSpeedPointsPerSecond else { return }
            // The movement starts at the sample before the one that crossed the onset speed.
            let prev = sample(back: 1)
            originX = prev.x; originY = prev.y; originTime = prev.t
            peakSpeed = 0; peakTime = now
            lastMotionTime = now; lastMotionX = p.x; lastMotionY = p.y
            phase = .accelerating
        }
        if speed > peakSpeed { peakSpeed = speed; peakTime = now }
        phase = now > peakTime ? .decelerating : .accelerating
        predict(x: p.x, y: p.y, vx: vx, vy: vy, speed: speed, now: now)
    }

    mutating func predict(x: Double, y: Double, vx: Double, vy: Double, speed: Double, now: Int64) {
        let ox = x - originX, oy = y - originY
        let d = (ox * ox + oy * oy).squareRoot()
        guard d > configuration.minimumTravelPoints, speed >= configuration.predictionSpeedPointsPerSecond else {
            // Nearly still, or barely started: predict no further motion.
            estimate = EndpointEstimate(point: ScreenPoint(x: x, y: y), remainingPoints: 0, progress: 1,
                                        isDecelerating: false, travelledPoints: d, isTrusted: false,
                                        confidence: 0, isConfident: false)
            return
        }
        let tMs = Double(now &- originTime) / 1000
        let sinceStart = Swift.max(tMs, 1)
        let sincePeak = Double(now &- peakTime) / 1000
        let rho = peakSpeed > 0 ? speed / peakSpeed : 0
        let post = now > peakTime ? 1.0 : 0.0
        let q = Swift.min(peakSpeed * tMs / 1000 / d, 20)
        let w = Swift.min(speed * tMs / 1000 / d, 20)
        let s = sincePeak / sinceStart
        let h = amplitudeCount > 0 ? 1.0 : 0.0
        let prior = Swift.max(priorAmplitudePoints - d, 0) * h
        // Features in the order of `coefficients`: distance-scaled kinematics, then the prior.
        let f0 = d, f1 = d * rho, f2 = d * rho * rho, f3 = d * post, f4 = d * post * rho
        let f5 = d * post * rho * rho, f6 = d * q, f7 = d * w, f8 = d * PureMath.log1p(q), f9 = d * s
        let f10 = prior, f11 = prior * rho, f12 = prior * post, f13 = prior * s, f14 = h
        let pc = prior * priorConsistency
        let f15 = pc, f16 = pc * rho, f17 = pc * post
        func dot(_ c: [Double]) -> Double {
            c[0] * f0 + c[1] * f1 + c[2] * f2 + c[3] * f3 + c[4] * f4 + c[5] * f5 + c[6] * f6 + c[7] * f7
                + c[8] * f8 + c[9] * f9 + c[10] * f10 + c[11] * f11 + c[12] * f12 + c[13] * f13 + c[14] * f14
                + c[15] * f15 + c[16] * f16 + c[17] * f17
        }
        var a = dot(originWeights), b = dot(velocityWeights)
        let shrinkBelow = configuration.shrinkBelowSpeedFraction
        if post == 1 && rho < shrinkBelow {
            a *= rho / shrinkBelow; b *= rho / shrinkBelow
        }
        let ux = ox / d, uy = oy / d
        let vnx = speed > 0 ? vx / speed : ux, vny = speed > 0 ? vy / speed : uy
        var ex = x + a * ux + b * vnx, ey = y + a * uy + b * vny
        // Extreme inputs (positions near the limits of Double) must not yield a non-finite endpoint.
        if !ex.isFinite || !ey.isFinite { ex = x; ey = y }
        let rx = ex - x, ry = ey - y
        recordGainSample(GainSample(dx: rx, dy: ry, x: x, y: y))
        let remaining = (rx * rx + ry * ry).squareRoot()
        // Trusted: past the peak, slowing, and most of the way there by the model's own account.
        let progress = d / Swift.max(d + remaining, 1e-9)
        let trusted = post == 1 && rho <= configuration.trustedSpeedFraction && progress >= configuration.trustedProgress
        // Confidence: the session's measured gain, once the movement is half way by its own
        // account and the latest samples were dense enough to measure the speed from.
        let abstains = configuration.minimumConfidence > 0
        let measured = !(configuration.maximumSampleInterval.value > 0) || denseIntervalCount >= configuration.denseSampleIntervals
        let confidence = !abstains ? 1
            : progress >= configuration.minimumConfidentProgress && measured ? Swift.min(Swift.max(sessionGain, 0), 1) : 0
        let confident = !abstains || (confidence >= configuration.minimumConfidence && confidence > 0)
        let px = confident ? x + confidence * rx : x, py = confident ? y + confidence * ry : y
        estimate = EndpointEstimate(point: ScreenPoint(x: px, y: py), remainingPoints: confident ? confidence * remaining : 0,
                                    progress: progress, isDecelerating: post == 1, travelledPoints: d,
                                    isTrusted: trusted && confident, confidence: confidence, isConfident: confident,
                                    regressionPoint: ScreenPoint(x: ex, y: ey))
    }

    // MARK: Session gain

    /// Keeps an estimate for the gain; past ``gainSampleCapacity`` every second one is dropped
    /// and only every `gainStride`-th estimate is kept from then on (fixed storage).
    mutating func recordGainSample(_ g: GainSample) {
        gainSkip += 1
        guard gainSkip >= gainStride else { return }
        gainSkip = 0
        if gainSampleCount == Self.gainSampleCapacity {
            for i in 0..<(Self.gainSampleCapacity / 2) { gainSamples[i] = gainSamples[2 * i + 1] }
            gainSampleCount = Self.gainSampleCapacity / 2
            gainStride *= 2
        }
        gainSamples[gainSampleCount] = g
        gainSampleCount += 1
    }

    /// The movement ended at (endX, endY): its gain (median over its estimates) joins the session gain.
    mutating func measureGain(endX: Double, endY: Double) {
        var n = 0
        for i in 0..<gainSampleCount {
            let g = gainSamples[i]
            let dd = g.dx * g.dx + g.dy * g.dy
            guard dd > 1e-6 else { continue }
            let k = ((endX - g.x) * g.dx + (endY - g.y) * g.dy) / dd
            if k.isFinite { medianScratch[n] = k; n += 1 }
        }
        gainSampleCount = 0; gainStride = 1; gainSkip = 0
        guard n > 0 else { return }
        let gain = medianOfScratch(count: n)
        movementGainHead = (movementGainHead + 1) % Self.maximumGainMovements
        movementGains[movementGainHead] = gain
        movementGainCount = Swift.min(movementGainCount + 1, Self.maximumGainMovements)
        let m = Swift.min(movementGainCount, Swift.max(1, Swift.min(configuration.gainMovements, Self.maximumGainMovements)))
        for k in 0..<m { medianScratch[k] = movementGains[(movementGainHead - k + Self.maximumGainMovements) % Self.maximumGainMovements] }
        sessionGain = medianOfScratch(count: m)
    }

    /// The median of `medianScratch[0..<count]` (mean of the middle two for an even count),
    /// sorting it in place (insertion sort: at most 32 values).
    mutating func medianOfScratch(count n: Int) -> Double {
        if n > 1 {
            for i in 1..<n {
                let v = medianScratch[i]
                var j = i - 1
                while j >= 0 && medianScratch[j] > v { medianScratch[j + 1] = medianScratch[j]; j -= 1 }
                medianScratch[j + 1] = v
            }
        }
        return n % 2 == 1 ? medianScratch[n / 2] : (medianScratch[n / 2 - 1] + medianScratch[n / 2]) / 2
    }

    mutating func push(_ s: Sample) {
        historyHead = (historyHead + 1) % Self.historyCapacity
        history[historyHead] = s
        historyCount = Swift.min(historyCount + 1, Self.historyCapacity)
    }
}
