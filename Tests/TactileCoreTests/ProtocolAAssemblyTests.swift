import Testing
@testable import TactileCore

@Suite("Frame assembly: multitouch protocol A and single touch")
struct ProtocolAAssemblyTests {
    @Test func contactsAreMatchedByDistanceSoIDsStayStable() {
        var a = FrameAssembler(device: Fixtures.protocolA())
        var s = EventScript()
        _ = s.at(0); s.contact(x: 1000, y: 1000); s.contact(x: 8000, y: 6000); s.syn()
        // The device reports them in the other order next frame.
        _ = s.at(10); s.contact(x: 8050, y: 6000); s.contact(x: 1010, y: 1000); s.syn()
        _ = s.at(20); s.contact(x: 8050, y: 6000); s.syn()      // first finger lifted
        _ = s.at(30); s.syn(EventCode.synMTReport); s.syn()     // empty: all lifted
        let f = a.touchFrames(s)
        #expect(f[0].phases == [.began, .began])
        let left = f[0].touches.first { $0.raw.x == 1000 }!.id
        let right = f[0].touches.first { $0.raw.x == 8000 }!.id
        #expect(f[1].touches.first { $0.raw.x == 1010 }!.id == left)
        #expect(f[1].touches.first { $0.raw.x == 8050 }!.id == right)
        #expect(f[2].touches.first { $0.id == left }!.phase == .ended)
        #expect(f[2].touches.first { $0.id == right }!.phase == .stationary)
        #expect(f[3].phases == [.ended])
        #expect(a.activeTouchCount == 0)
    }

    @Test func aFarJumpIsANewFinger() {
        var a = FrameAssembler(device: Fixtures.protocolA())
        var s = EventScript()
        _ = s.at(0); s.contact(x: 0, y: 0); s.syn()
        _ = s.at(10); s.contact(x: 9600, y: 7200); s.syn()
        let f = a.touchFrames(s)
        #expect(Set(f[1].phases) == [.ended, .began])
    }

    @Test func contactsBeyondCapacityAreDropped() {
        var a = FrameAssembler(device: Fixtures.protocolA())
        var s = EventScript()
        _ = s.at(0)
        for i in 0..<40 { s.contact(x: Int32(i * 200), y: 100) }
        s.syn()
        let f = a.touchFrames(s)
        #expect(f[0].touches.count == FrameAssembler.maximumContacts)
        #expect(a.diagnostics.contactsOverCapacity == 40 - FrameAssembler.maximumContacts)
    }

    @Test func synDroppedCancelsProtocolATouches() {
        var a = FrameAssembler(device: Fixtures.protocolA())
        var s = EventScript()
        _ = s.at(0); s.contact(x: 100, y: 100); s.syn()
        _ = s.at(5); s.syn(EventCode.synDropped); s.contact(x: 100, y: 100); s.syn()
        let f = a.touchFrames(s)
        #expect(f[1].phases == [.cancelled])
        #expect(a.activeTouchCount == 0)
    }

    @Test func singleTouchFollowsBTNTouch() {
        var a = FrameAssembler(device: Fixtures.singleTouch())
        var s = EventScript()
        _ = s.at(0); s.abs(EventCode.absX, 2048); s.abs(EventCode.absY, 1024); s.key(EventCode.btnTouch, 1); s.syn()
        _ = s.at(10); s.abs(EventCode.absX, 2100); s.syn()
        _ = s.at(20); s.key(EventCode.btnTouch, 0); s.syn()
        let f = a.touchFrames(s)
        #expect(f.map(\.phases) == [[.began], [.moved], [.ended]])
        #expect(abs(f[0].touches[0].position.x - 2048.0 / 4095 * 1920) < 1e-9)
    }
}

@Suite("Frame assembly: mice")
struct PointerAssemblyTests {
    @Test func motionAndButtonsAccumulatePerFrame() {
        var a = FrameAssembler(device: Fixtures.mouse())
        var s = EventScript()
        _ = s.at(0); s.rel(EventCode.relX, 3); s.rel(EventCode.relX, 2); s.rel(EventCode.relY, -1); s.syn()
        _ = s.at(8); s.key(EventCode.btnLeft, 1); s.syn()
        _ = s.at(9); s.key(EventCode.btnLeft, 2); s.syn()   // autorepeat: nothing new
        _ = s.at(16); s.key(EventCode.btnLeft, 0); s.key(EventCode.btnRight, 1); s.syn()
        _ = s.at(20); s.key(EventCode.btnSide, 1); s.key(EventCode.btnExtra, 1); s.key(EventCode.btnMiddle, 1); s.syn()
        let f = a.pointerFrames(s)
        #expect(f.count == 4)
        #expect(f[0].dx == 5 && f[0].dy == -1 && f[0].buttons.isEmpty)
        #expect(f[1].pressed == .left && f[1].buttons == .left)
        #expect(f[2].released == .left && f[2].pressed == .right && f[2].buttons == .right)
        #expect(f[3].buttons.names == ["right", "middle", "side", "extra"])
    }

    @Test func legacyWheelCountsDetents() {
        var a = FrameAssembler(device: Fixtures.mouse())
        var s = EventScript()
        _ = s.at(0); s.rel(EventCode.relWheel, -1); s.rel(EventCode.relHWheel, 2); s.syn()
        let f = a.pointerFrames(s)
        #expect(f[0].wheel == WheelDelta(vertical: -1, horizontal: 2))
    }

    @Test func highResolutionWheelIsNotCountedTwice() {
        var a = FrameAssembler(device: Fixtures.mouse(hiRes: true))
        var s = EventScript()
        // A kernel sends both axes for one detent.
        _ = s.at(0); s.rel(EventCode.relWheelHiRes, 120); s.rel(EventCode.relWheel, 1); s.syn()
        // A half detent: only the hi-res axis moves.
        _ = s.at(8); s.rel(EventCode.relWheelHiRes, 60); s.syn()
        _ = s.at(16); s.rel(EventCode.relHWheelHiRes, -30); s.syn()
        let f = a.pointerFrames(s)
        #expect(f.map(\.wheel.vertical) == [1, 0.5, 0])
        #expect(f[2].wheel.horizontal == -0.25)
    }

    @Test func hiResSeenInEventsDisablesLegacyEvenIfUndeclared() {
        var a = FrameAssembler(device: Fixtures.mouse(hiRes: false))
        var s = EventScript()
        _ = s.at(0); s.rel(EventCode.relWheelHiRes, 120); s.rel(EventCode.relWheel, 1); s.syn()
        #expect(a.pointerFrames(s)[0].wheel.vertical == 1)
    }

    @Test func removingTheDeviceReleasesHeldButtons() {
        var a = FrameAssembler(device: Fixtures.mouse())
        var s = EventScript()
        _ = s.at(0); s.key(EventCode.btnLeft, 1); s.syn()
        _ = a.pointerFrames(s)
        guard case .pointer(let f)? = a.cancelAll(at: Timestamp(microseconds: 10)) else { Issue.record("no frame"); return }
        #expect(f.released == .left && f.buttons.isEmpty)
        #expect(a.heldButtons.isEmpty)
    }

    @Test func hugeMotionSaturatesInsteadOfTrapping() {
        var a = FrameAssembler(device: Fixtures.mouse())
        var s = EventScript()
        _ = s.at(0); s.rel(EventCode.relX, .max); s.rel(EventCode.relX, .max); s.rel(EventCode.relY, .min); s.rel(EventCode.relY, .min); s.syn()
        let f = a.pointerFrames(s)
        #expect(f[0].dx == .max && f[0].dy == .min)
    }
}
