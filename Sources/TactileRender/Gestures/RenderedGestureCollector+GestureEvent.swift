import TactileCore
import TactileGestures

extension RenderedGestureCollector {
    /// Adds one event of the gesture engine, keyed by recognizer and device.
    /// - Parameter name: the recognizer's name (e.g. `doubleTap`).
    public mutating func add(_ event: GestureEvent, name: String, device: Int) {
        let phase: Phase
        switch event.phase {
        case .began: phase = .began
        case .changed: phase = .changed
        case .ended: phase = .ended
        case .cancelled: phase = .cancelled
        case .recognized: phase = .recognized
        }
        // Recognizer indices are small (at most 64), so this key is unique per device.
        add(name: name, phase: phase, key: device &* 1024 &+ event.recognizer.index, time: event.time,
            fingers: event.fingers, label: Self.label(event), device: device)
    }

    /// What the gesture measured, briefly (fingers are shown apart).
    static func label(_ event: GestureEvent) -> String {
        var parts: [String] = []
        switch event.detail {
        case .tap(let taps):
            if taps > 1 { parts.append("\(taps) taps") }
        case .longPress(let duration, _):
            parts.append(TextFormat.fixed(duration.value, decimals: 0) + " ms")
        case .pan(let t, _):
            parts.append("Δ " + TextFormat.fixed(t.x, decimals: 0) + ", " + TextFormat.fixed(t.y, decimals: 0) + " pt")
        case .swipe(let direction, _):
            parts.append(direction.rawValue)
        case .pinch(let scale, _):
            parts.append("scale " + TextFormat.fixed(scale, decimals: 2))
        case .rotate(let rotation, _):
            parts.append(TextFormat.fixed(rotation * 180 / Double.pi, decimals: 0) + "°")
        case .edgeSwipe(let edge, _, _):
            parts.append("from " + edge.rawValue)
        case .transform(let t, let scale, let rotation, _):
            parts.append("Δ " + TextFormat.fixed(t.x, decimals: 0) + ", " + TextFormat.fixed(t.y, decimals: 0) + " pt")
            parts.append("scale " + TextFormat.fixed(scale, decimals: 2))
            parts.append(TextFormat.fixed(rotation * 180 / Double.pi, decimals: 0) + "°")
        }
        return parts.joined(separator: ", ")
    }
}
