import TactileCore

/// One gesture to draw in the `gestures` lane of a time strip.
///
/// Deliberately small and independent of the gesture module: map gesture events
/// onto it (``RenderedGestureCollector`` pairs began/ended events for you).
package struct RenderedGesture: Hashable, Sendable {
    /// How the gesture finished.
    package enum Outcome: String, Hashable, Sendable {
        /// A discrete gesture (tap, swipe), drawn as a marker at ``RenderedGesture/start``.
        case recognized
        /// A continuous gesture that ended normally, drawn as a bar.
        case ended
        /// A continuous gesture that was cancelled, drawn as a hatched bar.
        case cancelled
        /// Still running when the trace stopped, drawn as a bar open at its end.
        case unfinished
    }

    /// Short name shown on the strip, e.g. `pinch`.
    package var name: String
    /// Begin time (or the time of a discrete gesture), in the engine's event time.
    package var start: Timestamp
    /// End time; equal to `start` for a discrete gesture.
    package var end: Timestamp
    package var outcome: Outcome
    /// Fingers involved (the most seen during the gesture); nil if unknown.
    package var fingers: Int?
    /// Extra text after the name and fingers, e.g. `scale 1.5`; may be empty.
    package var label: String
    /// The engine device id whose panel shows it; nil shows it on every touch panel.
    package var device: Int?

    package init(name: String, start: Timestamp, end: Timestamp? = nil, outcome: Outcome,
                fingers: Int? = nil, label: String = "", device: Int? = nil) {
        self.name = name
        self.start = start
        self.end = Swift.max(start, end ?? start)
        self.outcome = outcome
        self.fingers = fingers
        self.label = label
        self.device = device
    }

    /// The fingers and the label, e.g. `2 fingers · scale 1.50`; may be empty.
    var details: String {
        var parts: [String] = []
        if let fingers { parts.append(TextFormat.count(fingers, "finger", "fingers")) }
        if !label.isEmpty { parts.append(label) }
        return parts.joined(separator: " · ")
    }

    /// The text drawn: the name, then the details.
    var text: String { details.isEmpty ? name : name + " · " + details }
}
