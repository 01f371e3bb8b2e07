import TactileGestures

extension RenderedGestureCollector {
    /// Adds one event of the gesture engine, keyed by recognizer and device.
    /// - Parameter name: the recognizer's name (e.g. `doubleTap`).
    package mutating func add(_ event: GestureEvent, name: String, device: Int) {
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
            fingers: event.mostFingers, label: event.detail.summary, device: device)
    }
}
