import TactileCore

/// Settings of a tap recognizer: `taps` taps (1...3) of `fingers` fingers (1...5).
///
/// Defaults and why: see Docs/GESTURES.md.
public struct TapConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
    /// Taps in the gesture: 1 single, 2 double, 3 triple.
    public var taps: Int
    /// Fingers per tap, exactly.
    public var fingers: Int
    /// Longest each step of a tap may last (ms): the fingers landing (first down to last
    /// down), pressing (all down to the first lift) and lifting (first lift to last lift).
    /// With one finger that is simply down to up. Pressing is timed exactly as the long
    /// press times its hold, and the default equals its minimum duration, so every still
    /// press is one or the other, also when the fingers land and lift a little apart.
    public var maximumDurationMilliseconds: Double
    /// How far any finger may move from where it went down (mm on the panel).
    public var maximumMovementMillimetres: Double
    /// Longest gap from one tap's lift to the next tap's touch-down (ms).
    public var maximumIntervalMilliseconds: Double
    /// Farthest the centroid of a later tap may be from the first tap's (mm).
    public var maximumDistanceMillimetres: Double

    public init(taps: Int = 1, fingers: Int = 1,
                maximumDurationMilliseconds: Double = 500,
                maximumMovementMillimetres: Double = 3,
                maximumIntervalMilliseconds: Double = 300,
                maximumDistanceMillimetres: Double = 10) {
        self.taps = taps; self.fingers = fingers
        self.maximumDurationMilliseconds = maximumDurationMilliseconds
        self.maximumMovementMillimetres = maximumMovementMillimetres
        self.maximumIntervalMilliseconds = maximumIntervalMilliseconds
        self.maximumDistanceMillimetres = maximumDistanceMillimetres
    }

    package static var settings: [Setting<Self>] {
        [.integer("taps", \.taps, 1...3),
         .integer("fingers", \.fingers, 1...5),
         .number("maximumDurationMilliseconds", \.maximumDurationMilliseconds, .positive),
         .number("maximumMovementMillimetres", \.maximumMovementMillimetres, .nonNegative),
         .number("maximumIntervalMilliseconds", \.maximumIntervalMilliseconds, .positive),
         .number("maximumDistanceMillimetres", \.maximumDistanceMillimetres, .nonNegative)]
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, defaultTaps: 1)
    }

    /// `doubleTap` decodes with `taps` defaulting to 2.
    init(from decoder: any Decoder, defaultTaps: Int) throws {
        self = try Self.decodeSettings(decoder, over: TapConfiguration(taps: defaultTaps),
                                       alsoAllowed: RecognizerConfiguration.commonKeys)
    }

    package static var kindNames: [String] { ["tap", "doubleTap"] }

    package init(from decoder: any Decoder, kindName: String) throws {
        try self.init(from: decoder, defaultTaps: kindName == "doubleTap" ? 2 : 1)
    }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .tap(self) }

    package var reported: ReportedValues {
        ReportedValues(fingersAtStart: fingers...fingers, taps: taps,
                       summary: "\(taps) tap\(taps == 1 ? "" : "s") of \(FingerCountName.count(fingers))")
    }

    /// `tap`, `doubleTap`, `tripleTap`, prefixed by the finger count when more than one
    /// (`twoFingerTap`, `twoFingerDoubleTap`).
    package var defaultName: String {
        FingerCountName.prefixed(taps == 2 ? "doubleTap" : taps == 3 ? "tripleTap" : "tap", fingers: fingers)
    }
}

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
    private(set) var step: TapStep = .idle
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

    /// The tap's inner transition function while `possible`: a finger landing starts a tap;
    /// then all its fingers down (`pressing`), a lift (`lifting`), the last lift (the tap is
    /// done), each step timed by the deadline it sets.
    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        let s = c.sample
        guard base.claim == nil else { return }   // all taps done; waiting for the arena
        switch step {
        case .idle, .betweenTaps:
            guard s.began > 0 else { return }   // waiting for a finger
            startTap(at: c.time, &base, &out)
        case .landing, .pressing, .lifting:
            break
        }
        for t in c.touches where t.isNew {
            touchesInTap += 1
            downSum += t.startPoint
            downSumPhysical += t.startPhysical
        }
        let checkDistance = tapsDone > 0 && !checkedDistance && touchesInTap == configuration.fingers
        if checkDistance { checkedDistance = true }
        if let reason = failure(c, touchesInTap: touchesInTap, downSumPhysical: downSumPhysical, checkDistance: checkDistance) {
            base.fail(at: c.time, reason, &out); return
        }
        let maximumDuration = Milliseconds(configuration.maximumDurationMilliseconds)
        switch (step, s.ended > 0) {
        case (.landing, false) where touchesInTap == configuration.fingers:
            enter(.pressing, at: c.time, &base, &out)
            base.deadline = c.time + maximumDuration
        case (.landing, true), (.pressing, true):
            enter(.lifting, at: c.time, &base, &out)
            base.deadline = c.time + maximumDuration
        case (.landing, false), (.pressing, false), (.lifting, _), (.idle, _), (.betweenTaps, _):
            break
        }
        guard s.fingers == 0 else { return }
        finishTap(c, &base, &out)
    }

    mutating func deadlineReached(at time: Timestamp, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        switch step {
        case .landing, .pressing, .lifting: base.fail(at: time, .tapTooLong, &out)
        case .betweenTaps: base.fail(at: time, .intervalExpired, &out)
        case .idle: base.deadline = nil
        }
    }

    mutating func reset() {
        step = .idle
        tapsDone = 0
    }

    /// Between taps, the first frame of the next touch sequence: what it would fail the
    /// next tap for (the fingers that land in it counted as that tap's, as ``recognize(_:_:_:)``
    /// counts them), without taking it.
    func reasonNotToContinue(_ c: RecognizerContext) -> TransitionReason? {
        guard step == .betweenTaps else { return nil }
        var touches = 0
        var sum = PhysicalPoint.zero
        for t in c.touches where t.isNew {
            touches += 1
            sum += t.startPhysical
        }
        return failure(c, touchesInTap: touches, downSumPhysical: sum, checkDistance: touches == configuration.fingers)
    }

    /// Why the tap fails on this frame, if it does, with `touchesInTap` fingers landed in
    /// it so far (their down positions summing to `downSumPhysical`); `checkDistance` when
    /// they are all down in a later tap, to be measured from the first tap.
    private func failure(_ c: RecognizerContext, touchesInTap: Int, downSumPhysical: PhysicalPoint,
                         checkDistance: Bool) -> TransitionReason? {
        let s = c.sample
        if s.cancelled > 0 { return s.cancelReason }
        if touchesInTap > configuration.fingers { return .tooManyFingers }
        if s.maximumDisplacementMillimetres > configuration.maximumMovementMillimetres { return .movedTooFar }
        if checkDistance {
            let centroid = downSumPhysical / Double(touchesInTap)
            if (centroid - firstTapCentroid).length > configuration.maximumDistanceMillimetres { return .tapsTooFarApart }
        }
        return nil
    }

    /// The last finger of a tap lifted: the tap is done; claim after the last one.
    private mutating func finishTap(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        if touchesInTap < configuration.fingers { base.fail(at: c.time, .tooFewFingers, &out); return }
        tapsDone += 1
        location = downSum / Double(touchesInTap)
        if tapsDone == 1 { firstTapCentroid = downSumPhysical / Double(touchesInTap) }
        if tapsDone == configuration.taps {
            enter(.idle, at: c.time, &base, &out)
            base.deadline = nil
            base.setClaim(Claim(time: Double(c.time.microseconds), margin: 0), at: c.time,
                          .tapCompleted(taps: tapsDone), &out)
        } else {
            enter(.betweenTaps, at: c.time, &base, &out)
            base.deadline = c.time + Milliseconds(configuration.maximumIntervalMilliseconds)
            base.note(.tapCompleted(taps: tapsDone), at: c.time, &out)
        }
    }

    /// Moves to the next inner step and logs it.
    private mutating func enter(_ next: TapStep, at time: Timestamp, _ base: inout RecognizerBase,
                                _ out: inout GestureOutput) {
        guard next != step else { return }
        step = next
        base.note(.tapStep(next), at: time, &out)
    }

    private mutating func startTap(at time: Timestamp, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        enter(.landing, at: time, &base, &out)
        touchesInTap = 0
        downSum = .zero
        downSumPhysical = .zero
        checkedDistance = false
        base.deadline = time + Milliseconds(configuration.maximumDurationMilliseconds)
    }
}

/// A tap's inner steps while `possible`, logged as ``TransitionReason/tapStep(_:)`` records
/// (as libinput logs every tap state): no tap yet; for each tap the fingers landing, all
/// down, the first one up; then waiting for the next.
public enum TapStep: String, Hashable, Sendable, CaseIterable {
    case idle, landing, pressing, lifting, betweenTaps
}
