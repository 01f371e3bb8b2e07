import Tactile
import TactileCore
import TactileSystem
import TactileLive

/// Sits between the live loop and the engine: forwards everything, and remembers
/// which devices were added so a failed `tactile_engine_open_devices` can undo
/// its partial work.
final class LiveHandler: LiveInputHandler {
    let engine: Engine
    private(set) var addedDeviceIDs: [Int] = []
    /// Nodes that were not used, and why (a touchpad, permission denied...).
    private(set) var skipped: [String] = []

    init(engine: Engine) { self.engine = engine }

    func deviceAdded(id: Int, path: String, description: DeviceDescription) {
        addedDeviceIDs.append(id)
        engine.deviceAdded(id: id, path: path, description: description)
    }

    func deviceRemoved(id: Int, path: String, reason: EvdevError?) {
        addedDeviceIDs.removeAll { $0 == id }
        engine.deviceRemoved(id: id, path: path, reason: reason)
    }

    func deviceSkipped(path: String, reason: String) {
        if skipped.count < 64 { skipped.append("\(path): \(reason)") }
    }

    func input(_ input: EvdevDevice.Input, fromDevice id: Int) { engine.input(input, fromDevice: id) }

    var nextDeadline: Timestamp? { engine.nextDeadline }

    func deadlineReached(_ deadline: Timestamp) { engine.deadlineReached(deadline) }
}
