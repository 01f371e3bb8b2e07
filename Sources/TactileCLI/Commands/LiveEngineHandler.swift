import Tactile
import TactileCore
import TactileSystem
import TactileLive

/// The engine as the live loop's handler for `tactile events` and a live `tactile demo`,
/// saying on stderr which devices it passes over and why (a touchpad, a pen tablet, a
/// joystick) instead of producing nothing without a word. Everything else goes straight
/// to the engine.
final class LiveEngineHandler: LiveInputHandler {
    let engine: Engine

    init(_ engine: Engine) { self.engine = engine }

    func deviceAdded(id: Int, path: String, description: DeviceDescription) {
        engine.deviceAdded(id: id, path: path, description: description)
    }

    func deviceRemoved(id: Int, path: String, reason: EvdevError?) {
        engine.deviceRemoved(id: id, path: path, reason: reason)
    }

    func deviceSkipped(path: String, reason: String) {
        Diagnostics.note("tactile: not using \(path): \(reason)")
    }

    func input(_ input: EvdevDevice.Input, fromDevice id: Int) { engine.input(input, fromDevice: id) }

    var nextDeadline: Timestamp? { engine.nextDeadline }

    func deadlineReached(_ deadline: Timestamp) { engine.deadlineReached(deadline) }
}
