import Testing
import TactileCore
@testable import TactilePointer

/// Every button, the wheel, drags and absolute pointers through the pointer engine
/// (`testLayout`: "ok" at 400...600 x 300...400, "card" at 800...1100 x 100...400).
@Suite struct ButtonsWheelDragTests {
    @Test func rightAndMiddleClickOnTheElementUnderThePointer() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 500, y: 350))
        for b in [ButtonSet.right, .middle] {
            h.outputs.removeAll()
            h.frame(pressed: b)
            h.frame(released: b)
            #expect(h.events.map(\.kind) == [.press, .release, .click])
            #expect(h.events.allSatisfy { $0.region == "ok" && $0.button == b && $0.position == ScreenPoint(x: 500, y: 350) })
        }
        // Pressed on "ok", released on "card": no click (and the release names "card").
        h.outputs.removeAll()
        h.frame(pressed: .right)
        h.frame(absolute: ScreenPoint(x: 950, y: 200))
        h.frame(released: .right)
        #expect(!h.events.contains { $0.kind == .click })
        #expect(h.events.first { $0.kind == .release }?.region == "card")
        #expect(h.engine.diagnostics.isEmpty)
    }

    /// Two buttons in one frame: each is pressed, released and clicks, in the fixed order.
    @Test func buttonsPressedTogetherEachClick() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 500, y: 350))
        h.frame(pressed: [.left, .right])
        h.frame(released: [.left, .right])
        let clicks = h.events.filter { $0.kind == .click }
        #expect(clicks.map(\.button) == [.left, .right])
        #expect(h.events.filter { $0.kind == .press }.map(\.button) == [.left, .right])
    }

    @Test func sideButtonsArePassedThroughWithoutClicks() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 500, y: 350))
        for b in [ButtonSet.side, .extra, .forward, .back] {
            h.frame(pressed: b)
            h.frame(released: b)
        }
        #expect(h.events.map(\.kind) == Array(repeating: [PointerEventKind.press, .release], count: 4).flatMap { $0 })
        #expect(h.events.map(\.button) == [.side, .side, .extra, .extra, .forward, .forward, .back, .back])
        #expect(h.events.allSatisfy { $0.region == "ok" })
        #expect(h.outputs.map(\.jsonLine).contains(#"{"t":1.008,"event":"press","region":"ok","x":500,"y":350,"button":"side"}"#))
    }

    /// High-resolution units: a detent is 120, a high-resolution wheel's quarter detent 30.
    @Test func wheelScrollsTheElementUnderThePointer() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 950, y: 200))
        h.frame(wheel: WheelDelta(vertical: 1))
        h.frame(wheel: WheelDelta(vertical: -0.25, horizontal: 2))
        h.frame(absolute: ScreenPoint(x: 50, y: 50))
        h.frame(wheel: WheelDelta(vertical: -1))
        let scrolls = h.events.filter { $0.kind == .scroll }
        #expect(scrolls.map(\.wheelVertical120) == [120, -30, -120])
        #expect(scrolls.map(\.wheelHorizontal120) == [0, 240, 0])
        #expect(scrolls.map(\.region) == ["card", "card", nil])
        #expect(h.outputs.map(\.jsonLine).contains { $0.contains(#""event":"scroll","region":"card","x":950,"y":200,"wheel":{"vertical":-30,"horizontal":240}"#) })
    }

    /// Press on "ok", move out across "card" and back: drag_start past 8 pt with the pressed
    /// element, drag per motion, drag_end with it, release where it was dropped, no click.
    @Test func dragReportsThePressedElement() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 500, y: 350))
        h.frame(pressed: .left)
        h.frame(dx: 5)   // 5 pt: not a drag yet
        #expect(!h.events.contains { $0.kind == .dragStart })
        h.frame(dx: 5)   // 10 pt from the press
        h.move(to: ScreenPoint(x: 950, y: 200), step: 40)
        h.frame(released: .left)
        let kinds = h.events.map(\.kind)
        #expect(kinds.filter { $0 == .dragStart }.count == 1)
        #expect(kinds.filter { $0 == .dragEnd }.count == 1)
        #expect(kinds.filter { $0 == .drag }.count >= 5)
        #expect(!kinds.contains(.click))
        let drags = h.events.filter { [.dragStart, .drag, .dragEnd].contains($0.kind) }
        #expect(drags.allSatisfy { $0.region == "ok" && $0.button == .left })
        #expect(drags.first!.position == ScreenPoint(x: 510, y: 350))
        #expect(drags.last!.position == ScreenPoint(x: 950, y: 200))
        #expect(h.events.last!.kind == .dragEnd && kinds[kinds.count - 2] == .release)
        #expect(h.events[h.events.count - 2].region == "card")
        // Back on the element a drag still makes no click; a still press-release does.
        h.outputs.removeAll()
        h.frame(pressed: .left)
        h.frame(dx: 20)
        h.frame(dx: -20)
        h.frame(released: .left)
        #expect(!h.events.contains { $0.kind == .click })
        h.frame(pressed: .left)
        h.frame(dx: 3)
        h.frame(released: .left)
        #expect(h.events.filter { $0.kind == .click }.count == 1)
    }

    /// An absolute pointer goes exactly where it points, with no acceleration, however fast.
    @Test func absolutePositionsAreExact() {
        let config = PointerConfiguration(initialPosition: ScreenPoint(x: 10, y: 10))
        var engine = PointerEngine(configuration: config, layout: testLayout)
        var out: [PointerOutput] = []
        let points = [ScreenPoint(x: 500, y: 350), ScreenPoint(x: 1279, y: 0), ScreenPoint(x: 0.5, y: 799.5), ScreenPoint(x: 640, y: 400)]
        for (k, p) in points.enumerated() {
            engine.process(PointerFrame(time: Timestamp(microseconds: Int64(1_000_000 + 1000 * k)), absolutePosition: p),
                           modifiers: [], into: &out)
            #expect(engine.model == p)
        }
        // Off the screen it is clamped, like relative motion.
        engine.process(PointerFrame(time: Timestamp(microseconds: 2_000_000), absolutePosition: ScreenPoint(x: 5000, y: -3)),
                       modifiers: [], into: &out)
        #expect(engine.model == ScreenPoint(x: 1280, y: 0))
        #expect(out.contains { if case .event(let e) = $0 { return e.kind == .enter && e.region == "ok" } else { return false } })
    }
}
