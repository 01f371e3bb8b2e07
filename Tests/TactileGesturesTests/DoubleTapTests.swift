import Testing
import TactileCore
import TactileGestures
import TactileTesting

@Suite("Single tap vs double tap timing")
struct DoubleTapTests {
    let config = configuration(.tap(), .doubleTap())

    @Test func singleTapWaitsExactlyTheDoubleTapIntervalWhenADoubleTapCompetes() throws {
        var d = try driver(config)
        d.tap(at: pt(400, 400))
        let lift = d.now
        #expect(d.nextDeadline == lift + ms(300))
        d.advance(by: ms(299))
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "tap").last?.reason == .waitingFor(RecognizerID(1)))
        d.advance(by: ms(1))
        let taps = d.events(named: "tap")
        #expect(taps.count == 1)
        #expect(taps.first?.time == lift + ms(300))
        #expect(taps.first?.location == pt(400, 400))
        #expect(d.states("doubleTap").suffix(1) == [.failed])
        #expect(d.transitions(of: "doubleTap").last?.reason == .intervalExpired)
    }

    @Test func doubleTapIsReportedAtTheSecondLiftAndTheSingleTapNever() throws {
        var d = try driver(config)
        d.tap(at: pt(400, 400))
        d.advance(by: ms(120))
        d.tap(at: pt(410, 395))
        let doubles = d.events(named: "doubleTap")
        #expect(doubles.count == 1)
        #expect(doubles.first?.taps == 2)
        #expect(doubles.first?.time == d.now)        // the double tap itself never waits
        d.advance(by: ms(1000))
        #expect(d.events(named: "tap").isEmpty)
        #expect(d.transitions(of: "tap").last?.reason == .lostTo(RecognizerID(1)))
    }

    @Test func tapsTooFarApartAreTwoSingleTaps() throws {
        var d = try driver(config)
        d.tap(at: pt(100, 400))
        d.advance(by: ms(100))
        let secondDown = d.now
        d.tap(at: pt(400, 400))   // 60 mm away: e.g. typing on two keys
        // The first tap is released the moment the far touch lands, not after 300 ms.
        #expect(d.events(named: "tap").first?.time == secondDown)
        #expect(d.events(named: "tap").first?.location == pt(100, 400))
        d.advance(by: ms(300))
        #expect(d.events(named: "tap").map(\.location) == [pt(100, 400), pt(400, 400)])
        #expect(d.events(named: "doubleTap").isEmpty)
    }

    @Test func aSecondTapAfterTheIntervalStartsANewSequence() throws {
        var d = try driver(config)
        d.tap(at: pt(100, 400))
        d.advance(by: ms(400))
        d.tap(at: pt(100, 400))
        d.advance(by: ms(120))
        d.tap(at: pt(100, 400))
        #expect(d.events(named: "tap").count == 1)
        #expect(d.events(named: "doubleTap").count == 1)
    }

    @Test func anExplicitExclusiveRelationOverridesTheImplicitWait() throws {
        var c = config
        c.relate("tap", .exclusive, "doubleTap")
        var d = try driver(c)
        d.tap(at: pt(400, 400))
        #expect(d.events(named: "tap").first?.time == d.now)
        d.advance(by: ms(100))
        d.tap(at: pt(400, 400))
        #expect(d.events(named: "doubleTap").isEmpty)
    }

    @Test func aDoubleTapCompetingWithATripleTapWaitsForIt() throws {
        var d = try driver(configuration(.tap(), .doubleTap(), .tap(TapConfiguration(taps: 3))))
        d.tap(at: pt(400, 400))
        d.advance(by: ms(100))
        d.tap(at: pt(400, 400))
        let lift = d.now
        #expect(d.events.isEmpty)
        d.advance(by: ms(300))
        #expect(d.events.map(\.taps) == [2])
        #expect(d.events.first?.time == lift + ms(300))
    }

    @Test func aSecondTouchThatBecomesADragStillReleasesTheFirstTap() throws {
        var d = try driver(configuration(.tap(), .doubleTap(), .pan()))
        d.tap(at: pt(400, 400))
        d.advance(by: ms(100))
        d.drag(from: pt(400, 400), to: pt(600, 400), duration: ms(300))
        #expect(d.events(named: "tap").count == 1)
        #expect(d.events(named: "doubleTap").isEmpty)
        #expect(d.phases("pan").first == .began)
        #expect(d.phases("pan").last == .ended)
    }

    @Test func aTapFollowedByAPressAndHoldIsATapThenALongPress() throws {
        var d = try driver(configuration(.tap(), .doubleTap(), .longPress()))
        d.tap(at: pt(400, 400))
        d.advance(by: ms(100))
        let press = d.now
        d.down(0, at: pt(402, 400))
        d.advance(by: ms(700))
        d.up(0)
        #expect(d.events.map(\.kind) == [.tap, .longPress, .longPress])
        // The first tap is released when the second touch stops being a tap.
        #expect(d.events.first?.time == press + ms(500))
        #expect(d.events(named: "longPress").first?.time == press + ms(500))
        #expect(d.events(named: "doubleTap").isEmpty)
    }
}
