import Foundation
import Testing
import TactileCore
import TactileGestures
import TactileTesting

/// Two fingers dragged together (a two-finger pan or scroll) drift apart and twist a
/// little; that must not begin a pinch or a rotation, while real pinches and rotations,
/// also slow ones, with one resting finger or during a pan, still begin promptly.
@Suite("Pinch and rotate: fingers moving together")
struct FingersMovingTogetherTests {
    /// Side by side 20 mm apart, dragged 100 mm up: the right finger drifts 8 mm towards
    /// the left one (span 20 -> 12 mm) and lags 5 mm behind (a 20 degree twist).
    func scroll(_ d: inout GestureDriver, rate: Double = 60) {
        d.perform(duration: ms(500), rate: rate, paths: [
            .line(finger: 0, from: mm(90, 130), to: mm(90, 30)),
            .line(finger: 1, from: mm(110, 130), to: mm(102, 35)),
        ])
    }

    @Test(arguments: [60.0, 240.0])
    func aTwoFingerScrollWithDriftIsAPanOnly(rate: Double) throws {
        var c = configuration(.pan(), .pinch(), .rotate())
        c.relate("pan", .simultaneous, "pinch")
        c.relate("pan", .simultaneous, "rotate")
        var d = try driver(c)
        scroll(&d, rate: rate)
        #expect(Set(d.events.map(\.kind)) == [.pan])
        #expect(d.events.first?.fingers == 2)
        #expect(d.transitions(of: "pinch").contains { $0.reason == .fingersMovingTogether })
        #expect(d.transitions(of: "rotate").contains { $0.reason == .fingersMovingTogether })
    }

    @Test func withoutTheAllowanceTheSameScrollWouldZoomAndRotate() throws {
        // What the test above guards against: the span and the angle alone cross their thresholds.
        var d = try driver(configuration(.pinch(PinchConfiguration(translationAllowanceRatio: 0)),
                                         .rotate(RotateConfiguration(translationAllowanceRatio: 0))))
        scroll(&d)
        #expect(Set(d.events.map(\.kind)) == [.pinch, .rotate])
    }

    @Test func aSlowPinchBeginsAtItsThreshold() throws {
        // 10 mm of span change over 4 s, centroid still: begins at 3 mm (scale 1.1).
        var d = try driver(configuration(.pinch()))
        d.pinch(center: mm(100, 80), fromSpan: 30, toSpan: 40, duration: ms(4000), profile: .linear)
        let began = try #require(d.events(named: "pinch").first)
        #expect(began.phase == .began)
        #expect(began.scale! >= 1.1 && began.scale! < 1.1 + 0.01)
    }

    @Test func aPinchWithOneRestingFingerBeginsPromptly() throws {
        // The centroid moves half as far as the span changes: the allowance (0.15 of the
        // centroid's travel) costs 0.075, so it begins at 3.24 mm of span change instead of 3.
        var d = try driver(configuration(.pinch()))
        d.down(0, at: mm(100, 80))
        d.perform(duration: ms(3000), profile: .linear, paths: [.line(finger: 1, from: mm(130, 80), to: mm(160, 80))])
        let began = try #require(d.events(named: "pinch").first)
        #expect(began.scale! >= 33.2 / 30 && began.scale! < 33.4 / 30, "scale \(began.scale!)")
    }

    @Test func aPinchWithFingersCloseTogetherStillBeginsAtItsThreshold() throws {
        // 7 mm apart, spreading while the hand drifts 2 mm: well inside the allowance.
        var d = try driver(configuration(.pinch()))
        d.transform(center: mm(100, 80), fromSpan: 7, toSpan: 17, translation: mm(2, 0), duration: ms(2000), profile: .linear)
        let began = try #require(d.events(named: "pinch").first)
        #expect(began.scale! < 10.8 / 7, "scale \(began.scale!)")
        #expect(abs(d.events(named: "pinch").last!.scale! - 17.0 / 7) < 1e-9)
    }

    @Test(arguments: [60.0, 240.0])
    func aZoomDuringAPanStillBegins(rate: Double) throws {
        // The span grows by 40% of the distance the hand moves: a zoom while panning.
        var d = try driver(configuration(.pinch()))
        d.transform(center: mm(80, 80), fromSpan: 30, toSpan: 50, translation: mm(50, 0), duration: ms(600), rate: rate)
        #expect(d.phases("pinch").first == .began)
        #expect(abs(d.events(named: "pinch").last!.scale! - 50.0 / 30) < 1e-9)
    }

    @Test func aRotationWithOneFingerAsPivotBeginsJustAfterTheDeadZone() throws {
        // The moving finger circles the resting one: the centroid travels half its arc,
        // so the dead zone widens by 1/8 (about 11.4 degrees instead of 10).
        var d = try driver(configuration(.rotate()))
        d.down(0, at: mm(100, 80))
        d.perform(duration: ms(3000), profile: .linear, paths: [FingerPath<PhysicalSpace>(finger: 1) { s in
            let a = s * 40 * .pi / 180
            return mm(100 + 30 * cos(a), 80 + 30 * sin(a))
        }])
        let began = try #require(d.events(named: "rotate").first)
        #expect(degrees(began.rotation!) > 11.3 && degrees(began.rotation!) < 11.8, "\(degrees(began.rotation!))")
    }
}
