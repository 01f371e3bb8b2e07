import Testing
import TactileCore
import TactileSynth

@Suite("Synthetic device descriptions")
struct DeviceDescriptionTests {
    @Test(arguments: SyntheticTouchscreen.presets)
    func everyTouchscreenIsClassifiedAsOneAndRoundTripsPositions(device: SyntheticTouchscreen) {
        let d = device.description
        #expect(d.classification.kind == .touchscreen)
        switch device.touchProtocol {
        case .b(let slots):
            #expect(d.multitouchProtocol == .b)
            #expect(d.slotCount == slots)
        case .a: #expect(d.multitouchProtocol == .a)
        case .singleTouch: #expect(d.multitouchProtocol == .none)
        }
        // mm -> device units -> Core's mapper -> mm: within one device unit.
        let mapper = device.mapper
        let (w, h) = device.size
        let unitX = w.value / device.xAxis.range, unitY = h.value / device.yAxis.range
        for p in [PhysicalPoint(x: 10, y: 10), PhysicalPoint(x: w.value / 3, y: h.value * 0.7), PhysicalPoint(x: w.value - 5, y: h.value - 5)] {
            let u = device.deviceUnits(of: p)
            let back = mapper.physicalPoint(x: u.x, y: u.y)
            #expect(abs(back.x - p.x) <= unitX / 2 + 1e-9)
            #expect(abs(back.y - p.y) <= unitY / 2 + 1e-9)
            let pt = mapper.screenPoint(x: u.x, y: u.y)
            let nominal = device.screenPoint(of: p)
            #expect(abs(pt.x - nominal.x) <= device.pointsPerMillimetre.x * unitX / 2 + 1e-9)
            #expect(abs(pt.y - nominal.y) <= device.pointsPerMillimetre.y * unitY / 2 + 1e-9)
        }
    }

    @Test func resolutionZeroTakesItsSizeFromTheScreen() {
        let device = SyntheticTouchscreen.resolutionZero
        #expect(device.description.absInfo[EventCode.absMTPositionX]?.resolution == 0)
        #expect(device.description.absInfo[EventCode.absMTPositionY]?.resolution == 0)
        #expect(!device.hasResolution)
        #expect(!device.mapper.hasDeviceResolution)
        #expect(device.size.width == Millimetres(344))
        #expect(device.size.height == Millimetres(193.5))
        // The same mm is a different number of units on each axis.
        let u = device.deviceUnits(of: PhysicalPoint(x: 86, y: 86))
        #expect(u.x == 1024)
        #expect(u.y == 1820)
    }

    @Test func resolutionZeroWithoutAConfiguredSizeUsesTheAssumedPanel() {
        let device = SyntheticTouchscreen(name: "r0", touchProtocol: .b(slots: 2),
                                          xAxis: AbsInfo(minimum: 0, maximum: 1000), yAxis: AbsInfo(minimum: 0, maximum: 1000))
        // Square axes say nothing: a 13.3-inch panel with the screen's 16:9 aspect, as replay assumes.
        let (w, h) = (device.size.width.value, device.size.height.value)
        #expect(abs((w * w + h * h).squareRoot() - 13.3 * 25.4) < 1e-9)
        #expect(abs(w / h - 1920.0 / 1080) < 1e-9)
        #expect(device.deviceUnits(of: PhysicalPoint(x: w / 2, y: h)) == (500, 1000))
    }

    @Test func anisotropicAxesHaveDifferentResolutionsAndSameMillimetres() {
        let device = SyntheticTouchscreen.anisotropic
        let x = device.description.absInfo[EventCode.absMTPositionX]!, y = device.description.absInfo[EventCode.absMTPositionY]!
        #expect(x.resolution == 13 && y.resolution == 18)
        #expect(device.mapper.hasDeviceResolution)
        #expect(device.size.width == Millimetres(300) && device.size.height == Millimetres(225))
        // 10 mm is 130 units across and 180 units down...
        let a = device.deviceUnits(of: PhysicalPoint(x: 100, y: 100)), b = device.deviceUnits(of: PhysicalPoint(x: 110, y: 110))
        #expect(b.x - a.x == 130 && b.y - a.y == 180)
        // ... and 64 pt across but 48 pt down: the screen is stretched.
        #expect(abs(device.pointsPerMillimetre.x - 6.4) < 1e-12)
        #expect(abs(device.pointsPerMillimetre.y - 4.8) < 1e-12)
    }

    @Test(arguments: SyntheticMouse.presets)
    func everyMouseIsClassifiedAsOne(mouse: SyntheticMouse) {
        let d = mouse.description
        #expect(d.classification.kind == .mouse)
        let hiRes = d.has(type: EventType.rel, code: EventCode.relWheelHiRes)
        if case .highResolution = mouse.wheel { #expect(hiRes) } else { #expect(!hiRes) }
        #expect(d.has(type: EventType.rel, code: EventCode.relHWheel) == mouse.hasHorizontalWheel)
    }
}
