import TactileCore

/// Long press (touch and hold): `possible -> began -> changed* -> ended | cancelled`,
/// or `possible -> failed`.
typealias LongPressRecognizer = ContinuousRecognizer<LongPressRecognition>

/// The hold starts when exactly ``LongPressConfiguration/fingers`` are down; it fails if
/// any finger moves more than ``LongPressConfiguration/maximumMovementMillimetres`` (since
/// the finger set formed: a finger resting before the others landed may have settled) or
/// a finger lifts or lands before ``LongPressConfiguration/minimumDurationMilliseconds``.
/// After it begins it follows the fingers (drag-after-hold) until one lifts; with
/// ``LongPressConfiguration/endsWhenFingersChange`` it also ends when a finger that joined
/// moves or a recognizer of the new finger set claims.
struct LongPressRecognition: ContinuousRecognition {
    static let kind = GestureKind.longPress
    let configuration: LongPressConfiguration
    private var pressStart: Timestamp?
    /// The inner step while `possible`, logged at each change: waiting for its fingers,
    /// holding (the timer runs from when all are down), held (claimed, the arena decides).
    private(set) var step: RecognizerStep = .waitingForFingers
    private var startTranslation: ScreenPoint = .zero
    private var startSpan = 0.0

    init(configuration: LongPressConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { configuration.fingers }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        let s = c.sample
        if s.cancelled > 0 { base.fail(at: c.time, .touchCancelled, &log); return }
        if base.claim != nil {
            // Held long enough; waiting for the arena. Lifting now is too late to begin.
            if s.fingers < configuration.fingers { base.fail(at: c.time, .touchesEnded, &log) }
            return
        }
        if s.fingers > configuration.fingers { base.fail(at: c.time, .tooManyFingers, &log); return }
        if s.maximumSetDisplacementMillimetres > configuration.maximumMovementMillimetres {
            base.fail(at: c.time, .movedTooFar, &log); return
        }
        if pressStart == nil {
            if s.fingers == configuration.fingers {
                pressStart = c.time
                startTranslation = s.translation
                startSpan = s.spanMillimetres
                base.deadline = c.time + Milliseconds(configuration.minimumDurationMilliseconds)
                step = .holding
                base.note(.step(.holding), at: c.time, &log)
            } else if s.fingers == 0 {
                base.fail(at: c.time, .touchesEnded, &log)
            }
        } else if s.fingers < configuration.fingers {
            base.fail(at: c.time, .touchesEnded, &log)
        }
    }

    mutating func deadlineReached(at time: Timestamp, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        guard pressStart != nil, base.claim == nil else { return }
        base.deadline = nil
        step = .held
        base.note(.step(.held), at: time, &log)
        base.setClaim(Claim(time: Double(time.microseconds), margin: 0), at: time, .minimumDurationReached, &log)
    }

    var yieldsToNewFingers: Bool { configuration.endsWhenFingersChange }

    func endReason(_ c: RecognizerContext) -> TransitionReason? {
        guard configuration.endsWhenFingersChange, let start = pressStart else { return nil }
        if c.sample.ended > 0 { return .fingersLifted }
        // Several fingers held, then moved apart or together: a pinch, not a drag.
        if configuration.fingers > 1 && abs(c.sample.spanMillimetres - startSpan) > configuration.maximumMovementMillimetres {
            return .fingersMovedApart
        }
        let limit = configuration.maximumMovementMillimetres * configuration.maximumMovementMillimetres
        for t in c.touches where !t.isTerminal && t.downTime > start && t.squaredSetDisplacementMillimetres > limit {
            return .fingerJoinedAndMoved
        }
        return nil
    }

    /// Its own fingers' centroid: a finger that joined (and made it end) is not the press.
    func location(_ c: RecognizerContext) -> ScreenPoint {
        guard configuration.endsWhenFingersChange, let start = pressStart else { return c.sample.location }
        var sum = ScreenPoint.zero, n = 0.0
        for t in c.touches where t.downTime <= start { sum += t.point; n += 1 }
        return n > 0 ? sum / n : c.sample.location
    }

    func canBeginWithPartner(_ s: GroupSample) -> Bool { pressStart != nil && s.fingers == configuration.fingers }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double, Double) { (s.translation.x, s.translation.y, 0, 0) }

    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail {
        .longPress(duration: pressStart.map { time - $0 } ?? .zero, translation: s.translation - startTranslation)
    }

    mutating func reset() { pressStart = nil; step = .waitingForFingers }
}
