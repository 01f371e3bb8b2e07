import TactileCore
import Testing
import TactileTrace

@Suite("Merged replay stream")
struct MergedEventsTests {
    static func frame(_ us: Int64, _ code: UInt16, _ value: Int32, earlyBy: Int64 = 0) -> [InputEvent] {
        [Fixtures.event(0, us - earlyBy, 3, code, value), Fixtures.event(0, us, 0, 0, 0)]
    }

    @Test("frames of several devices are merged by SYN_REPORT time, whole and stable")
    func mergesFrames() {
        let a = TraceDevice(description: DeviceDescription(name: "a"),
                            events: Self.frame(100, 0, 1) + Self.frame(300, 0, 2) + Self.frame(300, 0, 3))
        // Its first event is earlier than a's first SYN, but its frame is delivered later.
        let b = TraceDevice(description: DeviceDescription(name: "b"),
                            events: Self.frame(200, 1, 10, earlyBy: 150) + Self.frame(300, 1, 11))
        let merged = Trace(devices: [a, b]).mergedEvents()
        #expect(merged.map(\.device) == [0, 0, 1, 1, 0, 0, 0, 0, 1, 1])
        #expect(merged.filter { $0.event.type == 3 }.map(\.event.value) == [1, 10, 2, 3, 11])
        #expect(merged.count == 10)
    }

    @Test("backwards time within a device is kept in recorded order")
    func keepsRecordedOrder() {
        let a = TraceDevice(description: DeviceDescription(name: "a"), events: Self.frame(500, 0, 1) + Self.frame(100, 0, 2))
        let b = TraceDevice(description: DeviceDescription(name: "b"), events: Self.frame(300, 0, 9))
        let values = Trace(devices: [a, b]).mergedEvents().filter { $0.event.type == 3 }.map(\.event.value)
        #expect(values == [9, 1, 2])
        let single = Trace(devices: [a]).mergedEvents()
        #expect(single.map(\.event) == a.events)
        #expect(single.allSatisfy { $0.device == 0 })
    }

    @Test("a real recording merges with itself into twice the events")
    func realRecording() throws {
        let trace = try TraceReader.read(paths: [Fixtures.real("evemu-devices/EP0430M09.2-fingers-touch-release.events")])
        let two = Trace(devices: [trace.devices[0], trace.devices[0]])
        let merged = two.mergedEvents()
        #expect(merged.count == 2 * trace.devices[0].events.count)
        #expect(merged.filter { $0.device == 1 }.map(\.event) == trace.devices[0].events)
    }
}
