import TactileCore
import TactilePointer

/// Cuts a pointer path into aimed movements, one per left-button press.
///
/// For each press (the left bit going 0 -> 1):
/// 1. Search from the first sample after the previous left release (or the path's start)
///    up to the press.
/// 2. Arrival: the first sample from which every later sample up to the press stays within
///    `arrivalTolerancePoints` of the press position. A stationary pointer tells a
///    predictor nothing, so the dwell before the click is not part of the movement
///    (otherwise "90% of the movement" would usually be a pointer already at rest).
/// 3. Start: after the last pause before arrival (no displacement beyond
///    `arrivalTolerancePoints` for at least `pauseMinimum`, 1 s by default, including time
///    without samples; shorter pauses, such as a touchpad finger lifted to reposition, stay
///    inside the movement), the first sample whose speed over the trailing `speedWindow` exceeds
///    `startSpeedPointsPerSecond`; the movement includes the sample before it (the rest
///    position).
/// 4. Movements shorter than `minimumAmplitudePoints` or `minimumDuration`, or with fewer
///    than 4 samples, are dropped.
package struct MovementSegmenter: Hashable, Sendable {
    package var arrivalTolerancePoints: Double
    package var pauseMinimum: Milliseconds
    package var speedWindow: Milliseconds
    package var startSpeedPointsPerSecond: Double
    package var minimumAmplitudePoints: Double
    package var minimumDuration: Milliseconds

    package init(arrivalTolerancePoints: Double = 1.5, pauseMinimum: Milliseconds = Milliseconds(1000),
                speedWindow: Milliseconds = Milliseconds(20), startSpeedPointsPerSecond: Double = 50,
                minimumAmplitudePoints: Double = 20, minimumDuration: Milliseconds = Milliseconds(50)) {
        self.arrivalTolerancePoints = arrivalTolerancePoints; self.pauseMinimum = pauseMinimum
        self.speedWindow = speedWindow; self.startSpeedPointsPerSecond = startSpeedPointsPerSecond
        self.minimumAmplitudePoints = minimumAmplitudePoints; self.minimumDuration = minimumDuration
    }

    package func movements(in path: [PointerPathSample]) -> [RecordedMovement] {
        var result: [RecordedMovement] = []
        var searchStart = 0
        var wasDown = false
        for (i, s) in path.enumerated() {
            let down = s.isLeftDown
            defer { wasDown = down }
            if !down && wasDown { searchStart = i; continue }
            guard down && !wasDown else { continue }
            if let m = movement(path, from: searchStart, press: i) { result.append(m) }
            searchStart = i + 1
        }
        return result
    }

    func movement(_ path: [PointerPathSample], from first: Int, press: Int) -> RecordedMovement? {
        guard press - first >= 3 else { return nil }
        let end = path[press].position
        let tol = arrivalTolerancePoints
        // 2. Arrival.
        var arrival = press
        while arrival - 1 >= first && path[arrival - 1].position.distance(to: end) <= tol { arrival -= 1 }
        guard arrival > first else { return nil }
        // 3. Last pause before arrival: a run of samples within tol of an anchor that lasts
        //    pauseMinimum, or a gap between samples of that length.
        var pauseEnd = first
        var anchor = arrival - 1
        var i = arrival - 1
        while i > first {
            let gap = path[i].timeMilliseconds - path[i - 1].timeMilliseconds
            if gap >= pauseMinimum.value { pauseEnd = i - 1; break }
            if path[i - 1].position.distance(to: path[anchor].position) > tol { anchor = i - 1 }
            else if path[anchor].timeMilliseconds - path[i - 1].timeMilliseconds >= pauseMinimum.value { pauseEnd = anchor; break }
            i -= 1
        }
        // Start: first sample after the pause whose trailing-window speed exceeds the threshold.
        var start = -1
        var j = pauseEnd + 1
        while j < arrival {
            var k = j - 1
            while k > pauseEnd && path[j].timeMilliseconds - path[k - 1].timeMilliseconds <= speedWindow.value { k -= 1 }
            let dt = (path[j].timeMilliseconds - path[k].timeMilliseconds) / 1000
            if dt > 0 && path[j].position.distance(to: path[k].position) / dt > startSpeedPointsPerSecond { start = j - 1; break }
            j += 1
        }
        guard start >= pauseEnd, start >= first else { return nil }
        let samples = Array(path[start...arrival])
        let m = RecordedMovement(samples: samples, endpoint: end,
                                 startMilliseconds: path[start].timeMilliseconds,
                                 endMilliseconds: path[arrival].timeMilliseconds,
                                 pressMilliseconds: path[press].timeMilliseconds,
                                 device: path[press].device, targetGroup: path[press].targetGroup,
                                 target: path[press].target, pathStartIndex: start)
        guard samples.count >= 4, m.durationMilliseconds >= minimumDuration.value,
              m.amplitudePoints >= minimumAmplitudePoints else { return nil }
        return m
    }
}
