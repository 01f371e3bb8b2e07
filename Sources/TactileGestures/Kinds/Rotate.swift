import TactileCore

/// Rotate: `possible -> began -> changed* -> ended | cancelled`, or `possible -> failed`.
typealias RotateRecognizer = ContinuousRecognizer<RotateRecognition>

/// Tracks from the moment two or more fingers are down at least
/// ``RotateConfiguration/minimumSpanMillimetres`` apart; begins once the rotation leaves
/// the dead zone (``RotateConfiguration/deadZoneDegrees``), widened by the twist that the
/// fingers drifting while they move together can cause: ``RotateConfiguration/translationAllowanceRatio``
/// times the centroid's travel, as sideways motion at the current span. Fingers close
/// together that scroll would otherwise twist past 10 degrees with a few mm of drift.
/// Rotation is measured on the panel (mm), so anisotropic devices report the true angle;
/// it is radians since tracking started, clockwise positive on a y-down screen, and
/// continuous beyond ±pi.
struct RotateRecognition: ContinuousRecognition {
    static let kind = GestureKind.rotate
    let configuration: RotateConfiguration
    private var tracking = SpanTracking()
    private var startRotation = 0.0
    private var progress = ThresholdProgress()
    /// The rotation the dead zone is measured from (radians, as `x`): the start, moved by the settled twist.
    private var settle = SettleTracker()

    init(configuration: RotateConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { 2 }
    var endsWithLastReportedValues: Bool { true }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        let s = c.sample
        switch tracking.update(c, minimumSpanMillimetres: configuration.minimumSpanMillimetres, &base, &log) {
        case .waiting: return
        case .started:
            startRotation = s.rotation
            settle.start(PhysicalPoint(x: s.rotation, y: 0))
            progress.start(at: c.time)
        case .tracking: break
        }
        // Sideways drift (mm) turned into an angle at the current span; the minimum span
        // bounds it when the fingers come close together.
        let span = Swift.max(s.spanMillimetres, configuration.minimumSpanMillimetres)
        // A settling fingertip twists the pair by up to its drift across the span.
        let settleAngle = c.settle.allowanceMillimetres / span
        let step = settle.update(PhysicalPoint(x: s.rotation, y: 0), s, at: c.time, rule: c.settle, allowance: settleAngle)
        let settling = step.settling
        if step.absorbed > 0.01 { base.note(.settling, at: c.time, &log) }
        let deadZone = radians(degrees: configuration.deadZoneDegrees) + (settling ? settleAngle : 0)
        let twist = abs(s.rotation - settle.origin.x)
        let allowance = configuration.translationAllowanceRatio * tracking.translationMillimetres(s) / span
        if twist >= deadZone && twist - allowance < deadZone { tracking.noteMovingTogether(at: c.time, &base, &log) }
        if let claim = progress.update((twist - allowance) / deadZone, at: c.time) {
            base.setClaim(claim, at: c.time, .thresholdCrossed, &log)
        }
    }

    func canBeginWithPartner(_ s: GroupSample) -> Bool { tracking.isTracking && s.fingers >= 2 }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double, Double) { (s.rotation, s.location.x, s.location.y, 0) }

    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail {
        .rotate(rotation: s.rotation - startRotation, velocity: s.rotationVelocity)
    }

    mutating func reset() { tracking.reset() }
}
