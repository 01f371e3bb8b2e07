import TactileCore

/// The touches of one region's current touch sequence and their shared geometry.
///
/// Per frame: ``beginFrame(at:)``, ``apply(_:)`` for each of the region's touches in
/// the frame, then ``endFrame()``, which computes ``sample``. Storage is reserved
/// at init; nothing allocates per frame.
struct TouchGroup: Sendable {
    private(set) var touches: [TrackedTouch] = []
    let capacity: Int
    private(set) var sample = GroupSample()
    private var history: MotionHistory
    /// The centroid's translation in mm, and in pt (the estimator is unit-agnostic: its
    /// `PhysicalPoint` holds points there), for release velocities.
    private var releasePhysical = ReleaseVelocityEstimator()
    private var releaseScreen = ReleaseVelocityEstimator()
    private let windowMicroseconds: Int64

    // Re-basing state of the cumulative quantities.
    private var referenceCentroid: ScreenPoint = .zero
    private var referenceCentroidPhysical: PhysicalPoint = .zero
    private var translationOffset: ScreenPoint = .zero
    private var translationOffsetPhysical: PhysicalPoint = .zero
    private var referenceSpan = 0.0   // 0 = no usable reference
    private var scaleBase = 1.0
    private var rotation = 0.0
    /// Touches marked ended or cancelled (dropped at the next ``beginFrame(at:)``).
    private var terminalCount = 0

    /// Spans below this are treated as "fingers on the same spot": no scale reference.
    private static let degenerateSpanMillimetres = 0.05
    /// A frame in which the pair turns by this much (radians, 25°) faster than
    /// ``glitchTurnRate`` (rad/s, 1000°/s), or its span changes by a factor of
    /// ``glitchSpanRatio`` faster than ``glitchSpanRate`` (per second), is an optical panel
    /// swapping or merging two contacts, not a rotation or zoom: the group re-bases instead
    /// of counting it. A fast real twist (720°/s) turns 12° per frame at 60 Hz; a fast
    /// pinch (3x in 200 ms) changes the span by 2-5% per frame.
    private static let glitchTurn = 25 * Double.pi / 180
    private static let glitchTurnRate = 1000 * Double.pi / 180
    private static let glitchSpanRatio = 1.3
    private static let glitchSpanRate = 8.0
    /// The previous frame's time (µs), for the glitch rates.
    private var previousFrameMicroseconds: Int64 = 0

    init(capacity: Int, velocityWindow: Milliseconds) {
        self.capacity = capacity
        touches.reserveCapacity(capacity)
        history = MotionHistory(capacity: 128)
        windowMicroseconds = Swift.max(1, Int64((velocityWindow.value * 1000).rounded()))
    }

    /// Drops the touches that ended in the previous frame and clears per-frame flags.
    /// Returns true when no finger was down: the frame starts a new touch sequence.
    mutating func beginFrame(at time: Timestamp) -> Bool {
        if terminalCount > 0 {
            touches.removeAll { $0.isTerminal }
            terminalCount = 0
        }
        touches.withUnsafeMutableBufferPointer { all in
            for i in all.indices {
                all[i].isNew = false
                all[i].previousPhysical = all[i].physical
            }
        }
        sample.time = time
        return touches.isEmpty
    }

    enum ApplyResult { case applied, overflow, unknown }

    /// Applies one touch of the frame. A touch whose id is unknown is added as if it
    /// began (and reported as `.unknown` so the engine can log the bad input).
    mutating func apply(_ touch: Touch) -> ApplyResult {
        if let i = touches.firstIndex(where: { $0.id == touch.id }) {
            touches[i].point = touch.position
            touches[i].physical = touch.physical
            touches[i].pressure = touch.pressure
            touches[i].penButtons = touch.penButtons
            if touch.phase.isTerminal {
                if !touches[i].isTerminal { terminalCount += 1 }
                touches[i].isTerminal = true
                touches[i].wasCancelled = touch.phase == .cancelled
                touches[i].wasPalm = touch.phase == .cancelled && touch.cancelReason == .palm
            }
            return .applied
        }
        guard touches.count < capacity else { return .overflow }
        touches.append(TrackedTouch(touch, time: sample.time))
        if touch.phase.isTerminal { terminalCount += 1 }
        return touch.phase == .began ? .applied : .unknown
    }

    /// Computes ``sample`` for the frame.
    mutating func endFrame() {
        // Fields are written in place: a local copy of the sample cost two 200-byte copies per frame.
        var nB = 0, nA = 0
        var cB = ScreenPoint.zero, cA = ScreenPoint.zero
        var pB = PhysicalPoint.zero, pA = PhysicalPoint.zero, pPrev = PhysicalPoint.zero
        sample.began = 0; sample.ended = 0; sample.cancelled = 0; sample.cancelledAsPalm = 0
        var maxDisplacementSquared = 0.0, maxSetDisplacementSquared = 0.0
        for t in touches {
            if t.isNew { sample.began += 1 } else {
                nB += 1; cB += t.point; pB += t.physical; pPrev += t.previousPhysical
            }
            if t.isTerminal {
                if t.wasCancelled {
                    sample.cancelled += 1
                    if t.wasPalm { sample.cancelledAsPalm += 1 }
                } else {
                    sample.ended += 1
                }
            } else {
                nA += 1; cA += t.point; pA += t.physical
            }
            maxDisplacementSquared = Swift.max(maxDisplacementSquared, t.squaredDisplacementMillimetres)
            if !t.isTerminal { maxSetDisplacementSquared = Swift.max(maxSetDisplacementSquared, t.squaredSetDisplacementMillimetres) }
        }
        sample.previousFingers = nB
        sample.fingers = nA
        sample.maximumDisplacementMillimetres = maxDisplacementSquared.squareRoot()
        sample.maximumSetDisplacementMillimetres = maxSetDisplacementSquared.squareRoot()
        if sample.began > 0 {
            // A finger landed: a new finger set, and its fingertips settle from here. Every
            // finger's set displacement starts again.
            sample.setFormedAt = sample.time
            sample.maximumSetDisplacementMillimetres = 0
            touches.withUnsafeMutableBufferPointer { all in
                for i in all.indices { all[i].setStartPhysical = all[i].physical }
            }
        }
        if nB > 0 { cB = cB / Double(nB); pB = pB / Double(nB); pPrev = pPrev / Double(nB) }
        if nA > 0 { cA = cA / Double(nA); pA = pA / Double(nA) }
        let spanB = nB >= 2 ? span(around: pB, includeNew: false, includeTerminal: true) : 0
        let spanA = nA >= 2 ? span(around: pA, includeNew: true, includeTerminal: false) : 0

        if nB == 0 {
            // First frame of a sequence: everything starts from here.
            referenceCentroid = cA; referenceCentroidPhysical = pA
            translationOffset = .zero; translationOffsetPhysical = .zero
            scaleBase = 1; rotation = 0
            referenceSpan = spanA > Self.degenerateSpanMillimetres ? spanA : 0
            sample.translation = .zero; sample.translationPhysical = .zero; sample.scale = 1
            history.removeAll()
            releasePhysical.reset(); releaseScreen.reset()
        } else {
            sample.translation = cB - referenceCentroid + translationOffset
            sample.translationPhysical = pB - referenceCentroidPhysical + translationOffsetPhysical
            let previousScale = sample.scale
            sample.scale = (nB >= 2 && referenceSpan > 0) ? scaleBase * spanB / referenceSpan : scaleBase
            let dt = Swift.max(1e-3, Double(sample.time.microseconds - previousFrameMicroseconds) / 1_000_000)
            if nB >= 2 {
                // One frame that turns or stretches the pair implausibly fast is contacts
                // swapped or merged (either sign of it): neither the turn nor the stretch counts.
                let turn = rotationIncrement(previousCentroid: pPrev, centroid: pB)
                let ratio = previousScale > 0 && sample.scale > 0
                    ? Swift.max(sample.scale / previousScale, previousScale / sample.scale) : 1
                let glitch = (abs(turn) >= Self.glitchTurn && abs(turn) / dt >= Self.glitchTurnRate)
                    || (ratio >= Self.glitchSpanRatio && (ratio - 1) / dt >= Self.glitchSpanRate)
                if glitch {
                    // Keep the scale, measure on from here.
                    scaleBase = previousScale
                    referenceSpan = spanB
                    sample.scale = previousScale
                } else {
                    rotation += turn
                }
            }
            if sample.fingersChanged || referenceSpan == 0 {
                // Re-base on the new set so the cumulative values do not jump.
                if nA > 0 {
                    referenceCentroid = cA; referenceCentroidPhysical = pA
                    translationOffset = sample.translation; translationOffsetPhysical = sample.translationPhysical
                }
                scaleBase = sample.scale
                referenceSpan = spanA > Self.degenerateSpanMillimetres ? spanA : 0
            }
        }
        sample.rotation = rotation
        previousFrameMicroseconds = sample.time.microseconds
        sample.location = nA > 0 ? cA : cB
        sample.locationPhysical = nA > 0 ? pA : pB
        sample.spanMillimetres = nA >= 2 ? spanA : spanB

        history.append(MotionHistory.Entry(
            time: sample.time.microseconds, tx: sample.translation.x, ty: sample.translation.y,
            px: sample.translationPhysical.x, py: sample.translationPhysical.y, scale: sample.scale, rotation: sample.rotation))
        let v = history.velocities(windowMicroseconds: windowMicroseconds)
        sample.velocity = v.t; sample.velocityPhysical = v.p; sample.scaleVelocity = v.scale; sample.rotationVelocity = v.rotation
        if sample.ended > 0 || sample.cancelled > 0 {
            // The lift frame repeats the lifting finger's last position: not a sample of the motion.
            sample.releaseVelocityPhysical = releasePhysical.velocity(at: sample.time)
            let vs = releaseScreen.velocity(at: sample.time)
            sample.releaseVelocity = ScreenPoint(x: vs.x, y: vs.y)
            if nA == 0 { sample.velocity = sample.releaseVelocity; sample.velocityPhysical = sample.releaseVelocityPhysical }
        } else {
            sample.releaseVelocity = .zero; sample.releaseVelocityPhysical = .zero
            releasePhysical.add(time: sample.time, position: sample.translationPhysical)
            releaseScreen.add(time: sample.time, position: PhysicalPoint(x: sample.translation.x, y: sample.translation.y))
        }
    }

    /// Twice the mean distance of the selected touches to `centre` (mm): the distance
    /// between the fingers when there are two.
    private func span(around centre: PhysicalPoint, includeNew: Bool, includeTerminal: Bool) -> Double {
        var sum = 0.0, n = 0
        for t in touches {
            if t.isNew && !includeNew { continue }
            if t.isTerminal && !includeTerminal { continue }
            sum += (t.physical - centre).length; n += 1
        }
        return n > 0 ? 2 * sum / Double(n) : 0
    }

    /// The rotation of the continuing touches since the previous frame: the least-squares
    /// rigid rotation between the two centred point sets, atan2(sum of cross, sum of dot).
    /// For two fingers this is exactly the change of the angle between them, so summing
    /// increments telescopes to the true total at any event rate and never jumps at ±pi.
    /// Inlined: as a call from ``endFrame()`` it copied the whole group (360 bytes) per frame.
    @inline(__always)
    private func rotationIncrement(previousCentroid: PhysicalPoint, centroid: PhysicalPoint) -> Double {
        var cross = 0.0, dot = 0.0
        for t in touches where !t.isNew {
            let a = t.previousPhysical - previousCentroid
            let b = t.physical - centroid
            cross += a.cross(b); dot += a.dot(b)
        }
        guard cross != 0 || dot != 0 else { return 0 }
        return arcTangent(cross, dot)
    }

    /// Forgets every touch (cancel / reset).
    mutating func removeAll() {
        touches.removeAll(keepingCapacity: true)
        terminalCount = 0
        history.removeAll()
        releasePhysical.reset(); releaseScreen.reset()
        sample = GroupSample()
    }
}
