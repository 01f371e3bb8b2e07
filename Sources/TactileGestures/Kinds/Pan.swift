import TactileCore

/// Settings of a pan (drag): the centroid of `minimumFingers...maximumFingers`
/// fingers moving. Translation is reported from touch-down, so the slop loses no motion.
public struct PanConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
    public var minimumFingers: Int
    public var maximumFingers: Int
    /// Centroid movement on the panel before the pan begins (mm).
    public var minimumDistanceMillimetres: Double
    /// What a pan in progress does when a finger joins or lifts (the count staying in
    /// range): `false` (default) carries on with the new finger set, translation without a
    /// jump and `fingers` following the set in the next `changed` event; `true` hands over:
    /// `ended` for the old set, then `began` for the new one at once, its translation from zero.
    public var restartsWhenFingersChange: Bool

    public init(minimumFingers: Int = 1, maximumFingers: Int = 10, minimumDistanceMillimetres: Double = 3,
                restartsWhenFingersChange: Bool = false) {
        self.minimumFingers = minimumFingers; self.maximumFingers = maximumFingers
        self.minimumDistanceMillimetres = minimumDistanceMillimetres
        self.restartsWhenFingersChange = restartsWhenFingersChange
    }

    package static var settings: [Setting<Self>] {
        [.integer("minimumFingers", \.minimumFingers, 1...10),
         .integer("maximumFingers", \.maximumFingers) { Swift.max(1, Swift.min($0.minimumFingers, 10))...10 },
         .number("minimumDistanceMillimetres", \.minimumDistanceMillimetres, .positive),
         .value("restartsWhenFingersChange", \.restartsWhenFingersChange)]
    }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .pan(self) }

    package var reported: ReportedValues {
        ReportedValues(fingersAtStart: minimumFingers...maximumFingers, summary: "\(minimumFingers)-\(maximumFingers) fingers")
    }
}

/// Pan: `possible -> began -> changed* -> ended | cancelled`, or `possible -> failed`.
typealias PanRecognizer = ContinuousRecognizer<PanRecognition>

/// Begins when the centroid has moved ``PanConfiguration/minimumDistanceMillimetres``
/// on the panel with a finger count in range (measured from where the current finger set
/// formed, allowing for fingertips settling: ``SettleRule``); reports translation since the
/// fingers went down (no motion lost to the slop) and velocity over the engine's window.
/// A pan in progress carries on when fingers join or lift: the touch group re-bases its
/// centroid so the translation does not jump, and `fingers` follows the set.
struct PanRecognition: ContinuousRecognition {
    static let kind = GestureKind.pan
    let configuration: PanConfiguration
    private var tracking = TranslationTracking()

    init(configuration: PanConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { configuration.minimumFingers }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        let s = c.sample
        _ = tracking.startIfNeeded(s, at: c.time)
        if base.failIfTouchesLost(c, minimumFingers: configuration.minimumFingers, &out) { return }
        if s.fingers > configuration.maximumFingers { base.fail(at: c.time, .tooManyFingers, &out); return }
        guard s.fingers >= configuration.minimumFingers else { return }
        if let claim = tracking.thresholdClaim(c, distance: configuration.minimumDistanceMillimetres, &base, &out) {
            base.setClaim(claim, at: c.time, .thresholdCrossed, &out)
        }
    }

    var restartsWhenFingersChange: Bool { configuration.restartsWhenFingersChange }

    mutating func restart(_ s: GroupSample, at time: Timestamp) { tracking.restart(s, at: time) }

    func canBeginWithPartner(_ s: GroupSample) -> Bool {
        tracking.isTracking && s.fingers >= configuration.minimumFingers && s.fingers <= configuration.maximumFingers
    }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double, Double) { (s.translation.x, s.translation.y, 0, 0) }

    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail {
        .pan(translation: tracking.translation(s), velocity: s.velocity)
    }

    mutating func reset() { tracking.reset() }
}
