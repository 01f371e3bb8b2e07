import Foundation
import Testing
import Tactile
import TactileCore
import TactileGestures
import TactileTrace

/// Faults injected into the whole engine: a device unplugged mid-gesture, SYN_DROPPED in
/// the middle of a four-finger gesture, time going backwards, more fingers than slots, an
/// event flood, a trace that ends with fingers down. Each time: cancelled gestures are
/// reported, no touch or gesture is left stuck, nothing crashes, and what completed
/// before the fault is still reported.
@Suite("Fault injection")
struct FaultInjectionTests {
    /// Protocol B, 10 slots, 400 x 225 mm (10 units per mm), on the default 1920 x 1080 screen.
    static let panel = DeviceDescription(
        name: "fault panel", properties: [EventCode.propDirect],
        codes: [EventType.syn: [0, 1, 2, 3], EventType.key: [EventCode.btnTouch]],
        absInfo: [
            EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 9),
            EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 4000, resolution: 10),
            EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 2250, resolution: 10),
        ])

    /// A tap at 100 ms that completes (its double-tap window expires) long before `pinch` starts.
    static func tapThenPinch(frames: Int) -> RawEventScript {
        var s = RawEventScript()
        s.at(ms: 100)
        s.tap(id: 1, x: 1000, y: 1000, after: 900)
        s.down(slot: 0, id: 2, x: 1500, y: 1100); s.down(slot: 1, id: 3, x: 2500, y: 1100); s.report()
        for i in 1...frames {
            s.wait(ms: 8)
            s.move(slot: 0, x: 1500 - Int32(i) * 20, y: 1100); s.move(slot: 1, x: 2500 + Int32(i) * 20, y: 1100); s.report()
        }
        return s
    }

    static func play(_ script: RawEventScript, into engine: Engine, device: Int = 1) {
        for e in script.events { engine.process(e, device: device) }
    }

    // MARK: Device removed

    @Test func deviceRemovedMidPinchCancelsThePinchAndEndsEveryTouch() throws {
        let rec = EngineRecording()
        let engine = try rec.engine()
        engine.addDevice(id: 1, description: Self.panel)
        Self.play(Self.tapThenPinch(frames: 15), into: engine)
        #expect(rec.phases(.pinch).first == .began)
        #expect(engine.activeTouchCount == 2)

        engine.removeDevice(id: 1, reason: "ENODEV")

        #expect(rec.phases(.pinch).last == .cancelled)
        #expect(!rec.phases(.pinch).contains(.ended))
        #expect(rec.touchFrames.last?.touches.map(\.phase) == [.cancelled, .cancelled])
        #expect(engine.activeTouchCount == 0)
        #expect(rec.touchLifecycleProblems() == [])
        #expect(rec.gestureProblems() == [])
        // The tap completed before the fault: still reported, once.
        #expect(rec.gestures.filter { $0.kind == .tap && $0.fingers == 1 }.map(\.phase) == [.recognized])
        // The removal is reported after the cancellations.
        let removed = try #require(rec.index { if case .deviceRemoved(1, _, _) = $0 { return true }; return false })
        let lastGesture = try #require(rec.outputs.lastIndex { if case .gesture = $0 { return true }; return false })
        #expect(lastGesture < removed)
        // Late events from the removed device are ignored.
        let count = rec.outputs.count
        var late = RawEventScript()
        late.at(ms: 5_000)
        late.move(slot: 0, x: 10, y: 10); late.report()
        Self.play(late, into: engine)
        #expect(rec.outputs.count == count)
    }

    // MARK: SYN_DROPPED

    /// Four fingers down in slots 0–3, dragged up together for `frames` frames.
    static func fourFingerDrag(frames: Int) -> RawEventScript {
        var s = RawEventScript()
        s.at(ms: 100)
        s.tap(id: 1, x: 3000, y: 2000, after: 900)
        for f in 0..<4 { s.down(slot: Int32(f), id: Int32(10 + f), x: 1000 + Int32(f) * 300, y: 1800) }
        s.report()
        for i in 1...frames {
            s.wait(ms: 8)
            for f in 0..<4 { s.move(slot: Int32(f), x: 1000 + Int32(f) * 300, y: 1800 - Int32(i) * 15) }
            s.report()
        }
        return s
    }

    @Test func rawSynDroppedMidFourFingerPanCancelsItAndStillDownFingersComeBackAsNewTouches() throws {
        let rec = EngineRecording()
        let engine = try rec.engine()
        engine.addDevice(id: 1, description: Self.panel)
        var s = Self.fourFingerDrag(frames: 12)
        #expect(s.events.count > 0)
        Self.play(s, into: engine)
        #expect(rec.phases(.pan).first == .began)
        #expect(rec.gestures.first { $0.kind == .pan }?.fingers == 4)
        let idsBefore = Set(rec.touchFrames.last!.touches.map(\.id))

        // The kernel's buffer overflowed: what follows up to the next SYN_REPORT is garbage.
        s = RawEventScript()
        s.at(ms: 1_200)
        s.dropped()
        s.move(slot: 0, x: 5, y: 5); s.up(slot: 3)
        s.report()
        Self.play(s, into: engine)
        #expect(rec.touchFrames.last?.touches.map(\.phase) == [.cancelled, .cancelled, .cancelled, .cancelled])
        #expect(rec.phases(.pan).last == .cancelled)
        #expect(engine.activeTouchCount == 0)
        #expect(engine.diagnostics["fault panel"]?.droppedSyncs == 1)

        // The contacts that are still down keep moving: they come back as new touches.
        s = RawEventScript()
        s.at(ms: 1_300)
        for f in 0..<4 { s.move(slot: Int32(f), x: 1000 + Int32(f) * 300, y: 1500) }
        s.report()
        s.wait(ms: 8)
        for f in 0..<4 { s.up(slot: Int32(f)) }
        s.report()
        Self.play(s, into: engine)
        engine.finish()
        engine.drainDeadlines()
        let after = rec.touchFrames.suffix(2)
        #expect(after.first?.touches.map(\.phase) == [.began, .began, .began, .began])
        #expect(Set(after.first!.touches.map(\.id)).isDisjoint(with: idsBefore))
        #expect(after.last?.touches.map(\.phase) == [.ended, .ended, .ended, .ended])
        #expect(engine.activeTouchCount == 0)
        #expect(rec.touchLifecycleProblems() == [])
        #expect(rec.gestureProblems() == [])
        #expect(rec.gestures.filter { $0.kind == .tap && $0.fingers == 1 }.map(\.phase) == [.recognized])
    }

    @Test func libevdevResyncMidFourFingerPanCancelsTheFingersThatVanished() throws {
        let rec = EngineRecording()
        let engine = try rec.engine()
        engine.addDevice(id: 1, description: Self.panel)
        Self.play(Self.fourFingerDrag(frames: 12), into: engine)
        #expect(rec.phases(.pan).first == .began)

        // libevdev's sync after SYN_DROPPED: slots 0 and 1 still down (moved), 2 and 3 gone.
        engine.beginResync(device: 1, at: Timestamp(microseconds: 1_200_000))
        var s = RawEventScript()
        s.at(ms: 1_200)
        s.move(slot: 0, x: 1000, y: 1500); s.move(slot: 1, x: 1300, y: 1500)
        s.up(slot: 2); s.up(slot: 3)
        s.report()
        Self.play(s, into: engine)
        let resynced = try #require(rec.touchFrames.last)
        #expect(resynced.touches.map(\.phase) == [.moved, .moved, .cancelled, .cancelled])
        #expect(engine.activeTouchCount == 2)

        s = RawEventScript()
        s.at(ms: 1_300)
        s.up(slot: 0); s.up(slot: 1); s.report()
        Self.play(s, into: engine)
        engine.finish()
        engine.drainDeadlines()
        #expect(rec.touchFrames.last?.touches.map(\.phase) == [.ended, .ended])
        #expect(engine.activeTouchCount == 0)
        #expect(rec.touchLifecycleProblems() == [])
        #expect(rec.gestureProblems() == [])
        // A four-finger pan that lost two fingers to the drop does not end as if lifted normally.
        #expect(rec.phases(.pan).contains(.cancelled) || rec.phases(.pan).last == .ended)
    }

    // MARK: Time

    @Test func timestampsGoingBackwardsAreClampedAndGesturesStillComplete() throws {
        let rec = EngineRecording()
        let engine = try rec.engine()
        engine.addDevice(id: 1, description: Self.panel)
        var s = RawEventScript()
        s.at(ms: 1_000)
        s.down(slot: 0, id: 1, x: 1000, y: 1000); s.report()
        for i in 1...30 {
            // Every third frame is stamped 50 ms in the past.
            s.wait(ms: 8)
            if i % 3 == 0 { s.time -= 58_000 }
            s.move(slot: 0, x: 1000 + Int32(i) * 20, y: 1000); s.report()
            if i % 3 == 0 { s.time += 50_000 }
        }
        s.up(slot: 0); s.report()
        Self.play(s, into: engine)
        engine.finish()
        engine.drainDeadlines()

        #expect((engine.diagnostics["fault panel"]?.backwardsTimestamps ?? 0) >= 10)
        #expect(rec.touchLifecycleProblems() == [])   // includes: frame times never go back
        #expect(rec.gestureProblems() == [])
        #expect(rec.phases(.pan).first == .began && rec.phases(.pan).last == .ended)
        let times = rec.gestures.map(\.time)
        #expect(times == times.sorted())
        for e in rec.gestures {
            #expect(e.location.x.isFinite && e.location.y.isFinite)
            if let v = e.velocity { #expect(v.x.isFinite && v.y.isFinite) }
        }
    }

    // MARK: Capacity

    @Test func moreFingersThanSlotsAreIgnoredAndEveryTouchStillEnds() throws {
        let twoSlots = DeviceDescription(name: "two slots", properties: [EventCode.propDirect], absInfo: [
            EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 1),
            EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 4000, resolution: 10),
            EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 2250, resolution: 10),
        ])
        let rec = EngineRecording()
        let engine = try rec.engine()
        engine.addDevice(id: 1, description: twoSlots)
        var s = RawEventScript()
        s.at(ms: 100)
        for f in 0..<6 { s.down(slot: Int32(f), id: Int32(f + 1), x: 500 + Int32(f) * 400, y: 1000) }
        s.report()
        for i in 1...10 {
            s.wait(ms: 8)
            for f in 0..<6 { s.move(slot: Int32(f), x: 500 + Int32(f) * 400, y: 1000 + Int32(i) * 20) }
            s.report()
        }
        for f in 0..<6 { s.up(slot: Int32(f)) }
        s.report()
        Self.play(s, into: engine)
        engine.finish()
        engine.drainDeadlines()

        #expect(rec.touchFrames.allSatisfy { $0.touches.count <= 2 })
        #expect(rec.touchFrames.first?.touches.count == 2)
        #expect((engine.diagnostics["two slots"]?.slotsOutOfRange ?? 0) > 0)
        #expect(engine.activeTouchCount == 0)
        #expect(rec.touchLifecycleProblems() == [])
        #expect(rec.gestureProblems() == [])
    }

    @Test func fortyProtocolAContactsAreCappedAndTheRecognizersCopeWithMoreTouchesThanTheyTrack() throws {
        let protocolA = DeviceDescription(name: "protocol A", properties: [EventCode.propDirect], absInfo: [
            EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 4000, resolution: 10),
            EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 2250, resolution: 10),
        ])
        let rec = EngineRecording()
        let engine = try rec.engine()
        engine.addDevice(id: 1, description: protocolA)
        var s = RawEventScript()
        s.at(ms: 100)
        for i in 0..<20 {
            for c in 0..<40 { s.contact(x: 100 + Int32(c) * 95, y: 200 + Int32(i) * 10 + Int32(c % 5) * 300) }
            s.report()
            s.wait(ms: 10)
        }
        s.report()   // no contacts: every finger lifted
        Self.play(s, into: engine)
        engine.finish()
        engine.drainDeadlines()

        #expect(rec.touchFrames.allSatisfy { $0.touches.count <= FrameAssembler.maximumContacts })
        #expect((engine.diagnostics["protocol A"]?.contactsOverCapacity ?? 0) > 0)
        #expect(rec.touchFrames.last?.touches.allSatisfy { $0.phase == .ended } == true)
        #expect(engine.activeTouchCount == 0)
        #expect(rec.touchLifecycleProblems() == [])
        #expect(rec.gestureProblems() == [])
    }

    // MARK: Unknown axes

    /// A mouse that also sends an axis Tactile does not use (REL_DIAL, REL_MISC) in the same
    /// report as a button release: the release must come out at that report, or the app
    /// sees the button held (a stuck drag) until the mouse moves again.
    @Test func aButtonReleaseNextToAnUnusedRelativeAxisIsReportedAtOnce() throws {
        let mouse = DeviceDescription(name: "dial mouse", codes: [
            EventType.syn: [0], EventType.rel: [EventCode.relX, EventCode.relY, 0x07, 0x09],
            EventType.key: [EventCode.btnLeft],
        ])
        let rec = EngineRecording()
        let engine = try rec.engine(gestures: nil)
        engine.addDevice(id: 1, description: mouse)
        var s = RawEventScript()
        s.at(ms: 10)
        s.event(EventType.key, EventCode.btnLeft, 1); s.event(EventType.rel, 0x07, 1); s.report()   // press + REL_DIAL
        s.wait(ms: 8)
        s.event(EventType.rel, EventCode.relX, 4); s.event(EventType.rel, 0x09, 2); s.report()      // move + REL_MISC
        s.wait(ms: 8)
        s.event(EventType.key, EventCode.btnLeft, 0); s.event(EventType.rel, 0x07, -1); s.report()  // release + REL_DIAL
        Self.play(s, into: engine)
        let frames = rec.outputs.compactMap { out -> PointerFrame? in
            if case .frame(_, _, .pointer(let f)) = out { return f }
            return nil
        }
        #expect(frames.map(\.pressed) == [.left, [], []])
        #expect(frames.map(\.dx) == [0, 4, 0])
        #expect(frames.map(\.released) == [[], [], .left])
        #expect(frames.last?.buttons == [])
    }

    // MARK: Flood

    /// 100,000 events in one second of event time: ten fingers circling, a frame every
    /// 310 µs (31 events each). All are processed, memory stays bounded, output is sane.
    @Test func aSecondOfOneHundredThousandEvents() throws {
        var s = RawEventScript()
        s.at(ms: 1_000)
        func position(_ f: Int, _ i: Int) -> (Int32, Int32) {
            let a = Double(i) / 500 + Double(f) * 0.6283
            return (2000 + Int32(600 * cos(a)), 1100 + Int32(600 * sin(a)))
        }
        for f in 0..<10 {
            let (x, y) = position(f, 0)
            s.down(slot: Int32(f), id: Int32(f + 1), x: x, y: y)
        }
        s.report()
        var i = 0
        while s.events.count < 100_000 - 21 {
            i += 1
            s.time += 310
            for f in 0..<10 {
                let (x, y) = position(f, i)
                s.move(slot: Int32(f), x: x, y: y)
            }
            s.report()
        }
        for f in 0..<10 { s.up(slot: Int32(f)) }
        s.report()
        let reports = s.events.filter { $0.type == EventType.syn && $0.code == EventCode.synReport }.count
        #expect(s.events.count >= 99_000 && s.events.count <= 100_050)
        #expect(s.time - s.events[0].time.microseconds <= 1_000_000)

        let rec = EngineRecording()
        let engine = try rec.engine()
        engine.addDevice(id: 1, description: Self.panel)
        let before = ResidentMemory.kilobytes()
        Self.play(s, into: engine)
        engine.finish()
        engine.drainDeadlines()
        let after = ResidentMemory.kilobytes()

        #expect(rec.touchFrames.count == reports)              // every frame came out
        #expect(rec.touchFrames.dropLast().allSatisfy { $0.touches.count == 10 })
        #expect(rec.touchFrames.last?.touches.allSatisfy { $0.phase == .ended } == true)
        #expect(engine.diagnostics["fault panel"]?.isClean == true)
        #expect(rec.touchLifecycleProblems() == [])
        #expect(rec.gestureProblems() == [])
        // Ten fingers circling about their centre: a rotation, begun and ended.
        #expect(rec.phases(.rotate).first == .began && rec.phases(.rotate).last == .ended, "\(Set(rec.gestures.map(\.kind)))")
        // The recording itself holds ~3,200 frames of 10 touches; the engine must add little.
        // (Loose: other tests run in parallel in this process; the soak test measures tightly.)
        if let before, let after { #expect(after - before < 64 * 1024, "RSS grew \(after - before) kB") }
    }

    // MARK: End of input

    @Test func aTraceThatEndsMidPinchCancelsItAndStillReportsTheTapBeforeIt() throws {
        var s = Self.tapThenPinch(frames: 15)
        // A last tap elsewhere whose double-tap window is still open when the trace ends.
        s.wait(ms: 5)
        s.down(slot: 2, id: 9, x: 3500, y: 300); s.report()
        s.wait(ms: 50)
        s.up(slot: 2); s.report()
        let trace = Trace(devices: [TraceDevice(description: Self.panel, events: s.events)])
        let rec = EngineRecording()
        let engine = try rec.engine()
        TraceReplay(trace: trace).run(into: engine)

        #expect(rec.phases(.pinch).first == .began && rec.phases(.pinch).last == .cancelled)
        #expect(rec.touchFrames.last?.touches.filter { $0.phase == .cancelled }.count == 2)
        #expect(engine.activeTouchCount == 0)
        #expect(engine.nextDeadline == nil)
        #expect(rec.touchLifecycleProblems() == [])
        #expect(rec.gestureProblems() == [])
        // The first tap, complete long before the end, is reported.
        #expect(rec.gestures.contains { $0.kind == .tap && $0.fingers == 1 && $0.phase == .recognized })
    }

    @Test func theGeneratedPanThatEndsWithTheFingerDownIsCancelled() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let trace = try TraceReader.read(path: root.appendingPathComponent("Traces/generated/pan-ends-finger-down.yaml").path)
        let rec = EngineRecording()
        let engine = try rec.engine()
        TraceReplay(trace: trace).run(into: engine)
        #expect(rec.phases(.pan).first == .began && rec.phases(.pan).last == .cancelled)
        #expect(rec.touchFrames.last?.touches.map(\.phase) == [.cancelled])
        #expect(engine.activeTouchCount == 0)
        #expect(rec.touchLifecycleProblems() == [])
        #expect(rec.gestureProblems() == [])
    }
}
