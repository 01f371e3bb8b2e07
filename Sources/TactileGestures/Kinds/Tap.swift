import TactileCore

/// Tap, discrete: `possible -> recognized | failed`.
typealias TapRecognizer = DiscreteRecognizer<TapRecognition>

/// ``TapConfiguration/taps`` taps of exactly ``TapConfiguration/fingers`` fingers.
///
/// Inside `possible` it walks through its own steps: `idle` (no tap yet), then for each
/// tap `landing` (fingers going down), `pressing` (all fingers down, none lifted yet) and
/// `lifting` (the first finger is up), then `betweenTaps` (waiting for the next
/// touch-down). Each of the three tap steps may last ``TapConfiguration/maximumDurationMilliseconds``.
/// `pressing` is timed exactly as the long press times its hold (from the moment all its
/// fingers are down), so with equal durations every still press is one or the other, also
/// when the fingers land and lift a little apart: a press lifted before the long press
/// fires cannot then fail as a tap because the last finger lagged.
///
/// It claims at the lift of the last tap, with no delay; a tap that has to wait for a
/// competing multi-tap to fail is held by the arena, not by this recognizer.
struct TapRecognition: DiscreteRecognition {

    static let kind = GestureKind.tap
    let configuration: TapConfiguration
    private(set) var step: RecognizerStep = .idle
    private var tapsDone = 0
    private var touchesInTap = 0
    private var downSum: ScreenPoint = .zero
    private var downSumPhysical: PhysicalPoint = .zero
    private var checkedDistance = false
    private var firstTapCentroid: PhysicalPoint = .zero
    private var location: ScreenPoint = .zero

    init(configuration: TapConfiguration) { self.configuration = configuration }

    var recognizedFingers: Int { configuration.fingers }
    var recognizedLocation: ScreenPoint { location }
    var recognizedDetail: GestureDetail { .tap(taps: configuration.taps) }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        let s = c.sample
        guard base.claim == nil else { return }   // all taps done; waiting for the arena
        switch step {
        case .idle, .betweenTaps:
            guard s.began > 0 else { return }
            startTap(at: c.time, &base, &log)
        case .landing, .pressing, .lifting: break
        case .waitingForFingers, .holding, .held: break   // long-press steps: never a tap's
        }
        for t in c.touches where t.isNew {
            touchesInTap += 1
            downSum += t.startPoint
            downSumPhysical += t.startPhysical
        }
        if s.cancelled > 0 { base.fail(at: c.time, .touchCancelled, &log); return }
        if touchesInTap > configuration.fingers { base.fail(at: c.time, .tooManyFingers, &log); return }
        if s.maximumDisplacementMillimetres > configuration.maximumMovementMillimetres {
            base.fail(at: c.time, .movedTooFar, &log); return
        }
        if tapsDone > 0 && !checkedDistance && touchesInTap == configuration.fingers {
            checkedDistance = true
            let centroid = downSumPhysical / Double(touchesInTap)
            if (centroid - firstTapCentroid).length > configuration.maximumDistanceMillimetres {
                base.fail(at: c.time, .tapsTooFarApart, &log); return
            }
        }
        let maximumDuration = Milliseconds(configuration.maximumDurationMilliseconds)
        if step == .landing && touchesInTap == configuration.fingers && s.ended == 0 {
            enter(.pressing, at: c.time, &base, &log)
            base.deadline = c.time + maximumDuration
        }
        if step != .lifting && s.ended > 0 {
            enter(.lifting, at: c.time, &base, &log)
            base.deadline = c.time + maximumDuration
        }
        guard s.fingers == 0 else { return }
        if touchesInTap < configuration.fingers { base.fail(at: c.time, .tooFewFingers, &log); return }
        tapsDone += 1
        location = downSum / Double(touchesInTap)
        if tapsDone == 1 { firstTapCentroid = downSumPhysical / Double(touchesInTap) }
        if tapsDone == configuration.taps {
            enter(.idle, at: c.time, &base, &log)
            base.deadline = nil
            base.setClaim(Claim(time: Double(c.time.microseconds), margin: 0), at: c.time,
                          .tapCompleted(taps: tapsDone), &log)
        } else {
            enter(.betweenTaps, at: c.time, &base, &log)
            base.deadline = c.time + Milliseconds(configuration.maximumIntervalMilliseconds)
            base.note(.tapCompleted(taps: tapsDone), at: c.time, &log)
        }
    }

    mutating func deadlineReached(at time: Timestamp, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        switch step {
        case .landing, .pressing, .lifting: base.fail(at: time, .tapTooLong, &log)
        case .betweenTaps: base.fail(at: time, .intervalExpired, &log)
        case .idle: base.deadline = nil
        case .waitingForFingers, .holding, .held:
            base.note(.illegalTransition, at: time, &log)   // a long-press step in a tap: a bug, reported
        }
    }

    mutating func reset() {
        step = .idle
        tapsDone = 0
    }

    /// Moves to the next inner step and logs it.
    private mutating func enter(_ next: RecognizerStep, at time: Timestamp, _ base: inout RecognizerBase,
                                _ log: inout TransitionLog) {
        guard next != step else { return }
        step = next
        base.note(.step(next), at: time, &log)
    }

    private mutating func startTap(at time: Timestamp, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        enter(.landing, at: time, &base, &log)
        touchesInTap = 0
        downSum = .zero
        downSumPhysical = .zero
        checkedDistance = false
        base.deadline = time + Milliseconds(configuration.maximumDurationMilliseconds)
    }
}
