import TactileCore

/// Settings of a rotation (two or more fingers), measured on the panel in millimetres
/// so anisotropic devices report the true angle.
public struct RotateConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
    /// Rotation before the gesture begins (degrees): the dead zone that keeps a zoom
    /// from rotating the content by accident.
    public var deadZoneDegrees: Double
    /// Smallest finger span at which angles are trusted (mm).
    public var minimumSpanMillimetres: Double
    /// Sideways drift of the fingers not counted as twist per millimetre their centroid
    /// has travelled since tracking started (mm per mm; the drift becomes an angle at the
    /// current span). Fingers close together that scroll would otherwise leave the dead
    /// zone with a few mm of drift. As ``PinchConfiguration/translationAllowanceRatio``;
    /// 0 turns it off.
    public var translationAllowanceRatio: Double

    public init(deadZoneDegrees: Double = 10, minimumSpanMillimetres: Double = 6,
                translationAllowanceRatio: Double = 0.25) {
        self.deadZoneDegrees = deadZoneDegrees
        self.minimumSpanMillimetres = minimumSpanMillimetres
        self.translationAllowanceRatio = translationAllowanceRatio
    }

    package static var settings: [Setting<Self>] {
        [.number("deadZoneDegrees", \.deadZoneDegrees, .range(0.01...180)),
         .number("minimumSpanMillimetres", \.minimumSpanMillimetres, .positive),
         .number("translationAllowanceRatio", \.translationAllowanceRatio, .nonNegative)]
    }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .rotate(self) }
}

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

    init(configuration: RotateConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { 2 }
    var endsWithLastReportedValues: Bool { true }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        let s = c.sample
        switch tracking.update(c, minimumSpanMillimetres: configuration.minimumSpanMillimetres, &base, &out) {
        case .waiting: return
        case .started:
            startRotation = s.rotation
            tracking.start(s.rotation, at: c.time)
        case .tracking: break
        }
        // Sideways drift (mm) turned into an angle at the current span; the minimum span
        // bounds it when the fingers come close together.
        let span = Swift.max(s.spanMillimetres, configuration.minimumSpanMillimetres)
        let deadZone = radians(degrees: configuration.deadZoneDegrees)
        let allowance = configuration.translationAllowanceRatio * tracking.translationMillimetres(s) / span
        // A settling fingertip twists the pair by up to its drift across the span.
        if let claim = tracking.claim(s.rotation, c, settleAllowance: c.settle.allowanceMillimetres / span, notedDrift: 0.01,
                                      allowance: allowance, threshold: { _ in deadZone }, &base, &out) {
            base.setClaim(claim, at: c.time, .thresholdCrossed, &out)
        }
    }

    func canBeginWithPartner(_ s: GroupSample) -> Bool { tracking.isTracking && s.fingers >= 2 }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double, Double) { (s.rotation, s.location.x, s.location.y, 0) }

    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail {
        .rotate(rotation: s.rotation - startRotation, velocity: s.rotationVelocity)
    }

    mutating func reset() { tracking.reset() }
}
