import TactileCore
import TactileTrace

/// Script + device + sampling options -> the device's raw evdev events.
///
/// ```swift
/// let synth = TouchTraceSynthesizer(device: .isotropic, options: SamplingOptions(rateHertz: 120, seed: 7))
/// let device: TraceDevice = synth.traceDevice(for: script)
/// ```
/// Deterministic: the same inputs always give the same events.
package struct TouchTraceSynthesizer: Sendable {
    package let device: SyntheticTouchscreen
    package let options: SamplingOptions

    package init(device: SyntheticTouchscreen, options: SamplingOptions) {
        self.device = device; self.options = options
    }

    /// The scans, before conversion to events (for tests and ground truth).
    package func frames(for script: TouchScript) -> [ContactFrame] {
        ContactScanner(device: device, options: options).scan(script)
    }

    /// The events the device sends, every scan closed by `SYN_REPORT`.
    package func events(for script: TouchScript) -> [InputEvent] {
        let frames = frames(for: script)
        var events: [InputEvent] = []
        events.reserveCapacity(frames.count * 8)
        switch device.touchProtocol {
        case .b(let slots):
            var emitter = ProtocolBEmitter(slots: slots, firstTrackingID: device.firstTrackingID)
            for f in frames { emitter.emit(f, into: &events) }
        case .a(let ids):
            var emitter = ProtocolAEmitter(sendsTrackingIDs: ids, firstTrackingID: device.firstTrackingID)
            for f in frames { emitter.emit(f, into: &events) }
        case .singleTouch:
            var emitter = SingleTouchEmitter()
            for f in frames { emitter.emit(f, into: &events) }
        }
        return events
    }

    /// The device's description and events, ready for a ``Trace``.
    package func traceDevice(for script: TouchScript) -> TraceDevice {
        TraceDevice(description: device.description, events: events(for: script))
    }
}
