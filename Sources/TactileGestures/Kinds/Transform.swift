import TactileCore

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

    mutating func recognize(_ c: RecognizerContext, _ base: inout RecognizerBase, _ log: inout TransitionLog) {
        let s = c.sample
        if tracking.startIfNeeded(s, at: c.time) {
            startScale = s.scale; startRotation = s.rotation
            rotationUnlocked = false; scaleUnlocked = false
            hasSetReference = false
        }
        if base.failIfTouchesLost(c, minimumFingers: configuration.minimumFingers, &log) { return }
        if s.fingers > configuration.maximumFingers { base.fail(at: c.time, .tooManyFingers, &log); return }
        guard s.fingers >= configuration.minimumFingers else { return }
        if s.fingersChanged || !hasSetReference {
            takeSetReference(s)
            spanProgress.start(at: c.time); rotationProgress.start(at: c.time)
        }
        var claim = tracking.thresholdClaim(c, distance: configuration.minimumDistanceMillimetres, &base, &log)
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
        if let claim { base.setClaim(claim, at: c.time, .thresholdCrossed, &log) }
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
