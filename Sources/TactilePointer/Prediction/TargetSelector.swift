import TactileCore

/// Picks the element a predicted endpoint most likely lands on.
///
/// Uncertainty grows with the distance still to travel and with the movement's size (a
/// primary submovement typically misses by 5-10% of its amplitude, which the corrective
/// submovement fixes later): `sigma = 6 pt + 0.25 remaining + 0.05 travelled`.
/// Each hit region within `min(16 pt + 0.5 remaining + 0.1 travelled, 2.5 sigma, 64 pt)` of
/// the endpoint (the cap bounds the cost on dense layouts; beyond it scores are small) scores
/// `1 / (1 + (d / sigma)^2)` (d = distance from the endpoint to the region, 0 inside).
/// Confidence = phase reliability (0.25 while accelerating, 0.5 + 0.5 progress while
/// decelerating) x best score x the best score's share of all scores.
package enum TargetSelector {
    /// The largest distance from the predicted endpoint at which targets are considered.
    package static let maximumSearchRadiusPoints = 64.0

    package static func select(_ estimate: EndpointEstimate, in map: HitRegionMap) -> TargetPrediction {
        let p = estimate.point
        let remaining = Swift.max(estimate.remainingPoints, 0)
        let travelled = Swift.max(estimate.travelledPoints, 0)
        let sigma = 6 + 0.25 * remaining + 0.05 * travelled
        let radius = Swift.min(16 + 0.5 * remaining + 0.1 * travelled, 2.5 * sigma, maximumSearchRadiusPoints)
        var best: HitRegionEntry?
        var bestScore = 0.0
        var total = 0.0
        map.index.forEachRegion(intersecting: ScreenRect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius)) { e in
            let d = e.distance(x: p.x, y: p.y)
            guard d <= radius else { return }
            let q = d / sigma
            let score = 1 / (1 + q * q)
            total += score
            if let b = best {
                if score < bestScore { return }
                if score == bestScore && !e.beats(b, x: p.x, y: p.y) { return }
            }
            best = e
            bestScore = score
        }
        guard let b = best, let element = map.element(atSlot: b.slot) else {
            return TargetPrediction(target: nil, targetSlot: -1, point: p, confidence: 0, isActive: true)
        }
        let phase = estimate.isDecelerating ? 0.5 + 0.5 * Swift.min(Swift.max(estimate.progress, 0), 1) : 0.25
        let confidence = phase * bestScore * (bestScore / Swift.max(total, 1e-12))
        return TargetPrediction(target: element.id, targetSlot: b.slot, point: p, confidence: confidence, isActive: true)
    }
}
