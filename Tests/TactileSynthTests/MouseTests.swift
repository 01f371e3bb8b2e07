import Testing
import TactileCore
import TactileSynth
import TactileTrace

@Suite("Mouse synthesis")
struct MouseTests {
    static let mice = Corpus.entries.filter { $0.mouseInput != nil }

    @Test func thereIsOneTraceAt400And1000And1600DPI() {
        #expect(Set(Self.mice.compactMap { $0.mouseInput?.device.dotsPerInch }) == [400, 1000, 1600])
    }

    @Test(arguments: mice)
    func countsAddUpToTheHandMovementAtTheDPI(entry: CorpusEntry) throws {
        let (mouse, script) = try #require(entry.mouseInput)
        let frames = pointerFrames(assemble(entry.trace()).frames)
        let dx = frames.reduce(0) { $0 + Int($1.dx) }, dy = frames.reduce(0) { $0 + Int($1.dy) }
        let total = script.totalMillimetres
        #expect(dx == Int(mouse.counts(millimetres: total.x).rounded()))
        #expect(dy == Int(mouse.counts(millimetres: total.y).rounded()))
        // The outward movement alone: 60 mm = 945 counts at 400 DPI, 2362 at 1000, 3780 at 1600.
        let events = entry.trace().devices[0].events
        let outward = events.filter { $0.type == EventType.rel && $0.code == EventCode.relX && $0.time.seconds < 1 }
            .reduce(0) { $0 + Int($1.value) }
        #expect(outward == Int(mouse.counts(millimetres: 60).rounded()))
    }

    @Test(arguments: mice)
    func clicksAndWheelArriveAsScripted(entry: CorpusEntry) throws {
        let (mouse, script) = try #require(entry.mouseInput)
        let frames = pointerFrames(assemble(entry.trace()).frames)
        // A click, a double click and the drag.
        #expect(frames.filter { $0.pressed.contains(.left) }.count == 4)
        #expect(frames.filter { $0.released.contains(.left) }.count == 4)
        #expect(frames.filter { $0.pressed.contains(.right) }.count == 1)
        #expect(frames.filter { $0.pressed.contains(.middle) }.count == 1)
        #expect(frames.last?.buttons == [])
        let vertical = frames.reduce(0) { $0 + $1.wheel.vertical }
        let horizontal = frames.reduce(0) { $0 + $1.wheel.horizontal }
        #expect(abs(vertical - script.totalDetents.vertical) < 1e-9)
        #expect(abs(horizontal - (mouse.hasHorizontalWheel ? script.totalDetents.horizontal : 0)) < 1e-9)
        // The drag moves with the left button held.
        let dragging = frames.filter { $0.buttons.contains(.left) && $0.dx != 0 }
        // The sensor rounds the position, not each movement: 30 mm then 50 mm from the start.
        let drag = mouse.counts(millimetres: 50).rounded() - mouse.counts(millimetres: 30).rounded()
        #expect(dragging.reduce(0) { $0 + Int($1.dx) } == Int(drag))
    }

    @Test func eachButtonEventIsPrecededByItsScanCode() throws {
        let entry = try #require(Corpus.entry(named: "mouse-400dpi"))
        let events = entry.trace().devices[0].events
        for (i, e) in events.enumerated() where e.type == EventType.key {
            #expect(i > 0 && events[i - 1].type == EventType.msc && events[i - 1].code == MouseButton.mscScan)
            #expect(events[i - 1].value == MouseButton.allCases.first { $0.code == e.code }?.scanCode)
        }
    }

    @Test func theHighResolutionWheelFollowsHidInput() {
        let script = MouseScript(wheels: [WheelRoll(start: 0.1, duration: 0.2, detents: -2)], end: 0.4)
        let events = MouseTraceSynthesizer(mouse: .dpi1600).events(for: script)
        let hiRes = events.filter { $0.code == EventCode.relWheelHiRes && $0.type == EventType.rel }
        let low = events.filter { $0.code == EventCode.relWheel && $0.type == EventType.rel }
        #expect(hiRes.map(\.value).reduce(0, +) == -240)
        #expect(hiRes.allSatisfy { $0.value % 15 == 0 })
        #expect(low.map(\.value) == [-1, -1])
        // REL_WHEEL comes right before the REL_WHEEL_HI_RES that completes the detent.
        for (i, e) in events.enumerated() where e.code == EventCode.relWheel && e.type == EventType.rel {
            #expect(events[i + 1].code == EventCode.relWheelHiRes)
        }
        let legacy = MouseTraceSynthesizer(mouse: .dpi400).events(for: script)
        #expect(legacy.filter { $0.type == EventType.rel }.map(\.value) == [-1, -1])
    }

    @Test func reportsOnlyHappenAtThePollingRateAndOnlyWithNews() throws {
        for entry in Self.mice {
            let (mouse, _) = try #require(entry.mouseInput)
            let period = 1e6 / mouse.pollingRateHertz
            for frame in evdevFrames(entry.trace().devices[0].events) {
                let t = Double(frame[0].time.microseconds)
                #expect(abs(t / period - (t / period).rounded()) < 1e-3)
                #expect(frame.count > 1)
                #expect(frame.allSatisfy { $0.type != EventType.rel || $0.value != 0 })
            }
        }
    }
}
