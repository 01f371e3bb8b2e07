import Testing
import TactileCore
import TactileTrace
import TactileDaemon

/// The inspector's record button: the last seconds of raw input, cut where no finger is down.
@Suite("Web: recent input for the record button")
struct RecentInputRecorderTests {
    static let description = DeviceDescription(
        name: "Panel", id: InputID(bustype: 3, vendor: 1, product: 2, version: 1), properties: [EventCode.propDirect],
        codes: [EventType.syn: [EventCode.synReport], EventType.abs: [EventCode.absMTSlot, EventCode.absMTTrackingID,
                                                                      EventCode.absMTPositionX, EventCode.absMTPositionY]],
        absInfo: [EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 9),
                  EventCode.absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
                  EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
                  EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 1000, resolution: 10)])

    /// A one-finger touch of `frames` frames 10 ms apart from `start` s, then a quiet frame.
    static func touch(id: Int32, start: Double, frames: Int) -> [InputEvent] {
        var events: [InputEvent] = []
        for i in 0..<frames {
            let t = Timestamp(microseconds: Int64((start + Double(i) * 0.01) * 1_000_000))
            if i == 0 { events.append(InputEvent(time: t, type: EventType.abs, code: EventCode.absMTTrackingID, value: id)) }
            events.append(InputEvent(time: t, type: EventType.abs, code: EventCode.absMTPositionX, value: 100 + Int32(i)))
            if i == frames - 1 { events.append(InputEvent(time: t, type: EventType.abs, code: EventCode.absMTTrackingID, value: -1)) }
            events.append(InputEvent(time: t, type: EventType.syn, code: EventCode.synReport, value: 0))
        }
        return events
    }

    @Test func nothingRecordedGivesNothing() {
        let recorder = RecentInputRecorder(seconds: 10)
        #expect(recorder.snapshot() == nil)
        recorder.deviceAdded(id: 1, path: "/dev/input/event5", description: Self.description)
        #expect(recorder.snapshot() == nil)
    }

    @Test func theSnapshotStartsAtATouchInsideTheWindowAndReadsBack() throws {
        let recorder = RecentInputRecorder(seconds: 10)
        recorder.deviceAdded(id: 1, path: "/dev/input/event5", description: Self.description)
        // Touches every 2 s for 40 s: the buffer is trimmed, the snapshot holds the last 10 s.
        for k in 0..<20 {
            for e in Self.touch(id: Int32(k + 1), start: Double(k) * 2, frames: 50) { recorder.record(e, device: 1) }
        }
        let yaml = try #require(recorder.snapshot())
        let trace = try TraceReader.read(bytes: yaml, fileName: "recorded.yaml")
        let events = trace.devices[0].events
        #expect(trace.devices[0].node == "/dev/input/event5")
        // It starts with a whole touch (its tracking id), within 10 s of the last event.
        #expect(events.first?.code == EventCode.absMTTrackingID && (events.first?.value ?? -1) >= 0)
        let span = events.last!.time.microseconds - events.first!.time.microseconds
        #expect(span <= 10_000_000 && span >= 8_000_000, "\(span) µs")
        #expect(events.count == 5 * (50 * 2 + 2), "the last five touches, whole")
    }

    @Test func aShorterSnapshotForRecordWhenTheBufferHoldsMoreForFieldCapture() throws {
        // The daemon's buffer is the longer of /record's and field capture's windows.
        let recorder = RecentInputRecorder(seconds: 30)
        recorder.deviceAdded(id: 1, path: "/dev/input/event5", description: Self.description)
        for k in 0..<20 {
            for e in Self.touch(id: Int32(k + 1), start: Double(k) * 2, frames: 50) { recorder.record(e, device: 1) }
        }
        let full = try #require(recorder.snapshotTrace()).devices[0].events
        let short = try #require(recorder.snapshotTrace(lastSeconds: 10)).devices[0].events
        #expect(short.count == 5 * (50 * 2 + 2), "the last five touches, whole")
        #expect(full.count == 15 * (50 * 2 + 2), "the last fifteen touches, whole")
        let bytes = try #require(recorder.snapshot(lastSeconds: 10))
        #expect(try TraceReader.read(bytes: bytes, fileName: "r.yaml").devices[0].events == short)
    }
}
