import TactileCore

/// Pan: `possible -> began -> changed* -> ended | cancelled`, or `possible -> failed`.
typealias PanRecognizer = ContinuousRecognizer<PanRecognition>

/// Begins when the centroid has moved ``PanConfiguration/minimumDistanceMillimetres``
/// on the panel with a finger count in range; reports translation since the fingers
/// went down (no motion lost to the slop) and velocity over the engine's window.
struct PanRecognition: ContinuousRecognition {
    static let kind = GestureKind.pan
    let configuration: PanConfiguration
    private var isTracking = false
    private var startTranslation: ScreenPoint = .zero
    private var startTranslationPhysical: PhysicalPoint = .zero
    private var progress = ThresholdProgress()

    init(configuration: PanConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { configuration.minimumFingers }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        let s = c.sample
        if !isTracking && s.fingers > 0 {
            isTracking = true
            startTranslation = s.translation
            startTranslationPhysical = s.translationPhysical
            progress.start(at: c.time)
        }
        if s.cancelled > 0 { base.fail(at: c.time, .touchCancelled, &log); return }
        if s.fingers == 0 { base.fail(at: c.time, .touchesEnded, &log); return }
        if base.claim != nil {
            // Waiting for the arena: a lift below the minimum ends the chance.
            if s.fingers < configuration.minimumFingers { base.fail(at: c.time, .tooFewFingers, &log) }
            return
        }
        if s.fingers > configuration.maximumFingers { base.fail(at: c.time, .tooManyFingers, &log); return }
        guard s.fingers >= configuration.minimumFingers else { return }
        let moved = (s.translationPhysical - startTranslationPhysical).length
        if let claim = progress.update(moved / configuration.minimumDistanceMillimetres, at: c.time) {
            base.setClaim(claim, at: c.time, .thresholdCrossed, &log)
        }
    }

    func canBeginWithPartner(_ s: GroupSample) -> Bool {
        isTracking && s.fingers >= configuration.minimumFingers && s.fingers <= configuration.maximumFingers
    }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double) { (s.translation.x, s.translation.y, 0) }

    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail {
        .pan(translation: s.translation - startTranslation, velocity: s.velocity)
    }

    mutating func reset() { isTracking = false }
}
