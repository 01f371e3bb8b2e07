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
        #expect(abs(m.physicalWidth.value - 1920 * 25.4 / 96) < 1e-9)
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
