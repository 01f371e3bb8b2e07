import TactileCore

/// What the live loop drives: in practice the engine (``Tactile/Engine``).
///
/// The loop owns file descriptors and time; the handler owns all state. Every
/// call passes times from event timestamps, so a handler behaves exactly as it
/// does under trace replay.
public protocol LiveInputHandler: AnyObject {
    /// A device was opened (at start or by hotplug). `id` is unique for the loop's life.
    func deviceAdded(id: Int, path: String, description: DeviceDescription)
    /// The device is gone (unplugged, `ENODEV`) or was closed; cancel its touches.
    func deviceRemoved(id: Int, path: String, reason: EvdevError?)
    /// A node that will not be used, and why (touchpad, keyboard, permission denied...).
    func deviceSkipped(path: String, reason: String)
    /// One item read from device `id`.
    func input(_ input: EvdevDevice.Input, fromDevice id: Int)
    /// The earliest time at which the handler wants ``deadlineReached(_:)``, in event time.
    var nextDeadline: Timestamp? { get }
    /// Called when the poll timed out at the deadline; time advances to exactly `deadline`.
    func deadlineReached(_ deadline: Timestamp)
}
