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
        }
        if base.failIfTouchesLost(c, minimumFingers: configuration.minimumFingers, &log) { return }
        if s.fingers > configuration.maximumFingers { base.fail(at: c.time, .tooManyFingers, &log); return }
        guard s.fingers >= configuration.minimumFingers else { return }
        if s.fingersChanged || setSpan == 0 {
            setScale = s.scale; setRotation = s.rotation; setSpan = s.spanMillimetres
            spanProgress.start(at: c.time); rotationProgress.start(at: c.time)
        }
        var claim = tracking.thresholdClaim(c, distance: configuration.minimumDistanceMillimetres, &base, &log)
        if s.fingers >= 2 && setSpan >= configuration.minimumSpanMillimetres {
            let settle = c.settle.isSettling(s, at: c.time) ? c.settle.allowanceMillimetres : 0
            let change = abs(setSpan * s.scale / setScale - setSpan)
            let needed = Swift.max(configuration.minimumSpanChangeMillimetres, configuration.minimumScaleChange * setSpan) + settle
            if let k = spanProgress.update(change / needed, at: c.time) {
                if claim == nil || k.precedes(claim!) { claim = k }
                scaleUnlocked = true
            }
            let deadZone = radians(degrees: configuration.deadZoneDegrees) + settle / Swift.max(s.spanMillimetres, configuration.minimumSpanMillimetres)
            if deadZone > 0, let k = rotationProgress.update(abs(s.rotation - setRotation) / deadZone, at: c.time) {
                if claim == nil || k.precedes(claim!) { claim = k }
                rotationUnlocked = true
            }
        }
        if let claim { base.setClaim(claim, at: c.time, .thresholdCrossed, &log) }
    }

    func canBeginWithPartner(_ s: GroupSample) -> Bool {
        tracking.isTracking && s.fingers >= configuration.minimumFingers && s.fingers <= configuration.maximumFingers
    }

    func reportedValues(_ s: GroupSample) -> (Double, Double, Double) {
        // Four values in three slots: any change of scale or rotation changes the third
        // (rotation is at most thousands of radians, so 1e-9 steps of it still show).
        (s.translation.x, s.translation.y, s.scale + s.rotation * 1e6)
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
        if s.fingersChanged { setScale = s.scale; setRotation = s.rotation; setSpan = s.spanMillimetres }
        guard s.fingers >= 2, setSpan >= configuration.minimumSpanMillimetres else { return }
        if !rotationUnlocked && abs(s.rotation - setRotation) >= radians(degrees: configuration.deadZoneDegrees) {
            rotationUnlocked = !(configuration.policy == .exclusive && scaleUnlocked)
        }
        if !scaleUnlocked {
            let change = abs(setSpan * s.scale / setScale - setSpan)
            if change >= Swift.max(configuration.minimumSpanChangeMillimetres, configuration.minimumScaleChange * setSpan) {
                scaleUnlocked = !(configuration.policy == .exclusive && rotationUnlocked)
            }
        }
    }

    mutating func reset() { tracking.reset(); setSpan = 0 }
}
