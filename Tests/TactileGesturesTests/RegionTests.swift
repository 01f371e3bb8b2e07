import Testing
import TactileCore
import TactileGestures
import TactileTesting

@Suite("Regions")
struct RegionTests {
    /// A left half with its own tap, an overlay on top of it (overlapping the right half),
    /// and a pan on the whole screen underneath.
    func layout() -> GestureConfiguration {
        var c = GestureConfiguration()
        c.addRegion("left", rect: ScreenRect(x: 0, y: 0, width: 640, height: 800))
        c.addRegion("overlay", rect: ScreenRect(x: 500, y: 0, width: 300, height: 300))
        c.add(.tap(name: "leftTap", region: "left"))
        c.add(.tap(name: "overlayTap", region: "overlay"))
        c.add(.pan())
        return c
    }

    @Test func aTouchBelongsToTheTopmostRegionUnderItsFirstContact() throws {
        var d = try driver(layout())
        d.tap(at: pt(100, 100))          // left only
        d.advance(by: ms(50))
        d.tap(at: pt(600, 100))          // left and overlay overlap: overlay is on top
        d.advance(by: ms(50))
        d.tap(at: pt(900, 500))          // no region: the whole-screen recognizers
        #expect(d.events.map { d.engine.name(of: $0.recognizer) } == ["leftTap", "overlayTap"])
        #expect(d.state(of: "pan") == .failed)
    }

    @Test func aTouchKeepsItsRegionWhenItMovesOut() throws {
        var d = try driver(layout())
        d.drag(from: pt(600, 100), to: pt(100, 600), duration: ms(300))
        #expect(d.events(named: "pan").isEmpty)       // the pan is on the whole screen, not the overlay
        #expect(d.events(named: "leftTap").isEmpty)
        #expect(d.state(of: "leftTap") == .possible)  // it never saw the touch
    }

    @Test func eachRegionHasItsOwnArena() throws {
        var d = try driver(layout())
        d.frame { c in c.down(0, at: pt(100, 100)); c.down(1, at: pt(600, 100)) }
        d.advance(by: ms(60))
        d.frame { c in c.up(0); c.up(1) }
        // Two simultaneous one-finger taps in two regions, not one two-finger touch.
        #expect(d.events.count == 2)
        #expect(d.events.allSatisfy { $0.fingers == 1 })
    }

    /// The engine keeps the regions touched in a frame as a 64-bit set, with every
    /// region past the 63rd sharing the last bit: those must still each get their touches.
    @Test func regionsPastTheSixtyThirdGetTheirTouches() throws {
        var c = GestureConfiguration()
        for k in 0..<70 { c.addRegion("r\(k)", rect: ScreenRect(x: Double(k) * 10, y: 0, width: 10, height: 10)) }
        c.add(.tap(name: "tap5", region: "r5"))
        c.add(.tap(name: "tap65", region: "r65"))
        c.add(.tap(name: "tap68", region: "r68"))
        var d = try driver(c)
        d.frame { f in f.down(0, at: pt(655, 5)); f.down(1, at: pt(685, 5)); f.down(2, at: pt(55, 5)) }
        d.advance(by: ms(60))
        d.frame { f in f.up(0); f.up(1); f.up(2) }
        d.advance(by: ms(400))
        #expect(Set(d.events.map { d.engine.name(of: $0.recognizer) }) == ["tap5", "tap65", "tap68"])
        #expect(d.events.count == 3)
    }

    @Test func regionsCanMove() throws {
        var d = try driver(layout())
        #expect(d.engine.name(of: RecognizerID(0)) == "leftTap")
        var engine = d.engine
        let moved = engine.setRect(ScreenRect(x: 640, y: 0, width: 640, height: 800), forRegion: "left")
        let missing = engine.setRect(ScreenRect(x: 0, y: 0, width: 1, height: 1), forRegion: "nope")
        #expect(moved && !missing)
        var out: [GestureEvent] = []
        var panel = ScriptedPanel(mapping: .uniform(millimetresPerPoint: 0.2))
        _ = panel.down(0, at: mm(20, 100)); engine.process(panel.frame(at: Timestamp(seconds: 9))!, into: &out)
        _ = panel.up(0); engine.process(panel.frame(at: Timestamp(seconds: 9.05))!, into: &out)
        #expect(out.isEmpty)   // (100, 500) pt is no longer in "left"
        // (Engines are values: the driver's copy is unchanged.)
        d.tap(at: pt(100, 500))
        #expect(d.events.map { d.engine.name(of: $0.recognizer) } == ["leftTap"])
    }
}
