import Testing
import TactileCore
import TactileGestures
import TactileTesting

@Suite("Pan recognizer")
struct PanTests {
    @Test func reportsTranslationSinceTouchDownVelocityAndEnds() throws {
        var d = try driver(configuration(.pan()))
        d.drag(from: pt(100, 100), to: pt(300, 100), duration: ms(300), rate: 60)
        let events = d.events(named: "pan")
        #expect(events.first?.phase == .began)
        #expect(events.dropFirst().dropLast().allSatisfy { $0.phase == .changed })
        #expect(events.last?.phase == .ended)
        // No motion lost to the slop: the translation is measured from touch-down.
        let began = try #require(events.first)
        #expect(began.translation!.x >= 15)   // 3 mm = 15 pt
        #expect(abs(began.location.x - 100 - began.translation!.x) < 1e-9)
        #expect(events.last?.translation == pt(200, 0))
        #expect(events.allSatisfy { $0.translation!.y == 0 })
        #expect(events.contains { $0.velocity!.x > 500 })
        #expect(d.states("pan") == [.began, .changed, .ended])
    }

    @Test func doesNotBeginWithinTheSlop() throws {
        var d = try driver(configuration(.pan()))
        d.drag(from: pt(100, 100), to: pt(114, 100), duration: ms(300))   // 2.8 mm
        #expect(d.events.isEmpty)
        #expect(d.state(of: "pan") == .failed)
    }

    @Test func minimumFingersAreRequired() throws {
        let c = configuration(.pan(PanConfiguration(minimumFingers: 2)))
        var one = try driver(c)
        one.drag(from: pt(100, 100), to: pt(300, 100), duration: ms(300))
        #expect(one.events.isEmpty)

        var two = try driver(c)
        two.perform(duration: ms(300), paths: [.line(finger: 0, from: pt(100, 100), to: pt(300, 100)),
                                               .line(finger: 1, from: pt(100, 200), to: pt(300, 200))])
        #expect(two.events(named: "pan").first?.fingers == 2)
        #expect(two.events(named: "pan").last?.translation == pt(200, 0))
    }

    @Test func tooManyFingersFail() throws {
        var d = try driver(configuration(.pan(PanConfiguration(maximumFingers: 1))))
        d.perform(duration: ms(300), paths: [.line(finger: 0, from: pt(100, 100), to: pt(300, 100)),
                                             .line(finger: 1, from: pt(100, 200), to: pt(300, 200))])
        #expect(d.events.isEmpty)
        #expect(d.transitions(of: "pan").last?.reason == .tooManyFingers)
    }

    @Test func aFingerLandingMidPanDoesNotMakeTheTranslationJump() throws {
        var d = try driver(configuration(.pan()))
        d.drag(from: pt(100, 100), to: pt(200, 100), duration: ms(200), lift: false)
        let before = try #require(d.events(named: "pan").last?.translation)
        d.down(1, at: pt(700, 500))
        let after = try #require(d.events(named: "pan").last)
        #expect(after.fingers == 2)
        #expect(after.translation == before)
        d.frame { c in c.move(0, to: pt(250, 100)); c.move(1, to: pt(750, 500)) }
        #expect(d.events(named: "pan").last?.translation == pt(150, 0))
        d.frame { c in c.up(1) }
        #expect(d.events(named: "pan").last?.translation == pt(150, 0))
        #expect(d.events(named: "pan").last?.phase == .changed)
        d.up(0)
        #expect(d.events(named: "pan").last?.phase == .ended)
    }

    @Test func aCancelledTouchCancelsThePan() throws {
        var d = try driver(configuration(.pan()))
        d.drag(from: pt(100, 100), to: pt(200, 100), duration: ms(200), lift: false)
        d.cancel(0)
        #expect(d.phases("pan").last == .cancelled)
        #expect(d.state(of: "pan") == .cancelled)
    }

    @Test func stationaryFramesSendNoChangedEvent() throws {
        var d = try driver(configuration(.pan()))
        d.drag(from: pt(100, 100), to: pt(200, 100), duration: ms(200), lift: false)
        let count = d.events.count
        d.advance(by: ms(10))
        d.sync()
        #expect(d.events.count == count)
    }
}
