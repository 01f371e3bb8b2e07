import Testing
import TactileCore
import TactileGestures
import TactileTesting

/// The default recognizer set (what `tactile` runs without `--recognizers`), end to end.
@Suite("Standard recognizer set")
struct StandardSetTests {
    @Test func aTapIsReportedOnceTheDoubleTapIntervalHasPassed() throws {
        var d = try driver(.standard)
        d.tap(at: pt(640, 400))
        d.advance(by: ms(300))
        #expect(d.events.map(\.kind) == [.tap])
        #expect(d.transitionErrors.isEmpty)
    }

    @Test func aDoubleTap() throws {
        var d = try driver(.standard)
        d.tap(at: pt(640, 400))
        d.advance(by: ms(150))
        d.tap(at: pt(642, 398))
        d.advance(by: ms(1000))
        #expect(d.events.map(\.taps) == [2])
    }

    @Test func aLongPressThenDrag() throws {
        var d = try driver(.standard)
        d.down(0, at: pt(640, 400))
        d.advance(by: ms(600))
        d.drag(from: pt(640, 400), to: pt(700, 400), duration: ms(200))
        #expect(Set(d.events.map(\.kind)) == [.longPress])
        #expect(d.events.last?.translation == pt(60, 0))
    }

    @Test func aFlickIsAPanAndASwipe() throws {
        var d = try driver(.standard)
        d.drag(from: pt(640, 400), to: pt(940, 400), duration: ms(150), profile: .flick)
        #expect(d.events(of: .swipe).first?.direction == .right)
        #expect(d.events(of: .pan).last?.phase == .ended)
        #expect(d.events(of: .tap).isEmpty && d.events(of: .longPress).isEmpty)
    }

    @Test func aMapGestureIsPanPinchAndRotateTogether() throws {
        var d = try driver(.standard)
        d.transform(center: pt(640, 400), fromSpan: 200, toSpan: 300, fromDegrees: 0, toDegrees: 40,
                    translation: pt(100, 50), duration: ms(600))
        #expect(Set(d.events.map(\.kind)) == [.pan, .pinch, .rotate])
        #expect(abs(d.events(of: .pinch).last!.scale! - 1.5) < quantisedScale)
        #expect(abs(degrees(d.events(of: .rotate).last!.rotation!) - 40) < quantisedDegrees)
        #expect(d.events(of: .pan).last!.translation!.distance(to: pt(100, 50)) < deviceUnitPoints)
        #expect(d.transitionErrors.isEmpty)
    }

    @Test func aZoomDoesNotRotateTheMap() throws {
        var d = try driver(.standard)
        d.transform(center: pt(640, 400), fromSpan: 200, toSpan: 400, fromDegrees: 0, toDegrees: 7, duration: ms(600))
        #expect(Set(d.events.map(\.kind)) == [.pinch])
    }

    @Test func anEdgeSwipe() throws {
        var d = try driver(.standard)
        d.drag(from: pt(1278, 400), to: pt(1000, 400), duration: ms(300))
        #expect(Set(d.events.map(\.kind)) == [.edgeSwipe])
        #expect(d.events.first?.edge == .right)
    }

    @Test func twoAndThreeFingerTapsAreReportedAtTheLift() throws {
        for fingers in [2, 3] {
            var d = try driver(.standard)
            d.tap(at: pt(640, 400), fingers: fingers, spacing: 100)
            #expect(d.events.map(\.kind) == [.tap])
            #expect(d.events.first?.fingers == fingers)
            #expect(d.events.first?.time == d.now)   // no multi-tap of that finger count competes
            #expect(d.events.first?.location == pt(640, 400))
        }
    }

    @Test func aStillTwoFingerHoldIsATwoFingerLongPress() throws {
        var d = try driver(.standard)
        d.frame { $0.down(0, at: pt(600, 400)); $0.down(1, at: pt(700, 400)) }
        d.advance(by: ms(700))
        d.frame { $0.up(0); $0.up(1) }
        #expect(Set(d.events.map(\.kind)) == [.longPress])
        #expect(d.phases("twoFingerLongPress") == [.began, .ended])
        #expect(d.events.allSatisfy { $0.fingers == 2 })
    }

    @Test func multiFingerRecognizersDoNotDelayAOneFingerTap() throws {
        var d = try driver(try .standard(names: ["tap", "twoFingerTap", "threeFingerTap", "longPress",
                                                  "twoFingerLongPress", "pan", "pinch", "rotate"]))
        d.tap(at: pt(640, 400))
        #expect(d.events.map(\.kind) == [.tap])
        #expect(d.events.first?.time == d.now)
    }

    @Test func aSmallQuickPinchIsAPinchNotATwoFingerTap() throws {
        var d = try driver(.standard)
        // Each finger moves 2.5 mm (inside the tap slop) over 200 ms; the span grows 5 mm, more
        // than fingertips settling (2.5 mm) plus the threshold (3 mm): a pinch.
        d.pinch(center: mm(120, 80), fromSpan: 30, toSpan: 35, duration: ms(200))
        #expect(d.phases("pinch").first == .began)
        #expect(d.events(of: .tap).isEmpty && d.events(of: .longPress).isEmpty)
    }

    @Test func twoFingersScrollingTogetherAreATwoFingerPanOnly() throws {
        var d = try driver(.standard)
        d.perform(duration: ms(500), paths: [.line(finger: 0, from: mm(90, 130), to: mm(90, 30)),
                                            .line(finger: 1, from: mm(110, 130), to: mm(104, 32))])
        #expect(Set(d.events.map(\.kind)) == [.pan])
        #expect(d.events.first?.fingers == 2)
    }

    @Test func holdingTwoFingersStillBeforePinchingEndsThePressAndPinches() throws {
        // People rest two fingers, then pinch: the two-finger press ends (its fingers moved
        // apart) and the pinch of the same fingers is reported from that moment.
        var d = try driver(.standard)
        d.frame { $0.down(0, at: mm(105, 80)); $0.down(1, at: mm(135, 80)) }
        d.advance(by: ms(600))
        d.pinch(center: mm(120, 80), fromSpan: 30, toSpan: 60, duration: ms(400))
        #expect(d.phases("twoFingerLongPress") == [.began, .ended])
        #expect(d.events(named: "twoFingerLongPress").last?.reason == .fingersMovedApart)
        #expect(d.phases("pinch").first == .began)
        let scale = try #require(d.events(named: "pinch").last?.scale)
        #expect(scale > 60.0 / 34 && scale <= 60.0 / 33, "measured from when the press ended: \(scale)")
    }

    @Test func holdingTwoFingersStillBeforePinchingStaysALongPressDragWhenConfigured() throws {
        // UIKit's behaviour, for apps that want it: the hold owns its fingers to the end.
        var c = GestureConfiguration.standard
        let i = try #require(c.index(of: "twoFingerLongPress"))
        c.recognizers[i] = .longPress(LongPressConfiguration(fingers: 2, endsWhenFingersChange: false))
        var d = try driver(c)
        d.frame { $0.down(0, at: mm(105, 80)); $0.down(1, at: mm(135, 80)) }
        d.advance(by: ms(600))
        d.pinch(center: mm(120, 80), fromSpan: 30, toSpan: 60, duration: ms(400))
        #expect(Set(d.events.map(\.kind)) == [.longPress])
    }

    @Test func jsonLinesForAWholeSession() throws {
        var d = try driver(.standard)
        d.tap(at: pt(640, 400))
        d.advance(by: ms(300))
        var w = JSONLineWriter()
        d.events.first!.write(to: &w, device: "Atmel maXTouch")
        #expect(w.line == #"{"t":1.36,"gesture":"tap","phase":"recognized","fingers":1,"x":640,"y":400,"taps":1,"device":"Atmel maXTouch"}"#)
    }
}
