import TactileCore

/// Which virtual device an emitted event goes to.
package enum FilterTarget: Hashable, Sendable, CustomStringConvertible {
    /// The touchscreen clone of panel `device` (the engine's device id).
    case touchscreen(device: Int)
    /// The one virtual absolute pointer (mouse profile).
    case pointer
    /// The one virtual keyboard (key actions).
    case keyboard

    package var description: String {
        switch self {
        case .touchscreen(let d): return "touchscreen clone of device \(d)"
        case .pointer: return "pointer"
        case .keyboard: return "keyboard"
        }
    }
}

/// The descriptions of the filter's virtual devices, made from the panel's own (so
/// libinput's quirks, matched by name and vendor:product, still apply) or from the screen.
package enum VirtualDeviceDescriptions {
    /// `MT_TOOL_FINGER`, `MT_TOOL_PALM` (linux/input.h).
    package static let toolFinger: Int32 = 0
    package static let toolPalm: Int32 = 2
    /// Slots of a clone of a protocol A or single-touch panel: 10, the most fingers two hands
    /// put down (such panels report contacts without slots; more are ignored, and logged).
    package static let slotsForSlotlessPanels = 10
    /// The tracking id range of a clone: the kernel's own (`input_mt_init_slots`: 0...65535).
    package static let trackingIDMaximum: Int32 = 65535

    /// The touchscreen clone of `panel`: the same name, input id, properties, keys and axes
    /// with their ranges and resolution, plus what forward-then-cancel needs:
    /// - `ABS_MT_TOOL_TYPE` (`MT_TOOL_FINGER`...`MT_TOOL_PALM`) when the panel lacks it;
    /// - protocol B: a protocol A or single-touch panel becomes a protocol B clone with
    ///   ``slotsForSlotlessPanels`` slots (`ABS_MT_SLOT`, `ABS_MT_TRACKING_ID`, the MT position
    ///   axes copied from `ABS_X`/`ABS_Y` and `ABS_MT_PRESSURE` from `ABS_PRESSURE` when missing);
    /// - `INPUT_PROP_DIRECT` and `BTN_TOUCH` (Tactile filters touchscreens only).
    /// `EV_MSC` is left out: the clone sends no `MSC_TIMESTAMP` (libinput uses it on touchpads only).
    package static func touchscreenClone(of panel: DeviceDescription) -> DeviceDescription {
        var d = panel
        d.codes[EventType.msc] = nil
        d.properties.insert(EventCode.propDirect)
        d.codes[EventType.key, default: []].insert(EventCode.btnTouch)
        let slots = panel.multitouchProtocol == .b ? panel.slotCount : slotsForSlotlessPanels
        if panel.multitouchProtocol != .b {
            d.absInfo[EventCode.absMTSlot] = AbsInfo(minimum: 0, maximum: Int32(slots - 1))
            d.absInfo[EventCode.absMTTrackingID] = AbsInfo(minimum: 0, maximum: trackingIDMaximum)
            if panel.multitouchProtocol == .none {
                if let x = panel.absInfo[EventCode.absX] { d.absInfo[EventCode.absMTPositionX] = x }
                if let y = panel.absInfo[EventCode.absY] { d.absInfo[EventCode.absMTPositionY] = y }
                if let p = panel.absInfo[EventCode.absPressure] { d.absInfo[EventCode.absMTPressure] = p }
            }
        }
        if d.absInfo[EventCode.absMTToolType] == nil {
            d.absInfo[EventCode.absMTToolType] = AbsInfo(minimum: 0, maximum: toolPalm)
        }
        for code in d.absInfo.keys { d.codes[EventType.abs, default: []].insert(code) }
        return d
    }

    /// The virtual pen of a grabbed pen device: the pen's own description (name, input id,
    /// properties, tool and barrel-button keys, every axis with its range and resolution,
    /// `MSC_SERIAL`), so libinput makes the same tablet tool of it and its quirks still match.
    /// Pen events pass through unchanged (``FilterTarget/pen(device:)``): arbitration acts on
    /// the touchscreen clone, never on the pen.
    package static func penClone(of pen: DeviceDescription) -> DeviceDescription {
        var d = pen
        // As the touchscreen clone: no MSC_TIMESTAMP (the clone's frames are timed by the kernel).
        if var msc = d.codes[EventType.msc] {
            msc.remove(mscTimestamp)
            d.codes[EventType.msc] = msc.isEmpty ? nil : msc
        }
        return d
    }

    /// `MSC_TIMESTAMP` (linux/input-event-codes.h).
    static let mscTimestamp: UInt16 = 0x05

    /// The slots the clone of `panel` has.
    package static func cloneSlotCount(of panel: DeviceDescription) -> Int {
        panel.multitouchProtocol == .b ? Swift.max(1, panel.slotCount) : slotsForSlotlessPanels
    }

    /// The virtual absolute pointer: `ABS_X`/`ABS_Y` over the screen in points (0...width,
    /// 0...height), the three buttons and both wheels with their hi-res axes, no
    /// `INPUT_PROP_DIRECT`: libinput makes it an absolute pointer (like a VM tablet), mapped
    /// onto the output exactly on every compositor.
    package static func pointer(screen: ScreenRect, name: String = "Tactile virtual pointer") -> DeviceDescription {
        let width = Int32(Swift.max(1, screen.width.rounded(.up)))
        let height = Int32(Swift.max(1, screen.height.rounded(.up)))
        return DeviceDescription(
            name: name, id: InputID(bustype: 0x06, vendor: 0x7461, product: 0x0002, version: 1),
            codes: [EventType.syn: [EventCode.synReport],
                    EventType.key: [EventCode.btnLeft, EventCode.btnRight, EventCode.btnMiddle],
                    EventType.rel: [EventCode.relWheel, EventCode.relHWheel, EventCode.relWheelHiRes, EventCode.relHWheelHiRes]],
            absInfo: [EventCode.absX: AbsInfo(minimum: 0, maximum: width),
                      EventCode.absY: AbsInfo(minimum: 0, maximum: height)])
    }

    /// Every `KEY_*` code of linux/input-event-codes.h (``KeyChord``'s table).
    package static var allKeys: Set<UInt16> { Set(KeyCodeTable.codes.map(\.code)) }

    /// A virtual keyboard with these keys.
    package static func keyboard(keys: Set<UInt16>, name: String = "Tactile virtual keyboard") -> DeviceDescription {
        DeviceDescription(name: name, id: InputID(bustype: 0x06, vendor: 0x7461, product: 0x0003, version: 1),
                          codes: [EventType.syn: [EventCode.synReport], EventType.key: keys])
    }
}
