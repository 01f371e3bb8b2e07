/// How a synthetic touchscreen reports contacts (the kernel's multi-touch-protocol.rst).
package enum SyntheticTouchProtocol: Hashable, Sendable {
    /// Protocol B: `slots` slots, `ABS_MT_SLOT` + `ABS_MT_TRACKING_ID`, only changed
    /// values, plus the kernel's single-touch emulation (`BTN_TOUCH`, `ABS_X/ABS_Y` of
    /// the oldest contact).
    case b(slots: Int)
    /// Protocol A: every contact every scan, each closed by `SYN_MT_REPORT`; with
    /// `trackingIDs` the device also sends `ABS_MT_TRACKING_ID` per contact.
    case a(trackingIDs: Bool)
    /// One contact: `ABS_X/ABS_Y` + `BTN_TOUCH` (resistive panels). Extra fingers are ignored.
    case singleTouch

    /// Short name for documentation: `protocol B (10 slots)`, `protocol A`, `single touch`.
    package var summary: String {
        switch self {
        case .b(let slots): return "protocol B (\(slots) slots)"
        case .a(let ids): return ids ? "protocol A (tracking ids)" : "protocol A"
        case .singleTouch: return "single touch"
        }
    }
}
