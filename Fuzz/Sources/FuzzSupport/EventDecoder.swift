import TactileCore

/// Decodes fuzz bytes into (type, code, value, dt) tuples for one ``FuzzDevice``.
///
/// Each event costs 3–7 bytes. The first byte picks the kind (low 3 bits) and how time
/// moves (high bits: not at all, a little, a lot, backwards, or to an extreme); codes
/// come mostly from the ones the device declares, values mostly from its axis ranges,
/// so that the fuzzer reaches deep assembler states instead of being ignored.
public struct EventDecoder {
    public let device: FuzzDevice
    /// Microseconds; starts mid-range so it can move either way.
    public var time: Int64 = 1_000_000_000

    public init(device: FuzzDevice) { self.device = device }

    static let specialValues: [Int32] = [-1, 0, 1, 2, Int32.max, Int32.min, 65535, -2, 4096, -4096]
    static let anyTypes: [UInt16] = [EventType.syn, EventType.key, EventType.rel, EventType.abs, EventType.msc,
                                     EventType.sw, EventType.led, EventType.rep, 0x1f, 0xffff]

    public mutating func next(_ b: inout FuzzBytes) -> FuzzInput {
        let op = b.byte()
        advanceTime(op >> 3, &b)
        let t = Timestamp(microseconds: time)
        switch op & 7 {
        case 0:
            return .event(InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0))
        case 1, 2:
            let code = device.absCodes.isEmpty ? UInt16(b.byte() & 0x3f) : b.pick(device.absCodes)
            return .event(InputEvent(time: t, type: EventType.abs, code: code, value: absValue(code, &b)))
        case 3:
            let code = b.pick(device.keyCodes)
            return .event(InputEvent(time: t, type: EventType.key, code: code, value: Int32(b.byte() % 3)))
        case 4:
            let code = b.pick(device.relCodes)
            let v = b.byte()
            let value = v == 255 ? b.int32() : Int32(Int8(bitPattern: v))
            return .event(InputEvent(time: t, type: EventType.rel, code: code, value: value))
        case 5:
            return .event(InputEvent(time: t, type: EventType.syn, code: EventCode.synMTReport, value: 0))
        case 6:
            let which = b.byte()
            if which < 24 { return .event(InputEvent(time: t, type: EventType.syn, code: EventCode.synDropped, value: 0)) }
            if which < 40 { return .resync(t) }
            return .event(InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0))
        default:
            // Anything at all: unknown types and codes, arbitrary values.
            let type = b.pick(Self.anyTypes)
            return .event(InputEvent(time: t, type: type, code: b.uint16() & 0x3ff, value: b.int32()))
        }
    }

    private mutating func advanceTime(_ mode: UInt8, _ b: inout FuzzBytes) {
        switch mode {
        case 0..<12: break                                                  // same SYN group
        case 12..<24: time &+= Int64(b.byte()) * 100                         // up to 25 ms
        case 24..<28: time &+= Int64(b.uint16()) * 1000                      // up to 65 s
        case 28..<31: time &-= Int64(b.byte()) * 1000                        // backwards
        default:                                                            // extremes
            let which = b.byte() % 4
            time = which == 0 ? Int64.max - Int64(b.byte()) : which == 1 ? Int64.min + Int64(b.byte())
                : which == 2 ? 0 : Int64(bitPattern: b.uint64())
        }
    }

    private func absValue(_ code: UInt16, _ b: inout FuzzBytes) -> Int32 {
        let v = b.byte()
        if code == EventCode.absMTTrackingID {
            // Releases must be common for touches to end; a few ids so reuse happens.
            if v < 96 { return -1 }
            if v < 250 { return Int32(v % 12) }
        }
        switch v {
        case 0..<160:
            // Within the axis range (a little beyond, both ends).
            guard let info = device.description.absInfo[code] else { return Int32(b.uint16()) }
            let lo = Int64(info.minimum), hi = Int64(info.maximum)
            let span = Swift.max(Int64(1), hi - lo)
            let r = Int64(b.uint16())
            return Int32(truncatingIfNeeded: lo - span / 10 + (r * (span + span / 5)) / 65535)
        case 160..<224:
            return Int32(v) - 192
        case 224..<255:
            return b.pick(Self.specialValues)
        default:
            return b.int32()
        }
    }
}
