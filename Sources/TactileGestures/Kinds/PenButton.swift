import TactileCore

/// Settings of a pen button click: a barrel button pressed and released while the pen's tip
/// touches (Docs/PENS.md, "Pen gestures"). A button already held when the tip lands is no
/// click (it is in the pen values of the tap or pan it makes); a click while the pen hovers is
/// the pointer's, not a gesture (hover never makes gestures).
public struct PenButtonConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
    /// Longest press (ms, from the button going down to it coming up): longer is a hold.
    public var maximumDurationMilliseconds: Double

    public init(maximumDurationMilliseconds: Double = 500) {
        self.maximumDurationMilliseconds = maximumDurationMilliseconds
    }

    package static var settings: [Setting<Self>] {
        [.number("maximumDurationMilliseconds", \.maximumDurationMilliseconds, .positive)]
    }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .penButton(self) }
    package var reported: ReportedValues { ReportedValues(fingersAtStart: 1...1, summary: "pen barrel button click") }
}

/// Pen button click, discrete: `possible -> recognized | failed`.
typealias PenButtonRecognizer = DiscreteRecognizer<PenButtonRecognition>

/// One pen contact: the buttons held at its first frame are ignored; the first button that
/// goes down after it is the candidate, and claims when it comes up within
/// ``PenButtonConfiguration/maximumDurationMilliseconds`` (a deadline fails it after that).
/// Fails when the tip lifts first. Times are the frames', so the rate does not matter.
struct PenButtonRecognition: DiscreteRecognition {
    static let kind = GestureKind.penButton
    let configuration: PenButtonConfiguration
    /// The buttons held at the previous frame (nil before the contact's first frame).
    private var held: PenButtons?
    /// The button pressed during the contact and when.
    private var pressed: (button: PenButtons, time: Timestamp)?
    private(set) var recognizedLocation = ScreenPoint.zero
    private var clicked = PenButtons()

    init(configuration: PenButtonConfiguration) { self.configuration = configuration }

    var recognizedFingers: Int { 1 }
    var recognizedDetail: GestureDetail { .penButton(button: clicked) }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        if c.sample.fingers > 1 { base.fail(at: c.time, .tooManyFingers, &out); return }
        guard let touch = c.touches.first else { return }
        let now = touch.penButtons
        defer { held = now }
        guard let before = held else {
            base.note(.startedTracking, at: c.time, &out)
            return
        }
        if let p = pressed {
            if !now.contains(p.button) {
                recognizedLocation = touch.point
                clicked = p.button
                base.deadline = nil
                base.setClaim(Claim(time: Double(c.time.microseconds), margin: 0), at: c.time, .thresholdCrossed, &out)
                return
            }
        } else if let first = PenButtons.named.first(where: { now.contains($0.0) && !before.contains($0.0) })?.0 {
            pressed = (first, c.time)
            base.deadline = c.time + Milliseconds(configuration.maximumDurationMilliseconds)
        }
        if c.sample.cancelled > 0 { base.fail(at: c.time, .touchCancelled, &out); return }
        if touch.isTerminal { base.fail(at: c.time, .touchesEnded, &out) }
    }

    mutating func deadlineReached(at time: Timestamp, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        base.deadline = nil
        base.fail(at: time, .tookTooLong, &out)
    }

    mutating func reset() { held = nil; pressed = nil; clicked = []; recognizedLocation = .zero }
}
