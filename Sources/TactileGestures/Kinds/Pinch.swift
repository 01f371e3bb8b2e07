import TactileCore

/// Settings of a pinch (two or more fingers): scale = span / span when the fingers
/// went down, measured on the panel in millimetres.
public struct PinchConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
    /// Smallest finger span (distance between two fingers; twice the mean distance
    /// to the centroid for more) usable as the reference (mm). Android uses 27 mm,
    /// which blocks pinches that start with the fingers together.
    public var minimumSpanMillimetres: Double
    /// Change of span before the pinch begins (mm).
    public var minimumSpanChangeMillimetres: Double
    /// Span change not counted per millimetre the fingers' centroid has travelled since
    /// tracking started (mm per mm). Two fingers dragged together drift apart by a few
    /// percent of the distance; that must scroll, not zoom. 0.25 still lets a zoom begin
    /// during a pan when the span changes by more than a quarter of the pan's distance,
    /// costs a symmetric pinch nothing, and one with a resting finger (the centroid moves
    /// half as far as the span changes) 3.4 mm of span change instead of 3. 0 turns it off.
    public var translationAllowanceRatio: Double

    /// The span must also change by this fraction of itself (0.08 = 8 %): on wide spans
    /// (and on panels whose size is only assumed) a few millimetres of fingertip wobble
    /// are no zoom.
    public var minimumScaleChange: Double

    public init(minimumSpanMillimetres: Double = 6, minimumSpanChangeMillimetres: Double = 3,
                translationAllowanceRatio: Double = 0.15, minimumScaleChange: Double = 0.05) {
        self.minimumSpanMillimetres = minimumSpanMillimetres
        self.minimumSpanChangeMillimetres = minimumSpanChangeMillimetres
        self.translationAllowanceRatio = translationAllowanceRatio
        self.minimumScaleChange = minimumScaleChange
    }

    package static var settings: [Setting<Self>] {
        [.number("minimumSpanMillimetres", \.minimumSpanMillimetres, .positive),
         .number("minimumSpanChangeMillimetres", \.minimumSpanChangeMillimetres, .positive),
         .number("translationAllowanceRatio", \.translationAllowanceRatio, .nonNegative),
         .number("minimumScaleChange", \.minimumScaleChange, .range(0...1))]
    }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .pinch(self) }
}

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

    init(configuration: PinchConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { 2 }
    var endsWithLastReportedValues: Bool { true }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        let s = c.sample
        switch tracking.update(c, minimumSpanMillimetres: configuration.minimumSpanMillimetres, &base, &out) {
        case .waiting: return
        case .started:
            startScale = s.scale
            startSpan = s.spanMillimetres
            tracking.start(startSpan, at: c.time)
        case .tracking: break
        }
        let span = startSpan * s.scale / startScale
        let allowance = configuration.translationAllowanceRatio * tracking.translationMillimetres(s)
        if let claim = tracking.claim(span, c, settleAllowance: c.settle.allowanceMillimetres, notedDrift: 0.5,
                                      allowance: allowance, threshold: { reference in
                                          Swift.max(configuration.minimumSpanChangeMillimetres, configuration.minimumScaleChange * reference)
                                      }, &base, &out) {
            base.setClaim(claim, at: c.time, .thresholdCrossed, &out)
        }
    }

    func canBeginWithPartner(_ s: GroupSample) -> Bool { tracking.isTracking && s.fingers >= 2 }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double, Double) { (s.scale, s.location.x, s.location.y, 0) }

    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail {
        .pinch(scale: s.scale / startScale, velocity: s.scaleVelocity / startScale)
    }

    mutating func reset() { tracking.reset() }
}
