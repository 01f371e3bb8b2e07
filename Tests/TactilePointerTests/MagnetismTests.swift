import Testing
import TactileCore
@testable import TactilePointer

let button = PointerElement(id: "ok", frame: ScreenRect(x: 400, y: 300, width: 200, height: 100), cornerRadius: 12,
                            isBezeled: true, effect: .highlight)
let card = PointerElement(id: "card", frame: ScreenRect(x: 800, y: 100, width: 300, height: 300), effect: .hover)
let field = PointerElement(id: "notes", frame: ScreenRect(x: 100, y: 500, width: 300, height: 100),
                           isBezeled: true, effect: .none, isTextInput: true, lineHeight: 20)
let testLayout = PointerLayout(screenWidth: 1280, screenHeight: 800, elements: [button, card, field])

@Suite struct MagnetismTests {
    @Test func enteringAMagneticElementMorphsAndPulls() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 300, y: 350))
        h.move(to: ScreenPoint(x: 420, y: 330))
        h.settle()
        let u = h.updates.last!
        #expect(u.region == "ok")
        #expect(h.events.map(\.kind) == [.enter])
        // Pulled to the centre (500, 350) with 15% parallax: 500 + (420 - 500) * 0.15 = 488.
        #expect(abs(u.visible.x - 488) < 1e-6 && abs(u.visible.y - 347) < 1e-6)
        guard case .roundedRect(let r, let radius) = u.shape else { Issue.record("shape \(u.shape)"); return }
        #expect(radius == 12 && r.width == 200 && abs(r.center.x - u.visible.x) < 1e-9)
        #expect(u.effect == ActiveEffect(kind: .highlight, parameters: .highlight))
    }

    @Test func hoverElementsGetNoMagnetism() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 700, y: 200))
        h.move(to: ScreenPoint(x: 820, y: 150))
        h.settle()
        let u = h.updates.last!
        #expect(u.region == "card")
        #expect(u.visible == u.model)
        #expect(u.shape == .circle(diameter: 18))
        #expect(u.effect?.kind == .hover)
    }

    @Test func leavingNeverJumpsMoreThanThePadding() {
        for step in [1.0, 4.0, 12.0] {
            var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 500, y: 350))
            h.settle()
            let before = h.updates.count
            h.move(to: ScreenPoint(x: 900, y: 350), step: step)  // leaves at x = 612
            h.settle()
            let us = Array(h.updates[before...])
            #expect(h.events.map(\.kind).contains(.exit))
            var exited = false
            for (a, b) in zip(us, us.dropFirst()) {
                if b.region == nil { exited = true }
                let dv = b.visible - a.visible, dm = b.model - a.model
                // Never a jump beyond the hand's own motion plus the smallest padding.
                #expect(dv.length <= dm.length + 12 + 1e-9)
                if exited { #expect((dv - dm).length <= 12 + 1e-9, "step \(step)") }
            }
            #expect(us.last!.visible == us.last!.model)  // fully released after the glide
        }
    }

    @Test func clickRecentresOnTheElement() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 500, y: 350))
        h.move(to: ScreenPoint(x: 560, y: 380))
        h.frame(pressed: .left)
        h.frame(released: .left)
        h.settle()
        #expect(h.events.map(\.kind) == [.press, .release, .click])
        #expect(h.events.allSatisfy { $0.region == "ok" })
        #expect(h.updates.last!.visible == button.frame.center)
        // Dragging off before releasing does not click.
        h.frame(pressed: .left)
        h.move(to: ScreenPoint(x: 700, y: 600))
        h.frame(released: .left)
        #expect(h.events.filter { $0.kind == .click }.count == 1)
        #expect(h.engine.diagnostics.isEmpty)
        h.frame(released: .left)
        #expect(h.engine.diagnostics.map(\.kind) == [.releaseWithoutPress])
    }

    @Test func textSnapsToLinesWithHysteresis() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 150, y: 450))
        h.move(to: ScreenPoint(x: 150, y: 515), step: 2)
        h.settle()
        var u = h.updates.last!
        #expect(u.region == "notes" && u.shape == .beam(height: 20))
        #expect(u.visible == ScreenPoint(x: 150, y: 510))  // centre of line 0
        // Into line 1's band but within the 6 pt hysteresis: stays on line 0.
        h.move(to: ScreenPoint(x: 170, y: 525), step: 1)
        h.settle()
        u = h.updates.last!
        #expect(u.visible == ScreenPoint(x: 170, y: 510))  // x follows exactly
        h.move(to: ScreenPoint(x: 170, y: 527), step: 1)
        h.settle()
        #expect(h.updates.last!.visible.y == 530)
        // Back up: line 1 holds until 6 pt above its top (520 - 6 = 514).
        h.move(to: ScreenPoint(x: 170, y: 515), step: 1)
        h.settle()
        #expect(h.updates.last!.visible.y == 530)
        h.move(to: ScreenPoint(x: 170, y: 513), step: 1)
        h.settle()
        #expect(h.updates.last!.visible.y == 510)
        if case .text(_, let line) = h.engine.state { #expect(line == 0) } else { Issue.record("state \(h.engine.state)") }
    }

    @Test func offSwitchDisablesMagnetism() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 300, y: 350), magnetism: .init(isEnabled: false))
        h.move(to: ScreenPoint(x: 420, y: 330))
        h.settle()
        let u = h.updates.last!
        #expect(u.region == "ok")  // regions and effects still reported
        #expect(u.visible == u.model)
        #expect(u.shape == .circle(diameter: 18))
    }

    @Test func modifierOverridesMagnetismWhileHeld() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 300, y: 350))
        h.move(to: ScreenPoint(x: 420, y: 330))
        h.settle()
        #expect(h.updates.last!.visible != h.updates.last!.model)
        h.modifiers = .alt
        h.frame(dx: 1)
        h.settle()
        #expect(h.updates.last!.visible == h.updates.last!.model)
        // A configurable key: shift does nothing by default.
        h.modifiers = .shift
        h.frame(dx: 1)
        h.settle()
        #expect(h.updates.last!.visible != h.updates.last!.model)
        // setModifiers without motion also applies, and glides instead of jumping.
        var out: [PointerOutput] = []
        h.engine.setModifiers(.alt, at: h.time + Milliseconds(1), into: &out)
        h.time = h.time + Milliseconds(1)
        h.outputs += out
        h.settle()
        #expect(h.updates.last!.visible == h.updates.last!.model)
        var custom = EngineHarness(layout: testLayout, start: ScreenPoint(x: 300, y: 350),
                                   magnetism: .init(overrideModifiers: .control))
        custom.modifiers = .alt
        custom.move(to: ScreenPoint(x: 420, y: 330))
        custom.settle()
        #expect(custom.updates.last!.visible != custom.updates.last!.model)
    }

    @Test func deadlinesDriveTheGlideDeterministically() {
        func run() -> [String] {
            var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 300, y: 350))
            h.move(to: ScreenPoint(x: 430, y: 330), step: 6)
            #expect(h.engine.nextDeadline != nil)
            h.settle()
            #expect(h.engine.nextDeadline == nil)
            return h.outputs.map(\.jsonLine)
        }
        #expect(run() == run())
    }

    @Test func layoutChangesEmitExitAndKeepTheActiveElement() {
        var h = EngineHarness(layout: testLayout, start: ScreenPoint(x: 500, y: 350))
        h.settle()
        var out: [PointerOutput] = []
        var moved = button
        moved.frame.x += 5
        h.engine.upsert(moved, into: &out)
        let kinds: [PointerEventKind] = out.compactMap { if case .event(let e) = $0 { return e.kind } else { return nil } }
        #expect(kinds.isEmpty)
        h.engine.remove("ok", into: &out)
        #expect(out.contains(.event(PointerEvent(time: h.time, kind: .exit, region: "ok", position: h.engine.model))))
        #expect(h.engine.activeID == nil)
    }

    /// One minimum-jerk flick of `amplitude` pt along x in `duration` ms, 8 ms frames.
    /// `after` sees the engine after each frame.
    static func flick(_ h: inout EngineHarness, amplitude: Double, duration: Double = 320,
                      after: (PointerEngine, Timestamp) -> Void = { _, _ in }) {
        var sent = 0.0
        var t = 8.0
        while t <= duration {
            let tau = t / duration
            let s = amplitude * tau * tau * tau * (10 - 15 * tau + 6 * tau * tau)
            let dx = (s - sent).rounded()
            sent += dx
            h.frame(dx: Int32(dx))
            after(h.engine, h.time)
            t += 8
        }
    }

    /// A session of flicks of one length (the predictor's session prior learns it), then one
    /// that stops 9 pt short of the button's hit region: the button captures it once its
    /// trusted prediction has named it for the minimum dwell.
    @Test func flickTowardAButtonIsPulledToItsCentre() {
        let target = PointerElement(id: "send", frame: ScreenRect(x: 674, y: 380, width: 40, height: 40), isBezeled: true, effect: .lift)
        let layout = PointerLayout(screenWidth: 1280, screenHeight: 800, elements: [target])
        func session(_ h: inout EngineHarness) {
            // Back and forth between x = 100 and 653 (not on the button), clicking at each end.
            for k in 0..<4 {
                Self.flick(&h, amplitude: k % 2 == 0 ? -553 : 553)
                h.frame(pressed: .left, interval: 150)
                h.frame(released: .left, interval: 80)
                h.settle(milliseconds: 400)
            }
        }
        var h = EngineHarness(layout: layout, start: ScreenPoint(x: 653, y: 400))
        session(&h)
        #expect(h.engine.model.x == 653)
        #expect(h.engine.predictor.priorConsistency > 0.99)
        h.outputs.removeAll()
        Self.flick(&h, amplitude: -553)
        h.frame(pressed: .left, interval: 150)
        h.frame(released: .left, interval: 80)
        h.settle(milliseconds: 400)
        h.outputs.removeAll()
        // The frame on which the rule of FlickCapture first names the button.
        var firstCandidate: Timestamp?
        Self.flick(&h, amplitude: 553) { e, t in
            if firstCandidate == nil, e.state == .free,
               FlickCapture.candidate(prediction: e.prediction, estimate: e.predictor.estimate,
                                      peakSpeedPointsPerSecond: e.predictor.peakSpeedPointsPerSecond,
                                      model: e.model, map: e.map, configuration: e.configuration.magnetism) != nil {
                firstCandidate = t
            }
        }
        #expect(h.engine.model.x == 653)
        #expect(h.engine.state == .captured(slot: 0), "prediction \(h.engine.prediction)")
        #expect(h.events.map(\.kind) == [.enter])
        // Not on the first frame the trusted prediction named the button: only once it had
        // named it for the minimum dwell (a primary submovement sweeping past an element
        // passes the trust gate for a frame; Docs/POINTER.md, "Flick capture").
        #expect(firstCandidate != nil)
        if let first = firstCandidate, let enter = h.events.first?.time {
            #expect((enter - first).value >= MagnetismConfiguration().flickMinimumDwell.value, "candidate at \(first), enter at \(enter)")
        }
        h.settle()
        // At the centre, plus the 15% parallax of the motion after the capture.
        #expect(h.updates.last!.visible.distance(to: target.frame.center) < 8)
        h.frame(pressed: .left)
        h.frame(released: .left)
        #expect(h.events.last.map { [$0.kind == .click, $0.region == "send", $0.button == .left] } == [true, true, true])
        // A dwell longer than the rest of the flick: the frames do not confirm it in time;
        // the pointer then rests (no frames) and the rest deadline captures it.
        var resting = EngineHarness(layout: layout, start: ScreenPoint(x: 653, y: 400),
                                    magnetism: .init(flickMinimumDwell: Milliseconds(40)))
        session(&resting)
        Self.flick(&resting, amplitude: -553)
        resting.frame(pressed: .left, interval: 150)
        resting.frame(released: .left, interval: 80)
        resting.settle(milliseconds: 400)
        Self.flick(&resting, amplitude: 553)
        #expect(resting.engine.state == .free)
        #expect(resting.engine.nextDeadline != nil)
        resting.settle(milliseconds: 30)
        #expect(resting.engine.state == .captured(slot: 0))
        // Without flick capture the same session stays where the hand put it.
        var off = EngineHarness(layout: layout, start: ScreenPoint(x: 653, y: 400), magnetism: .init(flickCaptureEnabled: false))
        session(&off)
        Self.flick(&off, amplitude: -553)
        Self.flick(&off, amplitude: 553)
        #expect(off.engine.state == .free)
    }

    /// Without a session to learn from, a lone flick that stops short is not trusted enough
    /// to capture (the learned predictor does not see the button behind a stopping pointer).
    @Test func aLoneFlickThatStopsShortIsNotCaptured() {
        let target = PointerElement(id: "send", frame: ScreenRect(x: 680, y: 380, width: 40, height: 40), isBezeled: true, effect: .lift)
        var h = EngineHarness(layout: PointerLayout(screenWidth: 1280, screenHeight: 800, elements: [target]), start: ScreenPoint(x: 100, y: 400))
        Self.flick(&h, amplitude: 553)
        #expect(h.engine.model.x == 653)
        #expect(h.engine.state == .free)
    }
}

@Suite struct TransitionLogTests {
    @Test func logsTransitionsWhenAsked() {
        let config = PointerConfiguration(acceleration: .init(profile: .flat), initialPosition: ScreenPoint(x: 300, y: 350), logsTransitions: true)
        var engine = PointerEngine(configuration: config, layout: testLayout)
        var out: [PointerOutput] = []
        engine.process(PointerFrame(time: Timestamp(microseconds: 1000), dx: 120), modifiers: [], into: &out)
        engine.process(PointerFrame(time: Timestamp(microseconds: 2000), dx: -120), modifiers: [], into: &out)
        #expect(engine.transitionLog.records.map(\.to) == [.attached(slot: 0), .free])
        #expect(engine.transitionLog.records.first?.element == "ok")
    }
}
