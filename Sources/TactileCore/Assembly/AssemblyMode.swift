/// How a device's events become frames, chosen from its description.
public enum AssemblyMode: Hashable, Sendable {
    /// Protocol B with this many slots (capped at ``FrameAssembler/maximumContacts``).
    case multitouchB(slots: Int)
    /// Protocol A: anonymous contacts separated by `SYN_MT_REPORT`.
    case multitouchA
    /// `ABS_X/ABS_Y` + `BTN_TOUCH`.
    case singleTouch
    /// Relative motion, buttons and wheels.
    case pointer
    /// A pen (stylus) on a pen display or a tablet mapped to the screen: ``PenFrame``s.
    case pen
    /// Devices Tactile does not use (touchpads, keyboards, ...): events are consumed, no frames.
    case ignored

    public init(device: DeviceDescription) {
        switch device.classification.kind {
        case .touchscreen:
            switch device.multitouchProtocol {
            case .b: self = .multitouchB(slots: Swift.min(Swift.max(device.slotCount, 1), FrameAssembler.maximumContacts))
            case .a: self = .multitouchA
            case .none: self = .singleTouch
            }
        case .mouse: self = .pointer
        case .pen: self = .pen
        case .touchpad, .other: self = .ignored
        }
    }
}
