import Testing
import TactileCore
import TactileSynth
import TactileTrace

/// Replays protocol B events under the kernel's rules and lists every violation.
func protocolBViolations(_ events: [InputEvent], slots: Int) -> [String] {
    var problems: [String] = []
    var values = [[UInt16: Int32]](repeating: [EventCode.absMTTrackingID: -1], count: slots)
    var reportedSlot: Int32 = 0
    var slotJustSelected = false
    var btnTouch: Int32 = 0
    var absX: Int32 = 0, absY: Int32 = 0
    var usedIDs: Set<Int32> = []
    for (n, frame) in evdevFrames(events).enumerated() {
        if frame.count == 1 { problems.append("frame \(n): a SYN_REPORT with nothing before it") }
        guard frame.last?.type == EventType.syn && frame.last?.code == EventCode.synReport else {
            problems.append("frame \(n): not closed by SYN_REPORT"); continue
        }
        for e in frame.dropLast() {
            switch (e.type, e.code) {
            case (EventType.abs, EventCode.absMTSlot):
                if e.value == reportedSlot { problems.append("frame \(n): ABS_MT_SLOT \(e.value) repeated") }
                if slotJustSelected { problems.append("frame \(n): ABS_MT_SLOT with no value after the previous one") }
                if e.value < 0 || e.value >= Int32(slots) { problems.append("frame \(n): slot \(e.value) out of range") }
                reportedSlot = e.value
                slotJustSelected = true
            case (EventType.abs, EventCode.absMTTrackingID), (EventType.abs, EventCode.absMTPositionX),
                 (EventType.abs, EventCode.absMTPositionY), (EventType.abs, EventCode.absMTTouchMajor),
                 (EventType.abs, EventCode.absMTTouchMinor), (EventType.abs, EventCode.absMTPressure),
                 (EventType.abs, EventCode.absMTToolType):
                slotJustSelected = false
                let s = Int(reportedSlot)
                if values[s][e.code] == e.value { problems.append("frame \(n): unchanged \(EventCode.name(type: e.type, code: e.code)) \(e.value)") }
                if e.code == EventCode.absMTTrackingID {
                    let old = values[s][e.code] ?? -1
                    if e.value >= 0 && old >= 0 { problems.append("frame \(n): new tracking id without a release") }
                    if e.value >= 0 && !usedIDs.insert(e.value).inserted { problems.append("frame \(n): tracking id \(e.value) reused") }
                }
                values[s][e.code] = e.value
            case (EventType.key, EventCode.btnTouch):
                if e.value == btnTouch { problems.append("frame \(n): unchanged BTN_TOUCH") }
                btnTouch = e.value
            case (EventType.abs, EventCode.absX):
                if e.value == absX { problems.append("frame \(n): unchanged ABS_X") }
                absX = e.value
            case (EventType.abs, EventCode.absY):
                if e.value == absY { problems.append("frame \(n): unchanged ABS_Y") }
                absY = e.value
            default:
                problems.append("frame \(n): unexpected \(e)")
            }
        }
        if slotJustSelected { problems.append("frame \(n): ends right after ABS_MT_SLOT") }
        let down = values.filter { ($0[EventCode.absMTTrackingID] ?? -1) >= 0 }.count
        if (down > 0) != (btnTouch == 1) { problems.append("frame \(n): BTN_TOUCH \(btnTouch) with \(down) contacts") }
    }
    return problems
}

@Suite("Protocol B emission")
struct ProtocolBEmissionTests {
    @Test(arguments: Corpus.entries.filter {
        if case .touch(let d, _, _) = $0.input, case .b = d.touchProtocol { return true } else { return false }
    })
    func everyProtocolBTraceSendsOnlyChangedValuesInValidSlots(entry: CorpusEntry) throws {
        let (device, _, _) = try #require(entry.touchInput)
        guard case .b(let slots) = device.touchProtocol else { return }
        let problems = protocolBViolations(entry.trace().devices[0].events, slots: slots)
        #expect(problems.isEmpty, "\(entry.name): \(problems.prefix(5))")
    }

    @Test func theCheckerCatchesARepeatedValue() {
        let t = Timestamp.zero
        let events = [
            InputEvent(time: t, type: EventType.abs, code: EventCode.absMTTrackingID, value: 1),
            InputEvent(time: t, type: EventType.abs, code: EventCode.absMTPositionX, value: 10),
            InputEvent(time: t, type: EventType.key, code: EventCode.btnTouch, value: 1),
            InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0),
            InputEvent(time: t, type: EventType.abs, code: EventCode.absMTPositionX, value: 10),
            InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0),
        ]
        #expect(protocolBViolations(events, slots: 2).count == 1)
    }

    @Test func aStillFingerSendsNothingAfterLanding() {
        let script = TouchScript(contacts: [ContactPath(down: 0.1, at: PhysicalPoint(x: 50, y: 50), up: 0.5)])
        let events = TouchTraceSynthesizer(device: .isotropic, options: SamplingOptions(positionJitterMillimetres: 0, seed: 1))
            .events(for: script)
        let frames = evdevFrames(events)
        #expect(frames.count == 2)
        #expect(frames[0].map(\.code) == [EventCode.absMTTrackingID, EventCode.absMTPositionX, EventCode.absMTPositionY,
                                          EventCode.btnTouch, EventCode.absX, EventCode.absY, EventCode.synReport])
        #expect(frames[0].map(\.value).prefix(3) == [0, 500, 500])
        #expect(frames[1].map(\.code) == [EventCode.absMTTrackingID, EventCode.btnTouch, EventCode.synReport])
        #expect(frames[1][0].value == -1)
        #expect(frames[1][0].time == Timestamp(microseconds: 500_000))
    }

    @Test func aFingerLandingWhereTheSlotsLastFingerWasSendsOnlyItsTrackingID() throws {
        let entry = try #require(Corpus.entry(named: "tap-double-exact-spot"))
        let frames = evdevFrames(entry.trace().devices[0].events)
        #expect(frames.count == 4)
        #expect(frames[2].map(\.code) == [EventCode.absMTTrackingID, EventCode.btnTouch, EventCode.synReport])
        #expect(frames[2][0].value == 1)
        // And Core's assembler still places the second touch where the first was.
        let touches = touchFrames(assemble(entry.trace()).frames).flatMap(\.touches).filter { $0.phase == .began }
        #expect(touches.count == 2)
        #expect(touches[0].raw == touches[1].raw)
    }

    @Test func newContactsTakeTheLowestFreeSlotAndTrackingIDsWrap() {
        var device = SyntheticTouchscreen.isotropic
        device.firstTrackingID = 65535
        let p = PhysicalPoint(x: 100, y: 100)
        let script = TouchScript(contacts: [
            ContactPath(down: 0.1, at: p, up: 0.3),
            ContactPath(down: 0.15, at: p + PhysicalPoint(x: 20, y: 0), up: 0.5),
            ContactPath(down: 0.4, at: p + PhysicalPoint(x: 40, y: 0), up: 0.5),
        ])
        let events = TouchTraceSynthesizer(device: device, options: SamplingOptions(positionJitterMillimetres: 0, seed: 1))
            .events(for: script)
        var slot: Int32 = 0
        var landings: [(slot: Int32, id: Int32)] = []
        for e in events where e.type == EventType.abs {
            if e.code == EventCode.absMTSlot { slot = e.value }
            if e.code == EventCode.absMTTrackingID && e.value >= 0 { landings.append((slot, e.value)) }
        }
        // The third finger reuses slot 0, freed by the first.
        #expect(landings.map(\.slot) == [0, 1, 0])
        #expect(landings.map(\.id) == [65535, 0, 1])
        #expect(protocolBViolations(events, slots: 10).isEmpty)
    }

    @Test func thePointerEmulationFollowsTheOldestContact() {
        let script = TouchScript(contacts: [
            ContactPath(down: 0.1, at: PhysicalPoint(x: 10, y: 10), up: 0.3),
            ContactPath(down: 0.15, at: PhysicalPoint(x: 30, y: 30), up: 0.5),
        ])
        let events = TouchTraceSynthesizer(device: .isotropic, options: SamplingOptions(positionJitterMillimetres: 0, seed: 1))
            .events(for: script)
        let xs = events.filter { $0.type == EventType.abs && $0.code == EventCode.absX }.map(\.value)
        #expect(xs == [100, 300])   // the first finger, then the second once the first lifted
    }
}
