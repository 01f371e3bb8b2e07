import TactileCore

/// The kernel's view of a ``DeviceDescription``: the bitmaps an evdev node reports.
///
/// Shared by the sysfs record and the ioctl record so both always describe the same device.
struct DeviceCapabilities: Sendable {
    /// `EV_*` types the device has (`EVIOCGBIT(0)`, sysfs `capabilities/ev`).
    let types: EvdevBitmask
    /// `INPUT_PROP_*` bits (`EVIOCGPROP`, sysfs `properties`).
    let properties: EvdevBitmask
    private let codes: [UInt16: EvdevBitmask]

    /// The types whose code bitmaps libevdev 1.13 reads in `libevdev_set_fd`, in its order.
    static let typesLibevdevQueries: [UInt16] = [
        EventType.rel, EventType.abs, EventType.led, EventType.key,
        EventType.sw, EventType.msc, EventType.ff, EventType.snd,
    ]

    /// The types sysfs lists under `capabilities/`, in the kernel's uevent order.
    static let typesInSysfs: [(type: UInt16, name: String)] = [
        (EventType.key, "key"), (EventType.rel, "rel"), (EventType.abs, "abs"), (EventType.msc, "msc"),
        (EventType.led, "led"), (EventType.snd, "snd"), (EventType.ff, "ff"), (EventType.sw, "sw"),
    ]

    init(_ device: DeviceDescription) {
        var types = EvdevBitmask(bitCount: Int(EventType.max) + 1)
        // Every evdev device reports EV_SYN; the kernel sets it in input_register_device.
        types.insert(Int(EventType.syn))
        var codes: [UInt16: EvdevBitmask] = [:]
        for (type, set) in device.codes where type != EventType.syn && type <= EventType.max {
            codes[type] = EvdevBitmask(type: type, bits: set)
        }
        // An axis with absinfo is supported even if a mutated description forgot its code.
        if !device.absInfo.isEmpty {
            var abs = codes[EventType.abs] ?? EvdevBitmask(type: EventType.abs, bits: [])
            for code in device.absInfo.keys { abs.insert(Int(code)) }
            codes[EventType.abs] = abs
        }
        for (type, mask) in codes where !mask.isEmpty { types.insert(Int(type)) }
        // EV_REP without codes still means "repeats"; the kernel sets REP_DELAY and REP_PERIOD.
        if !device.repeatValues.isEmpty {
            types.insert(Int(EventType.rep))
            codes[EventType.rep] = EvdevBitmask(type: EventType.rep, bits: [0, 1])
        }
        self.types = types
        self.codes = codes
        self.properties = EvdevBitmask(bitCount: Int(EventCode.propMax) + 1, bits: device.properties)
    }

    /// The code bitmap of `type`; empty for types the device does not have.
    func codes(of type: UInt16) -> EvdevBitmask {
        codes[type] ?? EvdevBitmask(type: type, bits: [])
    }

    func has(type: UInt16) -> Bool { types.contains(Int(type)) }
}
