import Tactile
import TactileCore
import TactileSystem

/// Live input drives the engine through the same calls as replay: a device's events in
/// order, a resync after `SYN_DROPPED`, and the deadline the loop's poll timed out on.
/// Kept out of the `Tactile` module so an app that only replays or feeds events itself
/// links no libevdev.
extension Engine: LiveInputHandler {
    public func deviceAdded(id: Int, path: String, description: DeviceDescription) {
        addDevice(id: id, name: description.name, description: description)
    }

    public func deviceRemoved(id: Int, path: String, reason: EvdevError?) {
        removeDevice(id: id, reason: reason?.description)
    }

    public func deviceSkipped(path: String, reason: String) {}

    public func input(_ input: EvdevDevice.Input, fromDevice id: Int) {
        switch input {
        case .event(let event): process(event, device: id)
        case .resync(let time): beginResync(device: id, at: time)
        }
    }

    public func deadlineReached(_ deadline: Timestamp) { advance(to: deadline) }
}
