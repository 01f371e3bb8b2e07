import TactileCore

/// Pinch: `possible -> began -> changed* -> ended | cancelled`, or `possible -> failed`.
typealias PinchRecognizer = ContinuousRecognizer<PinchRecognition>

/// Tracks from the moment two or more fingers are down at least
/// ``PinchConfiguration/minimumSpanMillimetres`` apart (again when a finger joins: the new
/// set's pinch); begins once the span has changed by ``PinchConfiguration/minimumSpanChangeMillimetres``
/// (and by ``PinchConfiguration/minimumScaleChange`` of itself; raised while fingertips
/// settle: ``SettleRule``) more than the drift allowed for
/// the fingers moving together (``PinchConfiguration/translationAllowanceRatio`` times the
/// centroid's travel), so a two-finger scroll does not zoom. Scale is the span on the
/// panel (mm) relative to the span when tracking started, so anisotropic devices and
/// the threshold lose nothing.
struct PinchRecognition: ContinuousRecognition {
    static let kind = GestureKind.pinch
    let configuration: PinchConfiguration
    private var tracking = SpanTracking()
    private var startScale = 1.0
    private var startSpan = 0.0
    private var progress = ThresholdProgress()
    /// The span the threshold measures from (mm, as `x`): the start, moved by the settled drift.
    private var settle = SettleTracker()

    init(configuration: PinchConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { 2 }
    var endsWithLastReportedValues: Bool { true }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        let s = c.sample
        switch tracking.update(c, minimumSpanMillimetres: configuration.minimumSpanMillimetres, &base, &log) {
        case .waiting: return
        case .started:
            startScale = s.scale
            startSpan = s.spanMillimetres
            settle.start(PhysicalPoint(x: startSpan, y: 0))
            progress.start(at: c.time)
        case .tracking: break
        }
        let span = startSpan * s.scale / startScale
        let step = settle.update(PhysicalPoint(x: span, y: 0), s, at: c.time, rule: c.settle,
                                 allowance: c.settle.allowanceMillimetres)
        let settling = step.settling
        if step.absorbed > 0.5 { base.note(.settling, at: c.time, &log) }
        let thresholdSpan = settle.origin.x
        let change = abs(span - thresholdSpan)
        let allowance = configuration.translationAllowanceRatio * tracking.translationMillimetres(s)
        let threshold = Swift.max(configuration.minimumSpanChangeMillimetres, configuration.minimumScaleChange * thresholdSpan)
            + (settling ? c.settle.allowanceMillimetres : 0)
        if change >= threshold && change - allowance < threshold { tracking.noteMovingTogether(at: c.time, &base, &log) }
        // A continuous measure of progress (not a yes/no per frame), so the crossing time
        // is interpolated as for every threshold and the result does not depend on the rate.
        if let claim = progress.update((change - allowance) / threshold, at: c.time) {
            base.setClaim(claim, at: c.time, .thresholdCrossed, &log)
        }
    }

    func canBeginWithPartner(_ s: GroupSample) -> Bool { tracking.isTracking && s.fingers >= 2 }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double, Double) { (s.scale, s.location.x, s.location.y, 0) }

    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail {
        .pinch(scale: s.scale / startScale, velocity: s.scaleVelocity / startScale)
    }

    mutating func reset() { tracking.reset() }
}
