import Testing
@testable import TactileCore

/// The pen arbitration state machine and its zone in the real assembler.
@Suite("Pen and touch arbitration")
struct PenTouchArbitrationTests {
    static func ms(_ v: Double) -> Timestamp { Timestamp(microseconds: Int64(v * 1000)) }

    @Test func proximityArmsTheZoneOnTheTiltsSideAndAHoldFollowsProximityOut() {
        var a = PenTouchArbitration(pointsPerMillimetre: (2, 2))
        let tip = ScreenPoint(x: 1000, y: 400)
        #expect(a.pen(at: Self.ms(0), inProximity: true, position: tip, tiltX: 30)?.reason == .proximityIn)
        #expect(a.hand == .right)
        // 200 x 200 mm at 2 pt/mm, 20 mm (40 pt) past the tip to the left and above.
        #expect(a.activeZone == ScreenRect(x: 960, y: 360, width: 400, height: 400))
        _ = a.pen(at: Self.ms(10), inProximity: true, position: tip, tiltX: -30)
        #expect(a.hand == .left)
        #expect(a.activeZone == ScreenRect(x: 640, y: 360, width: 400, height: 400))
        #expect(a.pen(at: Self.ms(20), inProximity: false, position: tip, tiltX: nil)?.reason == .proximityOut)
        #expect(a.state == .holding(until: Self.ms(320)))
        #expect(a.advance(to: Self.ms(319)) == nil)
        #expect(a.activeZone != nil)
        let over = a.advance(to: Self.ms(400))
        #expect(over?.reason == .holdOver && over?.time == Self.ms(320))
        #expect(a.activeZone == nil && a.state == .idle)
    }

    @Test func touchesInTheZoneArePalmsAndTouchesElsewhereWork() {
        var assembler = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        // A hand already resting at (100, 100) when the pen comes near.
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.syn()
        var frames = assembler.touchFrames(s)
        #expect(frames.map(\.phases) == [[.began]])
        let resting = frames[0].touches[0].position
        assembler.setPenZone(ScreenRect(x: resting.x - 50, y: resting.y - 50, width: 300, height: 300))
        s = EventScript()
        _ = s.at(10); s.move(slot: 0, x: 101, y: 100); s.syn()
        // Another finger lands in the zone, one far away.
        _ = s.at(20); s.down(slot: 1, id: 2, x: 110, y: 110); s.down(slot: 2, id: 3, x: 1200, y: 700); s.syn()
        _ = s.at(30); s.move(slot: 2, x: 1150, y: 700); s.syn()
        frames = assembler.touchFrames(s)
        #expect(frames.map(\.phases) == [[.cancelled], [.began], [.moved]])
        #expect(frames[0].touches[0].cancelReason == .palm)
        #expect(frames[1].touches[0].slot == 2)
        #expect(assembler.diagnostics.palmsByPenZone == 2)
        // The zone goes: a new touch there is trusted again.
        assembler.setPenZone(nil)
        s = EventScript()
        _ = s.at(40); s.up(slot: 0); s.up(slot: 1); s.down(slot: 3, id: 4, x: 110, y: 110); s.syn()
        frames = assembler.touchFrames(s)
        #expect(frames.map(\.phases) == [[.stationary, .began]])
    }
}
