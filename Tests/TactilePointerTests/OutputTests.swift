import Testing
import TactileCore
@testable import TactilePointer

@Suite struct OutputTests {
    @Test func eventLine() {
        let e = PointerOutput.event(PointerEvent(time: Timestamp(microseconds: 1_500_000), kind: .click, region: "ok"))
        #expect(e.jsonLine == #"{"t":1.5,"event":"click","region":"ok","x":0,"y":0}"#)
        let none = PointerOutput.event(PointerEvent(time: .zero, kind: .press, region: nil, button: .right,
                                                    position: ScreenPoint(x: 3.5, y: 4)))
        #expect(none.jsonLine == #"{"t":0,"event":"press","region":null,"x":3.5,"y":4,"button":"right"}"#)
        let scroll = PointerOutput.event(PointerEvent(time: .zero, kind: .scroll, region: "list", position: ScreenPoint(x: 1, y: 2),
                                                      wheelVertical120: -240, wheelHorizontal120: 60))
        #expect(scroll.jsonLine == #"{"t":0,"event":"scroll","region":"list","x":1,"y":2,"wheel":{"vertical":-240,"horizontal":60}}"#)
        let drag = PointerOutput.event(PointerEvent(time: .zero, kind: .dragStart, region: "knob", button: .left, position: ScreenPoint(x: 1, y: 2)))
        #expect(drag.jsonLine == #"{"t":0,"event":"drag_start","region":"knob","x":1,"y":2,"button":"left"}"#)
    }

    @Test func updateLine() {
        let u = PointerUpdate(time: Timestamp(microseconds: 2_000_250), model: ScreenPoint(x: 10.5, y: 20),
                              visible: ScreenPoint(x: 12, y: 21.25), region: "ok",
                              effect: ActiveEffect(kind: .lift, parameters: .lift),
                              shape: .roundedRect(ScreenRect(x: 1, y: 2, width: 30, height: 40), cornerRadius: 6),
                              prediction: TargetPrediction(target: "ok", targetSlot: 0, point: ScreenPoint(x: 11, y: 22), confidence: 0.8765, isActive: true))
        #expect(PointerOutput.update(u).jsonLine == #"{"t":2.00025,"x":10.5,"y":20,"visible":{"x":12,"y":21.25},"region":"ok","effect":{"kind":"lift","scale":1.08,"shadow":0.3,"tint":0},"shape":{"kind":"roundedRect","x":1,"y":2,"width":30,"height":40,"cornerRadius":6},"prediction":{"target":"ok","x":11,"y":22,"confidence":0.877}}"#)
        var idle = u
        idle.region = nil; idle.effect = nil; idle.shape = .circle(diameter: 18); idle.prediction = .idle(at: u.model)
        #expect(PointerOutput.update(idle).jsonLine == #"{"t":2.00025,"x":10.5,"y":20,"visible":{"x":12,"y":21.25},"region":null,"effect":null,"shape":{"kind":"circle","diameter":18},"prediction":{"target":null,"x":10.5,"y":20,"confidence":0}}"#)
    }

    @Test func engineEmitsAnUpdatePerFrameAndEventsBeforeIt() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 380, y: 350))
        h.frame(dx: 20)
        #expect(h.outputs.count == 2)
        guard case .event(let e) = h.outputs[0], case .update(let u) = h.outputs[1] else { Issue.record("\(h.outputs)"); return }
        #expect(e.kind == .enter && e.region == "ok" && u.region == "ok")
        // Clamped to the screen.
        h.frame(dx: -5000, dy: 5000)
        #expect(h.engine.model == ScreenPoint(x: 0, y: 800))
        // Time never runs backwards.
        h.engine.process(PointerFrame(time: .zero, dx: 1), modifiers: [], into: &h.outputs)
        #expect(h.engine.diagnostics.last?.kind == .timeWentBackwards)
        #expect(h.outputs.last!.time == h.time)
    }
}
