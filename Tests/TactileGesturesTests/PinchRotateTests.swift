import Foundation
import Testing
import TactileCore
import TactileGestures
import TactileTesting

/// The mappings the ground-truth tests run on: isotropic, a stretched linear panel, and a
/// real mapper whose axes have different resolutions (positions quantised to device units).
enum Panel: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case isotropic, anisotropic, mapper

    var mapping: ScriptMapping {
        switch self {
        case .isotropic: return .uniform(millimetresPerPoint: 0.2)
        case .anisotropic: return .anisotropic(millimetresPerPointX: 0.2, millimetresPerPointY: 0.35)
        case .mapper:
            // 256 mm x 164 mm over a 1920 x 1080 pt screen: 0.133 vs 0.152 mm/pt.
            return .mapper(CoordinateMapper(xAxis: AbsInfo(minimum: 0, maximum: 4095, resolution: 16),
                                            yAxis: AbsInfo(minimum: 0, maximum: 4095, resolution: 25)))
        }
    }
    var testDescription: String { rawValue }
}

/// The angle and span of the two touches of a frame, computed in screen points (what a
/// library that ignores physical units would report).
func screenGeometry(_ f: TouchFrame) -> (span: Double, angle: Double) {
    let a = f.touches[0].position, b = f.touches[1].position
    let v = b - a
    return (v.length, atan2Degrees(v.y, v.x))
}

func atan2Degrees(_ y: Double, _ x: Double) -> Double { atan2(y, x) * 180 / .pi }

@Suite("Pinch and rotate: ground truth in physical space")
struct PinchRotateGroundTruthTests {
    @Test(arguments: Panel.allCases)
    func pinchScaleIsWithinOnePercentWithJitter(panel: Panel) throws {
        var d = try driver(configuration(.pinch()), mapping: panel.mapping, jitter: Jitter(amplitudeMillimetres: 0.1))
        // Scale 1.5 while turning 40 degrees: in points a stretched panel would see another ratio.
        d.transform(center: mm(110, 80), fromSpan: 40, toSpan: 60, fromDegrees: 10, toDegrees: 50,
                    duration: ms(500), rate: 120)
        let pinch = d.events(named: "pinch")
        #expect(pinch.first?.phase == .began)
        #expect(pinch.last?.phase == .ended)
        let scale = try #require(pinch.last?.scale)
        #expect(abs(scale - 1.5) < 0.015, "scale \(scale)")
        if panel == .anisotropic {
            // The same measurement in points is off by far more: the test can tell the difference.
            let first = screenGeometry(d.frames[0]).span, last = screenGeometry(d.frames[d.frames.count - 2]).span
            #expect(abs(last / first - 1.5) > 0.05)
        }
    }

    @Test(arguments: Panel.allCases)
    func rotationIsWithinHalfADegreeWithJitter(panel: Panel) throws {
        var d = try driver(configuration(.rotate()), mapping: panel.mapping, jitter: Jitter(amplitudeMillimetres: 0.1))
        d.rotate(center: mm(110, 80), span: 50, fromDegrees: 0, toDegrees: 60, duration: ms(500), rate: 120)
        let rotate = d.events(named: "rotate")
        #expect(rotate.first?.phase == .began)
        let rotation = try #require(rotate.last?.rotation)
        #expect(abs(degrees(rotation) - 60) < 0.5, "rotation \(degrees(rotation))")
        if panel == .anisotropic {
            let first = screenGeometry(d.frames[0]).angle, last = screenGeometry(d.frames[d.frames.count - 2]).angle
            #expect(abs((last - first) - 60) > 2)
        }
    }
}

@Suite("Pinch recognizer")
struct PinchTests {
    @Test func beginsAfterTheSpanChangeAndReportsScaleSinceTouchDown() throws {
        var d = try driver(configuration(.pinch()))
        d.pinch(center: mm(100, 80), fromSpan: 40, toSpan: 20, duration: ms(400))
        let pinch = d.events(named: "pinch")
        let began = try #require(pinch.first)
        #expect(began.phase == .began)
        // 3 mm of span change: the scale already shows it (no motion lost to the threshold).
        #expect(began.scale! <= 37.0 / 40 + 1e-9)
        #expect(abs(pinch.last!.scale! - 0.5) < 1e-9)
        #expect(pinch.contains { $0.scalarVelocity! < 0 })
        #expect(abs(began.location.x - 500) < 1e-6 && abs(began.location.y - 400) < 1e-6)   // focal point, pt
        #expect(d.states("pinch") == [.began, .changed, .ended])
    }

    @Test func worksWithFingersCloseTogether() throws {
        // 8 mm apart: Android's 27 mm minimum span would never start this pinch.
        var d = try driver(configuration(.pinch()))
        d.pinch(center: mm(100, 80), fromSpan: 8, toSpan: 30, duration: ms(400))
        #expect(d.phases("pinch").first == .began)
        #expect(abs(d.events(named: "pinch").last!.scale! - 30.0 / 8) < 1e-9)
    }

    @Test func fingersCloserThanTheMinimumSpanWaitUntilTheyAreApart() throws {
        var d = try driver(configuration(.pinch()))
        d.pinch(center: mm(100, 80), fromSpan: 3, toSpan: 30, duration: ms(400))
        #expect(d.transitions(of: "pinch").contains { $0.reason == .spanTooSmallForReference })
        #expect(d.phases("pinch").first == .began)
        // Scale is relative to the first usable span (>= 6 mm), not to the unreliable 3 mm.
        let scale = d.events(named: "pinch").last!.scale!
        #expect(scale > 30.0 / 9 && scale <= 30.0 / 6)
    }

    @Test func oneFingerNeverPinches() throws {
        var d = try driver(configuration(.pinch()))
        d.drag(from: pt(100, 100), to: pt(400, 100), duration: ms(300))
        #expect(d.events.isEmpty)
        #expect(d.state(of: "pinch") == .failed)
    }
}

@Suite("Rotate recognizer")
struct RotateTests {
    @Test func clockwiseOnScreenIsPositive() throws {
        var d = try driver(configuration(.rotate()))
        // From pointing right (0 degrees) towards pointing down: clockwise on a y-down screen.
        d.rotate(center: pt(500, 400), span: 200, fromDegrees: 0, toDegrees: 30, duration: ms(300))
        #expect(d.events(named: "rotate").last!.rotation! > 0)
        #expect(abs(degrees(d.events(named: "rotate").last!.rotation!) - 30) < quantisedDegrees)
        #expect(d.events(named: "rotate").contains { $0.scalarVelocity! > 0 })
    }

    @Test func rotationIsContinuousAcrossPi() throws {
        var d = try driver(configuration(.rotate()))
        d.rotate(center: pt(500, 400), span: 200, fromDegrees: 150, toDegrees: 550, duration: ms(2000), rate: 60)
        let values = d.events(named: "rotate").map { $0.rotation! }
        #expect(abs(degrees(values.last!) - 400) < quantisedDegrees)
        for (a, b) in zip(values, values.dropFirst()) { #expect(abs(b - a) < 0.2) }   // no 2-pi jumps
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func smallRotationsStayInTheDeadZone() throws {
        var d = try driver(configuration(.rotate()))
        d.rotate(center: pt(500, 400), span: 200, toDegrees: 8, duration: ms(300))
        #expect(d.events.isEmpty)
        var e = try driver(configuration(.rotate()))
        e.rotate(center: pt(500, 400), span: 200, toDegrees: 12, duration: ms(300))
        #expect(e.phases("rotate").first == .began)
        // Reported from touch-down, so the dead zone is not lost either.
        #expect(degrees(e.events(named: "rotate").first!.rotation!) >= 10)
    }

    @Test func theDeadZoneIsConfigurable() throws {
        var d = try driver(configuration(.rotate(RotateConfiguration(deadZoneDegrees: 3))))
        d.rotate(center: pt(500, 400), span: 200, toDegrees: 5, duration: ms(300))
        #expect(d.phases("rotate").first == .began)
    }
}
