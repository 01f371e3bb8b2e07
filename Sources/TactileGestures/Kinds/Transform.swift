import TactileCore

/// Settings of a transform: one continuous gesture with translation, scale, rotation and
/// focal point, alive while any finger of the sequence is down, whatever fingers join or
/// lift (the recognizer a map or photo viewer wants).
///
/// It begins when the first of three thresholds is crossed (the pan distance, the span
/// change, the rotation dead zone: the same rules as pan, pinch and rotate, settle
/// included); its values are cumulative since the fingers went down and never jump when
/// the finger set changes (the touch group re-bases its references then).
public struct TransformConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
    public var minimumFingers: Int
    public var maximumFingers: Int
    /// Centroid movement on the panel that begins it (mm).
    public var minimumDistanceMillimetres: Double
    /// Span change that begins it (mm), also at least ``minimumScaleChange`` of the span.
    public var minimumSpanChangeMillimetres: Double
    /// Relative span change that begins it (0.05 = 5 %).
    public var minimumScaleChange: Double
    /// Rotation that begins it (degrees).
    public var deadZoneDegrees: Double
    /// Fingers closer than this (mm) give no scale or rotation reference.
    public var minimumSpanMillimetres: Double
    /// Which of scale and rotation it reports: `transform` both at once; `rotationDeadZone`
    /// (default) rotation only once it has left the dead zone (a zoom with a little twist
    /// does not turn the map); `exclusive` only the one that crossed its threshold first
    /// (the other stays 1 or 0).
    public var policy: PinchRotatePolicy

    public init(minimumFingers: Int = 1, maximumFingers: Int = 10, minimumDistanceMillimetres: Double = 3,
                minimumSpanChangeMillimetres: Double = 3, minimumScaleChange: Double = 0.05,
                deadZoneDegrees: Double = 10, minimumSpanMillimetres: Double = 6,
                policy: PinchRotatePolicy = .rotationDeadZone) {
        self.minimumFingers = minimumFingers; self.maximumFingers = maximumFingers
        self.minimumDistanceMillimetres = minimumDistanceMillimetres
        self.minimumSpanChangeMillimetres = minimumSpanChangeMillimetres
        self.minimumScaleChange = minimumScaleChange
        self.deadZoneDegrees = deadZoneDegrees
        self.minimumSpanMillimetres = minimumSpanMillimetres
        self.policy = policy
    }

    package static var settings: [Setting<Self>] {
        [.integer("minimumFingers", \.minimumFingers, 1...10),
         .integer("maximumFingers", \.maximumFingers) { Swift.max(1, Swift.min($0.minimumFingers, 10))...10 },
         .number("minimumDistanceMillimetres", \.minimumDistanceMillimetres, .positive),
         .number("minimumSpanChangeMillimetres", \.minimumSpanChangeMillimetres, .positive),
         .number("minimumScaleChange", \.minimumScaleChange, .range(0...1)),
         .number("deadZoneDegrees", \.deadZoneDegrees, .range(0...90)),
         .number("minimumSpanMillimetres", \.minimumSpanMillimetres, .positive),
         .value("policy", \.policy, documented: \.rawValue)]
    }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .transform(self) }

    package var reported: ReportedValues {
        ReportedValues(fingersAtStart: minimumFingers...maximumFingers,
                       summary: "transform of \(minimumFingers)-\(maximumFingers) fingers")
    }
}

/// Transform: `possible -> began -> changed* -> ended | cancelled`, or `possible -> failed`.
typealias TransformRecognizer = ContinuousRecognizer<TransformRecognition>

/// One gesture for pan, zoom and rotate together, across finger changes (1 -> 2 -> 3 -> 1
/// fingers is one transform). Flutter's scale recognizer ends and restarts at every
/// finger change and leaves the app to multiply scales across restarts; this one reports
/// cumulative values from touch-down: the touch group re-bases centroid, span and angle
/// when a finger joins or lifts, so nothing jumps. Thresholds are physical (mm, degrees
/// on the panel) and crossing times interpolated, so it does not depend on the event rate.
struct TransformRecognition: ContinuousRecognition {
    static let kind = GestureKind.transform
    let configuration: TransformConfiguration
    private var tracking = TranslationTracking()
    private var startScale = 1.0
    private var startRotation = 0.0
    /// Scale and rotation references of the current finger set, for the thresholds.
    private var setScale = 1.0
    private var setRotation = 0.0
    private var setSpan = 0.0
    private var hasSetReference = false
    private var spanProgress = ThresholdProgress()
    private var rotationProgress = ThresholdProgress()
    /// Rotation passed the dead zone (policy `rotationDeadZone`), or which of scale and
    /// rotation crossed first (policy `exclusive`).
    private var rotationUnlocked = false
    private var scaleUnlocked = false

    init(configuration: TransformConfiguration) { self.configuration = configuration }

    var minimumFingers: Int { configuration.minimumFingers }

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ out: inout GestureOutput) {
        let s = c.sample
        if tracking.startIfNeeded(s, at: c.time) {
            startScale = s.scale; startRotation = s.rotation
            rotationUnlocked = false; scaleUnlocked = false
            hasSetReference = false
        }
        if base.failIfTouchesLost(c, minimumFingers: configuration.minimumFingers, &out) { return }
        if s.fingers > configuration.maximumFingers { base.fail(at: c.time, .tooManyFingers, &out); return }
        guard s.fingers >= configuration.minimumFingers else { return }
        if s.fingersChanged || !hasSetReference {
            takeSetReference(s)
            spanProgress.start(at: c.time); rotationProgress.start(at: c.time)
        }
        var claim = tracking.thresholdClaim(c, distance: configuration.minimumDistanceMillimetres, &base, &out)
        if measuresSpan(s) {
            let settle = c.settle.isSettling(s, at: c.time) ? c.settle.allowanceMillimetres : 0
            if let k = spanProgress.update(spanChange(s) / (spanThreshold + settle), at: c.time) {
                if claim == nil || k.precedes(claim!) { claim = k }
                unlock(scale: true)
            }
            let deadZone = radians(degrees: configuration.deadZoneDegrees) + settle / Swift.max(s.spanMillimetres, configuration.minimumSpanMillimetres)
            if deadZone > 0, let k = rotationProgress.update(abs(s.rotation - setRotation) / deadZone, at: c.time) {
                if claim == nil || k.precedes(claim!) { claim = k }
                unlock(rotation: true)
            }
        }
        if let claim { base.setClaim(claim, at: c.time, .thresholdCrossed, &out) }
    }

    func canBeginWithPartner(_ s: GroupSample) -> Bool {
        tracking.isTracking && s.fingers >= configuration.minimumFingers && s.fingers <= configuration.maximumFingers
    }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double, Double) {
        (s.translation.x, s.translation.y, s.scale, s.rotation)
    }

    func detail(at time: Timestamp, _ s: GroupSample) -> GestureDetail {
        let scale = s.scale / startScale, rotation = s.rotation - startRotation
        let showScale: Bool, showRotation: Bool
        switch configuration.policy {
        case .transform: showScale = true; showRotation = true
        case .rotationDeadZone: showScale = true; showRotation = rotationUnlocked
        case .exclusive: showScale = scaleUnlocked || !rotationUnlocked; showRotation = rotationUnlocked && !scaleUnlocked
        }
        return .transform(translation: tracking.translation(s), scale: showScale ? scale : 1,
                          rotation: showRotation ? rotation : 0, velocity: s.velocity)
    }

    /// Keeps checking the thresholds while in progress: rotation unlocks (policy) once it
    /// leaves the dead zone of the set it happens in.
    mutating func track(_ c: RecognizerContext) {
        let s = c.sample
        if s.fingersChanged { takeSetReference(s) }
        guard measuresSpan(s) else { return }
        unlock(scale: spanChange(s) >= spanThreshold,
               rotation: abs(s.rotation - setRotation) >= radians(degrees: configuration.deadZoneDegrees))
    }

    /// The current finger set's references for the scale and rotation thresholds.
    private mutating func takeSetReference(_ s: GroupSample) {
        setScale = s.scale; setRotation = s.rotation; setSpan = s.spanMillimetres
        hasSetReference = true
    }

    /// Whether the set's fingers are far enough apart for ratios and angles to mean anything.
    private func measuresSpan(_ s: GroupSample) -> Bool {
        s.fingers >= 2 && setSpan >= configuration.minimumSpanMillimetres
    }

    /// How far the span moved since the set formed (mm), and how far it must (mm).
    private func spanChange(_ s: GroupSample) -> Double { abs(setSpan * s.scale / setScale - setSpan) }
    private var spanThreshold: Double {
        Swift.max(configuration.minimumSpanChangeMillimetres, configuration.minimumScaleChange * setSpan)
    }

    /// Scale and rotation start being reported once their threshold is crossed; with the
    /// `exclusive` policy only the first of them ever is.
    private mutating func unlock(scale: Bool = false, rotation: Bool = false) {
        if scale && !scaleUnlocked { scaleUnlocked = !(configuration.policy == .exclusive && rotationUnlocked) }
        if rotation && !rotationUnlocked { rotationUnlocked = !(configuration.policy == .exclusive && scaleUnlocked) }
    }

    mutating func reset() { tracking.reset(); hasSetReference = false }
}
