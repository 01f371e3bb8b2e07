import Testing
import TactileCore
import TactileSynth
import TactileTrace

@Suite("Protocol A and single-touch emission")
struct ProtocolAEmissionTests {
    @Test(arguments: ["pinch-protocol-a", "tap-two-finger-protocol-a"])
    func everyScanResendsEveryContactClosedBySynMTReport(name: String) throws {
        let entry = try #require(Corpus.entry(named: name))
        let (device, script, sampling) = try #require(entry.touchInput)
        let scans = TouchTraceSynthesizer(device: device, options: sampling).frames(for: script)
        let frames = evdevFrames(entry.trace().devices[0].events)
        // One evdev frame per scan with contacts, plus one for the final lift.
        let withContacts = scans.filter { !$0.contacts.isEmpty }
        #expect(frames.count == withContacts.count + 1)
        for (frame, scan) in zip(frames, withContacts) {
            #expect(frame.filter { $0.code == EventCode.synMTReport && $0.type == EventType.syn }.count == scan.contacts.count)
            #expect(!frame.contains { $0.type == EventType.abs && ($0.code == EventCode.absMTSlot || $0.code == EventCode.absMTTrackingID) })
            // Each contact: X, Y, SYN_MT_REPORT, in contact order.
            let mt = frame.filter { $0.type == EventType.abs && ($0.code == EventCode.absMTPositionX || $0.code == EventCode.absMTPositionY) }
            #expect(mt.map(\.value) == scan.contacts.flatMap { [$0.x, $0.y] })
            #expect(frame.last?.code == EventCode.synReport)
        }
        let last = try #require(frames.last)
        #expect(last.map(\.code) == [EventCode.synMTReport, EventCode.btnTouch, EventCode.synReport])
        #expect(last[1].value == 0)
    }

    @Test func trackingIDsAreSentWhenTheDeviceHasThem() {
        var device = SyntheticTouchscreen.protocolA
        device.touchProtocol = .a(trackingIDs: true)
        let script = TouchScript(contacts: TouchScript.tap(at: PhysicalPoint(x: 100, y: 60), fingers: 2, down: 0.1, duration: 0.05))
        let events = TouchTraceSynthesizer(device: device, options: SamplingOptions(seed: 3)).events(for: script)
        let first = evdevFrames(events)[0]
        #expect(first.prefix(4).map(\.code) == [EventCode.absMTTrackingID, EventCode.absMTPositionX,
                                                EventCode.absMTPositionY, EventCode.synMTReport])
        #expect(device.description.has(type: EventType.abs, code: EventCode.absMTTrackingID))
        #expect(device.description.multitouchProtocol == .a)
    }

    @Test func singleTouchSendsOnlyChangesAndBTNTouch() throws {
        let entry = try #require(Corpus.entry(named: "tap-double-single-touch"))
        let events = entry.trace().devices[0].events
        #expect(events.allSatisfy { $0.type != EventType.abs || $0.code == EventCode.absX || $0.code == EventCode.absY })
        let touches = events.filter { $0.code == EventCode.btnTouch && $0.type == EventType.key }.map(\.value)
        #expect(touches == [1, 0, 1, 0])
        var x: Int32 = 0
        for e in events where e.type == EventType.abs && e.code == EventCode.absX {
            #expect(e.value != x)
            x = e.value
        }
        #expect(entry.trace().devices[0].description.multitouchProtocol == .none)
        #expect(AssemblyMode(device: entry.trace().devices[0].description) == .singleTouch)
    }
}
