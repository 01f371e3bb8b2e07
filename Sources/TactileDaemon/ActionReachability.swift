import TactileGestures
import Tactile
import TactileCore
import TactileEvdev
import TactilePointer

/// Whether any configured recognizer can report what a gesture action waits for.
///
/// An action for a three-finger swipe when only the standard one-finger swipe is
/// configured would never fire; that is a configuration error, reported with the key
/// that cannot match and the recognizer to add. Finger counts are checked at `began`
/// and `recognized` only (at `ended` a gesture reports the fingers down just before
/// the lift); regions are not considered (a region-bound recognizer still counts).
enum ActionReachability {
    struct Problem: Equatable {
        /// The action's key that no recognizer satisfies.
        var key: String
        var message: String
    }

    static func check(_ match: GestureMatch, against gestures: GestureConfiguration) -> Problem? {
        let kind = match.kind.rawValue
        let candidates = gestures.recognizers.map(\.settings).filter { $0.kind == match.kind }
        let suggestion = suggestedRecognizer(match)
        guard !candidates.isEmpty else {
            return Problem(key: "gesture", message: "no \(kind) recognizer is configured; add \(suggestion) to gestures.recognizers")
        }
        let mismatches = candidates.map { mismatch(match, $0) }
        if mismatches.contains(where: { $0 == nil }) { return nil }
        let configured = candidates.map(describe).joined(separator: "; ")
        return Problem(key: mismatches[0]!,
                       message: "no \(kind) recognizer reports this (configured: \(configured)); add \(suggestion) to gestures.recognizers")
    }

    /// The first key of `match` that `settings` cannot produce, or nil if it can.
    private static func mismatch(_ match: GestureMatch, _ settings: RecognizerSettings) -> String? {
        let fingersAtStart = match.phase == .began || match.phase == .recognized ? match.fingers : nil
        switch settings {
        case .tap(let c):
            if let taps = match.taps, taps != c.taps { return "taps" }
            if let f = fingersAtStart, f != c.fingers { return "fingers" }
        case .longPress(let c):
            if let f = fingersAtStart, f != c.fingers { return "fingers" }
        case .pan(let c):
            if let f = fingersAtStart, !(c.minimumFingers...c.maximumFingers).contains(f) { return "fingers" }
        case .swipe(let c):
            if let f = fingersAtStart, f != c.fingers { return "fingers" }
            if let d = match.direction, !c.directions.contains(d.set) { return "direction" }
        case .edgeSwipe(let c):
            if let f = fingersAtStart, f != c.fingers { return "fingers" }
            if let e = match.edge, !c.edges.contains(e.set) { return "edge" }
        case .transform(let c):
            if let f = fingersAtStart, !(c.minimumFingers...c.maximumFingers).contains(f) { return "fingers" }
        case .pinch, .rotate:
            break
        }
        return nil
    }

    private static func describe(_ settings: RecognizerSettings) -> String {
        switch settings {
        case .tap(let c): return "\(c.taps) tap\(c.taps == 1 ? "" : "s") of \(fingers(c.fingers))"
        case .longPress(let c): return fingers(c.fingers)
        case .pan(let c): return "\(c.minimumFingers)-\(c.maximumFingers) fingers"
        case .swipe(let c): return "\(fingers(c.fingers)) \(c.directions.directions.map(\.rawValue).joined(separator: "/"))"
        case .edgeSwipe(let c): return "\(fingers(c.fingers)) from \(ScreenEdge.allCases.filter { c.edges.contains($0.set) }.map(\.rawValue).joined(separator: "/"))"
        case .transform(let c): return "transform of \(c.minimumFingers)-\(c.maximumFingers) fingers"
        case .pinch, .rotate: return settings.kind.rawValue
        }
    }

    private static func fingers(_ n: Int) -> String { n == 1 ? "1 finger" : "\(n) fingers" }

    private static func suggestedRecognizer(_ match: GestureMatch) -> String {
        var fields = ["kind: \(match.kind.rawValue)"]
        if let f = match.fingers, match.kind != .pan, match.kind != .pinch, match.kind != .rotate,
           match.kind != .transform { fields.append("fingers: \(f)") }
        if match.kind == .pan || match.kind == .transform, let f = match.fingers { fields.append("maximumFingers: \(Swift.max(f, 10))") }
        if let t = match.taps { fields.append("taps: \(t)") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
