import TactileCore
import TactilePointer

/// One aimed movement cut from a pointer path: from the moment it started to the
/// left-button press that ended it.
package struct RecordedMovement: Hashable, Sendable {
    /// The samples from the start to the end of motion (the pointer's arrival), in order.
    package var samples: [PointerPathSample]
    /// Where the left button went down: the true endpoint, in points.
    package var endpoint: ScreenPoint
    /// When the movement started (speed first above the threshold), ms.
    package var startMilliseconds: Double
    /// When the pointer arrived (last motion before the press), ms.
    package var endMilliseconds: Double
    /// When the button went down, ms.
    package var pressMilliseconds: Double
    /// The input device, if the recording names it (from the press row).
    package var device: String? = nil
    /// The group of targets on screen together, if known (from the press row).
    package var targetGroup: String? = nil
    /// The target aimed at, if known (from the press row).
    package var target: PointingTarget? = nil
    /// Index of `samples[0]` in the path it was cut from.
    package var pathStartIndex: Int = 0

    package var durationMilliseconds: Double { endMilliseconds - startMilliseconds }
    package var amplitudePoints: Double { samples.first.map { $0.position.distance(to: endpoint) } ?? 0 }

    /// Length of the sampled path from the start to the arrival, in points.
    package var pathLengthPoints: Double {
        var total = 0.0
        for i in samples.indices.dropFirst() { total += samples[i].position.distance(to: samples[i - 1].position) }
        return total
    }
}
