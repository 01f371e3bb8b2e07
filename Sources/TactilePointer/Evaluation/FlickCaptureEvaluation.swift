import TactileCore

/// How often flick capture picks the wrong element on recorded movements with known
/// targets (`tactile predict` reports it when the recording has targets).
///
/// For each group of targets on screen together, a layout is built from the targets
/// (each a square element around its disc, highlight effect, default padding). The path is
/// replayed through one predictor (as in ``PredictionEvaluator``); during each movement,
/// whenever the pointer is in no hit region, the engine's rule (``FlickCapture``) decides
/// whether the predicted target would be captured. A capture is false when the captured
/// element is not the movement's own target.
public struct FlickCaptureEvaluation: Hashable, Sendable {
    /// Movements with a known target.
    public var movements = 0
    /// Movements in which a flick captured some element.
    public var captures = 0
    /// Movements in which the captured element was not the target.
    public var falseCaptures = 0

    public init() {}

    /// False captures over all movements with targets (0 ... 1).
    public var falseCaptureRate: Double { movements > 0 ? Double(falseCaptures) / Double(movements) : 0 }

    /// Replays `paths` and counts captures in the movements with targets (of `device`, if given).
    public static func measure(paths: [[PointerPathSample]], segmenter: MovementSegmenter = .init(),
                               predictor: EndpointPredictorConfiguration = .init(),
                               magnetism: MagnetismConfiguration = .init(), requiresEndpointInside: Bool = true,
                               device: String? = nil,
                               screen: ScreenRect = ScreenRect(x: 0, y: 0, width: 2736, height: 1824)) -> FlickCaptureEvaluation {
        var result = FlickCaptureEvaluation()
        for path in paths {
            // Only movements of `device` when given (the replay still sees the whole path).
            let movements = segmenter.movements(in: path).filter { $0.target != nil && (device == nil || $0.device == device) }
            guard !movements.isEmpty else { continue }
            // One layout per target group.
            var targetsByGroup: [String: [PointingTarget]] = [:]
            for m in movements {
                let key = (m.device ?? "") + "\u{1}" + (m.targetGroup ?? "")
                if !(targetsByGroup[key]?.contains(m.target!) ?? false) { targetsByGroup[key, default: []].append(m.target!) }
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
            for (i, s) in path.enumerated() {
                if s.isLeftDown && !wasDown { p.endMovement(at: s.timestamp) }
                wasDown = s.isLeftDown
                p.add(time: s.timestamp, position: s.position)
                guard let k = owner[i], captured[k] < 0, let estimate = p.estimate else { continue }
                let m = movements[k]
                let key = (m.device ?? "") + "\u{1}" + (m.targetGroup ?? "")
                guard let map = maps[key], map.hitTest(s.position) == nil else { continue }
                let prediction = TargetSelector.select(estimate, in: map)
                if let slot = FlickCapture.candidate(prediction: prediction, estimate: estimate,
                                                     peakSpeedPointsPerSecond: p.peakSpeedPointsPerSecond,
                                                     model: s.position, map: map, configuration: magnetism,
                                                     requiresEndpointInside: requiresEndpointInside) {
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
