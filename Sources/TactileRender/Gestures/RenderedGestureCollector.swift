import TactileCore

/// Pairs a gesture stream's events into ``RenderedGesture`` intervals.
///
/// Feed every gesture event in order with the phase's raw value (`began`,
/// `changed`, `ended`, `cancelled`, `recognized`, as in the JSON output) and a key
/// that identifies the gesture instance (e.g. its recognizer id): `began` opens
/// an interval, `ended`/`cancelled` closes it, `recognized` is a marker,
/// `changed` only updates the label. Fingers keep the most seen, because a
/// gesture's last event counts the fingers left after a lift.
package struct RenderedGestureCollector: Sendable {
    package enum Phase: String, Sendable {
        case began, changed, ended, cancelled, recognized
    }

    package private(set) var gestures: [RenderedGesture] = []
    /// Problems in the stream (an `ended` without `began`, an unknown phase).
    package private(set) var problems: [String] = []
    /// Open intervals: key and index into `gestures`.
    private var open: [(key: Int, index: Int)] = []

    package init() {}

    /// Adds one event. `phase` is the raw phase name; an unknown one is noted in ``problems``.
    package mutating func add(name: String, phase: String, key: Int, time: Timestamp, fingers: Int? = nil,
                             label: String = "", device: Int? = nil) {
        guard let p = Phase(rawValue: phase) else {
            problems.append("\(time.seconds) s: \(name): unknown phase '\(phase)'")
            return
        }
        add(name: name, phase: p, key: key, time: time, fingers: fingers, label: label, device: device)
    }

    package mutating func add(name: String, phase: Phase, key: Int, time: Timestamp, fingers: Int? = nil,
                             label: String = "", device: Int? = nil) {
        let openIndex = open.firstIndex { $0.key == key }
        switch phase {
        case .recognized:
            gestures.append(RenderedGesture(name: name, start: time, outcome: .recognized, fingers: fingers, label: label, device: device))
        case .began:
            if let openIndex {
                problems.append("\(time.seconds) s: \(name): began while already open; closing the earlier one")
                close(at: openIndex, time: time, outcome: .cancelled, fingers: nil, label: nil)
            }
            open.append((key, gestures.count))
            gestures.append(RenderedGesture(name: name, start: time, outcome: .unfinished, fingers: fingers, label: label, device: device))
        case .changed:
            guard let openIndex else {
                problems.append("\(time.seconds) s: \(name): changed without began")
                return
            }
            let g = open[openIndex].index
            gestures[g].end = Swift.max(gestures[g].start, time)
            gestures[g].fingers = Self.most(gestures[g].fingers, fingers)
            if !label.isEmpty { gestures[g].label = label }
        case .ended, .cancelled:
            guard let openIndex else {
                problems.append("\(time.seconds) s: \(name): \(phase.rawValue) without began")
                return
            }
            close(at: openIndex, time: time, outcome: phase == .ended ? .ended : .cancelled, fingers: fingers, label: label)
        }
    }

    /// The gestures; intervals still open run to `end` as ``RenderedGesture/Outcome/unfinished``.
    package func finished(at end: Timestamp?) -> [RenderedGesture] {
        var result = gestures
        for (_, index) in open {
            if let end { result[index].end = Swift.max(result[index].start, end) }
        }
        return result
    }

    private mutating func close(at openIndex: Int, time: Timestamp, outcome: RenderedGesture.Outcome, fingers: Int?, label: String?) {
        let g = open[openIndex].index
        gestures[g].end = Swift.max(gestures[g].start, time)
        gestures[g].outcome = outcome
        gestures[g].fingers = Self.most(gestures[g].fingers, fingers)
        if let label, !label.isEmpty { gestures[g].label = label }
        open.remove(at: openIndex)
    }

    private static func most(_ a: Int?, _ b: Int?) -> Int? {
        guard let a else { return b }
        guard let b else { return a }
        return Swift.max(a, b)
    }
}
