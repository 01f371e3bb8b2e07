import TactileCore

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

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        let s = c.sample
        _ = tracking.startIfNeeded(s, at: c.time)
        if base.failIfTouchesLost(c, minimumFingers: configuration.minimumFingers, &log) { return }
        if s.fingers > configuration.maximumFingers { base.fail(at: c.time, .tooManyFingers, &log); return }
        guard s.fingers >= configuration.minimumFingers else { return }
        if let claim = tracking.thresholdClaim(c, distance: configuration.minimumDistanceMillimetres, &base, &log) {
            base.setClaim(claim, at: c.time, .thresholdCrossed, &log)
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
