/// The wheel turned by `detents` clicks, evenly from `start` for `duration` seconds.
/// Vertical: positive = away from the user (`REL_WHEEL > 0`, scroll up). Horizontal:
/// positive = right.
package struct WheelRoll: Hashable, Sendable {
    package var start: Double
    package var duration: Double
    package var detents: Double
    package var horizontal: Bool

    package init(start: Double, duration: Double, detents: Double, horizontal: Bool = false) {
        self.start = start; self.duration = duration; self.detents = detents; self.horizontal = horizontal
    }

    package var end: Double { start + duration }

    /// Detents turned so far at time `t`.
    package func turned(at t: Double) -> Double {
        guard duration > 0 else { return t >= start ? detents : 0 }
        return detents * Swift.min(Swift.max((t - start) / duration, 0), 1)
    }
}
