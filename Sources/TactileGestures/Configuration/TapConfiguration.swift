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

    public func encode(to encoder: any Encoder) throws { try encodeSettings(to: encoder) }

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
