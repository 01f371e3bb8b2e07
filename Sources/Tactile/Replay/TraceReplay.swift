import TactileCore
import TactileTrace

/// Plays a recorded trace through an ``Engine`` on a virtual clock.
///
/// The engine sees exactly what live input would give it: the same events, in
/// time order across devices, with deadlines firing at their event time. Nothing
/// waits unless a `pace` closure is given (`tactile replay --realtime`), and even
/// then the output is the same. When the events run out, touches still down are
/// cancelled (the trace ended with fingers on the glass) and then time runs on
/// until no deadline is left, so a tap waiting for a possible second tap is still
/// reported.
public struct TraceReplay {
    public let trace: Trace
    /// Engine device id of `trace.devices[i]` is `firstDeviceID + i`.
    public let firstDeviceID: Int

    public init(trace: Trace, firstDeviceID: Int = 1) {
        self.trace = trace
        self.firstDeviceID = firstDeviceID
    }

    /// Adds the trace's devices to `engine`, feeds every event, then finishes.
    /// - Parameter pace: called with each event's time before it is processed
    ///   (for real-time pacing); nil replays as fast as possible.
    public func run(into engine: Engine, pace: ((Timestamp) -> Void)? = nil) {
        for (i, device) in trace.devices.enumerated() {
            engine.addDevice(id: firstDeviceID + i, name: device.description.name, description: device.description)
        }
        if trace.devices.count == 1 {
            let id = firstDeviceID
            for event in trace.devices[0].events {
                pace?(event.time)
                engine.process(event, device: id)
            }
        } else {
            forEachMerged { deviceIndex, event in
                pace?(event.time)
                engine.process(event, device: firstDeviceID + deviceIndex)
            }
        }
        engine.finish()
        engine.drainDeadlines()
    }

    /// Visits all devices' events in time order; ties keep device order, and each
    /// device's own order is never changed (even if its timestamps go backwards).
    private func forEachMerged(_ body: (Int, InputEvent) -> Void) {
        var cursors = [Int](repeating: 0, count: trace.devices.count)
        while true {
            var best = -1
            var bestTime = Timestamp(microseconds: .max)
            for d in trace.devices.indices where cursors[d] < trace.devices[d].events.count {
                let t = trace.devices[d].events[cursors[d]].time
                if t < bestTime { bestTime = t; best = d }
            }
            if best < 0 { return }
            body(best, trace.devices[best].events[cursors[best]])
            cursors[best] += 1
        }
    }
}
