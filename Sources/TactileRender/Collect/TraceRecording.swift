import Tactile
import TactileCore
import TactileGestures
import TactileTrace

/// The frames (and gestures) of a trace replayed through the ``Engine``, per
/// device, ready to draw.
///
/// Either let ``replay(_:screen:gestures:)`` run the engine, or feed the engine's
/// outputs yourself with ``record(_:)`` (e.g. from the `onOutput` closure of the
/// engine `tactile render` runs) after `TraceReplay(trace:firstDeviceID:)`.
package struct TraceRecording: Sendable {
    /// One entry per trace device, in trace order, then any device the engine
    /// announced that the trace did not list.
    package private(set) var devices: [DeviceRecording]
    /// The screen the engine mapped touches onto.
    package let screen: ScreenConfiguration
    /// Time zero of the drawing: the earliest event of the trace.
    package private(set) var origin: Timestamp?
    /// The latest event or frame time.
    package private(set) var end: Timestamp?
    /// Recognizer names by index, to name gesture events (`doubleTap` rather than `tap`).
    package let recognizerNames: [String]
    private var gestureCollector = RenderedGestureCollector()

    /// - Parameters:
    ///   - gestures: the recognizers the engine runs, for their names; nil when it runs none.
    ///   - firstDeviceID: the engine id of `trace.devices[0]`, as given to ``TraceReplay``.
    package init(trace: Trace, screen: ScreenConfiguration, gestures: GestureConfiguration? = nil, firstDeviceID: Int = 1) {
        self.screen = screen
        recognizerNames = gestures?.recognizers.map(\.name) ?? []
        devices = trace.devices.enumerated().map { i, device in
            DeviceRecording(id: firstDeviceID + i, name: device.description.name, description: device.description)
        }
        for device in trace.devices {
            // Events are kept as recorded and may go backwards: take the extremes.
            for event in device.events {
                if origin == nil || event.time < origin! { origin = event.time }
                if end == nil || end! < event.time { end = event.time }
            }
        }
    }

    /// Records one engine output: frames, gestures and new devices; the rest is ignored.
    package mutating func record(_ output: EngineOutput) {
        switch output {
        case .deviceAdded(let id, let name, _):
            _ = deviceIndex(id: id, name: name)
        case .frame(let id, let name, let frame):
            let index = deviceIndex(id: id, name: name)
            switch frame {
            case .touch(let f): devices[index].touches.add(f)
            case .pointer(let f): devices[index].pointer.add(f)
            case .pen(let f): devices[index].pen.add(f)
            }
            include(frame.time)
        case .gesture(let id, _, let event):
            let i = event.recognizer.index
            let name = recognizerNames.indices.contains(i) ? recognizerNames[i] : event.kind.rawValue
            gestureCollector.add(event, name: name, device: id)
            include(event.time)
        case .deviceRemoved, .pointer, .elementTap:
            break
        }
    }

    /// The recognized gestures; any still running at the end are ``RenderedGesture/Outcome/unfinished``.
    package var gestures: [RenderedGesture] { gestureCollector.finished(at: end) }

    /// Inconsistencies in the gesture stream (e.g. `ended` without `began`); empty when all is well.
    package var gestureProblems: [String] { gestureCollector.problems }

    /// Replays `trace` through a fresh ``Engine`` and records its frames and gestures.
    /// - Parameter gestures: the recognizers to run; nil runs none (frames only).
    /// - Throws: the engine's error for an invalid gesture configuration.
    package static func replay(_ trace: Trace, screen: ScreenConfiguration, gestures: GestureConfiguration? = nil) throws -> TraceRecording {
        var recording = TraceRecording(trace: trace, screen: screen, gestures: gestures)
        let engine = try Engine(configuration: Engine.Configuration(screen: screen, gestures: gestures))
        engine.onOutput = { recording.record($0) }
        TraceReplay(trace: trace, firstDeviceID: 1).run(into: engine)
        engine.onOutput = { _ in }
        return recording
    }

    /// Seconds from ``origin`` to `time`.
    func seconds(_ time: Timestamp) -> Double {
        guard let origin else { return 0 }
        return Double(time.microseconds &- origin.microseconds) / 1_000_000
    }

    /// Length of the recording in seconds.
    package var durationSeconds: Double {
        guard let end else { return 0 }
        return Swift.max(0, seconds(end))
    }

    private mutating func include(_ time: Timestamp) {
        if origin == nil || time < origin! { origin = time }
        if end == nil || end! < time { end = time }
    }

    private mutating func deviceIndex(id: Int, name: String) -> Int {
        if let i = devices.firstIndex(where: { $0.id == id }) { return i }
        devices.append(DeviceRecording(id: id, name: name, description: DeviceDescription(name: name)))
        return devices.count - 1
    }
}
