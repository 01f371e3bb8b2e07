import TactileCore
import TactileGestures

/// How a consumed gesture keeps its touches from the apps. Docs/FILTER.md compares them.
public enum ConsumeStrategy: String, Hashable, Sendable, CaseIterable {
    /// Touches that could still become the gesture are held back (nothing reaches the apps)
    /// until the recognizers decide, at most ``FilterConfiguration/maximumHold``; then they are
    /// dropped (consumed) or replayed (flushed). Cost: that much latency on such touches.
    case hold
    /// Touches are forwarded at once; when the gesture is recognized they are switched to
    /// `MT_TOOL_PALM`, which libinput reports as a touch cancel. Cost: the app saw the touch
    /// begin (a press highlight, a scroll start) before the cancel.
    case cancel
}

/// A gesture the filter takes from the apps: an action with `consume`, or a region policy.
///
/// Matched against gesture events at `began`/`recognized` (and a continuous gesture's
/// `changed` when its finger set reaches `fingers`): kind, fingers, direction, edge and
/// where the gesture is (its centroid in `area`).
public struct ConsumeRule: Hashable, Sendable {
    /// For logs: the action's or the policy's name.
    public var name: String
    public var kind: GestureKind
    public var fingers: Int?
    public var direction: SwipeDirection?
    public var edge: ScreenEdge?
    /// Screen rectangle (points) the gesture's centroid must be in; also where a touch must
    /// begin to be held for this rule. Nil: anywhere.
    public var area: ScreenRect?
    public var strategy: ConsumeStrategy

    public init(name: String, kind: GestureKind, fingers: Int? = nil, direction: SwipeDirection? = nil,
                edge: ScreenEdge? = nil, area: ScreenRect? = nil, strategy: ConsumeStrategy) {
        self.name = name; self.kind = kind; self.fingers = fingers; self.direction = direction
        self.edge = edge; self.area = area; self.strategy = strategy
    }

    /// Whether `event` is this rule's gesture being recognized.
    public func matches(_ event: GestureEvent) -> Bool {
        guard event.kind == kind else { return false }
        switch event.phase {
        case .began, .recognized: break
        case .changed: guard fingers != nil && event.fingersChanged else { return false }
        case .ended, .cancelled: return false
        }
        if let fingers, event.fingers != fingers { return false }
        if let direction, event.direction != direction { return false }
        if let edge, event.edge != edge { return false }
        if let area, !Self.contains(area, event.location) { return false }
        return true
    }

    /// The recognizers of `gestures` that can report this rule's gesture (bit m = recognizer m):
    /// the ones whose state says whether a touch may still become it.
    public func recognizers(in gestures: GestureConfiguration) -> UInt64 {
        var mask: UInt64 = 0
        for (m, r) in gestures.recognizers.enumerated() where m < 64 && r.settings.kind == kind {
            let reported = r.settings.configuration.reported
            if let f = fingers, let range = reported.fingersAtStart, !range.contains(f) { continue }
            if let d = direction, let ds = reported.directions, !ds.contains(d.set) { continue }
            if let e = edge, let es = reported.edges, !es.contains(e.set) { continue }
            mask |= 1 << UInt64(m)
        }
        return mask
    }

    /// Closed containment, as action areas use it.
    static func contains(_ r: ScreenRect, _ p: ScreenPoint) -> Bool {
        p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY
    }
}
