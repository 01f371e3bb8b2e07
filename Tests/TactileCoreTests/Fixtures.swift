import TactileCore

/// Device descriptions modelled on the real recordings in Traces/real.
enum Fixtures {
    /// Like the EP0430M09 panel: protocol B, 5 slots, 1280x768 units, resolution 0.
    static func protocolB(slots: Int = 5, resolutionX: Int32 = 0, resolutionY: Int32 = 0, pressure: Bool = false) -> DeviceDescription {
        var abs: [UInt16: AbsInfo] = [
            EventCode.absX: AbsInfo(minimum: 0, maximum: 1279, resolution: resolutionX),
            EventCode.absY: AbsInfo(minimum: 0, maximum: 767, resolution: resolutionY),
            EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: Int32(slots - 1)),
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 1279, resolution: resolutionX),
            EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 767, resolution: resolutionY),
            EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
        ]
        if pressure { abs[EventCode.absMTPressure] = AbsInfo(minimum: 0, maximum: 255) }
        return DeviceDescription(name: "Test B", id: InputID(bustype: 0x18, vendor: 0, product: 0, version: 0),
                                 properties: [EventCode.propDirect],
                                 codes: [EventType.syn: [0, 1, 2, 3], EventType.key: [EventCode.btnTouch]], absInfo: abs)
    }

    /// Like the N-Trig panel: protocol A, no slots, no tracking ids, no properties.
    static func protocolA() -> DeviceDescription {
        DeviceDescription(name: "Test A", codes: [EventType.syn: [0, 2], EventType.key: [EventCode.btnTouch]], absInfo: [
            EventCode.absX: AbsInfo(minimum: 0, maximum: 9600),
            EventCode.absY: AbsInfo(minimum: 0, maximum: 7200),
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 9600),
            EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 7200),
        ])
    }

    static func singleTouch() -> DeviceDescription {
        DeviceDescription(name: "Test ST", codes: [EventType.syn: [0], EventType.key: [EventCode.btnTouch]], absInfo: [
            EventCode.absX: AbsInfo(minimum: 0, maximum: 4095),
            EventCode.absY: AbsInfo(minimum: 0, maximum: 4095),
        ])
    }

    static func mouse(hiRes: Bool = false) -> DeviceDescription {
        var rel: Set<UInt16> = [EventCode.relX, EventCode.relY, EventCode.relWheel, EventCode.relHWheel]
        if hiRes { rel.formUnion([EventCode.relWheelHiRes, EventCode.relHWheelHiRes]) }
        return DeviceDescription(name: "Test Mouse", codes: [
            EventType.syn: [0], EventType.rel: rel,
            EventType.key: [EventCode.btnLeft, EventCode.btnRight, EventCode.btnMiddle, EventCode.btnSide, EventCode.btnExtra],
        ])
    }
}

/// Builds event sequences the way a kernel would send them.
struct EventScript {
    var events: [InputEvent] = []
    var time = Timestamp(microseconds: 0)

    mutating func at(_ ms: Double) -> Self { time = Timestamp(microseconds: Int64(ms * 1000)); return self }
    mutating func abs(_ code: UInt16, _ value: Int32) { events.append(InputEvent(time: time, type: EventType.abs, code: code, value: value)) }
    mutating func rel(_ code: UInt16, _ value: Int32) { events.append(InputEvent(time: time, type: EventType.rel, code: code, value: value)) }
    mutating func key(_ code: UInt16, _ value: Int32) { events.append(InputEvent(time: time, type: EventType.key, code: code, value: value)) }
    mutating func syn(_ code: UInt16 = EventCode.synReport) { events.append(InputEvent(time: time, type: EventType.syn, code: code, value: 0)) }
    mutating func slot(_ s: Int32) { abs(EventCode.absMTSlot, s) }
    mutating func down(slot s: Int32, id: Int32, x: Int32, y: Int32) {
        slot(s); abs(EventCode.absMTTrackingID, id); abs(EventCode.absMTPositionX, x); abs(EventCode.absMTPositionY, y)
    }
    mutating func move(slot s: Int32, x: Int32, y: Int32) { slot(s); abs(EventCode.absMTPositionX, x); abs(EventCode.absMTPositionY, y) }
    mutating func up(slot s: Int32) { slot(s); abs(EventCode.absMTTrackingID, -1) }
    mutating func contact(x: Int32, y: Int32) { abs(EventCode.absMTPositionX, x); abs(EventCode.absMTPositionY, y); syn(EventCode.synMTReport) }
}

extension FrameAssembler {
    /// Feeds all events, returning the touch frames produced.
    mutating func touchFrames(_ script: EventScript) -> [TouchFrame] {
        script.events.compactMap { e -> TouchFrame? in
            if case .touch(let f)? = process(e) { return f }
            return nil
        }
    }
    mutating func pointerFrames(_ script: EventScript) -> [PointerFrame] {
        script.events.compactMap { e -> PointerFrame? in
            if case .pointer(let f)? = process(e) { return f }
            return nil
        }
    }
}

extension TouchFrame {
    var phases: [TouchPhase] { touches.map(\.phase) }
    var ids: [Int] { touches.map(\.id) }
}
