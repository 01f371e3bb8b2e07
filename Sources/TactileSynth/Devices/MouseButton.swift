import TactileCore

/// Mouse buttons a synthetic mouse has, with their evdev codes and the HID usage
/// hid-input reports as `MSC_SCAN` before each button event.
package enum MouseButton: String, Hashable, Sendable, CaseIterable {
    case left, right, middle, side, extra

    package var code: UInt16 {
        switch self {
        case .left: return EventCode.btnLeft
        case .right: return EventCode.btnRight
        case .middle: return EventCode.btnMiddle
        case .side: return EventCode.btnSide
        case .extra: return EventCode.btnExtra
        }
    }

    /// HID usage page 9 (buttons), usage 1...5 in the order of the cases: `0x90001`...
    package var scanCode: Int32 {
        0x90001 + Int32(Self.allCases.firstIndex(of: self)!)
    }

    /// `MSC_SCAN`.
    package static let mscScan: UInt16 = 4
}
