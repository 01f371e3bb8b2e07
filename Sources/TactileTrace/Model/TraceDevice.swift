import TactileCore

/// One recorded device: its description and its raw events in recorded order.
public struct TraceDevice: Hashable, Sendable {
    /// Name, ids, supported codes, axes and properties, as `evemu-describe` or the
    /// `evdev:` section of `libinput record` captured them.
    public var description: DeviceDescription
    /// The raw events in file order. The reader drops events after the last
    /// `SYN_REPORT` (an incomplete frame) and says so in ``Trace/warnings``.
    public var events: [InputEvent]
    /// The device node that was recorded (`/dev/input/event5`), when the file says.
    public var node: String?
    /// `uname -r` of the recording machine, when the file says (evemu `# Kernel:`
    /// comment, libinput record `system: kernel:`).
    public var kernelVersion: String?
    /// udev properties (`KEY=value`) from libinput record's `udev: properties:`,
    /// e.g. `LIBINPUT_CALIBRATION_MATRIX=...`. evemu files have none.
    public var udevProperties: [String]
    /// LED states at recording start (evemu `L:` lines), by `LED_*` code.
    public var ledStates: [UInt16: Int32]
    /// Switch states at recording start (evemu `S:` lines), by `SW_*` code.
    public var switchStates: [UInt16: Int32]

    public init(
        description: DeviceDescription, events: [InputEvent] = [], node: String? = nil,
        kernelVersion: String? = nil, udevProperties: [String] = [],
        ledStates: [UInt16: Int32] = [:], switchStates: [UInt16: Int32] = [:]
    ) {
        self.description = description
        self.events = events
        self.node = node
        self.kernelVersion = kernelVersion
        self.udevProperties = udevProperties
        self.ledStates = ledStates
        self.switchStates = switchStates
    }
}
