import TactileGestures
import Tactile
import TactileCore
import TactileSystem
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
        let candidates = gestures.recognizers.map(\.settings).filter { $0.kind == match.kind }.map(\.configuration.reported)
        let suggestion = suggestedRecognizer(match)
        guard !candidates.isEmpty else {
            return Problem(key: "gesture", message: "no \(kind) recognizer is configured; add \(suggestion) to gestures.recognizers")
        }
        let mismatches = candidates.map { mismatch(match, $0) }
        if mismatches.contains(where: { $0 == nil }) { return nil }
        let configured = candidates.map(\.summary).joined(separator: "; ")
        return Problem(key: mismatches[0]!,
                       message: "no \(kind) recognizer reports this (configured: \(configured)); add \(suggestion) to gestures.recognizers")
    }

    /// Relations that make configured gesture actions unreachable in practice, one warning
    /// each: a pan exclusive with every pinch (or rotate) claims two moving fingers first,
    /// since fingers that pinch also move their centroid; the pinch then almost never begins.
    static func relationWarnings(_ actions: [ActionRule], gestures: GestureConfiguration) -> [String] {
        var warnings: [String] = []
        for kind in [GestureKind.pinch, .rotate] {
            let acting = actions.filter { if case .gesture(let m) = $0.trigger { return m.kind == kind }; return false }
            let recognizers = gestures.recognizers.filter { $0.kind == kind }.map(\.name)
            guard !acting.isEmpty, !recognizers.isEmpty else { continue }
            let pairs = gestures.exclusivePairs(.pan, kind)
            let blocked = Set(pairs.map(\.1))
            guard recognizers.allSatisfy(blocked.contains), let (pan, other) = pairs.first else { continue }
            warnings.append("actions \(acting.map { "'\($0.name)'" }.joined(separator: ", ")) (gesture: \(kind.rawValue)) are unreachable in practice: "
                + "pan '\(pan)' is exclusive with \(kind.rawValue) '\(other)' and claims two moving fingers first; "
                + "relate them ({first: \(pan), relation: simultaneous, second: \(other)} in gestures.relations) "
                + "or leave gestures.relations out to get the standard relations")
        }
        return warnings
    }

    /// The first key of `match` that a recognizer reporting `reported` cannot produce, or nil if it can.
    private static func mismatch(_ match: GestureMatch, _ reported: ReportedValues) -> String? {
        let fingersAtStart = match.phase == .began || match.phase == .recognized ? match.fingers : nil
        if let taps = match.taps, let t = reported.taps, taps != t { return "taps" }
        if let f = fingersAtStart, let range = reported.fingersAtStart, !range.contains(f) { return "fingers" }
        if let d = match.direction, let ds = reported.directions, !ds.contains(d.set) { return "direction" }
        if let e = match.edge, let es = reported.edges, !es.contains(e.set) { return "edge" }
        return nil
    }

    /// A recognizer object that would report `match`: the finger count goes to the kind's
    /// `fingers` setting, or raises its `maximumFingers`, whichever the kind has.
    private static func suggestedRecognizer(_ match: GestureMatch) -> String {
        var fields = ["kind: \(match.kind.rawValue)"]
        let keys = match.kind.configurationType.keys
        if let f = match.fingers, keys.contains("fingers") { fields.append("fingers: \(f)") }
        if let f = match.fingers, keys.contains("maximumFingers") { fields.append("maximumFingers: \(Swift.max(f, 10))") }
        if let t = match.taps { fields.append("taps: \(t)") }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
