import TactileCore

/// Online endpoint prediction for aimed pointer movements ("symmetric mirror" over
/// minimum-jerk submovements).
///
/// An aimed movement is one or more submovements, each close to a minimum-jerk profile
/// whose speed curve is symmetric in time and therefore in distance: the distance still
/// to go when the speed has fallen back to `v` equals the distance covered by the time
/// it first rose to `v`. The predictor records (speed, distance) while a submovement
/// accelerates and, once it decelerates, looks the current speed up in that record.
/// Before the peak it inverts the minimum-jerk relation between distance, speed and
/// elapsed time (`s / (v t) = (10 - 15 tau + 6 tau^2) / (30 (1 - tau)^2)`) to estimate the
/// amplitude. A valley followed by a new rise starts a corrective submovement.
///
/// Positions are smoothed by measuring velocity over a short trailing window and using
/// the window's midpoint, so the recorded distances and speeds refer to the same instant.
/// Fixed-size buffers: `add` never allocates after init.
public struct EndpointPredictor: Sendable {
    public enum Phase: Hashable, Sendable {
        /// At rest: no movement to predict.
        case idle
        /// Speed still rising in the current submovement.
        case accelerating
        /// Past the speed peak of the current submovement.
        case decelerating
    }

    @usableFromInline struct Sample: Sendable {
        var t: Int64, x: Double, y: Double
    }

    public let configuration: EndpointPredictorConfiguration
    public private(set) var phase: Phase = .idle
    /// The current estimate; nil while idle.
    public private(set) var estimate: EndpointEstimate?
    /// Peak speed of the current submovement, points per second (0 while idle).
    public var peakSpeedPointsPerSecond: Double { phase == .idle ? 0 : peakSpeed }
    /// Time of the newest sample, if any.
    public var lastSampleTime: Timestamp? { historyCount > 0 ? Timestamp(microseconds: sample(back: 0).t) : nil }

    static let historyCapacity = 256
    static let tableCapacity = 256
    var history: [Sample]
    var historyHead = -1  // index of the newest sample
    var historyCount = 0
    // Rising record of the current submovement: speed (pt/s) and distance (pt).
    var tableSpeed: [Double]
    var tableDistance: [Double]
    var tableCount = 0
    var startX = 0.0, startY = 0.0, startTime: Int64 = 0
    var peakSpeed = 0.0
    var valleySpeed = Double.infinity
    var valleyX = 0.0, valleyY = 0.0, valleyTime: Int64 = 0
    var slowSince: Int64?
    /// Total distance of earlier submovements of this movement (for progress).
    var movementStartX = 0.0, movementStartY = 0.0

    public init(configuration: EndpointPredictorConfiguration = .init()) {
        self.configuration = configuration
        history = Array(repeating: Sample(t: 0, x: 0, y: 0), count: Self.historyCapacity)
        tableSpeed = Array(repeating: 0, count: Self.tableCapacity)
        tableDistance = Array(repeating: 0, count: Self.tableCapacity)
    }

    /// Forgets everything (the pointer was warped, or a new trace starts).
    public mutating func reset() {
        historyHead = -1; historyCount = 0; tableCount = 0
        phase = .idle; estimate = nil; slowSince = nil
    }

    func sample(back k: Int) -> Sample {
        history[(historyHead - k + Self.historyCapacity) % Self.historyCapacity]
    }

    /// Feeds the pointer position (points) at `time`. Out-of-order samples are ignored.
    public mutating func add(time: Timestamp, position p: ScreenPoint) {
        let now = time.microseconds
        if historyCount > 0 && now < sample(back: 0).t { return }
        guard p.x.isFinite, p.y.isFinite else { return }
        let gapLimit = Int64(configuration.maximumSampleGap.value * 1000)
        // Wrapping arithmetic on times: hostile timestamps (e.g. near Int64.max) must not trap.
        if historyCount > 0 && now &- sample(back: 0).t > gapLimit {
            // The pointer sat still during the gap: a new movement starts from there.
            let last = sample(back: 0)
            historyCount = 0
            push(Sample(t: now &- gapLimit, x: last.x, y: last.y))
            enterIdle()
        }
        push(Sample(t: now, x: p.x, y: p.y))
        guard historyCount >= 2 else { return }

        // Velocity over the trailing window; its midpoint is the smoothed position.
        let window = Int64(configuration.speedWindow.value * 1000)
        var k = 1
        while k + 1 < historyCount && now &- sample(back: k + 1).t <= window { k += 1 }
        let old = sample(back: k)
        let dt = Double(now &- old.t) / 1_000_000
        guard dt > 0 else { return }
        let vx = (p.x - old.x) / dt, vy = (p.y - old.y) / dt
        let speed = (vx * vx + vy * vy).squareRoot()
        let midX = (p.x + old.x) / 2, midY = (p.y + old.y) / 2
        let midT = old.t &+ (now &- old.t) / 2
        step(speed: speed, vx: vx, vy: vy, midX: midX, midY: midY, midT: midT, now: now, old: old)
    }

    mutating func push(_ s: Sample) {
        historyHead = (historyHead + 1) % Self.historyCapacity
        history[historyHead] = s
        historyCount = Swift.min(historyCount + 1, Self.historyCapacity)
    }

    mutating func enterIdle() {
        phase = .idle; estimate = nil; tableCount = 0; peakSpeed = 0
        valleySpeed = .infinity; slowSince = nil
    }

    mutating func startSubmovement(x: Double, y: Double, t: Int64) {
        startX = x; startY = y; startTime = t
        tableCount = 0; peakSpeed = 0; valleySpeed = .infinity
        phase = .accelerating
    }

    /// The one transition function of the predictor's phases.
    mutating func step(speed: Double, vx: Double, vy: Double, midX: Double, midY: Double, midT: Int64,
                       now: Int64, old: Sample) {
        let c = configuration
        // Rest detection applies in every moving phase.
        if speed < c.restSpeedPointsPerSecond {
            if slowSince == nil { slowSince = now }
        } else {
            slowSince = nil
        }
        switch phase {
        case .idle:
            guard speed >= c.onsetSpeedPointsPerSecond else { return }
            startSubmovement(x: old.x, y: old.y, t: old.t)
            movementStartX = old.x; movementStartY = old.y
        case .accelerating, .decelerating:
            if let since = slowSince, Double(now &- since) / 1000 >= c.restDuration.value {
                enterIdle()
                return
            }
            if phase == .decelerating {
                if speed < valleySpeed { valleySpeed = speed; valleyX = midX; valleyY = midY; valleyTime = midT }
                let isValley = valleySpeed < c.submovementValleyFraction * peakSpeed
                if isValley && speed > valleySpeed * (1 + c.submovementRiseFraction) + c.onsetSpeedPointsPerSecond {
                    startSubmovement(x: valleyX, y: valleyY, t: valleyTime)
                }
            }
        }
        let dx = midX - startX, dy = midY - startY
        let travelled = (dx * dx + dy * dy).squareRoot()
        if speed > peakSpeed {
            peakSpeed = speed
            phase = .accelerating
            record(speed: speed, distance: travelled)
        } else if phase == .accelerating && speed < peakSpeed * 0.97 {
            phase = .decelerating
            valleySpeed = speed; valleyX = midX; valleyY = midY; valleyTime = midT
        }

        // Direction: the current velocity; fall back to the submovement's displacement.
        var ux = vx, uy = vy
        var norm = speed
        if norm < 1e-9 { ux = dx; uy = dy; norm = travelled }
        guard norm > 1e-9 else { estimate = nil; return }
        ux /= norm; uy /= norm

        let remaining: Double
        switch phase {
        case .idle:
            return
        case .decelerating:
            remaining = c.decelerationSkew * risingDistance(atSpeed: speed)
        case .accelerating:
            remaining = accelerationRemaining(travelled: travelled, speed: speed,
                                              elapsed: Double(midT &- startTime) / 1_000_000)
        }
        let mx = midX - movementStartX, my = midY - movementStartY
        let done = (mx * mx + my * my).squareRoot()
        let progress = phase == .decelerating ? done / Swift.max(done + remaining, 1e-9) : 0
        estimate = EndpointEstimate(point: ScreenPoint(x: midX + ux * remaining, y: midY + uy * remaining),
                                    remainingPoints: remaining, progress: progress,
                                    isDecelerating: phase == .decelerating, travelledPoints: done)
    }

    /// Adds a point to the rising record in steps of at least 1% of speed (so 1 kHz input
    /// does not fill it with near-duplicates); when full, every other point is dropped.
    mutating func record(speed: Double, distance: Double) {
        if tableCount > 0 && speed < tableSpeed[tableCount - 1] * 1.01 {
            // Keep the first distance at which the record's last speed was reached.
            return
        }
        if tableCount == Self.tableCapacity {
            var j = 0
            for i in stride(from: 0, to: tableCount, by: 2) { tableSpeed[j] = tableSpeed[i]; tableDistance[j] = tableDistance[i]; j += 1 }
            tableCount = j
        }
        tableSpeed[tableCount] = speed; tableDistance[tableCount] = distance; tableCount += 1
    }

    /// Distance covered when the rising speed first reached `v` (linear interpolation).
    func risingDistance(atSpeed v: Double) -> Double {
        guard tableCount > 0 else { return 0 }
        if v <= tableSpeed[0] { return tableSpeed[0] > 0 ? tableDistance[0] * v / tableSpeed[0] : 0 }
        var lo = 0, hi = tableCount - 1
        if v >= tableSpeed[hi] { return tableDistance[hi] }
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if tableSpeed[mid] <= v { lo = mid } else { hi = mid }
        }
        let f = (v - tableSpeed[lo]) / Swift.max(tableSpeed[hi] - tableSpeed[lo], 1e-12)
        return tableDistance[lo] + f * (tableDistance[hi] - tableDistance[lo])
    }

    /// Remaining distance while accelerating, from the minimum-jerk relation between the
    /// distance `s`, speed `v` and elapsed time `t`: `s / (v t) = g(tau)`; solve for tau,
    /// then the amplitude is `s / sigma(tau)`. Never less than the distance so far (the
    /// peak is at the midpoint), never more than three times the current pace allows.
    func accelerationRemaining(travelled s: Double, speed v: Double, elapsed t: Double) -> Double {
        guard v > 0, t > 0 else { return s }
        let q = s / (v * t)
        var tau = 0.5
        if q < 0.5333 {
            // (6 - 30q) tau^2 + (60q - 15) tau + (10 - 30q) = 0, root in (0, 0.5].
            let a = 6 - 30 * q, b = 60 * q - 15, cc = 10 - 30 * q
            let disc = b * b - 4 * a * cc
            if disc >= 0 && abs(a) > 1e-12 {
                let r = disc.squareRoot()
                let t1 = (-b - r) / (2 * a), t2 = (-b + r) / (2 * a)
                if t1 > 0 && t1 <= 0.5 { tau = t1 } else if t2 > 0 && t2 <= 0.5 { tau = t2 } else { tau = 0.05 }
            } else {
                tau = 0.05
            }
        }
        tau = Swift.max(tau, 0.05)
        let sigma = tau * tau * tau * (10 - 15 * tau + 6 * tau * tau)
        let amplitude = s / sigma
        let cap = s + 3 * v * t
        return Swift.min(Swift.max(amplitude - s, s), cap)
    }
}
