import TactileCore

/// Settings of a force press (the guidelines' firmer press, 3D Touch's peek): one finger
/// pressing harder than it landed. Only panels that report pressure can give one; on others
/// the recognizer fails at the first frame, so it never reports.
public struct ForcePressConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
    /// How long after touch-down the touch's own baseline pressure is taken (ms): the
    /// largest pressure in that time, so a finger that lands firmly needs to press harder still.
    public var baselineMilliseconds: Double
    /// How far above its baseline the pressure must rise to begin (0...1 of the axis range).
    public var pressIncrease: Double
    /// The press ends when the pressure falls back below baseline + this (hysteresis: less
    /// than ``pressIncrease``, so a pressure hovering at the threshold does not flicker).
    public var releaseIncrease: Double
    /// How far the finger may move before the press begins (mm): a drag is no press.
    public var maximumMovementMillimetres: Double

    public init(baselineMilliseconds: Double = 50, pressIncrease: Double = 0.2, releaseIncrease: Double = 0.1,
                maximumMovementMillimetres: Double = 4) {
        self.baselineMilliseconds = baselineMilliseconds; self.pressIncrease = pressIncrease
        self.releaseIncrease = releaseIncrease; self.maximumMovementMillimetres = maximumMovementMillimetres
    }

    package static var settings: [Setting<Self>] {
        [.number("baselineMilliseconds", \.baselineMilliseconds, .positive),
         .number("pressIncrease", \.pressIncrease, .range(0.01...1)),
         .value("releaseIncrease", \.releaseIncrease, documented: plainNumber) { config, n, key, v in
             v.range(key, n, 0...Swift.max(0, config.pressIncrease))
         },
         .number("maximumMovementMillimetres", \.maximumMovementMillimetres, .nonNegative)]
    }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .forcePress(self) }
    package var reported: ReportedValues { ReportedValues(fingersAtStart: 1...1, summary: "1 finger, pressure") }
}

/// Force press: `possible -> began -> changed* -> ended | cancelled`, or `possible -> failed`.
typealias ForcePressRecognizer = ContinuousRecognizer<ForcePressRecognition>

/// One finger: its baseline is the largest pressure in its first
/// ``ForcePressConfiguration/baselineMilliseconds``; it claims when the pressure rises more
/// than ``ForcePressConfiguration/pressIncrease`` above it, and once begun ends when the
/// pressure falls below baseline + ``ForcePressConfiguration/releaseIncrease`` (or the
/// finger lifts). Times are the frames', so 60 and 240 Hz panels agree. Fails without
/// pressure, with a second finger, or when the finger moves too far first.
struct ForcePressRecognition: ContinuousRecognition {
    static let kind = GestureKind.forcePress
    let configuration: ForcePressConfiguration
    private var baseline: Double?
    private var baselineEnds: Timestamp?
    private var pressure = 0.0

    init(configuration: ForcePressConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { 1 }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        let s = c.sample
        if base.failIfTouchesLost(c, minimumFingers: 1, &out) { return }
        if s.fingers > 1 { base.fail(at: c.time, .tooManyFingers, &out); return }
        guard let touch = c.touches.first(where: { !$0.isTerminal }), let p = touch.pressure else {
            base.fail(at: c.time, .noPressure, &out); return
        }
        if s.maximumDisplacementMillimetres > configuration.maximumMovementMillimetres {
            base.fail(at: c.time, .movedTooFar, &out); return
        }
        pressure = p
        let ends = baselineEnds ?? touch.downTime + Milliseconds(configuration.baselineMilliseconds)
        baselineEnds = ends
        if c.time <= ends {
            if baseline == nil { base.note(.startedTracking, at: c.time, &out) }
            baseline = Swift.max(baseline ?? 0, p)
            return
        }
        guard let baseline else { return }
        if p > baseline + configuration.pressIncrease {
            base.setClaim(Claim(time: Double(c.time.microseconds), margin: 0), at: c.time, .thresholdCrossed, &out)
        }
    }

    mutating func track(_ c: RecognizerContext) {
        if let p = c.touches.first(where: { !$0.isTerminal })?.pressure { pressure = p }
    }

    func endReason(_ c: RecognizerContext) -> TransitionReason? {
        guard let baseline else { return nil }
        return pressure < baseline + configuration.releaseIncrease ? .pressureReleased : nil
    }

    func canBeginWithPartner(_ s: GroupSample) -> Bool { false }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double, Double) { (pressure, 0, 0, 0) }

    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail {
        .forcePress(pressure: pressure, baseline: baseline ?? 0)
    }

    mutating func reset() { baseline = nil; baselineEnds = nil; pressure = 0 }
}
