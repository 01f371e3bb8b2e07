import TactileCore

/// Tap, discrete: `possible -> recognized | failed`, for ``TapConfiguration/taps`` taps
/// of exactly ``TapConfiguration/fingers`` fingers.
///
/// Inside `possible` it walks through its own steps: `idle` (no tap yet), `touching`
/// (a tap in progress) and `betweenTaps` (waiting for the next touch-down). It claims
/// at the lift of the last tap, with no delay; a tap that has to wait for a competing
/// multi-tap to fail is held by the arena, not by this recognizer.
struct TapRecognizer: Sendable {
    enum Step: Sendable { case idle, touching, betweenTaps }

    var base: RecognizerBase
    let configuration: TapConfiguration
    private(set) var step: Step = .idle
    private var tapsDone = 0
    private var touchesInTap = 0
    private var downSum: ScreenPoint = .zero
    private var downSumPhysical: PhysicalPoint = .zero
    private var checkedDistance = false
    private var firstTapCentroid: PhysicalPoint = .zero
    private var location: ScreenPoint = .zero

    init(id: RecognizerID, configuration: TapConfiguration) {
        base = RecognizerBase(id: id, kind: .tap)
        self.configuration = configuration
    }

    /// The one transition function.
    mutating func handle(_ input: RecognizerInput, _ c: RecognizerContext,
                         _ events: inout [GestureEvent], _ log: inout TransitionLog) {
        let s = c.sample
        switch (base.state, input) {
        case (.possible, .frame):
            guard base.claim == nil else { return }   // all taps done; waiting for the arena
            if step != .touching && s.began > 0 { startTap(at: c.time) }
            guard step == .touching else { return }
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
            guard s.fingers == 0 else { return }
            if touchesInTap < configuration.fingers { base.fail(at: c.time, .tooFewFingers, &log); return }
            tapsDone += 1
            location = downSum / Double(touchesInTap)
            if tapsDone == 1 { firstTapCentroid = downSumPhysical / Double(touchesInTap) }
            if tapsDone == configuration.taps {
                step = .idle
                base.deadline = nil
                base.setClaim(Claim(time: Double(c.time.microseconds), margin: 0), at: c.time,
                              .tapCompleted(taps: tapsDone), &log)
            } else {
                step = .betweenTaps
                base.deadline = c.time + Milliseconds(configuration.maximumIntervalMilliseconds)
                base.note(.tapCompleted(taps: tapsDone), at: c.time, &log)
            }
        case (.possible, .deadline(let t)):
            switch step {
            case .touching: base.fail(at: t, .tapTooLong, &log)
            case .betweenTaps: base.fail(at: t, .intervalExpired, &log)
            case .idle: base.deadline = nil
            }
        case (.possible, .granted(let t, let reason)):
            guard base.move(to: .recognized, at: t, reason, &log) else { return }
            events.append(GestureEvent(time: t, phase: .recognized, recognizer: base.id, fingers: configuration.fingers,
                                       location: location, detail: .tap(taps: configuration.taps)))
        case (.possible, .denied(let t, let reason)):
            base.fail(at: t, reason, &log)
        case (.possible, .cancel(let t)):
            base.fail(at: t, .cancelledByCaller, &log)
        case (.failed, .reset(let t)), (.recognized, .reset(let t)), (.ended, .reset(let t)), (.cancelled, .reset(let t)):
            step = .idle
            tapsDone = 0
            base.move(to: .possible, at: t, .reset, &log)
        case (.possible, .reset), (.began, _), (.changed, _), (_, .deadline), (_, .granted), (_, .partnerBegan),
             (_, .denied), (_, .cancel), (.ended, .frame), (.cancelled, .frame), (.failed, .frame), (.recognized, .frame):
            break   // nothing happens to a tap in this state (began/changed cannot occur: discrete)
        }
    }

    private mutating func startTap(at time: Timestamp) {
        step = .touching
        touchesInTap = 0
        downSum = .zero
        downSumPhysical = .zero
        checkedDistance = false
        base.deadline = time + Milliseconds(configuration.maximumDurationMilliseconds)
    }
}
