import TactileCore
import TactileGestures

/// When each device's touch sequences began (the first finger down after none were): what
/// a gesture's time to recognition counts from (`tactile test --report`, `tactile compare`,
/// the daemon's metrics). Fed the engine's touch frames in order.
///
/// A gesture reported on the very frame a new sequence begins belongs to the sequence
/// before: a tap that the next touch-down decides (no gesture completes on its own first frame).
package struct TouchSequenceStarts: Sendable {
    private var down: [Int: Int] = [:]
    private var current: [Int: Timestamp] = [:]
    private var previous: [Int: Timestamp] = [:]

    package init() {}

    package mutating func note(_ frame: TouchFrame, device: Int) {
        if down[device, default: 0] == 0, frame.touches.contains(where: { $0.phase == .began }) {
            previous[device] = current[device]
            current[device] = frame.time
        }
        down[device] = frame.touches.count { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// The start of the sequence `event` (of `device`) belongs to; nil before any touch.
    package func start(of event: GestureEvent, device: Int) -> Timestamp? {
        guard let start = current[device] else { return nil }
        return event.time == start ? previous[device] : start
    }
}
