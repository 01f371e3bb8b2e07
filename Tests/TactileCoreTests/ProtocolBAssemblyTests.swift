import Testing
@testable import TactileCore

@Suite("Frame assembly: multitouch protocol B")
struct ProtocolBAssemblyTests {
    @Test func oneFingerLifecycle() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 10, x: 640, y: 384); s.syn()
        _ = s.at(10); s.move(slot: 0, x: 650, y: 384); s.syn()
        _ = s.at(20); s.abs(EventCode.absMTPressure, 3); s.syn()  // no movement
        _ = s.at(30); s.up(slot: 0); s.syn()
        let frames = a.touchFrames(s)
        #expect(frames.map(\.phases) == [[.began], [.moved], [.stationary], [.ended]])
        #expect(Set(frames.flatMap(\.ids)).count == 1)
        // 640 of 0...1279 on a 1920 pt wide screen.
        #expect(abs(frames[0].touches[0].position.x - 640.0 / 1279 * 1920) < 1e-9)
        #expect(abs(frames[0].touches[0].position.y - 384.0 / 767 * 1080) < 1e-9)
        #expect(a.activeTouchCount == 0)
    }

    @Test func twoFingersKeepDistinctStableIDs() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.down(slot: 1, id: 2, x: 500, y: 500); s.syn()
        _ = s.at(8); s.move(slot: 1, x: 510, y: 500); s.syn()
        _ = s.at(16); s.up(slot: 0); s.syn()
        _ = s.at(24); s.up(slot: 1); s.syn()
        let f = a.touchFrames(s)
        #expect(f[0].phases == [.began, .began])
        #expect(f[1].phases == [.stationary, .moved])
        #expect(f[2].phases == [.ended, .stationary])
        #expect(f[3].phases == [.ended])
        #expect(f[0].ids[0] != f[0].ids[1])
        #expect(f[1].ids == f[0].ids)
    }

    @Test func newContactInSameSlotGetsNewIDAndKeepsLastPosition() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 200); s.syn()
        _ = s.at(10); s.up(slot: 0); s.syn()
        // The kernel does not resend unchanged coordinates: same spot, new tracking id only.
        _ = s.at(20); s.slot(0); s.abs(EventCode.absMTTrackingID, 2); s.syn()
        let f = a.touchFrames(s)
        #expect(f.count == 3)
        #expect(f[2].phases == [.began])
        #expect(f[2].ids[0] != f[0].ids[0])
        #expect(f[2].touches[0].raw == f[0].touches[0].raw)
    }

    @Test func trackingIDReusedWithoutReleaseEndsTheOldTouch() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.syn()
        _ = s.at(10); s.slot(0); s.abs(EventCode.absMTTrackingID, 7); s.abs(EventCode.absMTPositionX, 300); s.syn()
        _ = s.at(20); s.up(slot: 0); s.syn()
        let f = a.touchFrames(s)
        #expect(f[1].phases == [.ended, .began])
        #expect(f[1].ids[0] == f[0].ids[0])
        #expect(f[2].phases == [.ended])
        #expect(a.diagnostics.trackingIDsReusedWithoutRelease == 1)
        #expect(a.activeTouchCount == 0)
    }

    @Test func repeatedSameTrackingIDIsNotANewTouch() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.syn()
        _ = s.at(10); s.slot(0); s.abs(EventCode.absMTTrackingID, 1); s.syn()
        let f = a.touchFrames(s)
        #expect(f[1].phases == [.stationary])
    }

    @Test func slotsBeyondTheSlotCountAreIgnored() {
        var a = FrameAssembler(device: Fixtures.protocolB(slots: 2))
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.down(slot: 5, id: 2, x: 200, y: 200)
        s.down(slot: -3, id: 3, x: 300, y: 300); s.syn()
        _ = s.at(10); s.up(slot: 0); s.syn()
        let f = a.touchFrames(s)
        #expect(f[0].touches.count == 1)
        #expect(a.diagnostics.slotsOutOfRange == 2)
        #expect(a.activeTouchCount == 0)
    }

    @Test func moreFingersThanSlotsNeverExceedsTheSlotCount() {
        var a = FrameAssembler(device: Fixtures.protocolB(slots: 3))
        var s = EventScript()
        _ = s.at(0)
        for i in 0..<10 { s.down(slot: Int32(i), id: Int32(100 + i), x: Int32(i * 50), y: 10) }
        s.syn()
        _ = s.at(10); for i in 0..<10 { s.up(slot: Int32(i)) }; s.syn()
        let f = a.touchFrames(s)
        #expect(f[0].touches.count == 3)
        #expect(f[1].phases == [.ended, .ended, .ended])
        #expect(a.activeTouchCount == 0)
    }

    @Test func positionsOutsideTheAxisRangeAreClampedToTheScreen() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: -5000, y: 99999); s.syn()
        let f = a.touchFrames(s)
        #expect(f[0].touches[0].position == ScreenPoint(x: 0, y: 1080))
        #expect(a.diagnostics.valuesOutOfRange == 1)
    }

    @Test func backwardsAndRepeatedTimestampsAreClamped() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(100); s.down(slot: 0, id: 1, x: 1, y: 1); s.syn()
        _ = s.at(50); s.move(slot: 0, x: 2, y: 1); s.syn()
        _ = s.at(50); s.move(slot: 0, x: 3, y: 1); s.syn()
        _ = s.at(120); s.up(slot: 0); s.syn()
        let f = a.touchFrames(s)
        let times = f.map(\.time.microseconds)
        #expect(times == [100_000, 100_000, 100_000, 120_000])
        #expect(a.diagnostics.backwardsTimestamps == 2)
    }

    @Test func aDeviceThatNeverSendsSynReportStillProducesBoundedFrames() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 0, y: 0)
        for i in 0..<10_000 { s.move(slot: 0, x: Int32(i % 1000), y: 5) }
        let f = a.touchFrames(s)
        #expect(f.count > 0)
        #expect(a.diagnostics.implicitFrames == f.count)
        #expect(f.allSatisfy { $0.touches.count == 1 })
    }

    @Test func beganAndEndedInOneFrameIsDroppedNotStuck() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 10, y: 10); s.up(slot: 0); s.syn()
        #expect(a.touchFrames(s).isEmpty)
        #expect(a.activeTouchCount == 0)
        #expect(a.diagnostics.zeroLengthTouches == 1)
    }

    @Test func rawSynDroppedCancelsTouchesAndLiveContactsComeBack() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.down(slot: 1, id: 2, x: 300, y: 300); s.syn()
        _ = s.at(10); s.move(slot: 0, x: 110, y: 100); s.syn(EventCode.synDropped)
        s.up(slot: 1)   // lost in the drop: ignored up to the next SYN_REPORT
        s.syn()
        _ = s.at(20); s.move(slot: 0, x: 120, y: 100); s.syn()   // finger 0 is still down
        _ = s.at(30); s.up(slot: 0); s.syn()
        let f = a.touchFrames(s)
        #expect(f[1].phases == [.cancelled, .cancelled])
        #expect(f[2].phases == [.began])
        #expect(!f[0].ids.contains(f[2].ids[0]))
        #expect(f[3].phases == [.ended])
        #expect(a.activeTouchCount == 0)
        #expect(a.diagnostics.droppedSyncs == 1)
    }

    @Test func libevdevResyncCancelsTouchesThatVanished() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.down(slot: 1, id: 2, x: 300, y: 300); s.syn()
        var frames = a.touchFrames(s)
        // libevdev's sync events: slot 1's contact is gone, slot 0 moved.
        a.beginResync(at: Timestamp(microseconds: 20_000))
        var sync = EventScript()
        _ = sync.at(20); sync.up(slot: 1); sync.move(slot: 0, x: 150, y: 100); sync.syn()
        frames += a.touchFrames(sync)
        #expect(frames[1].phases == [.moved, .cancelled])
        #expect(frames[1].ids == frames[0].ids)
        // After the resync a normal release is `ended` again.
        var after = EventScript()
        _ = after.at(30); after.up(slot: 0); after.syn()
        #expect(a.touchFrames(after)[0].phases == [.ended])
    }

    @Test func cancelAllEndsEverythingOnce() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.down(slot: 1, id: 2, x: 300, y: 300); s.syn()
        _ = a.touchFrames(s)
        guard case .touch(let f)? = a.cancelAll(at: Timestamp(microseconds: 5_000)) else { Issue.record("no frame"); return }
        #expect(f.phases == [.cancelled, .cancelled])
        #expect(f.time.microseconds == 5_000)
        #expect(a.cancelAll(at: Timestamp(microseconds: 6_000)) == nil)
        #expect(a.activeTouchCount == 0)
    }

    @Test func pressureIsNormalised() {
        var a = FrameAssembler(device: Fixtures.protocolB(pressure: true))
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 1, y: 1); s.abs(EventCode.absMTPressure, 255); s.syn()
        #expect(a.touchFrames(s)[0].touches[0].pressure == 1.0)
    }

    @Test func steadyStateFramesReuseOneBuffer() {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 1, y: 1); s.syn()
        for i in 1...100 { _ = s.at(Double(i)); s.move(slot: 0, x: Int32(i), y: 1); s.syn() }
        var lastBase: UnsafeRawPointer?
        var distinct = 0
        for e in s.events {
            if case .touch(let f)? = a.process(e) {
                let base = f.touches.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
                if base != lastBase { distinct += 1; lastBase = base }
            }
        }
        #expect(distinct == 1)
    }
}
