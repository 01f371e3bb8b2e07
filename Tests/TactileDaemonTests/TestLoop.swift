import TactileCore
import TactileSystem

/// A live loop with no devices, to drive a socket server in-process.
final class TestLoop: LiveInputHandler {
    let loop: LiveInputLoop

    init() throws {
        loop = try LiveInputLoop(selection: .paths([]))
    }

    /// Handles everything ready within `timeoutMilliseconds`.
    func dispatch(_ timeoutMilliseconds: Int32 = 0) {
        loop.dispatch(handler: self, timeoutMilliseconds: timeoutMilliseconds)
    }

    func deviceAdded(id: Int, path: String, description: DeviceDescription) {}
    func deviceRemoved(id: Int, path: String, reason: EvdevError?) {}
    func deviceSkipped(path: String, reason: String) {}
    func input(_ input: EvdevDevice.Input, fromDevice id: Int) {}
    var nextDeadline: Timestamp? { nil }
    func deadlineReached(_ deadline: Timestamp) {}
}
