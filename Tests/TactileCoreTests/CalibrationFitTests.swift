import Testing
@testable import TactileCore

/// The calibration page's arithmetic: four touched targets give the matrix that maps the
/// panel's reports onto them (least squares, like xinput_calibrator).
@Suite("Calibration fit")
struct CalibrationFitTests {
    /// The four targets the page draws: 10 % in from each corner, normalised.
    static let targets: [(Double, Double)] = [(0.1, 0.1), (0.9, 0.1), (0.1, 0.9), (0.9, 0.9)]

    /// Where a panel mis-mapped by `wrong` reports a touch on each target.
    static func samples(panelMapping wrong: CalibrationMatrix, noise: [(Double, Double)] = []) -> [CalibrationFit.Sample] {
        let inverse = wrong.inverse!
        return targets.enumerated().map { i, t in
            let r = inverse.apply(t.0, t.1)
            let n = i < noise.count ? noise[i] : (0, 0)
            return CalibrationFit.Sample(reportedX: r.x + n.0, reportedY: r.y + n.1, targetX: t.0, targetY: t.1)
        }
    }

    static func close(_ m: CalibrationMatrix, _ n: CalibrationMatrix, within tolerance: Double = 1e-9) -> Bool {
        zip(m.values, n.values).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test(arguments: [
        CalibrationMatrix.identity,
        CalibrationMatrix(-1, 0, 1, 0, 1, 0),          // x inverted
        CalibrationMatrix(0, 1, 0, 1, 0, 0),           // axes swapped
        CalibrationMatrix(0, -1, 1, 1, 0, 0),          // a panel mounted a quarter turn off
        CalibrationMatrix(1.08, 0.02, -0.05, -0.01, 0.93, 0.04),  // a resistive panel's offset, scale and skew
    ])
    func exactTouchesGiveTheMatrixBack(_ truth: CalibrationMatrix) throws {
        let m = try CalibrationFit.matrix(Self.samples(panelMapping: truth))
        #expect(Self.close(m, truth), "\(m.values) vs \(truth.values)")
        #expect(CalibrationFit.residual(Self.samples(panelMapping: truth), m) < 1e-9)
    }

    /// One sloppy touch is averaged over four, not copied: the matrix stays within the
    /// error of that touch, and the residual says how sloppy the touches were.
    @Test func aSloppyTouchIsAveragedOut() throws {
        let truth = CalibrationMatrix(1.05, 0, -0.02, 0, 0.97, 0.01)
        let samples = Self.samples(panelMapping: truth, noise: [(0.01, -0.008)])
        let m = try CalibrationFit.matrix(samples)
        #expect(Self.close(m, truth, within: 0.03), "\(m.values)")
        #expect(!Self.close(m, truth, within: 1e-6))
        let residual = CalibrationFit.residual(samples, m)
        #expect(residual > 0.001 && residual < 0.01, "\(residual)")
        // Three exact targets are solved exactly; a fourth on their line adds nothing wrong.
        let three = try CalibrationFit.matrix(Array(Self.samples(panelMapping: truth).prefix(3)))
        #expect(Self.close(three, truth))
    }

    @Test func tooFewOrCollinearTouchesAreRefused() {
        let line = [0.1, 0.4, 0.9].map { CalibrationFit.Sample(reportedX: $0, reportedY: $0, targetX: $0, targetY: $0) }
        #expect(throws: CalibrationFit.Failure.degenerate) { try CalibrationFit.matrix(line) }
        #expect(throws: CalibrationFit.Failure.tooFewSamples(2)) { try CalibrationFit.matrix(Array(line.prefix(2))) }
        let nan = [CalibrationFit.Sample(reportedX: .nan, reportedY: 0, targetX: 0, targetY: 0)] + line
        #expect(throws: CalibrationFit.Failure.notFinite) { try CalibrationFit.matrix(nan) }
    }

    /// The rule a compositor's libinput reads: the same six numbers, for this panel only.
    @Test func theUdevRuleNamesThePanelAndTheMatrix() throws {
        let m = CalibrationMatrix(1.0800004, 0.02, -0.05, -0.01, 0.93, 0.0000001)
        #expect(m.udevText == "1.08 0.02 -0.05 -0.01 0.93 0")
        let rule = m.udevRule(for: try #require(PanelKey(text: "0EEF:1")))
        #expect(rule == #"ACTION=="add|change", SUBSYSTEM=="input", KERNEL=="event*", ATTRS{id/vendor}=="0eef", ATTRS{id/product}=="0001", ENV{LIBINPUT_CALIBRATION_MATRIX}="1.08 0.02 -0.05 -0.01 0.93 0""#)
        // The matrix applied through the mapper moves a reported touch onto its target.
        let screen = ScreenConfiguration(widthPixels: 1000, heightPixels: 1000, calibration: CalibrationMatrix(-1, 0, 1, 0, 1, 0))
        let mapper = CoordinateMapper(xAxis: AbsInfo(minimum: 0, maximum: 1000), yAxis: AbsInfo(minimum: 0, maximum: 1000), screen: screen)
        #expect(abs(mapper.matrix.apply(0.1, 0.1).x - 0.9) < 1e-12)
    }

    /// On a rotated screen with a calibration already set: the page's touches (screen points,
    /// through the current mapping) give the matrix that puts the panel's touches on the
    /// targets, and the libinput matrix is the whole mapping, rotation included.
    @Test func aPanelsTouchesThroughItsCurrentMappingGiveItsNewMatrix() throws {
        let device = DeviceDescription(name: "panel", id: InputID(bustype: 3, vendor: 0x0eef, product: 1, version: 0),
                                       codes: [EventType.key: [EventCode.btnTouch]],
                                       absInfo: [EventCode.absX: AbsInfo(minimum: 0, maximum: 4095), EventCode.absY: AbsInfo(minimum: 0, maximum: 4095)])
        var screen = ScreenConfiguration(widthPixels: 800, heightPixels: 1280, rotation: .clockwise90)
        screen.panelCalibrations["0eef:0001"] = CalibrationMatrix(1.01, 0, 0, 0, 1, 0.01)  // the old, slightly wrong one
        let mapper = try #require(CoordinateMapper(device: device, screen: screen))
        let truth = CalibrationMatrix(0.96, 0.01, 0.03, -0.02, 1.04, -0.015)
        let rotation = Rotation.clockwise90.matrix
        let whereTouched = try #require(rotation.concatenating(after: truth).inverse)
        let targets: [(Double, Double)] = [(80, 128), (720, 128), (80, 1152), (720, 1152)]
        let touches = targets.map { t -> CalibrationFit.Sample in
            let raw = whereTouched.apply(t.0 / 800, t.1 / 1280)
            let reported = mapper.matrix.apply(raw.x, raw.y)
            return CalibrationFit.Sample(reportedX: reported.x * 800, reportedY: reported.y * 1280, targetX: t.0, targetY: t.1)
        }
        let result = try CalibrationFit.panel(touches, mapper: mapper, device: device)
        #expect(Self.close(result.calibration, truth, within: 1e-9), "\(result.calibration.values)")
        #expect(Self.close(result.libinput, rotation.concatenating(after: truth), within: 1e-9))
        #expect(result.residualPoints < 1e-6)
        // Applied, the panel's touch on each target lands on it.
        screen.panelCalibrations["0eef:0001"] = result.calibration
        let calibrated = try #require(CoordinateMapper(device: device, screen: screen))
        for t in targets {
            let raw = whereTouched.apply(t.0 / 800, t.1 / 1280)
            let p = calibrated.matrix.apply(raw.x, raw.y)
            #expect(abs(p.x * 800 - t.0) < 1e-6 && abs(p.y * 1280 - t.1) < 1e-6)
        }
    }

    /// A panel the calibration file does not cover, while it covers another: the swapped
    /// panel's notice. No notice when it is covered or nothing is calibrated.
    @Test func aSwappedPanelIsNoticed() {
        let device = DeviceDescription(name: "new panel", id: InputID(bustype: 3, vendor: 0x04f3, product: 0x000a, version: 0),
                                       absInfo: [EventCode.absX: AbsInfo(minimum: 0, maximum: 4095), EventCode.absY: AbsInfo(minimum: 0, maximum: 4095)])
        var screen = ScreenConfiguration()
        #expect(screen.calibrationNotice(for: device) == nil)
        screen.panelCalibrations["0eef:0001"] = CalibrationMatrix(-1, 0, 1, 0, 1, 0)
        #expect(screen.calibrationNotice(for: device)?.hasPrefix("panel 04f3:000a is not calibrated: the calibration file has 0eef:0001") == true)
        #expect(screen.calibrationMatrix(for: device) == .identity)
        screen.panelCalibrations["04f3:000a"] = CalibrationMatrix(1, 0, 0.01, 0, 1, 0)
        #expect(screen.calibrationNotice(for: device) == nil)
        #expect(screen.calibrationMatrix(for: device) == CalibrationMatrix(1, 0, 0.01, 0, 1, 0))
    }
}
