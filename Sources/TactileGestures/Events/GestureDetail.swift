import TactileCore

/// The values specific to each kind of gesture. All lengths are in screen points,
/// velocities in points per second, angles in radians (positive = clockwise on a
/// y-down screen) and durations in milliseconds.
public enum GestureDetail: Hashable, Sendable {
    /// `taps`: how many taps were recognized (1 for a single tap, 2 for a double tap...).
    case tap(taps: Int)
    /// `duration` since the fingers went down; `translation` of the centroid since the
    /// press began (non-zero for drag-after-hold).
    case longPress(duration: Milliseconds, translation: ScreenPoint)
    /// `translation` of the centroid since the fingers went down (pt) and its velocity (pt/s).
    case pan(translation: ScreenPoint, velocity: ScreenPoint)
    /// The swipe's direction and the centroid's velocity (pt/s) when it was recognized.
    case swipe(direction: SwipeDirection, velocity: ScreenPoint)
    /// `scale` = current span / span when the fingers went down; `velocity` in scale per second.
    case pinch(scale: Double, velocity: Double)
    /// `rotation` since the fingers went down (radians, clockwise positive, continuous
    /// beyond ±pi); `velocity` in radians per second.
    case rotate(rotation: Double, velocity: Double)
    /// An edge pan: the edge it started at, translation (pt) and velocity (pt/s).
    case edgeSwipe(edge: ScreenEdge, translation: ScreenPoint, velocity: ScreenPoint)

    /// A transform: `translation` of the focal point (the centroid) since the fingers went
    /// down (pt), `scale` and `rotation` (radians, clockwise positive) since then, all
    /// cumulative across fingers joining and lifting, and the focal point's velocity (pt/s).
    case transform(translation: ScreenPoint, scale: Double, rotation: Double, velocity: ScreenPoint)

    /// The gesture kind these values belong to.
    public var kind: GestureKind {
        switch self {
        case .tap: return .tap
        case .longPress: return .longPress
        case .pan: return .pan
        case .swipe: return .swipe
        case .pinch: return .pinch
        case .rotate: return .rotate
        case .edgeSwipe: return .edgeSwipe
        case .transform: return .transform
        }
    }

    // What each kind carries, read by ``GestureEvent``'s accessors, its JSON and the
    // trace pictures' labels: kept here so a new kind's values are described in one file.

    var translation: ScreenPoint? {
        switch self {
        case .pan(let t, _), .edgeSwipe(_, let t, _), .longPress(_, let t), .transform(let t, _, _, _): return t
        case .tap, .swipe, .pinch, .rotate: return nil
        }
    }

    var velocity: ScreenPoint? {
        switch self {
        case .pan(_, let v), .edgeSwipe(_, _, let v), .swipe(_, let v), .transform(_, _, _, let v): return v
        case .tap, .longPress, .pinch, .rotate: return nil
        }
    }

    var scale: Double? {
        switch self {
        case .pinch(let s, _), .transform(_, let s, _, _): return s
        case .tap, .longPress, .pan, .swipe, .rotate, .edgeSwipe: return nil
        }
    }

    var rotation: Double? {
        switch self {
        case .rotate(let r, _), .transform(_, _, let r, _): return r
        case .tap, .longPress, .pan, .swipe, .pinch, .edgeSwipe: return nil
        }
    }

    var scalarVelocity: Double? {
        switch self {
        case .pinch(_, let v), .rotate(_, let v): return v
        case .tap, .longPress, .pan, .swipe, .edgeSwipe, .transform: return nil
        }
    }

    /// Writes the kind's JSON fields (the schema is documented on ``GestureEvent/write(to:device:protected:)``).
    func write(to writer: inout JSONLineWriter) {
        switch self {
        case .tap(let taps):
            writer.key("taps"); writer.integer(taps)
        case .longPress(let duration, let t):
            writer.key("duration"); writer.number(duration.seconds, decimals: 3)
            writer.key("dx"); writer.number(t.x, decimals: 2)
            writer.key("dy"); writer.number(t.y, decimals: 2)
        case .pan(let t, let v):
            Self.writeVectors(&writer, t, v)
        case .swipe(let direction, let v):
            writer.key("direction"); writer.string(direction.rawValue)
            writer.key("vx"); writer.number(v.x, decimals: 2)
            writer.key("vy"); writer.number(v.y, decimals: 2)
        case .pinch(let scale, let velocity):
            writer.key("scale"); writer.number(scale, decimals: 4)
            writer.key("velocity"); writer.number(velocity, decimals: 4)
        case .rotate(let rotation, let velocity):
            writer.key("rotation"); writer.number(rotation, decimals: 4)
            writer.key("velocity"); writer.number(velocity, decimals: 4)
        case .edgeSwipe(let edge, let t, let v):
            writer.key("edge"); writer.string(edge.rawValue)
            Self.writeVectors(&writer, t, v)
        case .transform(let t, let scale, let rotation, let v):
            writer.key("scale"); writer.number(scale, decimals: 4)
            writer.key("rotation"); writer.number(rotation, decimals: 4)
            Self.writeVectors(&writer, t, v)
        }
    }

    private static func writeVectors(_ w: inout JSONLineWriter, _ t: ScreenPoint, _ v: ScreenPoint) {
        w.key("dx"); w.number(t.x, decimals: 2)
        w.key("dy"); w.number(t.y, decimals: 2)
        w.key("vx"); w.number(v.x, decimals: 2)
        w.key("vy"); w.number(v.y, decimals: 2)
    }

    /// What the gesture measured, briefly, for the trace pictures' labels ("scale 1.20");
    /// the finger count is shown apart.
    package var summary: String {
        var parts: [String] = []
        switch self {
        case .tap(let taps):
            if taps > 1 { parts.append("\(taps) taps") }
        case .longPress(let duration, _):
            parts.append(fixedText(duration.value, decimals: 0) + " ms")
        case .pan(let t, _):
            parts.append("Δ " + fixedText(t.x, decimals: 0) + ", " + fixedText(t.y, decimals: 0) + " pt")
        case .swipe(let direction, _):
            parts.append(direction.rawValue)
        case .pinch(let scale, _):
            parts.append("scale " + fixedText(scale, decimals: 2))
        case .rotate(let rotation, _):
            parts.append(fixedText(rotation * 180 / Double.pi, decimals: 0) + "°")
        case .edgeSwipe(let edge, _, _):
            parts.append("from " + edge.rawValue)
        case .transform(let t, let scale, let rotation, _):
            parts.append("Δ " + fixedText(t.x, decimals: 0) + ", " + fixedText(t.y, decimals: 0) + " pt")
            parts.append("scale " + fixedText(scale, decimals: 2))
            parts.append(fixedText(rotation * 180 / Double.pi, decimals: 0) + "°")
        }
        return parts.joined(separator: ", ")
    }
}
