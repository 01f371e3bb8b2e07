import Foundation
import Testing
import Tactile
import TactileCore
import TactileGestures
import TactileTrace

/// `Engine.reloaded`: what a SIGHUP does to gestures in progress.
@Suite("Engine.reloaded: a new configuration with the same devices")
struct EngineReloadTests {
    static func trace() throws -> Trace {
        try TraceReader.read(path: DaemonProcess.repositoryRoot.appendingPathComponent(DaemonEndToEndTests.tracePath).path)
    }

    private final class Recorder {
        var gestures: [GestureEvent] = []
        var touchIDs: Set<Int> = []
        var began: Set<Int> = []
        var added: [Int] = []
        func record(_ output: EngineOutput) {
            switch output {
            case .gesture(_, _, let e): gestures.append(e)
            case .frame(_, _, .touch(let f)):
                for t in f.touches {
                    touchIDs.insert(t.id)
                    if t.phase == .began { began.insert(t.id) }
                }
            case .deviceAdded(let id, _, _): added.append(id)
            case .frame, .pointer, .elementTap, .deviceRemoved: break
            }
        }
    }

    @Test func gesturesInProgressAreCancelledAndTheNewEngineStartsClean() throws {
        let device = try Self.trace().devices[0]
        let old = Recorder(), new = Recorder()
        let engine = try Engine(configuration: Engine.Configuration(gestures: .standard), onOutput: old.record)
        engine.addDevice(id: 1, name: device.description.name, description: device.description)
        let half = device.events.count / 2
        for e in device.events[..<half] { engine.process(e, device: 1) }
        #expect(old.gestures.first?.kind == .pan && old.gestures.first?.phase == .began)

        let next = try engine.reloaded(configuration: Engine.Configuration(gestures: .standard),
                                       devices: [.init(id: 2, name: device.description.name, description: device.description)],
                                       onOutput: new.record)
        #expect(old.gestures.last?.phase == .cancelled, "the pan in progress is cancelled for the clients")
        #expect(engine.activeTouchCount == 0)
        #expect(new.added == [2])

        // The fingers still down when the configuration changed are ignored until they lift.
        for e in device.events[half...] { next.process(e, device: 2) }
        #expect(new.gestures.isEmpty)
        #expect(next.activeTouchCount == 0)

        // A new touch sequence is recognized, with touch ids the old engine never used.
        let shift = device.events.last!.time.microseconds - device.events.first!.time.microseconds + 1_000_000
        for e in device.events {
            next.process(InputEvent(time: Timestamp(microseconds: e.time.microseconds + shift), type: e.type, code: e.code, value: e.value), device: 2)
        }
        #expect(new.gestures.first?.kind == .pan && new.gestures.first?.phase == .began && new.gestures.first?.fingers == 2)
        #expect(new.gestures.last?.phase == .ended)
        #expect(!new.began.isEmpty && new.began.isDisjoint(with: old.touchIDs))
        #expect(new.began.allSatisfy { $0 > 2_000_000 })
    }

    @Test func anInvalidGestureConfigurationLeavesTheRunningEngineUntouched() throws {
        let device = try Self.trace().devices[0]
        let old = Recorder()
        let engine = try Engine(configuration: Engine.Configuration(gestures: .standard), onOutput: old.record)
        engine.addDevice(id: 1, name: device.description.name, description: device.description)
        for e in device.events.prefix(40) { engine.process(e, device: 1) }
        let touches = engine.activeTouchCount
        var bad = GestureConfiguration.standard
        bad.recognizers.append(bad.recognizers[0])  // duplicate name
        #expect(throws: (any Error).self) {
            _ = try engine.reloaded(configuration: Engine.Configuration(gestures: bad), devices: [], onOutput: { _ in })
        }
        #expect(engine.activeTouchCount == touches)
        #expect(!old.gestures.contains { $0.phase == .cancelled })
    }
}
