/// Settings of a tap recognizer: `taps` taps (1...3) of `fingers` fingers (1...5).
///
/// Defaults and why: see Docs/GESTURES.md.
public struct TapConfiguration: Hashable, Sendable, Codable {
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

    static let keys = ["taps", "fingers", "maximumDurationMilliseconds", "maximumMovementMillimetres",
                       "maximumIntervalMilliseconds", "maximumDistanceMillimetres"]

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, defaultTaps: 1)
    }

    init(from decoder: any Decoder, defaultTaps: Int) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.keys + RecognizerConfiguration.commonKeys)
        let d = TapConfiguration()
        self.init(
            taps: try r.value("taps", defaultTaps), fingers: try r.value("fingers", d.fingers),
            maximumDurationMilliseconds: try r.value("maximumDurationMilliseconds", d.maximumDurationMilliseconds),
            maximumMovementMillimetres: try r.value("maximumMovementMillimetres", d.maximumMovementMillimetres),
            maximumIntervalMilliseconds: try r.value("maximumIntervalMilliseconds", d.maximumIntervalMilliseconds),
            maximumDistanceMillimetres: try r.value("maximumDistanceMillimetres", d.maximumDistanceMillimetres))
    }

    func validate(_ v: inout ValidationContext) {
        v.range("taps", taps, 1...3)
        v.range("fingers", fingers, 1...5)
        v.positive("maximumDurationMilliseconds", maximumDurationMilliseconds)
        v.nonNegative("maximumMovementMillimetres", maximumMovementMillimetres)
        v.positive("maximumIntervalMilliseconds", maximumIntervalMilliseconds)
        v.nonNegative("maximumDistanceMillimetres", maximumDistanceMillimetres)
    }

    /// `tap`, `doubleTap`, `tripleTap`, prefixed by the finger count when more than one
    /// (`twoFingerTap`, `twoFingerDoubleTap`).
    var defaultName: String {
        FingerCountName.prefixed(taps == 2 ? "doubleTap" : taps == 3 ? "tripleTap" : "tap", fingers: fingers)
    }
}
