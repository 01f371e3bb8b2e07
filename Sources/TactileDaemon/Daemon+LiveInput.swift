import TactileCore
import TactileSystem
import Tactile

/// A device the live loop opened: its loop id (stable across reloads; the socket's and the
/// inspector's `id`) and its engine id (new after each reload).
struct OpenDevice {
    let loopID: Int
    var engineID: Int
    let path: String
    let description: DeviceDescription
}

/// What the live loop hands the daemon: devices coming and going, their events, deadlines.
extension Daemon {
    package func deviceAdded(id: Int, path: String, description: DeviceDescription) {
        let engineID = nextEngineID
        nextEngineID += 1
        open.append(OpenDevice(loopID: id, engineID: engineID, path: path, description: description))
        log("tactile: opened \(path): \(description.name) (\(description.classification.kind.rawValue))")
        let panel = description.classification.kind == .touchscreen ? CoordinateMapper(device: description, screen: engine.configuration.screen) : nil
        if let warning = panel?.sizing.warning { log("tactile: \(description.name): \(warning)") }
        if let notice = panel?.screen.calibrationNotice(for: description) { log("tactile: \(description.name): \(notice)") }
        outputs.deliver(.deviceAdded(id: id, path: path, description: description, panel: panel))
        recorder?.deviceAdded(id: id, path: path, description: description)
        engine.addDevice(id: engineID, name: description.name, description: description)
        filterPanelAdded(loopID: id, engineID: engineID, path: path, description: description)
        updateInspectorHello()
    }

    package func deviceRemoved(id: Int, path: String, reason: EvdevError?) {
        guard let index = open.firstIndex(where: { $0.loopID == id }) else { return }
        let device = open.remove(at: index)
        engine.removeDevice(id: device.engineID, reason: reason?.description)
        filterPanelRemoved(engineID: device.engineID)
        log("tactile: \(device.description.name) removed" + (reason.map { ": \($0)" } ?? ""))
        outputs.deliver(.deviceRemoved(id: id, path: path, description: device.description, reason: reason?.description))
        updateInspectorHello()
    }

    package func deviceSkipped(path: String, reason: String) {
        log("tactile: skipping \(path): \(reason)")
    }

    package func input(_ input: EvdevDevice.Input, fromDevice id: Int) {
        guard let device = open.first(where: { $0.loopID == id }) else { return }
        switch input {
        case .event(let event):
            if let inspector, inspector.sessionStart == nil {
                // The inspector shows times from the session's first input.
                inspector.sessionStart = event.time
                updateInspectorHello()
            }
            recorder?.record(event, device: id)
            engine.process(event, device: device.engineID)
            filterRunner.penEvent(event, engineID: device.engineID)
            if event.type == EventType.syn {
                filterRunner.settle(engine: engine, at: event.time)
                if filterRunner.isFiltering { inspector?.filterLatency(filterRunner) }
            }
        case .resync(let time): engine.beginResync(device: device.engineID, at: time)
        }
    }

    package var nextDeadline: Timestamp? { combinedDeadline }

    package func deadlineReached(_ deadline: Timestamp) { advanceAll(to: deadline) }
}
