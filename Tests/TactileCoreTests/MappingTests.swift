import Testing
@testable import TactileCore

@Suite("Coordinate mapping")
struct MappingTests {
    let x = AbsInfo(minimum: 0, maximum: 1000, resolution: 10)   // 100 mm
    let y = AbsInfo(minimum: 0, maximum: 500, resolution: 10)    // 50 mm

    @Test func defaultMapsAxisRangeOntoScreenWithoutRotation() {
        let m = CoordinateMapper(xAxis: x, yAxis: y)
        #expect(m.screenPoint(x: 0, y: 0) == ScreenPoint(x: 0, y: 0))
        #expect(m.screenPoint(x: 1000, y: 500) == ScreenPoint(x: 1920, y: 1080))
        #expect(m.screenPoint(x: 500, y: 250) == ScreenPoint(x: 960, y: 540))
        #expect(m.physicalPoint(x: 1000, y: 500) == PhysicalPoint(x: 100, y: 50))
        #expect(m.hasDeviceResolution)
    }

    @Test(arguments: [
        (Rotation.clockwise90, ScreenPoint(x: 1920, y: 0)),
        (Rotation.clockwise180, ScreenPoint(x: 1920, y: 1080)),
        (Rotation.clockwise270, ScreenPoint(x: 0, y: 1080)),
    ])
    func rotationMovesTheDeviceOrigin(rotation: Rotation, origin: ScreenPoint) {
        let m = CoordinateMapper(xAxis: x, yAxis: y, screen: ScreenConfiguration(rotation: rotation))
        let p = m.screenPoint(x: 0, y: 0)
        #expect(abs(p.x - origin.x) < 1e-9 && abs(p.y - origin.y) < 1e-9)
    }

    @Test func rotation90SwapsThePhysicalSize() {
        let m = CoordinateMapper(xAxis: x, yAxis: y, screen: ScreenConfiguration(rotation: .clockwise90))
        #expect(m.physicalWidth == Millimetres(50) && m.physicalHeight == Millimetres(100))
    }

    @Test func calibrationMatrixIsAppliedToNormalisedCoordinates() {
        // Use only the left half of the device: x' = 2x.
        let screen = ScreenConfiguration(calibration: CalibrationMatrix(2, 0, 0, 0, 1, 0))
        let m = CoordinateMapper(xAxis: x, yAxis: y, screen: screen)
        #expect(m.screenPoint(x: 250, y: 0).x == 960)
        #expect(m.screenPoint(x: 900, y: 0).x == 1920)  // clamped to the screen
    }

    @Test func scaleConvertsPixelsToPoints() {
        let m = CoordinateMapper(xAxis: x, yAxis: y, screen: ScreenConfiguration(widthPixels: 2560, heightPixels: 1600, scale: 2))
        #expect(m.screenPoint(x: 1000, y: 500) == ScreenPoint(x: 1280, y: 800))
    }

    @Test func resolutionZeroFallsBackToTheScreenSize() {
        let unknown = AbsInfo(minimum: 0, maximum: 1279)
        let m = CoordinateMapper(xAxis: unknown, yAxis: AbsInfo(minimum: 0, maximum: 767))
        #expect(!m.hasDeviceResolution)
        // Assumed: a 13.3-inch diagonal with the axes' aspect (1280:768), not the 96-dpi screen.
        #expect(m.sizing.source == .assumed)
        #expect(abs((m.physicalWidth.value * m.physicalWidth.value + m.physicalHeight.value * m.physicalHeight.value).squareRoot() - 13.3 * 25.4) < 1e-6)
        #expect(abs(m.physicalWidth.value / m.physicalHeight.value - 1279.0 / 767) < 1e-9)
        let configured = CoordinateMapper(xAxis: unknown, yAxis: AbsInfo(minimum: 0, maximum: 767),
            screen: ScreenConfiguration(physicalWidthMillimetres: 95, physicalHeightMillimetres: 54))
        #expect(configured.physicalPoint(x: 1279, y: 767) == PhysicalPoint(x: 95, y: 54))
    }

    @Test func anisotropicResolutionGivesTrueMillimetres() {
        // 20 units/mm in x, 10 units/mm in y: a 45 degree line in mm is not 45 degrees in units.
        let m = CoordinateMapper(xAxis: AbsInfo(minimum: 0, maximum: 2000, resolution: 20),
                                 yAxis: AbsInfo(minimum: 0, maximum: 1000, resolution: 10))
        let p = m.physicalPoint(x: 200, y: 100)
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 10) < 1e-9)
    }

    @Test func degenerateAxisDoesNotDivideByZero() {
        let m = CoordinateMapper(xAxis: AbsInfo(minimum: 5, maximum: 5), yAxis: AbsInfo(minimum: 9, maximum: 0))
        let p = m.screenPoint(x: 5, y: 3)
        #expect(p.x.isFinite && p.y.isFinite)
    }
}

@Suite("Device classification")
struct ClassificationTests {
    @Test func realDeviceShapesClassify() {
        #expect(Fixtures.protocolB().classification.kind == .touchscreen)
        #expect(Fixtures.protocolA().classification.kind == .touchscreen)
        #expect(Fixtures.protocolA().multitouchProtocol == .a)
        #expect(Fixtures.singleTouch().classification.kind == .touchscreen)
        #expect(Fixtures.mouse().classification.kind == .mouse)
        var pad = Fixtures.protocolB()
        pad.properties = [EventCode.propPointer]
        #expect(pad.classification.kind == .touchpad)
        #expect(!pad.classification.isUsed)
        #expect(pad.classification.reason.contains("not supported"))
        #expect(DeviceDescription(name: "kbd", codes: [EventType.key: [30, 31]]).classification.kind == .other)
        #expect(AssemblyMode(device: Fixtures.protocolB(slots: 10)) == .multitouchB(slots: 10))
    }

    @Test func aMouseWithATouchSurfaceIsAMouseNotATouchscreen() {
        // Apple Magic Mouse / Microsoft Touch Mouse: relative motion and buttons plus
        // multitouch axes, no INPUT_PROP_DIRECT (a finger resting on it made phantom taps).
        var magic = Fixtures.protocolB()
        magic.codes[EventType.rel] = [EventCode.relX, EventCode.relY]
        magic.codes[EventType.key, default: []].insert(EventCode.btnLeft)
        magic.properties = []
        #expect(magic.classification.kind == .mouse)
        #expect(magic.classification.reason.contains("touch mouse"))
        magic.properties = [EventCode.propPointer]
        #expect(magic.classification.kind == .mouse)
        // The same axes on a direct panel that also sends relative events stay a touchscreen.
        var direct = magic
        direct.properties = [EventCode.propDirect]
        #expect(direct.classification.kind == .touchscreen)
    }
}

@Suite("JSON line writer")
struct JSONLineWriterTests {
    @Test func writesCompactDeterministicJSON() {
        var w = JSONLineWriter()
        w.beginObject()
        w.key("t"); w.number(1.5, decimals: 6)
        w.key("n"); w.number(-0.125, decimals: 3)
        w.key("r"); w.number(2.0004, decimals: 3)
        w.key("i"); w.integer(-42)
        w.key("s"); w.string("a\"b\\c\n")
        w.key("a"); w.beginArray(); w.string("x"); w.integer(0); w.null(); w.endArray()
        w.key("nan"); w.number(.nan)
        w.key("o"); w.beginObject(); w.key("b"); w.bool(true); w.endObject()
        w.endObject()
        #expect(w.line == #"{"t":1.5,"n":-0.125,"r":2,"i":-42,"s":"a\"b\\c\n","a":["x",0,null],"nan":null,"o":{"b":true}}"#)
    }

    @Test func smallNegativeNumbersKeepTheirSign() {
        var w = JSONLineWriter()
        w.beginArray(); w.number(-0.5, decimals: 2); w.number(-0.001, decimals: 2); w.number(0.05, decimals: 2); w.endArray()
        #expect(w.line == "[-0.5,0,0.05]")
    }
}

@Suite("Display EDID")
struct DisplayEDIDTests {
    /// A real EDID (AOC 1670W, 344 x 194 mm; linux-hardware.org's EDID collection, github.com/linuxhw/EDID).
    static let aoc1670W: [UInt8] = {
        let hex = "00ffffffffffff0005e37016c13500002f1a0103682213782aa2959e595799271850"
            + "54a1080001010101010101010101010101010101662156aa51001e30468f330058c21000001e662150b0"
            + "51001b304070360058c21000001e000000ff004b5155474258413031333736310000" + "00fc0031363730570a2020202020202000" + "46"
        var bytes: [UInt8] = []
        var i = hex.startIndex
        while i < hex.endIndex {
            let j = hex.index(i, offsetBy: 2)
            bytes.append(UInt8(hex[i..<j], radix: 16)!)
            i = j
        }
        return bytes
    }()

    @Test func theFirstDetailedTimingGivesTheSizeInMillimetres() throws {
        let size = try #require(DisplayEDID.imageSize(Self.aoc1670W))
        #expect(size.width.value == 344 && size.height.value == 194)
    }

    @Test func badBlocksGiveNothing() {
        var corrupt = Self.aoc1670W
        corrupt[70] ^= 1
        #expect(DisplayEDID.imageSize(corrupt) == nil, "checksum")
        var header = Self.aoc1670W
        header[0] = 1; header[127] &-= 1
        #expect(DisplayEDID.imageSize(header) == nil, "header")
        #expect(DisplayEDID.imageSize(Array(Self.aoc1670W.prefix(100))) == nil, "short")
    }

    @Test func withoutATimingTheCentimetresAreUsed() throws {
        var noTiming = Self.aoc1670W
        let removed = noTiming[54...71].reduce(UInt8(0), &+)
        for k in 54...71 { noTiming[k] = 0 }
        noTiming[127] &+= removed
        let size = try #require(DisplayEDID.imageSize(noTiming))
        #expect(size.width.value == 340 && size.height.value == 190)
    }
}

/// Which size a panel gets, and that the source is said: explicit sizes win over any
/// reported resolution, an implausible resolution is not believed.
@Suite("Panel size you can trust")
struct PanelSizingTests {
    let x = AbsInfo(minimum: 0, maximum: 4095, resolution: 1)
    let y = AbsInfo(minimum: 0, maximum: 4095, resolution: 1)

    @Test func resolutionOneIsNotBelievedAndSaysSo() {
        // 4 metres wide: bogus units. Before, the mapper took 4095 x 4095 mm without a word.
        let m = CoordinateMapper(xAxis: x, yAxis: y)
        #expect(m.sizing.source == .assumed)
        #expect(m.physicalWidth.value < 400)
        #expect(m.sizing.warning?.contains("axis resolution (1 x 1 units/mm) gives 4095 x 4095 mm, outside 30 mm ... 2 m") == true, "\(m.sizing.warning ?? "")")
        var tiny = AbsInfo(minimum: 0, maximum: 1000, resolution: 100)  // 10 mm
        tiny.fuzz = 0
        #expect(CoordinateMapper(xAxis: tiny, yAxis: tiny).sizing.source == .assumed)
    }

    @Test func anExplicitSizeAlwaysWins() {
        let good = AbsInfo(minimum: 0, maximum: 3000, resolution: 10)  // 300 mm: plausible
        let screen = ScreenConfiguration(physicalWidthMillimetres: 154, physicalHeightMillimetres: 86)
        let m = CoordinateMapper(xAxis: good, yAxis: good, screen: screen)
        #expect(m.sizing.source == .configuredScreen)
        #expect(m.physicalWidth == Millimetres(154) && m.physicalHeight == Millimetres(86))
        // Resolution 1 with --screen-mm: the configured size, no warning.
        let bogus = CoordinateMapper(xAxis: x, yAxis: y, screen: screen)
        #expect(bogus.sizing.source == .configuredScreen && bogus.sizing.warning == nil)
        // EDID and trace sizes come after a plausible resolution, before the assumption.
        var edid = screen
        edid.physicalSizeOrigin = .display("HDMI-A-1")
        #expect(CoordinateMapper(xAxis: good, yAxis: good, screen: edid).sizing.source == .axisResolution)
        #expect(CoordinateMapper(xAxis: x, yAxis: y, screen: edid).sizing.source == .display("HDMI-A-1"))
        var trace = screen
        trace.physicalSizeOrigin = .trace("metadata")
        #expect(CoordinateMapper(xAxis: x, yAxis: y, screen: trace).physicalWidth == Millimetres(154))
    }

    @Test func perPanelSizeAndQuirksWin() throws {
        let quirks = try QuirksParser.parse("""
            [sized]
            MatchVendor=0x0eef
            MatchProduct=0x0002
            AttrSizeHint=200x100
            [resolution 1]
            MatchVendor=0x0eef
            MatchProduct=0x7224
            AttrResolutionIgnore=1
            [hinted]
            MatchVendor=0x0eef
            MatchProduct=0x0003
            AttrResolutionHint=20
            AttrAxisSwap=1
            """, file: "t.quirks")
        func device(_ product: UInt16) -> DeviceDescription {
            DeviceDescription(name: "panel", id: InputID(bustype: 3, vendor: 0x0eef, product: product, version: 0),
                              codes: [EventType.key: [EventCode.btnTouch]],
                              absInfo: [EventCode.absX: AbsInfo(minimum: 0, maximum: 4095, resolution: 1),
                                        EventCode.absY: AbsInfo(minimum: 0, maximum: 2047, resolution: 1)]).applyingQuirks(quirks)
        }
        let screen = ScreenConfiguration(physicalWidthMillimetres: 300, physicalHeightMillimetres: 170)
        let sized = try #require(CoordinateMapper(device: device(2), screen: screen))
        #expect(sized.sizing.source == .quirk("[sized] (t.quirks:1)"))
        #expect(sized.physicalWidth == Millimetres(200))
        // Resolution 1 ignored by the quirk: no warning, the next source (here the assumption).
        let ignored = try #require(CoordinateMapper(device: device(0x7224)))
        #expect(ignored.sizing.source == .assumed)
        #expect(ignored.sizing.warning?.contains("outside") == false)
        // The quirk's resolution, with the axes swapped: 4095/20 mm along the device's x is the screen's height.
        let hinted = try #require(CoordinateMapper(device: device(3)))
        #expect(hinted.sizing.source == .quirkResolution("[hinted] (t.quirks:9)"))
        #expect(abs(hinted.physicalHeight.value - 204.75) < 1e-9 && abs(hinted.physicalWidth.value - 102.35) < 1e-9)
        #expect(hinted.normalised(x: 4095, y: 0) == (x: 0, y: 1))
        // screen.panels, keyed vendor:product, beats the quirk.
        var panels = screen
        panels.panels["0eef:0002"] = PanelSize(width: Millimetres(210), height: Millimetres(120))
        let configured = try #require(CoordinateMapper(device: device(2), screen: panels))
        #expect(configured.sizing.source == .configuredPanel(key: "0eef:0002"))
        #expect(configured.physicalWidth == Millimetres(210))
    }
}
