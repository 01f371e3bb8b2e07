import TactileCore
import TactilePointer

/// Evaluates ``EndpointPredictor`` on recorded pointer paths (`tactile predict`).
///
/// A whole path is replayed sample by sample through one predictor, as the engine would
/// see it (the predictor learns the session's movement amplitudes; every left press ends
/// a movement), and each movement (see ``MovementSegmenter``) is scored at two kinds of
/// checkpoints:
/// - **by duration**: at 50%, 75% and 90% of the movement's duration (start to arrival),
///   with the samples whose time is at most that instant;
/// - **by distance** (KTM's protocol): at the first sample where the path travelled since
///   the start reaches 50%, 75% and 90% of the movement's whole path length (start to
///   arrival), with the samples up to and including it.
/// The error is the distance from the prediction to the press position; the baseline
/// "stays where it is" uses the latest sample's position. While the predictor has no
/// estimate (at rest) or abstains (not confident) its prediction is the current position,
/// the same as the baseline; the share of confident predictions and the errors on those
/// alone are reported too.
///
/// When a movement's target is known (a layout, or targets in the recording), its
/// predicted target is "right" at a checkpoint when the element (or target disc) nearest
/// to the predicted point is the one the press landed on (or the movement aimed at).
package struct PredictionEvaluator: Sendable {
    package var segmenter: MovementSegmenter
    package var predictor: EndpointPredictorConfiguration
    /// When set, targets are this layout's elements (otherwise the recording's targets).
    package var layout: HitRegionMap?
    package static let checkpoints: [Double] = [0.5, 0.75, 0.9]

    package init(segmenter: MovementSegmenter = .init(), predictor: EndpointPredictorConfiguration = .init(),
                layout: HitRegionMap? = nil) {
        self.segmenter = segmenter; self.predictor = predictor; self.layout = layout
    }

    /// The prediction at one checkpoint: the predicted point (the current position when the
    /// predictor abstained), the current position and whether the prediction was confident.
    struct CheckpointScore: Sendable {
        var predicted: ScreenPoint, current: ScreenPoint, confident: Bool
    }

    /// One movement's results at the three checkpoints of each kind.
    struct MovementScore: Sendable {
        /// At 50/75/90% of the duration.
        var byDuration: [CheckpointScore] = []
        /// At 50/75/90% of the path length.
        var byDistance: [CheckpointScore] = []
    }

    /// Replays `movement` alone through a fresh predictor (no session prior) and records
    /// the predicted and current points at the checkpoints.
    func score(_ movement: RecordedMovement) -> MovementScore {
        var shifted = movement
        shifted.pathStartIndex = 0
        return scores(path: movement.samples, movements: [shifted])[0]
    }

    /// Replays `path` through one predictor and scores `movements` (cut from it).
    func scores(path: [PointerPathSample], movements: [RecordedMovement]) -> [MovementScore] {
        // Checkpoint sample indices in the path: (movement, by distance?, checkpoint).
        var due: [Int: [(movement: Int, byDistance: Bool)]] = [:]
        for (m, movement) in movements.enumerated() {
            let base = movement.pathStartIndex
            let samples = movement.samples
            // By duration: the last sample at or before each instant.
            for f in Self.checkpoints {
                let instant = movement.startMilliseconds + f * movement.durationMilliseconds
                var i = 0
                while i + 1 < samples.count && samples[i + 1].timeMilliseconds <= instant { i += 1 }
                due[base + i, default: []].append((m, false))
            }
            // By distance: the first sample where the path travelled reaches the fraction.
            let total = movement.pathLengthPoints
            for f in Self.checkpoints {
                var travelled = 0.0, i = 0
                while i + 1 < samples.count && !(i > 0 && travelled >= f * total) {
                    i += 1
                    travelled += samples[i].position.distance(to: samples[i - 1].position)
                }
                due[base + i, default: []].append((m, true))
            }
        }
        var result = Array(repeating: MovementScore(), count: movements.count)
        var p = EndpointPredictor(configuration: predictor)
        var wasDown = false
        for (i, s) in path.enumerated() {
            if s.isLeftDown && !wasDown { p.endMovement(at: s.timestamp) }
            wasDown = s.isLeftDown
            p.add(time: s.timestamp, position: s.position)
            guard let list = due[i] else { continue }
            let point = CheckpointScore(predicted: p.estimate?.point ?? s.position, current: s.position,
                                        confident: p.estimate?.isConfident ?? false)
            for (m, byDistance) in list {
                if byDistance { result[m].byDistance.append(point) } else { result[m].byDuration.append(point) }
            }
        }
        return result
    }

    /// Errors of one movement at the duration checkpoints: (predictor, baseline), points.
    func errors(for movement: RecordedMovement) -> [(predicted: Double, baseline: Double)] {
        score(movement).byDuration.map { ($0.predicted.distance(to: movement.endpoint), $0.current.distance(to: movement.endpoint)) }
    }

    package func evaluate(_ path: [PointerPathSample]) -> PredictionEvaluation {
        evaluate(paths: [path])
    }

    /// Every path replayed whole; all their movements together, and per device.
    package func evaluate(paths: [[PointerPathSample]]) -> PredictionEvaluation {
        var movements: [RecordedMovement] = [], all: [MovementScore] = []
        for path in paths {
            let m = segmenter.movements(in: path)
            movements += m
            all += scores(path: path, movements: m)
        }
        var e = evaluate(movements: movements, scores: all)
        if layout == nil && !movements.isEmpty {
            e.flickCapture = FlickCaptureEvaluation.measure(paths: paths, segmenter: segmenter, predictor: predictor)
            for k in e.devices.indices {
                let name = e.devices[k].name
                e.devices[k].evaluation.flickCapture = FlickCaptureEvaluation.measure(
                    paths: paths, segmenter: segmenter, predictor: predictor, device: name)
            }
        }
        return e
    }

    /// Movements replayed one by one (no session prior).
    package func evaluate(movements: [RecordedMovement]) -> PredictionEvaluation {
        evaluate(movements: movements, scores: movements.map(score))
    }

    /// All movements together, and per device when any movement names its device.
    func evaluate(movements: [RecordedMovement], scores: [MovementScore]) -> PredictionEvaluation {
        let resolver = TargetResolver(movements: movements, layout: layout)
        var overall = Self.aggregate(Array(movements.indices), movements, scores, resolver)
        var devices: [String] = []
        for m in movements { if let d = m.device, !devices.contains(d) { devices.append(d) } }
        overall.devices = devices.map { d in
            (d, Self.aggregate(movements.indices.filter { movements[$0].device == d }, movements, scores, resolver))
        }
        return overall
    }

    static func aggregate(_ indices: [Int], _ movements: [RecordedMovement], _ scores: [MovementScore],
                          _ resolver: TargetResolver) -> PredictionEvaluation {
        var e = PredictionEvaluation(movements: indices.count)
        func medians(_ pick: (MovementScore) -> [CheckpointScore], confidentOnly: Bool = false,
                     _ which: (ScreenPoint, ScreenPoint) -> ScreenPoint) -> PredictionEvaluation.Checkpoints {
            var v: [[Double]] = [[], [], []]
            for i in indices {
                for (k, c) in pick(scores[i]).enumerated() where c.confident || !confidentOnly {
                    v[k].append(which(c.predicted, c.current).distance(to: movements[i].endpoint))
                }
            }
            return .init(p50: median(v[0]), p75: median(v[1]), p90: median(v[2]))
        }
        func confidentShare(_ pick: (MovementScore) -> [CheckpointScore]) -> PredictionEvaluation.Checkpoints {
            var n = [0, 0, 0]
            for i in indices { for (k, c) in pick(scores[i]).enumerated() where c.confident { n[k] += 1 } }
            let total = Double(Swift.max(indices.count, 1))
            return .init(p50: Double(n[0]) / total, p75: Double(n[1]) / total, p90: Double(n[2]) / total)
        }
        e.medianError = medians(\.byDuration) { p, _ in p }
        e.baselineMedianError = medians(\.byDuration) { _, c in c }
        e.medianErrorByDistance = medians(\.byDistance) { p, _ in p }
        e.baselineMedianErrorByDistance = medians(\.byDistance) { _, c in c }
        e.confidentShare = confidentShare(\.byDuration)
        e.confidentShareByDistance = confidentShare(\.byDistance)
        e.confidentMedianError = medians(\.byDuration, confidentOnly: true) { p, _ in p }
        e.confidentBaselineMedianError = medians(\.byDuration, confidentOnly: true) { _, c in c }
        e.confidentMedianErrorByDistance = medians(\.byDistance, confidentOnly: true) { p, _ in p }
        e.confidentBaselineMedianErrorByDistance = medians(\.byDistance, confidentOnly: true) { _, c in c }
        // Share of movements whose predicted target is right (movements with a known target).
        let known = indices.filter { resolver.intended(movements[$0], index: $0) != nil }
        e.targetMovements = known.count
        if !known.isEmpty {
            func share(_ pick: (MovementScore) -> [CheckpointScore],
                       _ which: (ScreenPoint, ScreenPoint) -> ScreenPoint) -> PredictionEvaluation.Checkpoints {
                var right = [0, 0, 0]
                for i in known {
                    let intended = resolver.intended(movements[i], index: i)
                    for (k, c) in pick(scores[i]).enumerated()
                    where resolver.nearest(to: which(c.predicted, c.current), for: movements[i], index: i) == intended {
                        right[k] += 1
                    }
                }
                let n = Double(known.count)
                return .init(p50: Double(right[0]) / n, p75: Double(right[1]) / n, p90: Double(right[2]) / n)
            }
            e.targetRight = share(\.byDuration) { p, _ in p }
            e.baselineTargetRight = share(\.byDuration) { _, c in c }
            e.targetRightByDistance = share(\.byDistance) { p, _ in p }
            e.baselineTargetRightByDistance = share(\.byDistance) { _, c in c }
        }
        return e
    }

    /// The median (mean of the middle two for an even count); 0 when empty.
    package static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}

/// Which target a point picks, and which one a movement meant: a layout's elements (by hit
/// region: the element under the point, else the nearest region within 64 pt), or the
/// recording's target discs (the nearest disc among those of the same device and group).
struct TargetResolver {
    let layout: HitRegionMap?
    /// Per movement: index into `candidates[group]`'s targets, and the group key.
    let groupOf: [Int: String]
    let candidates: [String: [PointingTarget]]

    init(movements: [RecordedMovement], layout: HitRegionMap?) {
        self.layout = layout
        var groupOf: [Int: String] = [:], candidates: [String: [PointingTarget]] = [:]
        if layout == nil {
            for (i, m) in movements.enumerated() {
                guard let t = m.target else { continue }
                let key = (m.device ?? "") + "\u{1}" + (m.targetGroup ?? "")
                groupOf[i] = key
                if !(candidates[key]?.contains(t) ?? false) { candidates[key, default: []].append(t) }
            }
        }
        self.groupOf = groupOf; self.candidates = candidates
    }

    /// An identifier of the target the movement meant, or nil if unknown.
    func intended(_ m: RecordedMovement, index: Int) -> String? {
        if let map = layout { return map.elementID(at: m.endpoint).map { "e:" + $0.rawValue } }
        guard let t = m.target, let key = groupOf[index], let list = candidates[key],
              let k = list.firstIndex(of: t) else { return nil }
        return "t:\(k)"
    }

    /// An identifier of the target nearest to `p` (nil if none).
    func nearest(to p: ScreenPoint, for m: RecordedMovement, index: Int) -> String? {
        if let map = layout {
            if let id = map.elementID(at: p) { return "e:" + id.rawValue }
            var best: (Double, ElementID)?
            for e in map.entries {
                let d = e.distance(x: p.x, y: p.y)
                guard d <= TargetSelector.maximumSearchRadiusPoints, let el = map.element(atSlot: e.slot) else { continue }
                if best == nil || d < best!.0 { best = (d, el.id) }
            }
            return best.map { "e:" + $0.1.rawValue }
        }
        guard let key = groupOf[index], let list = candidates[key] else { return nil }
        var bestK = -1, bestD = Double.infinity, bestC = Double.infinity
        for (k, t) in list.enumerated() {
            let d = t.distance(to: p), c = t.centre.distance(to: p)
            if d < bestD || (d == bestD && c < bestC) { bestK = k; bestD = d; bestC = c }
        }
        return bestK < 0 ? nil : "t:\(bestK)"
    }
}
