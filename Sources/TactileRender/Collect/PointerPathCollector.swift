import TactileCore

/// Integrates one device's pointer frames into a ``PointerPath``.
package struct PointerPathCollector: Sendable {
    package private(set) var path = PointerPath()
    /// Pointer frames seen.
    package private(set) var frameCount = 0
    package private(set) var firstTime: Timestamp?
    package private(set) var lastTime: Timestamp?
    private var position = DevicePoint.zero
    /// Press time of each held button, by its index in `ButtonSet.named`.
    private var heldSince: [Timestamp?] = Array(repeating: nil, count: ButtonSet.named.count)

    package init() {}

    package mutating func add(_ frame: PointerFrame) {
        frameCount += 1
        if firstTime == nil { firstTime = frame.time }
        lastTime = frame.time
        position += DevicePoint(x: Double(frame.dx), y: Double(frame.dy))
        path.samples.append(PointerPath.Sample(time: frame.time, position: position, buttons: frame.buttons))
        for (i, (button, name)) in ButtonSet.named.enumerated() {
            // The release of an earlier press first, then a new press (`buttons` says
            // whether it is still down after the frame).
            if frame.released.contains(button), let start = heldSince[i] {
                path.holds.append(PointerPath.Hold(button: name, start: start, end: frame.time, released: true))
                heldSince[i] = nil
            }
            if frame.pressed.contains(button) {
                path.clicks.append(PointerPath.Click(time: frame.time, position: position, button: name))
                if frame.buttons.contains(button) {
                    if heldSince[i] == nil { heldSince[i] = frame.time }
                } else {
                    // Pressed and released between two reports.
                    path.holds.append(PointerPath.Hold(button: name, start: frame.time, end: frame.time, released: true))
                }
            }
        }
        if !frame.wheel.isZero {
            path.wheel.append(PointerPath.WheelStep(time: frame.time, delta: frame.wheel))
        }
    }

    /// The path, with buttons still held closed at the last frame's time.
    package var finishedPath: PointerPath {
        var result = path
        let end = lastTime ?? .zero
        for (i, (_, name)) in ButtonSet.named.enumerated() {
            if let start = heldSince[i] {
                result.holds.append(PointerPath.Hold(button: name, start: start, end: end, released: false))
            }
        }
        result.holds.sort { ($0.start, $0.button) < ($1.start, $1.button) }
        return result
    }
}
