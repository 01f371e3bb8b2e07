import Testing
import TactileCore
import TactileGestures
import TactileTesting

@Suite("Conflict resolution")
struct ConflictTests {
    // MARK: Two-finger tap vs pinch / rotate

    let twoFingerTapPinchRotate = configuration(.tap(TapConfiguration(fingers: 2)), .pinch(), .rotate())

    @Test func aTwoFingerTapNeverFiresDuringAPinch() throws {
        var d = try driver(twoFingerTapPinchRotate)
        d.pinch(center: mm(100, 80), fromSpan: 30, toSpan: 50, duration: ms(250))
        #expect(d.phases("pinch").first == .began)
        #expect(d.events(named: "twoFingerTap").isEmpty)
        #expect(d.state(of: "twoFingerTap") == .failed)
    }

    @Test func aQuickSmallPinchWithinTheTapSlopIsStillAPinchNotATap() throws {
        // Each finger moves 2.5 mm (inside the 3 mm tap slop) but the span changes by 5 mm,
        // more than settling fingertips (2.5 mm) and the threshold (3 mm) explain.
        var d = try driver(twoFingerTapPinchRotate)
        d.pinch(center: mm(100, 80), fromSpan: 30, toSpan: 35, duration: ms(200))
        #expect(d.phases("pinch").first == .began)
        #expect(d.events(named: "twoFingerTap").isEmpty)
        #expect(d.transitions(of: "twoFingerTap").last?.reason == .lostTo(RecognizerID(1)))
    }

    @Test func aTwoFingerTapNeverFiresDuringARotation() throws {
        var d = try driver(twoFingerTapPinchRotate)
        d.rotate(center: mm(100, 80), span: 40, toDegrees: 40, duration: ms(250))
        #expect(d.phases("rotate").first == .began)
        #expect(d.events(named: "twoFingerTap").isEmpty)
    }

    @Test func aStillTwoFingerTapIsATap() throws {
        var d = try driver(twoFingerTapPinchRotate)
        d.tap(at: pt(500, 400), fingers: 2, spacing: 150)
        #expect(d.events.map(\.kind) == [.tap])
    }

    // MARK: Long press vs movement

    @Test func aLongPressFailsOnceTheFingerMovesAndThePanTakesOver() throws {
        var d = try driver(configuration(.longPress(), .pan()))
        d.drag(from: pt(300, 300), to: pt(500, 300), duration: ms(1200))   // slow, longer than the hold time
        #expect(d.events(named: "longPress").isEmpty)
        #expect(d.phases("pan").first == .began)
        #expect(d.state(of: "longPress") == .failed)
    }

    @Test func holdingStillThenDraggingIsALongPressDragNotAPan() throws {
        var d = try driver(configuration(.longPress(), .pan()))
        d.down(0, at: pt(300, 300))
        d.advance(by: ms(600))
        d.drag(from: pt(300, 300), to: pt(500, 300), duration: ms(300))
        #expect(d.phases("longPress") .first == .began)
        #expect(d.phases("longPress").last == .ended)
        #expect(d.events(named: "pan").isEmpty)
        #expect(d.transitions(of: "pan").last?.reason == .lostTo(RecognizerID(0)))
    }

    // MARK: Swipe vs pan

    @Test func aSwipeExclusiveWithAPanLosesTheFlickToIt() throws {
        // A swipe is decided at the lift; a pan exclusive with it has begun long before.
        var d = try driver(configuration(.swipe(), .pan(PanConfiguration(minimumDistanceMillimetres: 15))))
        d.drag(from: pt(300, 300), to: pt(600, 300), duration: ms(200), profile: .flick)
        #expect(d.events(named: "swipe").isEmpty)
        #expect(d.phases("pan").first == .began)
        #expect(d.transitions(of: "swipe").last?.reason == .lostTo(RecognizerID(1)))
    }

    @Test func withDefaultThresholdsTheFirstToCrossWinsSoThePanWins() throws {
        var d = try driver(configuration(.swipe(), .pan()))
        d.drag(from: pt(300, 300), to: pt(600, 300), duration: ms(200), profile: .flick)
        #expect(d.events(named: "swipe").isEmpty)
        #expect(d.phases("pan").first == .began)
    }

    @Test func aPanThatRequiresTheSwipeToFailWaitsForIt() throws {
        let c = configuration(.swipe(), .pan(), relations: [RelationConfiguration("pan", .requiresFailureOf, "swipe")])
        var flick = try driver(c)
        flick.drag(from: pt(300, 300), to: pt(600, 300), duration: ms(200), profile: .flick)
        #expect(flick.events.map(\.kind) == [.swipe])

        // The swipe is decided at the lift, so a pan that waits for it waits for the lift,
        // when its fingers are gone: it never runs (the standard set relates them as
        // simultaneous instead: the flick is reported on top of the pan).
        var slow = try driver(c)
        slow.drag(from: pt(300, 300), to: pt(600, 300), duration: ms(2000))
        #expect(slow.events.isEmpty)
        #expect(slow.transitions(of: "pan").contains { $0.reason == .waitingFor(RecognizerID(0)) })
        #expect(slow.state(of: "pan") == .failed)
    }

    @Test func requiresFailureIsOneDirectionOnly() throws {
        // The pan waits for the swipe; the swipe never waits for the pan.
        let c = configuration(.swipe(), .pan(), relations: [RelationConfiguration("pan", .requiresFailureOf, "swipe")])
        var d = try driver(c)
        d.drag(from: pt(300, 300), to: pt(600, 300), duration: ms(200), profile: .flick)
        let crossed = try #require(d.transitions(of: "swipe").first { $0.reason == .thresholdCrossed })
        #expect(d.events(named: "swipe").first?.time == crossed.time)
    }

    // MARK: Relations in general

    @Test func simultaneousRecognizersBothRun() throws {
        let c = configuration(.pan(), .pinch(), relations: [RelationConfiguration("pan", .simultaneous, "pinch")])
        var d = try driver(c)
        d.transform(center: mm(100, 80), fromSpan: 30, toSpan: 50, translation: mm(30, 0), duration: ms(400))
        #expect(d.phases("pan").first == .began)
        #expect(d.phases("pinch").first == .began)
        #expect(abs(d.events(named: "pan").last!.translation!.x - 150) < 1e-6)   // 30 mm
    }

    @Test func exclusiveByDefaultOnlyTheFirstRuns() throws {
        var d = try driver(configuration(.pan(), .pinch()))
        d.pinch(center: mm(100, 80), fromSpan: 30, toSpan: 50, duration: ms(400))
        #expect(d.phases("pinch").first == .began)
        #expect(d.events(named: "pan").isEmpty)
    }

    @Test func theOutcomeDoesNotDependOnTheOrderRecognizersWereAdded() throws {
        let orders = [configuration(.pinch(), .rotate(), policy: .exclusive),
                      configuration(.rotate(), .pinch(), policy: .exclusive)]
        var winners: [GestureKind] = []
        for c in orders {
            var d = try driver(c)
            d.transform(center: mm(100, 80), fromSpan: 40, toSpan: 50, fromDegrees: 0, toDegrees: 36, duration: ms(500))
            winners.append(contentsOf: Set(d.events.map(\.kind)))
        }
        #expect(winners == [.rotate, .rotate])
    }

    // MARK: Pinch vs rotate policies

    @Test func transformPolicyBeginsBothTogether() throws {
        var d = try driver(configuration(.pinch(), .rotate(), policy: .transform))
        d.pinch(center: mm(100, 80), fromSpan: 40, toSpan: 60, duration: ms(400))
        let pinchBegan = try #require(d.events(named: "pinch").first)
        let rotateBegan = try #require(d.events(named: "rotate").first)
        #expect(pinchBegan.time == rotateBegan.time)
        #expect(d.transitions(of: "rotate").contains { $0.reason == .beganWith(RecognizerID(0)) })
        #expect(abs(d.events(named: "rotate").last!.rotation!) < 1e-9)
    }

    @Test func exclusivePolicyWhicheverCrossesFirstWinsForTheRestOfTheGesture() throws {
        var rotating = try driver(configuration(.pinch(), .rotate(), policy: .exclusive))
        rotating.transform(center: mm(100, 80), fromSpan: 40, toSpan: 46, fromDegrees: 0, toDegrees: 60, duration: ms(500))
        #expect(Set(rotating.events.map(\.kind)) == [.rotate])
        #expect(rotating.transitions(of: "pinch").last?.reason == .lostTo(RecognizerID(1)))

        var zooming = try driver(configuration(.pinch(), .rotate(), policy: .exclusive))
        zooming.transform(center: mm(100, 80), fromSpan: 40, toSpan: 70, fromDegrees: 0, toDegrees: 25, duration: ms(500))
        #expect(Set(zooming.events.map(\.kind)) == [.pinch])
    }

    @Test func rotationDeadZonePolicyZoomsWithoutAccidentalRotation() throws {
        // The default policy: a zoom with 8 degrees of incidental twist never rotates.
        var d = try driver(configuration(.pinch(), .rotate()))
        d.transform(center: mm(100, 80), fromSpan: 40, toSpan: 70, fromDegrees: 0, toDegrees: 8, duration: ms(500))
        #expect(d.phases("pinch").first == .began)
        #expect(d.events(named: "rotate").isEmpty)
    }

    @Test func rotationDeadZonePolicyThenRotatesTogetherOnceTheDeadZoneIsPassed() throws {
        var d = try driver(configuration(.pinch(), .rotate()))
        d.transform(center: mm(100, 80), fromSpan: 40, toSpan: 70, fromDegrees: 0, toDegrees: 45, duration: ms(500))
        let pinchBegan = try #require(d.events(named: "pinch").first)
        let rotateBegan = try #require(d.events(named: "rotate").first)
        #expect(pinchBegan.time < rotateBegan.time)
        #expect(d.events(named: "pinch").last?.phase == .ended)
        #expect(abs(degrees(d.events(named: "rotate").last!.rotation!) - 45) < 1e-6)
    }
}
