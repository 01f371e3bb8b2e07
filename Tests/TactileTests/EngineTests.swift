import Foundation
import Testing
import Tactile
import TactileCore
import TactileTrace

@Suite("Engine: devices, time, replay")
struct EngineTests {
    static let panel = DeviceDescription(name: "panel", properties: [EventCode.propDirect], absInfo: [
        EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 4),
        EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
        EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
        EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
    ])

    static func touchDown(_ engine: Engine, device: Int, slot: Int32, at us: Int64) {
        let t = Timestamp(microseconds: us)
        for (c, v) in [(EventCode.absMTSlot, slot), (EventCode.absMTTrackingID, slot + 1),
                       (EventCode.absMTPositionX, 100 * (slot + 1)), (EventCode.absMTPositionY, 500)] {
            engine.process(InputEvent(time: t, type: EventType.abs, code: c, value: v), device: device)
        }
        engine.process(InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0), device: device)
    }

    @Test func removingADeviceMidGestureCancelsItsTouchesAndKeepsTheOthers() {
        var frames: [(Int, TouchFrame)] = []
        var removed: [Int] = []
        let engine = try! Engine { out in
            switch out {
            case .frame(let id, _, .touch(let f)): frames.append((id, f))
            case .deviceRemoved(let id, _, _): removed.append(id)
            default: break
            }
        }
        engine.addDevice(id: 1, description: Self.panel)
        engine.addDevice(id: 2, description: Self.panel)
        Self.touchDown(engine, device: 1, slot: 0, at: 1_000)
        Self.touchDown(engine, device: 1, slot: 1, at: 2_000)
        Self.touchDown(engine, device: 2, slot: 0, at: 3_000)
        #expect(engine.activeTouchCount == 3)
        engine.removeDevice(id: 1, reason: "ENODEV")
        #expect(removed == [1])
        let cancel = frames.last!
        #expect(cancel.0 == 1)
        #expect(cancel.1.touches.map(\.phase) == [.cancelled, .cancelled])
        #expect(engine.activeTouchCount == 1)
        // Device 2 goes on.
        Self.touchDown(engine, device: 2, slot: 1, at: 4_000)
        #expect(frames.last!.0 == 2 && engine.activeTouchCount == 2)
        // Touch ids never collide across devices.
        let ids = frames.flatMap { $0.1.touches.map(\.id) }
        #expect(Set(frames.filter { $0.0 == 1 }.flatMap { $0.1.touches.map(\.id) })
            .isDisjoint(with: Set(frames.filter { $0.0 == 2 }.flatMap { $0.1.touches.map(\.id) })))
        #expect(!ids.isEmpty)
    }

    @Test func aTraceThatEndsWithFingersDownEndsThemAsCancelled() throws {
        var events: [InputEvent] = []
        for (c, v) in [(EventCode.absMTSlot, Int32(0)), (EventCode.absMTTrackingID, 1), (EventCode.absMTPositionX, 10), (EventCode.absMTPositionY, 10)] {
            events.append(InputEvent(time: Timestamp(microseconds: 0), type: EventType.abs, code: c, value: v))
        }
        events.append(InputEvent(time: Timestamp(microseconds: 0), type: EventType.syn, code: 0, value: 0))
        let trace = Trace(devices: [TraceDevice(description: Self.panel, events: events)])
        var phases: [TouchPhase] = []
        let engine = try! Engine { out in
            if case .frame(_, _, .touch(let f)) = out { phases += f.touches.map(\.phase) }
        }
        TraceReplay(trace: trace).run(into: engine)
        #expect(phases == [.began, .cancelled])
        #expect(engine.activeTouchCount == 0)
    }

    @Test func replayIsDeterministic() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let trace = try TraceReader.read(path: root.appendingPathComponent("Traces/real/yaml/EP0430M09.2-finger-scroll-down.yaml").path)
        func render() -> [String] {
            var lines: [String] = []
            var w = JSONLineWriter()
            let engine = try! Engine { out in
                if case .frame(_, let name, let f) = out { FrameJSON.write(f, device: name, into: &w); lines.append(w.line) }
            }
            TraceReplay(trace: trace).run(into: engine)
            return lines
        }
        let a = render(), b = render()
        #expect(a.count > 50)
        #expect(a == b)
    }

    @Test func multiDeviceTracesAreMergedInTimeOrder() {
        func tap(_ us: Int64) -> [InputEvent] {
            let t = Timestamp(microseconds: us)
            return [InputEvent(time: t, type: EventType.abs, code: EventCode.absMTSlot, value: 0),
                    InputEvent(time: t, type: EventType.abs, code: EventCode.absMTTrackingID, value: 1),
                    InputEvent(time: t, type: EventType.syn, code: 0, value: 0),
                    InputEvent(time: t + Milliseconds(5), type: EventType.abs, code: EventCode.absMTTrackingID, value: -1),
                    InputEvent(time: t + Milliseconds(5), type: EventType.syn, code: 0, value: 0)]
        }
        let trace = Trace(devices: [TraceDevice(description: Self.panel, events: tap(0) + tap(20_000)),
                                    TraceDevice(description: Self.panel, events: tap(10_000))])
        var order: [Int] = []
        let engine = try! Engine { out in if case .frame(let id, _, _) = out { order.append(id) } }
        TraceReplay(trace: trace).run(into: engine)
        #expect(order == [1, 1, 2, 2, 1, 1])
    }
}
