/// The wheel turned by `detents` clicks, evenly from `start` for `duration` seconds.
/// Vertical: positive = away from the user (`REL_WHEEL > 0`, scroll up). Horizontal:
/// positive = right.
public struct WheelRoll: Hashable, Sendable {
    public var start: Double
    public var duration: Double
    public var detents: Double
    public var horizontal: Bool

    public init(start: Double, duration: Double, detents: Double, horizontal: Bool = false) {
        self.start = start; self.duration = duration; self.detents = detents; self.horizontal = horizontal
    }

    public var end: Double { start + duration }

    /// Detents turned so far at time `t`.
    public func turned(at t: Double) -> Double {
        guard duration > 0 else { return t >= start ? detents : 0 }
        return detents * Swift.min(Swift.max((t - start) / duration, 0), 1)
    }
}
