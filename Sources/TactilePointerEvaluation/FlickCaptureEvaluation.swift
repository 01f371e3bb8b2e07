import TactileCore
import TactilePointer

/// How often flick capture picks the wrong element on recorded movements (`tactile predict`
/// reports it when no layout is given).
///
/// For each group of targets on screen together, a layout is built from the targets
/// (each a square element around its disc, highlight effect, default padding). A recording
/// without targets (everyday desktop use) gets one from its press points instead
/// (``pressTargetRadiusPoints``): every place the person clicked is an element, a press
/// within an existing element's square clicks that element again. The path is
/// replayed through one predictor (as in ``PredictionEvaluator``); during each movement,
/// whenever the pointer is in no hit region, the engine's rule (``FlickCapture``) decides
/// whether the predicted target would be captured. A capture is false when the captured
/// element is not the movement's own target.
package struct FlickCaptureEvaluation: Hashable, Sendable {
    /// Movements with a known target.
    package var movements = 0
    /// Movements in which a flick captured some element.
    package var captures = 0
    /// Movements in which the captured element was not the target.
    package var falseCaptures = 0
    /// Whether the layout was made from the press points (the recording had no targets).
    package var layoutFromPresses = false

    /// A desktop control: a press point becomes a 32 x 32 pt element.
    package static let pressTargetRadiusPoints = 16.0

    package init() {}

    /// False captures over all movements with targets (0 ... 1).
    package var falseCaptureRate: Double { movements > 0 ? Double(falseCaptures) / Double(movements) : 0 }

    /// Replays `paths` and counts captures in the movements with targets (of `device`, if given).
    package static func measure(paths: [[PointerPathSample]], segmenter: MovementSegmenter = .init(),
                               predictor: EndpointPredictorConfiguration = .init(),
                               magnetism: MagnetismConfiguration = .init(), requiresEndpointInside: Bool = true,
                               device: String? = nil,
                               screen: ScreenRect = ScreenRect(x: 0, y: 0, width: 2736, height: 1824)) -> FlickCaptureEvaluation {
        var result = FlickCaptureEvaluation()
        let all = paths.map { segmenter.movements(in: $0) }
        result.layoutFromPresses = !all.joined().contains { $0.target != nil }
        let r = pressTargetRadiusPoints
        for (path, cut) in zip(paths, all) {
            // Only movements of `device` when given (the replay still sees the whole path).
            var movements = cut.filter { (result.layoutFromPresses || $0.target != nil) && (device == nil || $0.device == device) }
            guard !movements.isEmpty else { continue }
            // One layout per target group; without targets, one element per clicked place.
            var targetsByGroup: [String: [PointingTarget]] = [:]
            for k in movements.indices {
                let key = (movements[k].device ?? "") + "\u{1}" + (movements[k].targetGroup ?? "")
                if result.layoutFromPresses {
                    let e = movements[k].endpoint
                    movements[k].target = targetsByGroup[key]?.first {
                        abs($0.centre.x - e.x) <= r && abs($0.centre.y - e.y) <= r
                    } ?? PointingTarget(centre: e, radiusPoints: r)
                }
                let t = movements[k].target!
                if !(targetsByGroup[key]?.contains(t) ?? false) { targetsByGroup[key, default: []].append(t) }
            }
            var maps: [String: HitRegionMap] = [:]
            for (key, targets) in targetsByGroup {
                let elements = targets.enumerated().map { k, t in
                    PointerElement(id: ElementID("t\(k)"),
                                   frame: ScreenRect(x: t.centre.x - t.radiusPoints, y: t.centre.y - t.radiusPoints,
                                                     width: 2 * t.radiusPoints, height: 2 * t.radiusPoints),
                                   cornerRadius: t.radiusPoints)
                }
                maps[key] = HitRegionMap(layout: PointerLayout(screenWidth: screen.width, screenHeight: screen.height, elements: elements))
            }
            // Movement by sample index range.
            var owner: [Int: Int] = [:]
            for (k, m) in movements.enumerated() {
                for i in m.pathStartIndex..<(m.pathStartIndex + m.samples.count) { owner[i] = k }
            }
            var captured = Array(repeating: Int32(-1), count: movements.count)
            var p = EndpointPredictor(configuration: predictor)
            var wasDown = false
            // As in the engine: a candidate captures once it has lasted the minimum dwell; any
            // sample without one (in a region, between movements, no candidate) ends it.
            var dwell = FlickCaptureDwell()
            var dwellMovement = -1, lastFrameTime = Timestamp.zero
            for (i, s) in path.enumerated() {
                // The engine's deadline: a candidate with no frame since captures then.
                if let due = dwell.restDeadline(magnetism), dwellMovement >= 0, captured[dwellMovement] < 0, due <= s.timestamp,
                   (due - lastFrameTime).value < predictor.predictionExpiry.value {
                    captured[dwellMovement] = dwell.slot
                }
                // A sample that did not move is no frame: a relative device at rest sends none
                // (the recordings poll the position), and the engine never feeds one to its predictor.
                if i > 0, s.position == path[i - 1].position, s.isLeftDown == path[i - 1].isLeftDown { continue }
                lastFrameTime = s.timestamp
                if s.isLeftDown && !wasDown { p.endMovement(at: s.timestamp) }
                wasDown = s.isLeftDown
                p.add(time: s.timestamp, position: s.position)
                guard let k = owner[i], captured[k] < 0, let estimate = p.estimate else { dwell.reset(); continue }
                let m = movements[k]
                let key = (m.device ?? "") + "\u{1}" + (m.targetGroup ?? "")
                guard let map = maps[key], map.hitTest(s.position) == nil else { dwell.reset(); continue }
                let prediction = TargetSelector.select(estimate, in: map)
                let candidate = FlickCapture.candidate(prediction: prediction, estimate: estimate,
                                                       peakSpeedPointsPerSecond: p.peakSpeedPointsPerSecond,
                                                       model: s.position, map: map, configuration: magnetism,
                                                       requiresEndpointInside: requiresEndpointInside)
                dwellMovement = k
                if let slot = dwell.admit(candidate, at: s.timestamp, minimum: magnetism.flickMinimumDwell) {
                    captured[k] = slot
                }
            }
            for (k, m) in movements.enumerated() {
                result.movements += 1
                guard captured[k] >= 0 else { continue }
                result.captures += 1
                let key = (m.device ?? "") + "\u{1}" + (m.targetGroup ?? "")
                let own = targetsByGroup[key]!.firstIndex(of: m.target!)!
                if maps[key]!.element(atSlot: captured[k])?.id != ElementID("t\(own)") { result.falseCaptures += 1 }
            }
        }
        return result
    }
}
