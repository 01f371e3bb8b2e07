/// Everything Tactile knows about an input device without reading its events:
/// what `evemu-describe` or the device section of `libinput record` captures.
///
/// Live devices fill it from libevdev; traces fill it from their header. The frame
/// assembler and the coordinate mapper only ever look at this type, which is why
/// live input and replay behave the same.
public struct DeviceDescription: Hashable, Sendable {
    public var name: String { didSet { quirk = DeviceQuirks.active.match(name: name, id: id) } }
    public var id: InputID { didSet { quirk = DeviceQuirks.active.match(name: name, id: id) } }
    /// `INPUT_PROP_*` bits the device sets.
    public var properties: Set<UInt16>
    /// Supported codes per event type (`EV_SYN` included, as the kernel reports it).
    public var codes: [UInt16: Set<UInt16>]
    /// Absolute axes by `ABS_*` code.
    public var absInfo: [UInt16: AbsInfo]
    /// `EV_REP` delay and period when the device repeats keys.
    public var repeatValues: [UInt16: Int32]
    /// The kernel's physical path (`usb-0000:00:14.0-4/input0`; `EVIOCGPHYS`), nil when unknown
    /// (traces do not record it). Nodes of one panel share it up to the last `/inputN`.
    public var phys: String?
    /// The unique id (`EVIOCGUNIQ`, often a serial number), nil when unknown or empty.
    public var uniq: String?
    /// What the quirks files say about this device (matched by bus, vendor, product and
    /// name in ``DeviceQuirks/active`` when the description is made); nil when no section matches.
    /// Classification, the physical size and the axis transformation read it: the one place
    /// quirks take effect, for live devices and traces alike.
    package var quirk: DeviceQuirk?

    public init(
        name: String, id: InputID = .zero, properties: Set<UInt16> = [],
        codes: [UInt16: Set<UInt16>] = [:], absInfo: [UInt16: AbsInfo] = [:],
        repeatValues: [UInt16: Int32] = [:], phys: String? = nil, uniq: String? = nil
    ) {
        self.name = name; self.id = id; self.properties = properties
        self.codes = codes; self.absInfo = absInfo; self.repeatValues = repeatValues
        self.phys = phys; self.uniq = uniq
        self.quirk = DeviceQuirks.active.match(name: name, id: id)
        // Every absinfo implies the code is supported; keep the two in step.
        for code in absInfo.keys { self.codes[EventType.abs, default: []].insert(code) }
    }

    public func has(type: UInt16) -> Bool { !(codes[type]?.isEmpty ?? true) }
    public func has(type: UInt16, code: UInt16) -> Bool { codes[type]?.contains(code) ?? false }
    public func has(property: UInt16) -> Bool { properties.contains(property) }

    /// Number of MT slots (protocol B), or 0 when the device has no `ABS_MT_SLOT`.
    public var slotCount: Int {
        guard let slot = absInfo[EventCode.absMTSlot] else { return 0 }
        return Swift.max(0, Int(slot.maximum) - Int(slot.minimum) + 1)
    }

    /// Which multitouch protocol the device speaks.
    public var multitouchProtocol: MultitouchProtocol {
        if has(type: EventType.abs, code: EventCode.absMTSlot) { return .b }
        if has(type: EventType.abs, code: EventCode.absMTPositionX) { return .a }
        return .none
    }

    /// The absinfo of the x and y axes used for touches: the MT axes when present.
    public var touchAxes: (x: AbsInfo, y: AbsInfo)? {
        if multitouchProtocol != .none,
           let x = absInfo[EventCode.absMTPositionX], let y = absInfo[EventCode.absMTPositionY] {
            return (x, y)
        }
        if let x = absInfo[EventCode.absX], let y = absInfo[EventCode.absY] { return (x, y) }
        return nil
    }
}

/// Multitouch protocol, as in the kernel's multi-touch-protocol.rst.
public enum MultitouchProtocol: String, Sendable, Codable {
    /// No multitouch axes: single touch (ABS_X/ABS_Y + BTN_TOUCH) or no touch at all.
    case none
    /// Anonymous contacts separated by `SYN_MT_REPORT` (e.g. N-Trig panels).
    case a = "A"
    /// Slots with tracking ids (`ABS_MT_SLOT`, `ABS_MT_TRACKING_ID`).
    case b = "B"
}
