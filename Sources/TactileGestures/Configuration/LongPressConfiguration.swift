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

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeSettings(decoder, over: Self(), alsoAllowed: RecognizerConfiguration.commonKeys)
    }

    public func encode(to encoder: any Encoder) throws { try encodeSettings(to: encoder) }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .longPress(self) }

    package var reported: ReportedValues { ReportedValues(fingersAtStart: fingers...fingers, summary: FingerCountName.count(fingers)) }

    /// `longPress`, prefixed by the finger count when more than one (`twoFingerLongPress`).
    package var defaultName: String { FingerCountName.prefixed("longPress", fingers: fingers) }
}
