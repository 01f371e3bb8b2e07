import TactileCore

/// The pointer engine: relative mouse motion (or an absolute pointer's position) in, model
/// and visible pointer, effects, events (enter/exit, every button, clicks, drags, the wheel)
/// and endpoint predictions out.
///
/// Per frame: acceleration (libinput curves) moves the model pointer, clamped to the
/// screen; the predictor updates; the hit region under the model pointer (or a flick
/// capture) decides the state; the state decides where the visible pointer belongs; a
/// glide (driven by ``nextDeadline`` / ``advance(to:into:)``) removes any offset between
/// where it is and where it belongs without ever stepping by more than
/// ``MagnetismConfiguration/maximumStepPoints``.
///
/// Deterministic: time comes only from frames and from `advance(to:)`. No allocation per
/// frame in steady state (outputs are appended to the caller's buffer).
public struct PointerEngine: Sendable {
    public let configuration: PointerConfiguration
    /// The elements and their hit regions.
    public private(set) var map: HitRegionMap
    package private(set) var state: PointerState = .free
    /// The model pointer: the true device position, used for hit testing (points).
    public private(set) var model: ScreenPoint
    /// Where the pointer is drawn (points).
    public private(set) var visible: ScreenPoint
    /// The latest endpoint prediction.
    public private(set) var prediction: TargetPrediction
    /// Impossible transitions seen so far (bounded by the configuration).
    package private(set) var diagnostics: [PointerDiagnostic] = []
    /// The last ``PointerConfiguration/maximumDiagnostics`` state transitions, when
    /// ``PointerConfiguration/logsTransitions`` is on.
    package private(set) var transitionLog: TransitionLog<PointerTransition>
    /// The modifier state of the latest call.
    public private(set) var modifiers: PointerModifiers = []
    /// The id of the active element (the state's element), kept for exit events even if
    /// the element is removed from the layout.
    public private(set) var activeID: ElementID?

    var accelerator: PointerAccelerator
    package private(set) var predictor: EndpointPredictor
    /// Magnetic states pull the visible pointer to `centre + (model - anchor) * follow`.
    var anchor: ScreenPoint = .zero
    /// Offset of the visible pointer from where it belongs, and the glide removing it.
    var residual: ScreenPoint = .zero
    var residualStart: ScreenPoint = .zero
    var residualTime: Timestamp = .zero
    var lastTime: Timestamp?
    var lastUpdateTime: Timestamp = .zero
    /// Buttons held (as the frames said).
    var held: ButtonSet = []
    /// The element each of left, right and middle was pressed on (a click needs the same on release).
    var pressIDs: (left: ElementID?, right: ElementID?, middle: ElementID?) = (nil, nil, nil)
    /// The drag: the first of left/right/middle pressed while none was held, the element it
    /// was pressed on and where; `isDragging` once the pointer moved past the threshold.
    var dragButton: ButtonSet = []
    var dragElement: ElementID?
    var dragOrigin: ScreenPoint = .zero
    var isDragging = false
    var wasMagnetic: Bool
    var lastSelectionTime: Timestamp?
    /// False between ``leave(at:into:)`` and the next frame: no element is under a pointer
    /// that is not there.
    public private(set) var isPresent = true
    var lastSelectionDecelerating = false
    /// How long the current flick-capture candidate has lasted.
    var flickDwell = FlickCaptureDwell()

    public init(configuration: PointerConfiguration = .init(), layout: PointerLayout) {
        self.configuration = configuration
        map = HitRegionMap(layout: layout, configuration: configuration.hitRegions)
        let start = configuration.initialPosition ?? ScreenPoint(x: layout.screenWidth / 2, y: layout.screenHeight / 2)
        let clamped = ScreenPoint(x: Swift.min(Swift.max(start.x, 0), layout.screenWidth),
                                  y: Swift.min(Swift.max(start.y, 0), layout.screenHeight))
        model = clamped
        visible = clamped
        prediction = .idle(at: clamped)
        accelerator = PointerAccelerator(configuration: configuration.acceleration)
        predictor = EndpointPredictor(configuration: configuration.predictor)
        wasMagnetic = configuration.magnetism.isEnabled
        diagnostics.reserveCapacity(Swift.min(configuration.maximumDiagnostics, 64))
        transitionLog = TransitionLog(capacity: configuration.logsTransitions ? configuration.maximumDiagnostics : 1)
        var ignored: [PointerOutput] = []
        settle(at: .zero, previousModel: clamped, into: &ignored)
        visible = target(for: state, model: model, magnetic: isMagnetic)
        residual = .zero
    }

    // MARK: Entry points

    /// Processes one frame of the mouse. `modifiers` is the keyboard's modifier state.
    public mutating func process(_ frame: PointerFrame, modifiers: PointerModifiers, into output: inout [PointerOutput]) {
        let t = checkedTime(frame.time)
        self.modifiers = modifiers
        isPresent = true
        let previous = model
        if let p = frame.absolutePosition {
            // An absolute pointer (tablet, VM tablet): exactly where it points, no acceleration.
            model = clamped(p)
            predictor.add(time: t, position: model)
            refreshPrediction(at: t)
        } else if frame.dx != 0 || frame.dy != 0 {
            let d = accelerator.accelerate(dx: frame.dx, dy: frame.dy, at: t)
            model = clamped(model + d)
            predictor.add(time: t, position: model)
            refreshPrediction(at: t)
        } else {
            expirePrediction(at: t)
        }
        settle(at: t, previousModel: previous, into: &output)
        if model != previous { handleDragMotion(at: t, into: &output) }
        handleButtons(frame, at: t, into: &output)
        if !frame.wheel.isZero {
            output.append(.event(PointerEvent(time: t, kind: .scroll, region: activeID, position: model,
                                              wheelVertical120: Self.hiResUnits(frame.wheel.vertical),
                                              wheelHorizontal120: Self.hiResUnits(frame.wheel.horizontal))))
        }
        lastUpdateTime = t
        output.append(.update(currentUpdate(at: t)))
    }

    /// The pointer left the screen: a hovering pen went out of range (iPadOS pencil hover ends
    /// then). The element under it gets its exit, the highlight and any prediction end, and
    /// updates say `isPresent == false` until the next frame brings the pointer back where
    /// that frame says. Buttons held stay held (a pen never presses; a mouse never leaves).
    public mutating func leave(at time: Timestamp, into output: inout [PointerOutput]) {
        guard isPresent else { return }
        let t = checkedTime(time)
        isPresent = false
        predictor.endMovement(at: t)
        prediction = .idle(at: model)
        lastSelectionTime = nil
        settle(at: t, previousModel: model, into: &output)
        lastUpdateTime = t
        output.append(.update(currentUpdate(at: t)))
    }

    /// Applies a change of modifier keys without pointer motion (e.g. Alt pressed).
    public mutating func setModifiers(_ modifiers: PointerModifiers, at time: Timestamp, into output: inout [PointerOutput]) {
        guard modifiers != self.modifiers else { return }
        let t = checkedTime(time)
        self.modifiers = modifiers
        settle(at: t, previousModel: model, into: &output)
        lastUpdateTime = t
        output.append(.update(currentUpdate(at: t)))
    }

    /// When the engine next needs `advance(to:)`: while the visible pointer glides, and when
    /// a flick-capture candidate will have lasted its dwell (a pointer at rest sends no frames).
    public var nextDeadline: Timestamp? {
        // At least 1 ms apart, so a zero interval cannot stall `advance`.
        let glide = residual == .zero ? nil : lastUpdateTime + Milliseconds(Swift.max(configuration.magnetism.animationInterval.value, 1))
        guard let dwell = flickDwellDeadline else { return glide }
        return glide.map { Swift.min($0, dwell) } ?? dwell
    }

    /// When the dwelling flick candidate captures if no frame comes before (nil: none pending).
    var flickDwellDeadline: Timestamp? {
        guard case .free = state else { return nil }
        return flickDwell.restDeadline(configuration.magnetism)
    }

    /// Runs the glide up to `time`, emitting one update per animation step, and captures a
    /// flick whose candidate lasted its dwell without another frame.
    public mutating func advance(to time: Timestamp, into output: inout [PointerOutput]) {
        while let d = nextDeadline, d <= time {
            lastUpdateTime = d
            lastTime = Swift.max(lastTime ?? d, d)
            if let dwell = flickDwellDeadline, dwell <= d {
                // The same candidate as at the last frame (nothing moved since): settle again.
                expirePrediction(at: d)
                settle(at: d, previousModel: model, into: &output)
                // Consumed either way: a candidate that did not capture waits for the next frame.
                if flickDwellDeadline.map({ $0 <= d }) ?? false { flickDwell.reset() }
            } else {
                glide(at: d)
                visible = target(for: state, model: model, magnetic: isMagnetic) + residual
            }
            output.append(.update(currentUpdate(at: d)))
        }
        if lastTime.map({ time > $0 }) ?? true { lastTime = time }
        expirePrediction(at: time)
    }

    /// The element a touch at `point` hits: same hit regions, no magnetism, no state.
    public func element(at point: ScreenPoint) -> ElementID? { map.elementID(at: point) }

    /// Replaces the whole layout; the pointer re-evaluates where it is (exit/enter events).
    public mutating func setLayout(_ layout: PointerLayout, into output: inout [PointerOutput]) {
        map.replace(with: layout)
        model = clamped(model)
        layoutChanged(into: &output)
    }

    /// Inserts or replaces one element (incremental: no index rebuild).
    public mutating func upsert(_ element: PointerElement, into output: inout [PointerOutput]) {
        map.upsert(element)
        layoutChanged(into: &output)
    }

    /// Removes one element (incremental).
    public mutating func remove(_ id: ElementID, into output: inout [PointerOutput]) {
        map.remove(id)
        layoutChanged(into: &output)
    }

    // MARK: State machine

    /// Whether magnetism applies now: the global switch, and no override key held.
    public var isMagnetic: Bool {
        configuration.magnetism.isEnabled && modifiers.isDisjoint(with: configuration.magnetism.overrideModifiers)
    }

    /// Hit test, flick capture, transition, glide, visible position.
    mutating func settle(at t: Timestamp, previousModel: ScreenPoint, into output: inout [PointerOutput]) {
        let magnetic = isMagnetic
        let hit = isPresent ? map.hitTest(model) : nil
        let capture = captureCandidate(hit: hit, magnetic: magnetic, at: t)
        transition(to: desiredState(hit: hit, capture: capture), magnetic: magnetic, at: t,
                   previousModel: previousModel, into: &output)
        glide(at: t)
        visible = target(for: state, model: model, magnetic: magnetic) + residual
    }

    /// The state the pointer belongs in, from the hit element or the flick capture.
    func desiredState(hit: Int32?, capture: Int32?) -> PointerState {
        if let hit, let e = map.element(atSlot: hit) {
            if e.isTextInput {
                var line = TextLineSnapper.nearestLine(y: model.y, in: e)
                if case .text(_, let current) = state, activeID == e.id {
                    line = TextLineSnapper.line(y: model.y, in: e, current: current,
                                                hysteresisFraction: configuration.magnetism.textLineHysteresisFraction)
                }
                return .text(slot: hit, line: line)
            }
            return e.effect.isMagnetic ? .attached(slot: hit) : .hovering(slot: hit)
        }
        if let capture { return .captured(slot: capture) }
        return .free
    }

    /// The one transition function: moves `state` to `next`, emitting exit/enter when the
    /// element changes, choosing the magnetic anchor, and starting a glide whenever where
    /// the visible pointer belongs changes discontinuously (so it never jumps).
    mutating func transition(to next: PointerState, magnetic: Bool, at t: Timestamp,
                             previousModel: ScreenPoint, into output: inout [PointerOutput]) {
        let nextID = next.slot.flatMap { map.element(atSlot: $0)?.id }
        let sameElement = nextID == activeID
        let changed = next != state || magnetic != wasMagnetic || !sameElement
        if !sameElement {
            if let old = activeID { output.append(.event(PointerEvent(time: t, kind: .exit, region: old, position: model))) }
            if let new = nextID { output.append(.event(PointerEvent(time: t, kind: .enter, region: new, position: model))) }
        }
        let wasPulled: Bool
        switch state {
        case .attached, .captured: wasPulled = true
        case .free, .hovering, .text: wasPulled = false
        }
        switch next {
        case .free, .hovering, .text:
            break
        case .attached(let s):
            // Captured -> attached on the same element keeps the anchor (no second pull).
            if !sameElement || !wasPulled, let e = map.element(atSlot: s) { anchor = e.frame.center }
        case .captured:
            // Pull to the centre from wherever the flick is now.
            if !sameElement || !wasPulled { anchor = model }
        }
        if changed {
            let belongs = target(for: next, model: previousModel, magnetic: magnetic)
            let current = visible
            if configuration.logsTransitions {
                transitionLog.append(PointerTransition(time: t, from: state, to: next, element: nextID, magnetic: magnetic))
            }
            state = next
            activeID = nextID
            wasMagnetic = magnetic
            startGlide(offset: current - belongs, at: t)
        }
    }

    /// Where the visible pointer belongs for a state and model position.
    func target(for state: PointerState, model m: ScreenPoint, magnetic: Bool) -> ScreenPoint {
        guard magnetic else { return m }
        switch state {
        case .free, .hovering:
            return m
        case .attached(let s), .captured(let s):
            guard let e = map.element(atSlot: s) else { return m }
            return e.frame.center + (m - anchor) * configuration.magnetism.followFraction
        case .text(let s, let line):
            guard let e = map.element(atSlot: s) else { return m }
            return ScreenPoint(x: m.x, y: TextLineSnapper.centreY(line: line, in: e))
        }
    }

    mutating func startGlide(offset: ScreenPoint, at t: Timestamp) {
        residual = offset
        residualStart = offset
        residualTime = t
        if residual.length < 1e-6 { residual = .zero }
    }

    /// Shrinks the offset linearly over the transition duration, never by more than the
    /// maximum step per update, and exactly to zero at the end.
    mutating func glide(at t: Timestamp) {
        guard residual != .zero else { return }
        // An offset that is not finite or far larger than any screen (absurd element
        // geometry in the layout) would glide for ever at `limit` per step: end it now.
        let remaining = residual.length
        guard remaining.isFinite, remaining <= Swift.max(configuration.magnetism.maximumStepPoints, 0.5) * 10_000 else {
            residual = .zero
            return
        }
        let duration = configuration.magnetism.transitionDuration.value
        let elapsed = (t - residualTime).value
        let f = duration > 0 ? Swift.max(0, 1 - elapsed / duration) : 0
        var step = residualStart * f - residual
        // A positive step, so every glide ends.
        let limit = Swift.max(configuration.magnetism.maximumStepPoints, 0.5)
        let len = step.length
        if len > limit { step = step * (limit / len) }
        if f == 0 && len <= limit { residual = .zero } else { residual += step }
    }

    // MARK: Flick targeting

    mutating func captureCandidate(hit: Int32?, magnetic: Bool, at t: Timestamp) -> Int32? {
        let m = configuration.magnetism
        guard magnetic, m.flickCaptureEnabled, hit == nil else { flickDwell.reset(); return nil }
        if case .captured(let s) = state, let r = map.region(atSlot: s),
           r.distance(x: model.x, y: model.y) <= m.flickCaptureDistancePoints {
            return s
        }
        // Only a trusted prediction captures (FlickCapture says when), and only once it has
        // named the same element for the minimum dwell.
        let candidate = FlickCapture.candidate(prediction: prediction, estimate: predictor.estimate,
                                               peakSpeedPointsPerSecond: predictor.peakSpeedPointsPerSecond,
                                               model: model, map: map, configuration: m)
        return flickDwell.admit(candidate, at: t, minimum: m.flickMinimumDwell)
    }

    /// Target selection runs at most once per ``targetSelectionInterval`` of event time (and
    /// whenever the predictor's phase changes); in between the endpoint moves and the last
    /// target is kept. Keyed on frame time, so replay stays deterministic.
    mutating func refreshPrediction(at t: Timestamp) {
        guard let estimate = predictor.estimate else {
            prediction = .idle(at: model)
            lastSelectionTime = nil
            return
        }
        // Only a confident estimate picks a target (pre-highlighting, flick capture, the
        // inspector): while the predictor abstains, the endpoint is the model pointer.
        guard estimate.isConfident else {
            prediction = TargetPrediction(target: nil, targetSlot: -1, point: model, confidence: 0, isActive: true)
            lastSelectionTime = nil
            return
        }
        if let last = lastSelectionTime, (t - last).value < Self.targetSelectionInterval.value,
           prediction.isActive, estimate.isDecelerating == lastSelectionDecelerating {
            prediction.point = estimate.point
            return
        }
        prediction = TargetSelector.select(estimate, in: map)
        lastSelectionTime = t
        lastSelectionDecelerating = estimate.isDecelerating
    }

    /// How often the predicted target is re-selected during a movement.
    public static let targetSelectionInterval = Milliseconds(4)

    mutating func expirePrediction(at t: Timestamp) {
        guard prediction.isActive, let last = predictor.lastSampleTime else { return }
        if (t - last).value >= configuration.predictor.predictionExpiry.value { prediction = .idle(at: model) }
    }

    // MARK: Buttons, drags and the wheel

    /// The buttons that click and drag; the others (side, extra, forward, back, task) are
    /// passed through as press and release only.
    public static let primaryButtons: ButtonSet = [.left, .right, .middle]

    /// Wheel detents (fractional with high-resolution wheels) in the kernel's 1/120 units.
    static func hiResUnits(_ detents: Double) -> Int32 {
        let v = (detents * 120).rounded()
        return v.isFinite ? Int32(clamping: Int64(Swift.max(Swift.min(v, 1e15), -1e15))) : 0
    }

    func pressID(of button: ButtonSet) -> ElementID? {
        switch button {
        case .left: return pressIDs.left
        case .right: return pressIDs.right
        default: return pressIDs.middle
        }
    }

    mutating func setPressID(_ id: ElementID?, of button: ButtonSet) {
        switch button {
        case .left: pressIDs.left = id
        case .right: pressIDs.right = id
        default: pressIDs.middle = id
        }
    }

    /// Presses first, then releases, each in the fixed button order (left, right, middle, side...).
    mutating func handleButtons(_ frame: PointerFrame, at t: Timestamp, into output: inout [PointerOutput]) {
        guard !frame.pressed.isEmpty || !frame.released.isEmpty else { return }
        for (button, name) in ButtonSet.named where frame.pressed.contains(button) {
            if held.contains(button) { record(t, .pressWhileDown, "\(name) button pressed while already down") }
            held.insert(button)
            if Self.primaryButtons.contains(button) {
                setPressID(activeID, of: button)
                // A click ends the aimed movement: its amplitude joins the predictor's session prior.
                predictor.endMovement(at: t)
                if dragButton.isEmpty {
                    dragButton = button; dragElement = activeID; dragOrigin = model; isDragging = false
                }
            }
            output.append(.event(PointerEvent(time: t, kind: .press, region: activeID, button: button, position: model)))
        }
        for (button, name) in ButtonSet.named where frame.released.contains(button) {
            guard held.contains(button) else {
                record(t, .releaseWithoutPress, "\(name) button released while not down")
                continue
            }
            held.remove(button)
            output.append(.event(PointerEvent(time: t, kind: .release, region: activeID, button: button, position: model)))
            guard Self.primaryButtons.contains(button) else { continue }
            var dragged = false
            if dragButton == button {
                dragged = isDragging
                if isDragging {
                    output.append(.event(PointerEvent(time: t, kind: .dragEnd, region: dragElement, button: button, position: model)))
                }
                dragButton = []; dragElement = nil; isDragging = false
            }
            if !dragged, let p = pressID(of: button), p == activeID {
                output.append(.event(PointerEvent(time: t, kind: .click, region: p, button: button, position: model)))
            }
            setPressID(nil, of: button)
            recentre(at: t)
        }
    }

    /// The model pointer moved: a held drag button starts a drag past the threshold, and a
    /// drag in progress reports the motion with the pressed element.
    mutating func handleDragMotion(at t: Timestamp, into output: inout [PointerOutput]) {
        guard !dragButton.isEmpty else { return }
        if isDragging {
            output.append(.event(PointerEvent(time: t, kind: .drag, region: dragElement, button: dragButton, position: model)))
        } else if model.distance(to: dragOrigin) > configuration.dragThresholdPoints {
            isDragging = true
            output.append(.event(PointerEvent(time: t, kind: .dragStart, region: dragElement, button: dragButton, position: model)))
        }
    }

    /// After a click the visible pointer glides back to the element's centre.
    mutating func recentre(at t: Timestamp) {
        switch state {
        case .attached, .captured:
            guard isMagnetic else { return }
            let current = visible
            anchor = model
            startGlide(offset: current - target(for: state, model: model, magnetic: true), at: t)
        case .free, .hovering, .text:
            return
        }
    }

    // MARK: Helpers

    mutating func layoutChanged(into output: inout [PointerOutput]) {
        // Slots may have changed: point the state at the active element's new slot (and a
        // dwelling flick candidate's slot may now name another element: start it again).
        flickDwell.reset()
        if let id = activeID, let s = map.slot(of: id) {
            switch state {
            case .free: break
            case .hovering: state = .hovering(slot: s)
            case .attached: state = .attached(slot: s)
            case .captured: state = .captured(slot: s)
            case .text(_, let line): state = .text(slot: s, line: line)
            }
        } else if activeID != nil {
            record(lastTime ?? .zero, .staleElement, "active element \(activeID!) was removed from the layout")
        }
        let t = lastTime ?? .zero
        settle(at: t, previousModel: model, into: &output)
        lastUpdateTime = t
        output.append(.update(currentUpdate(at: t)))
    }

    func currentUpdate(at t: Timestamp) -> PointerUpdate {
        var effect: ActiveEffect?
        var shape = PointerShape.circle(diameter: configuration.magnetism.pointerDiameterPoints)
        if let s = state.slot, let e = map.element(atSlot: s) {
            effect = configuration.magnetism.parameters(for: e.effect).map { ActiveEffect(kind: e.effect, parameters: $0) }
            switch state {
            case .text:
                shape = .beam(height: e.lineHeight)
            case .attached, .captured:
                if isMagnetic {
                    let offset = visible - e.frame.center
                    var r = e.frame
                    r.x += offset.x; r.y += offset.y
                    shape = .roundedRect(r, cornerRadius: e.cornerRadius)
                }
            case .free, .hovering:
                break
            }
        }
        return PointerUpdate(time: t, model: model, visible: visible, region: activeID, effect: effect,
                             shape: shape, prediction: prediction, isPresent: isPresent)
    }

    func clamped(_ p: ScreenPoint) -> ScreenPoint {
        let w = map.screen.width, h = map.screen.height
        return ScreenPoint(x: Swift.min(Swift.max(p.x, 0), w), y: Swift.min(Swift.max(p.y, 0), h))
    }

    mutating func checkedTime(_ t: Timestamp) -> Timestamp {
        if let last = lastTime, t < last {
            record(t, .timeWentBackwards, "frame at \(t) after \(last); using \(last)")
            return last
        }
        lastTime = t
        return t
    }

    mutating func record(_ t: Timestamp, _ kind: PointerDiagnostic.Kind, _ detail: String) {
        guard diagnostics.count < configuration.maximumDiagnostics else { return }
        diagnostics.append(PointerDiagnostic(time: t, kind: kind, detail: detail))
    }
}
