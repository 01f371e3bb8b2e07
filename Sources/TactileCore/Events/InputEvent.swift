/// One raw evdev event: the kernel's `struct input_event` without the C.
///
/// This is what every source produces (a live device through libevdev, a trace
/// parser, a test script) and what ``FrameAssembler`` consumes.
public struct InputEvent: Hashable, Sendable, CustomStringConvertible {
    public var time: Timestamp
    /// `EV_*` type, see ``EventType``.
    public var type: UInt16
    /// The code within the type (`ABS_MT_SLOT`, `BTN_LEFT`, ...), see ``EventCode``.
    public var code: UInt16
    public var value: Int32

    @inlinable public init(time: Timestamp, type: UInt16, code: UInt16, value: Int32) {
        self.time = time; self.type = type; self.code = code; self.value = value
    }

    public var description: String {
        "\(time.seconds) \(EventCode.typeName(type)) \(EventCode.name(type: type, code: code)) \(value)"
    }
}
