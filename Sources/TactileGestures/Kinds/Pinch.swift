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

    /// While the fingers move together (the centroid has travelled at least as far as the
    /// span changed), the span must also change by this fraction of itself: two fingers
    /// dragged together drift apart or together by 10-15 % of their span, much of it as the
    /// drag gets going, before the travel has grown an allowance for it. 0 turns it off.
    public var dragDriftFraction: Double

    public init(minimumSpanMillimetres: Double = 6, minimumSpanChangeMillimetres: Double = 3,
                translationAllowanceRatio: Double = 0.15, minimumScaleChange: Double = 0.05,
                dragDriftFraction: Double = 0.15) {
        self.minimumSpanMillimetres = minimumSpanMillimetres
        self.minimumSpanChangeMillimetres = minimumSpanChangeMillimetres
        self.translationAllowanceRatio = translationAllowanceRatio
        self.minimumScaleChange = minimumScaleChange
        self.dragDriftFraction = dragDriftFraction
    }

    package static var settings: [Setting<Self>] {
        [.number("minimumSpanMillimetres", \.minimumSpanMillimetres, .positive),
         .number("minimumSpanChangeMillimetres", \.minimumSpanChangeMillimetres, .positive),
         .number("translationAllowanceRatio", \.translationAllowanceRatio, .nonNegative),
         .number("minimumScaleChange", \.minimumScaleChange, .range(0...1)),
         .number("dragDriftFraction", \.dragDriftFraction, .range(0...1))]
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
/// centroid's travel), so a two-finger scroll does not zoom; while the fingers move together
/// (the centroid travelled at least as far as the span changed) the span must also change by
/// more than a drag drifts (``PinchConfiguration/dragDriftFraction`` of itself). Scale is the span on the panel (mm)
/// relative to the span when tracking started, so anisotropic devices and the threshold lose
/// nothing; but a drift the fingers' moving together explained before the pinch (a pinch made
/// right after a two-finger pan) is not the pinch: it is measured from where that drift ended.
struct PinchRecognition: ContinuousRecognition {
    static let kind = GestureKind.pinch
    /// A drift smaller than this (mm) is fingertip noise: never taken as the pinch's start.
    static let minimumDriftMillimetres = 1.0
    let configuration: PinchConfiguration
    private var tracking = SpanTracking()
    private var startScale = 1.0
    private var startSpan = 0.0
    /// What the reported scale is relative to: ``startScale``, or the scale where a drift of
    /// the fingers moving together ended.
    private var referenceScale = 1.0
    /// The smallest and largest span since tracking started (mm), the scale there, and
    /// whether the fingers' travel explained the drift to it (the translation allowance).
    private var low = SpanExtreme(), high = SpanExtreme()

    init(configuration: PinchConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { 2 }
    var endsWithLastReportedValues: Bool { true }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        let s = c.sample
        switch tracking.update(c, minimumSpanMillimetres: configuration.minimumSpanMillimetres, &base, &out) {
        case .waiting: return
        case .started:
            startScale = s.scale
            referenceScale = s.scale
            startSpan = s.spanMillimetres
            low = SpanExtreme(span: startSpan, scale: s.scale)
            high = low
            tracking.start(startSpan, at: c.time)
        case .tracking: break
        }
        let span = startSpan * s.scale / startScale
        let travel = tracking.translationMillimetres(s)
        let allowance = configuration.translationAllowanceRatio * travel
        if span < low.span { low = SpanExtreme(span: span, scale: s.scale, explained: startSpan - span <= allowance) }
        if span > high.span { high = SpanExtreme(span: span, scale: s.scale, explained: span - startSpan <= allowance) }
        if let claim = tracking.claim(span, c, settleAllowance: c.settle.allowanceMillimetres, notedDrift: 0.5,
                                      allowance: allowance, threshold: { reference in
                                          Swift.max(configuration.minimumSpanChangeMillimetres, configuration.minimumScaleChange * reference)
                                      }, dragDrift: (travel, configuration.dragDriftFraction), &base, &out) {
            // A drift the other way that moving together explained came before the pinch.
            let before = span > startSpan ? low : high
            if before.explained && abs(before.span - startSpan) >= Self.minimumDriftMillimetres { referenceScale = before.scale }
            base.setClaim(claim, at: c.time, .thresholdCrossed, &out)
        }
    }

    func canBeginWithPartner(_ s: GroupSample) -> Bool { tracking.isTracking && s.fingers >= 2 }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double, Double) { (s.scale, s.location.x, s.location.y, 0) }

    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail {
        .pinch(scale: s.scale / referenceScale, velocity: s.scaleVelocity / referenceScale)
    }

    mutating func reset() { tracking.reset() }
}

/// A span the fingers reached while a pinch was possible (mm), the group's scale then, and
/// whether the fingers' moving together explained the drift to it.
private struct SpanExtreme: Sendable {
    var span = 0.0
    var scale = 1.0
    var explained = false
}
