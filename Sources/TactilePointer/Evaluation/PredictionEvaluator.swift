import TactileCore

/// Evaluates ``EndpointPredictor`` on recorded pointer paths (`tactile predict`).
///
/// Each movement (see ``MovementSegmenter``) is replayed sample by sample through a fresh
/// predictor. At 50%, 75% and 90% of the movement's duration the prediction made with
/// the samples up to that time is compared with the press position; the baseline
/// "stays where it is" uses the latest sample's position. While the predictor has no
/// estimate (at rest) its prediction is the current position, the same as the baseline.
public struct PredictionEvaluator: Sendable {
    public var segmenter: MovementSegmenter
    public var predictor: EndpointPredictorConfiguration
    public static let checkpoints: [Double] = [0.5, 0.75, 0.9]

    public init(segmenter: MovementSegmenter = .init(), predictor: EndpointPredictorConfiguration = .init()) {
        self.segmenter = segmenter; self.predictor = predictor
    }

    /// Errors of one movement at the checkpoints: (predictor, baseline), points.
    public func errors(for movement: RecordedMovement) -> [(predicted: Double, baseline: Double)] {
        var p = EndpointPredictor(configuration: predictor)
        var result: [(predicted: Double, baseline: Double)] = []
        var next = 0
        let checkTimes = Self.checkpoints.map { movement.startMilliseconds + $0 * movement.durationMilliseconds }
        var last = movement.samples[0]
        for s in movement.samples {
            while next < checkTimes.count && s.timeMilliseconds > checkTimes[next] {
                result.append(score(p, last, movement.endpoint)); next += 1
            }
            p.add(time: s.timestamp, position: s.position)
            last = s
        }
        while next < checkTimes.count { result.append(score(p, last, movement.endpoint)); next += 1 }
        return result
    }

    func score(_ p: EndpointPredictor, _ current: PointerPathSample, _ end: ScreenPoint) -> (predicted: Double, baseline: Double) {
        let predicted = p.estimate?.point ?? current.position
        return (predicted.distance(to: end), current.position.distance(to: end))
    }

    public func evaluate(_ path: [PointerPathSample]) -> PredictionEvaluation {
        evaluate(movements: segmenter.movements(in: path))
    }

    public func evaluate(movements: [RecordedMovement]) -> PredictionEvaluation {
        var predicted: [[Double]] = [[], [], []]
        var baseline: [[Double]] = [[], [], []]
        for m in movements {
            for (k, e) in errors(for: m).enumerated() { predicted[k].append(e.predicted); baseline[k].append(e.baseline) }
        }
        return PredictionEvaluation(
            movements: movements.count,
            medianError: .init(p50: Self.median(predicted[0]), p75: Self.median(predicted[1]), p90: Self.median(predicted[2])),
            baselineMedianError: .init(p50: Self.median(baseline[0]), p75: Self.median(baseline[1]), p90: Self.median(baseline[2])))
    }

    /// The median (mean of the middle two for an even count); 0 when empty.
    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}
