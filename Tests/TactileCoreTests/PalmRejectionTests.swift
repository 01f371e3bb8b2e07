import Testing
@testable import TactileCore

/// Palms through the real assembler: the firmware's MT_TOOL_PALM, the size and pressure
/// thresholds, where contact sizes come from, and the quirk and configuration sources.
@Suite("Frame assembly: palms, tool type and contact size")
struct PalmRejectionTests {
    /// Protocol B with tool type, touch major/minor (2 units/mm, like ELAN 04f3) and pressure.
    static func panel(sizeResolution: Int32 = 2, vendor: UInt16 = 0, product: UInt16 = 0) -> DeviceDescription {
        var d = Fixtures.protocolB(resolutionX: 10, resolutionY: 10, pressure: true)
        d.absInfo[EventCode.absMTToolType] = AbsInfo(minimum: 0, maximum: 2)
        d.absInfo[EventCode.absMTTouchMajor] = AbsInfo(minimum: 0, maximum: 255, resolution: sizeResolution)
        d.absInfo[EventCode.absMTTouchMinor] = AbsInfo(minimum: 0, maximum: 255, resolution: sizeResolution)
        for code in [EventCode.absMTToolType, EventCode.absMTTouchMajor, EventCode.absMTTouchMinor] {
            d.codes[EventType.abs, default: []].insert(code)
        }
        d.id = InputID(bustype: 3, vendor: vendor, product: product, version: 0)
        return d
    }

    @Test func touchesCarryToolSizeAndPressure() throws {
        var a = FrameAssembler(device: Self.panel())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100)
        s.abs(EventCode.absMTTouchMajor, 18); s.abs(EventCode.absMTTouchMinor, 14); s.abs(EventCode.absMTPressure, 51); s.syn()
        let t = try #require(a.touchFrames(s).first?.touches.first)
        #expect(t.tool == .finger)
        #expect(t.majorAxis == Millimetres(9))
        #expect(t.minorAxis == Millimetres(7))
        #expect(t.pressure == 0.2)
        #expect(a.contactSizing?.source == .axisResolution)
        #expect(a.palmThresholds.sizeMillimetres == PalmConfiguration.defaultSizeMillimetres)
    }

    @Test func panelsWithoutTheAxesReportNoToolOrSize() throws {
        var a = FrameAssembler(device: Fixtures.protocolB())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.syn()
        let t = try #require(a.touchFrames(s).first?.touches.first)
        #expect(t.tool == nil && t.majorAxis == nil && t.minorAxis == nil && t.cancelReason == nil)
        #expect(a.contactSizing == nil)
    }

    @Test func toolPalmMidTouchCancelsWithReasonPalmAndDropsTheRest() {
        var a = FrameAssembler(device: Self.panel())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.syn()
        _ = s.at(10); s.move(slot: 0, x: 120, y: 100); s.syn()
        _ = s.at(20); s.abs(EventCode.absMTToolType, 2); s.syn()
        _ = s.at(30); s.move(slot: 0, x: 140, y: 100); s.abs(EventCode.absMTToolType, 0); s.syn()
        _ = s.at(40); s.up(slot: 0); s.syn()
        let f = a.touchFrames(s)
        #expect(f.map(\.phases) == [[.began], [.moved], [.cancelled]])
        #expect(f[2].touches[0].cancelReason == .palm)
        #expect(f[2].touches[0].tool == .palm)
        #expect(a.diagnostics.palmsByToolType == 1)
        #expect(a.diagnostics.cancelledTouches == 0)
        #expect(a.activeTouchCount == 0)
    }

    @Test func aContactThatIsAPalmFromItsFirstFrameIsNeverReported() {
        var a = FrameAssembler(device: Self.panel())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.abs(EventCode.absMTToolType, 2); s.syn()
        _ = s.at(10); s.down(slot: 1, id: 2, x: 600, y: 300); s.abs(EventCode.absMTToolType, 0); s.syn()
        _ = s.at(20); s.move(slot: 0, x: 110, y: 100); s.syn()
        _ = s.at(30); s.up(slot: 0); s.up(slot: 1); s.syn()
        let f = a.touchFrames(s)
        #expect(f.map(\.phases) == [[.began], [.stationary], [.ended]])
        #expect(f.allSatisfy { $0.touches.allSatisfy { $0.slot == 1 } })
    }

    @Test func aLargeContactIsAPalmOnTheSecondFrameInARow() {
        var a = FrameAssembler(device: Self.panel())
        var s = EventScript()
        // 40 mm x 2 mm: too narrow for a palm, so it needs a second frame (ELAN's landing glitch).
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.abs(EventCode.absMTTouchMajor, 80); s.abs(EventCode.absMTTouchMinor, 4); s.syn()
        _ = s.at(10); s.abs(EventCode.absMTTouchMajor, 6); s.syn()
        _ = s.at(20); s.abs(EventCode.absMTTouchMajor, 90); s.syn()
        _ = s.at(30); s.move(slot: 0, x: 101, y: 100); s.syn()
        _ = s.at(40); s.up(slot: 0); s.syn()
        let f = a.touchFrames(s)
        #expect(f.map(\.phases) == [[.began], [.stationary], [.stationary], [.cancelled]])
        #expect(f[3].touches[0].cancelReason == .palm)
        #expect(a.diagnostics.palmsBySize == 1)
    }

    @Test func aBroadLargeContactIsAPalmAtOnce() {
        var a = FrameAssembler(device: Self.panel())
        var s = EventScript()
        // 45 x 30 mm from its first frame: never reported.
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.abs(EventCode.absMTTouchMajor, 90); s.abs(EventCode.absMTTouchMinor, 60); s.syn()
        _ = s.at(10); s.move(slot: 0, x: 105, y: 100); s.syn()
        _ = s.at(20); s.up(slot: 0); s.syn()
        #expect(a.touchFrames(s).isEmpty)
        #expect(a.diagnostics.palmsBySize == 1)
    }

    @Test func aPalmFlagInTheLiftFrameStillCancels() {
        var a = FrameAssembler(device: Self.panel())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.syn()
        _ = s.at(10); s.slot(0); s.abs(EventCode.absMTToolType, 2); s.abs(EventCode.absMTTrackingID, -1); s.syn()
        let f = a.touchFrames(s)
        #expect(f.map(\.phases) == [[.began], [.cancelled]])
    }

    @Test func theNextContactInTheSlotIsJudgedAfresh() {
        var a = FrameAssembler(device: Self.panel())
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.abs(EventCode.absMTToolType, 2); s.syn()
        _ = s.at(10); s.up(slot: 0); s.syn()
        _ = s.at(20); s.down(slot: 0, id: 2, x: 300, y: 100); s.abs(EventCode.absMTToolType, 0); s.syn()
        _ = s.at(30); s.up(slot: 0); s.syn()
        #expect(a.touchFrames(s).map(\.phases) == [[.began], [.ended]])
    }

    @Test func pressureThresholdFromTheConfigurationPerPanel() {
        let device = Self.panel(vendor: 0x04f3, product: 0x000a)
        let palm = PalmConfiguration(panels: ["04f3:000a": PalmConfiguration(sizeMillimetres: 0, pressure: 0.8)])
        var a = FrameAssembler(device: device, palm: palm)
        #expect(a.palmThresholds.sizeMillimetres == nil)
        #expect(a.palmThresholds.pressure == 0.8)
        #expect(a.palmThresholds.pressureSource == .configuredPanel("04f3:000a"))
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.abs(EventCode.absMTTouchMajor, 200); s.abs(EventCode.absMTPressure, 100); s.syn()
        _ = s.at(10); s.abs(EventCode.absMTPressure, 250); s.syn()
        _ = s.at(20); s.move(slot: 0, x: 101, y: 100); s.syn()
        let f = a.touchFrames(s)
        #expect(f.map(\.phases) == [[.began], [.stationary], [.cancelled]])
        #expect(a.diagnostics.palmsByPressure == 1)
    }

    @Test func quirkThresholdsApplyBelowTheConfiguredPanel() throws {
        let quirks = try QuirksParser.parse("""
            [Test panel palms]
            MatchVendor=0x04F3
            AttrPalmSizeThresholdMillimetres=20
            AttrPalmPressureThreshold=0.9
            """, file: "palm.quirks")
        var device = Self.panel(vendor: 0x04f3, product: 0x000a)
        device.quirk = quirks.match(name: device.name, id: device.id)
        let quirk = try #require(device.quirk)
        #expect(quirk.attributesText == "AttrPalmSizeThresholdMillimetres=20 AttrPalmPressureThreshold=0.9")
        let t = PalmConfiguration(sizeMillimetres: 40).thresholds(for: device)
        #expect(t.sizeMillimetres == 20 && t.sizeSource == .quirk("Test panel palms"))
        #expect(t.pressure == 0.9)
        let panel = PalmConfiguration(panels: ["04f3:000a": PalmConfiguration(sizeMillimetres: 35)]).thresholds(for: device)
        #expect(panel.sizeMillimetres == 35)
        #expect(throws: QuirksError.self) {
            try QuirksParser.parse("[x]\nMatchVendor=0x1\nAttrPalmPressureThreshold=2\n", file: "bad.quirks")
        }
    }

    @Test func sizesInPositionUnitsFollowThePanelAndImplausibleOnesTurnTheSizeRuleOff() throws {
        // No resolution on the size axis: surface units, 0.1 mm each on this 10 units/mm panel.
        var d = Self.panel(sizeResolution: 0)
        var a = FrameAssembler(device: d)
        let sizing = try #require(a.contactSizing)
        #expect(abs(sizing.millimetresPerUnit - 0.1) < 1e-9)
        #expect(sizing.warning == nil)
        var s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.abs(EventCode.absMTTouchMajor, 90); s.syn()
        #expect(a.touchFrames(s).first?.touches.first?.majorAxis.map { abs($0.value - 9) < 1e-9 } == true)
        // A size axis of 0...15 in 0.1 mm units reaches 1.5 mm: not millimetres of the panel.
        d.absInfo[EventCode.absMTTouchMajor] = AbsInfo(minimum: 0, maximum: 15)
        a = FrameAssembler(device: d)
        #expect(a.contactSizing?.warning != nil)
        s = EventScript()
        _ = s.at(0); s.down(slot: 0, id: 1, x: 100, y: 100); s.abs(EventCode.absMTTouchMajor, 15); s.syn()
        _ = s.at(10); s.move(slot: 0, x: 101, y: 100); s.syn()
        #expect(a.touchFrames(s).map(\.phases) == [[.began], [.moved]])
    }

    @Test func protocolAPalms() {
        var d = Fixtures.protocolA()
        d.absInfo[EventCode.absMTToolType] = AbsInfo(minimum: 0, maximum: 2)
        var a = FrameAssembler(device: d)
        var s = EventScript()
        // A finger and a palm; then the finger becomes a palm; then both lift.
        _ = s.at(0); s.contact(x: 1000, y: 1000); s.abs(EventCode.absMTToolType, 2); s.contact(x: 5000, y: 5000); s.syn()
        _ = s.at(10); s.contact(x: 1010, y: 1000); s.abs(EventCode.absMTToolType, 2); s.contact(x: 5000, y: 5000); s.syn()
        _ = s.at(20); s.abs(EventCode.absMTToolType, 2); s.contact(x: 1020, y: 1000); s.abs(EventCode.absMTToolType, 2); s.contact(x: 5000, y: 5000); s.syn()
        _ = s.at(30); s.syn()
        let f = a.touchFrames(s)
        #expect(f.map(\.phases) == [[.began], [.moved], [.cancelled]])
        #expect(f[2].touches[0].cancelReason == .palm)
    }

    @Test func singleTouchPressurePalm() {
        var d = Fixtures.singleTouch()
        d.absInfo[EventCode.absPressure] = AbsInfo(minimum: 0, maximum: 255)
        var a = FrameAssembler(device: d, palm: PalmConfiguration(pressure: 0.9))
        var s = EventScript()
        _ = s.at(0); s.key(EventCode.btnTouch, 1); s.abs(EventCode.absX, 100); s.abs(EventCode.absY, 100); s.abs(EventCode.absPressure, 100); s.syn()
        _ = s.at(10); s.abs(EventCode.absPressure, 250); s.syn()
        _ = s.at(20); s.abs(EventCode.absX, 110); s.syn()
        _ = s.at(30); s.key(EventCode.btnTouch, 0); s.syn()
        _ = s.at(40); s.key(EventCode.btnTouch, 1); s.abs(EventCode.absPressure, 90); s.syn()
        let f = a.touchFrames(s)
        #expect(f.map(\.phases) == [[.began], [.stationary], [.cancelled], [.began]])
    }
}
