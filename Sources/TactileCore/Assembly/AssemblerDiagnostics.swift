/// Counters of hostile or surprising input the assembler coped with.
///
/// Nothing here is fatal: each counter names a case the assembler repaired (see
/// the doc of each field). Tools print them so a user can tell a flaky device
/// from a gesture bug. Plain integers so counting never allocates.
package struct AssemblerDiagnostics: Hashable, Sendable {
    /// Timestamps that went backwards; the frame got the previous time instead.
    public var backwardsTimestamps = 0
    /// `ABS_MT_SLOT` values outside the slot range; events for that slot were ignored.
    public var slotsOutOfRange = 0
    /// A new tracking id arrived in a slot whose touch was never released; the old touch ended.
    public var trackingIDsReusedWithoutRelease = 0
    /// Touches that began and ended inside one frame (no position was ever reported).
    public var zeroLengthTouches = 0
    /// Protocol A contacts beyond ``FrameAssembler/maximumContacts``; dropped.
    public var contactsOverCapacity = 0
    /// `SYN_DROPPED` events seen (kernel buffer overrun).
    public var droppedSyncs = 0
    /// Frames closed without a `SYN_REPORT` because too many events arrived.
    public var implicitFrames = 0
    /// Touches cancelled because the device went away, a drop lost them or the input ended.
    public var cancelledTouches = 0
    /// Axis values outside the range the device declared (clamped).
    public var valuesOutOfRange = 0
    /// Contacts rejected as palms (``PalmRule``), by cause: the firmware's `MT_TOOL_PALM`,
    /// the size threshold, the pressure threshold. Not counted in ``cancelledTouches``.
    public var palmsByToolType = 0
    public var palmsBySize = 0
    public var palmsByPressure = 0
    /// Contacts in the writing hand's zone beside a paired pen (``PenTouchArbitration``).
    public var palmsByPenZone = 0

    public init() {}

    mutating func countPalm(_ cause: PalmCause) {
        switch cause {
        case .toolType: palmsByToolType += 1
        case .size: palmsBySize += 1
        case .pressure: palmsByPressure += 1
        case .penZone: palmsByPenZone += 1
        }
    }

    /// True when nothing unusual happened.
    public var isClean: Bool { self == AssemblerDiagnostics() }

    /// Non-zero counters as `name=value` pairs, for logs.
    public var summary: String {
        let all: [(String, Int)] = [
            ("backwardsTimestamps", backwardsTimestamps), ("slotsOutOfRange", slotsOutOfRange),
            ("trackingIDsReusedWithoutRelease", trackingIDsReusedWithoutRelease),
            ("zeroLengthTouches", zeroLengthTouches), ("contactsOverCapacity", contactsOverCapacity),
            ("droppedSyncs", droppedSyncs), ("implicitFrames", implicitFrames),
            ("cancelledTouches", cancelledTouches), ("valuesOutOfRange", valuesOutOfRange),
            ("palmsByToolType", palmsByToolType), ("palmsBySize", palmsBySize), ("palmsByPressure", palmsByPressure),
            ("palmsByPenZone", palmsByPenZone),
        ]
        let parts = all.filter { $0.1 != 0 }.map { "\($0.0)=\($0.1)" }
        return parts.isEmpty ? "clean" : parts.joined(separator: " ")
    }
}
