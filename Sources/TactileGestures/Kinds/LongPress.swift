import TactileCore

/// Settings of a long press (touch and hold). Continuous once it begins, so it can
/// drive drag-after-hold.
public struct LongPressConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
    /// Fingers that must be held, exactly.
    public var fingers: Int
    /// How long the fingers must stay down (ms), counted from when all `fingers` are down.
    public var minimumDurationMilliseconds: Double
    /// How far any finger may move before the press begins (mm).
    public var maximumMovementMillimetres: Double
    /// Once begun, whether the press ends (phase `ended`) when the finger set changes: a
    /// finger lifts, a finger that joined moves more than ``maximumMovementMillimetres``, or
    /// a recognizer of the new set (pinch, rotate, pan, a press with more fingers) claims,
    /// so what the new fingers do is reported. `false` keeps the press going with every
    /// finger down until fewer than ``fingers`` remain (UIKit's behaviour).
    public var endsWhenFingersChange: Bool

    public init(fingers: Int = 1, minimumDurationMilliseconds: Double = 500, maximumMovementMillimetres: Double = 3,
                endsWhenFingersChange: Bool = true) {
        self.fingers = fingers
        self.minimumDurationMilliseconds = minimumDurationMilliseconds
        self.maximumMovementMillimetres = maximumMovementMillimetres
        self.endsWhenFingersChange = endsWhenFingersChange
    }

    package static var settings: [Setting<Self>] {
        [.integer("fingers", \.fingers, 1...5),
         .number("minimumDurationMilliseconds", \.minimumDurationMilliseconds, .positive),
         .number("maximumMovementMillimetres", \.maximumMovementMillimetres, .nonNegative),
         .value("endsWhenFingersChange", \.endsWhenFingersChange)]
    }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .longPress(self) }

    package var reported: ReportedValues { ReportedValues(fingersAtStart: fingers...fingers, summary: FingerCountName.count(fingers)) }

    /// `longPress`, prefixed by the finger count when more than one (`twoFingerLongPress`).
    package var defaultName: String { FingerCountName.prefixed("longPress", fingers: fingers) }
}

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
    private(set) var step: LongPressStep = .waitingForFingers
    private var startTranslation: ScreenPoint = .zero
    private var startSpan = 0.0

    init(configuration: LongPressConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { configuration.fingers }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        let s = c.sample
        if s.cancelled > 0 { base.fail(at: c.time, s.cancelReason, &out); return }
        if base.claim != nil {
            // Held long enough; waiting for the arena. Lifting now is too late to begin.
            if s.fingers < configuration.fingers { base.fail(at: c.time, .touchesEnded, &out) }
            return
        }
        if s.fingers > configuration.fingers { base.fail(at: c.time, .tooManyFingers, &out); return }
        if s.maximumSetDisplacementMillimetres > configuration.maximumMovementMillimetres {
            base.fail(at: c.time, .movedTooFar, &out); return
        }
        if pressStart == nil {
            if s.fingers == configuration.fingers {
                pressStart = c.time
                startTranslation = s.translation
                startSpan = s.spanMillimetres
                base.deadline = c.time + Milliseconds(configuration.minimumDurationMilliseconds)
                step = .holding
                base.note(.longPressStep(.holding), at: c.time, &out)
            } else if s.fingers == 0 {
                base.fail(at: c.time, .touchesEnded, &out)
            }
        } else if s.fingers < configuration.fingers {
            base.fail(at: c.time, .touchesEnded, &out)
        }
    }

    mutating func deadlineReached(at time: Timestamp, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        guard pressStart != nil, base.claim == nil else { return }
        base.deadline = nil
        step = .held
        base.note(.longPressStep(.held), at: time, &out)
        base.setClaim(Claim(time: Double(time.microseconds), margin: 0), at: time, .minimumDurationReached, &out)
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

/// A long press's inner steps while `possible`, logged as ``TransitionReason/longPressStep(_:)``
/// records: waiting for its fingers, holding (the timer runs), held (claimed, waiting for the arena).
public enum LongPressStep: String, Hashable, Sendable, CaseIterable {
    case waitingForFingers, holding, held
}
