import Foundation
import Testing
import TactileCore
import TactileGestures
import TactileTesting

/// Real hands: fingers land one at a time, rest, lift and land again within one touch
/// sequence. The sequence is a sequence of finger sets; these tests script each pattern
/// seen in recordings of people (Tools/eval-real-hands.py measures the recordings).
@Suite("Finger sets: fingers joining and leaving a sequence")
struct FingerSetTests {
    /// Moves every listed finger along its path over `duration` (linear), one frame per 1/rate s.
    private func move(_ d: inout GestureDriver, _ duration: Double, rate: Double = 60,
                      _ paths: [(finger: Int, from: PhysicalPoint, to: PhysicalPoint)]) {
        let steps = Int((duration / 1000 * rate).rounded())
        let start = d.now
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            d.advance(to: start + ms(duration * f))
            d.frame { c in for p in paths { c.move(p.finger, to: p.from + (p.to - p.from) * f) } }
        }
    }

    /// One finger-count rule: a four-finger drag whose fourth finger lands 14 ms after the
    /// pan began, and whose fingers lift one by one, is a four-finger pan at its end
    /// (`mostFingers`), whatever `fingers` said at `began` (3) or `ended` (1).
    @Test func aFourFingerDragWithALateFingerCountsFourFingers() throws {
        var d = try driver(.standard)
        for f in 0..<3 { d.down(f, at: mm(100 + 15 * Double(f), 80)) }
        move(&d, 100, rate: 120, (0..<3).map { ($0, mm(100 + 15 * Double($0), 80), mm(100 + 15 * Double($0), 95)) })
        d.advance(by: ms(14))
        d.down(3, at: mm(145, 95))
        move(&d, 300, rate: 120, (0..<4).map { ($0, mm(100 + 15 * Double($0), 95), mm(100 + 15 * Double($0), 140)) })
        for f in (0..<4).reversed() { d.advance(by: ms(20)); d.up(f) }
        let pans = d.events(named: "pan")
        let ended = try #require(pans.last)
        #expect(ended.phase == .ended)
        #expect(ended.mostFingers == 4, "\(pans.map { "\($0.phase) \($0.fingers)/\($0.mostFingers)" })")
        #expect(pans.first?.fingers != 4 || ended.fingers != 4)  // the moment counts differ from the rule's
        var w = JSONLineWriter()
        ended.write(to: &w)
        #expect(w.line.contains(#""mostFingers":4"#) || ended.fingers == 4, "\(w.line)")
    }

    @Test(arguments: [60.0, 240.0])
    func aOneFingerPanThatGainsAFingerContinuesAndThePinchOfTheNewSetIsReported(rate: Double) throws {
        var d = try driver(.standard)
        d.down(0, at: mm(100, 80))
        move(&d, 150, rate: rate, [(0, mm(100, 80), mm(106, 80))])          // a one-finger pan begins
        #expect(d.phases("pan").first == .began)
        d.down(1, at: mm(136, 80))                                           // 30 mm away
        move(&d, 400, rate: rate, [(1, mm(136, 80), mm(166, 80)), (0, mm(106, 80), mm(106, 80))])
        d.up(0); d.up(1)
        // The pan carried on with two fingers: one began, `fingers` followed the set.
        #expect(d.phases("pan").filter { $0 == .began }.count == 1)
        let changedTo2 = try #require(d.events(named: "pan").first { $0.fingers == 2 })
        #expect(changedTo2.phase == .changed && changedTo2.fingersChanged)
        // No jump in translation when the finger joined (the centroid jumped 15 mm).
        let pans = d.events(named: "pan").map { $0.translation!.x }
        for (a, b) in zip(pans, pans.dropFirst()) { #expect(abs(b - a) < 40, "jump \(a) -> \(b)") }
        // The pinch of the new set: scale since the pair formed, 60 / 30.
        let pinch = try #require(d.events(named: "pinch").last)
        #expect(pinch.phase == .ended && abs(pinch.scale! - 2) < 0.01)
    }

    @Test func aLongPressEndsWhenAJoinedFingerMovesAndThePinchIsReported() throws {
        var d = try driver(.standard)
        d.down(0, at: mm(100, 80))
        d.advance(by: ms(700))                                                // long press began at 500 ms
        #expect(d.phases("longPress") == [.began])
        d.down(1, at: mm(140, 80))
        move(&d, 500, [(1, mm(140, 80), mm(170, 80))])                        // spread 40 -> 70 mm
        d.up(1); d.up(0)
        #expect(d.phases("longPress").filter { $0 != .changed } == [.began, .ended])
        let ended = try #require(d.events(named: "longPress").last)
        #expect([.yielded, .fingerJoinedAndMoved].contains(ended.reason))
        // The long press ended where its own finger was, not at the other finger.
        #expect(abs(ended.location.x - d.mapping.position(physical: mm(100, 80)).point.x) < 1)
        let pinch = try #require(d.events(named: "pinch").last)
        #expect(abs(pinch.scale! - 70.0 / 40) < 0.02, "\(pinch.scale!)")
        #expect(d.transitions(of: "longPress").contains { $0.to == .ended })
    }

    /// Issue 33, pattern a: one finger held (the long press begins), a second lands, the
    /// pair rests and then drags slowly together (the first 3 mm take longer than a press).
    @Test(arguments: [60.0, 240.0])
    func aFingerAddedToAHeldPressThatThenDragsSlowlyIsATwoFingerPan(rate: Double) throws {
        var d = try driver(.standard)
        d.down(0, at: mm(100, 120))
        d.advance(by: ms(1000))                                               // long press began at 500 ms
        d.down(1, at: mm(135, 120))
        d.advance(by: ms(300))
        // 60 mm up in 3 s with a minimum-jerk start: 3 mm only after about 0.5 s.
        let steps = Int(3 * rate)
        let start = d.now
        for k in 1...steps {
            let t = Double(k) / Double(steps)
            let y = 120 - 60 * (10 * pow(t, 3) - 15 * pow(t, 4) + 6 * pow(t, 5))
            d.advance(to: start + ms(3000 * t))
            d.frame { $0.move(0, to: mm(100, y)); $0.move(1, to: mm(135, y)) }
        }
        d.up(1); d.up(0)
        #expect(d.phases("longPress").filter { $0 != .changed } == [.began, .ended])
        #expect(d.events(named: "twoFingerLongPress").isEmpty, "a finger added to a held press is no new press")
        let pan = try #require(d.events(named: "pan").first)
        #expect(pan.phase == .began && pan.fingers == 2)
        #expect(d.phases("pan").last == .ended)
        // The round logged the finger joining, the early end or the giving way, and the end.
        let changes = d.transitions.compactMap { r -> FingerSetChange? in
            if case .fingerSet(let change, _) = r.reason { return change } else { return nil }
        }
        #expect(changes.first == .sequenceBegan && changes.contains(.fingerJoined) && changes.last == .sequenceEnded, "\(changes)")
        #expect(changes.contains(.memberEndedEarly) || changes.contains(.memberGaveWay), "\(changes)")
        #expect(d.transitionErrors.isEmpty)
    }

    /// Issue 33, pattern c: the pinch right after a two-finger pan whose span drifted 10 %
    /// reports the pinch's own span ratio, not the drift of the pan before it.
    @Test(arguments: [60.0, 240.0])
    func aPinchRightAfterATwoFingerPanReportsItsOwnScale(rate: Double) throws {
        var d = try driver(.standard)
        d.frame { $0.down(0, at: mm(100, 150)); $0.down(1, at: mm(140, 150)) }
        // Pan 50 mm up while the span closes 40 -> 36 mm.
        move(&d, 1000, rate: rate, [(0, mm(100, 150), mm(102, 100)), (1, mm(140, 150), mm(138, 100))])
        d.advance(by: ms(200)); d.sync()
        // Pinch out 36 -> 72 mm about the pair's centre (120, 100).
        move(&d, 500, rate: rate, [(0, mm(102, 100), mm(84, 100)), (1, mm(138, 100), mm(156, 100))])
        d.up(0); d.up(1)
        #expect(d.phases("pan").first == .began)
        let pinch = try #require(d.events(named: "pinch").last)
        #expect(pinch.phase == .ended)
        #expect(abs(pinch.scale! / 2 - 1) < 0.03, "the pinch itself is 72 / 36 = 2: \(pinch.scale!)")
    }

    @Test func aLongPressKeepsItsFingersWhenConfiguredSo() throws {
        var c = GestureConfiguration.standard
        c.recognizers[c.index(of: "longPress")!] = .longPress(LongPressConfiguration(endsWhenFingersChange: false))
        var d = try driver(c)
        d.down(0, at: mm(100, 80))
        d.advance(by: ms(700))
        d.down(1, at: mm(140, 80))
        move(&d, 500, [(1, mm(140, 80), mm(170, 80))])
        d.up(1); d.up(0)
        #expect(Set(d.events.map(\.kind)) == [.longPress])
    }

    @Test func pinchLiftOneFingerAndPinchAgainIsTwoPinchesInOneSequence() throws {
        var d = try driver(.standard)
        d.frame { $0.down(0, at: mm(100, 80)); $0.down(1, at: mm(130, 80)) }
        move(&d, 400, [(1, mm(130, 80), mm(145, 80))])                        // 30 -> 45 mm: 1.5
        d.up(1)
        d.advance(by: ms(200))
        d.down(1, at: mm(130, 80))
        move(&d, 400, [(1, mm(130, 80), mm(142, 80))])                        // 30 -> 42 mm: 1.4
        d.up(0); d.up(1)
        let ends = d.events(named: "pinch").filter { $0.phase == .ended }
        #expect(ends.count == 2)
        #expect(abs(ends[0].scale! - 1.5) < 0.01 && abs(ends[1].scale! - 1.4) < 0.01, "\(ends.map { $0.scale! })")
        // One pan for the whole sequence (the resting finger kept it alive).
        #expect(d.phases("pan").filter { $0 == .began }.count <= 1)
    }

    @Test func aFourFingerDragWhoseLastFingerLandsLateReportsFourFingers() throws {
        var d = try driver(.standard)
        d.frame { for f in 0..<3 { $0.down(f, at: mm(60 + Double(f) * 20, 80)) } }
        move(&d, 100, [(0, mm(60, 80), mm(60, 90)), (1, mm(80, 80), mm(80, 90)), (2, mm(100, 80), mm(100, 90))])
        #expect(d.events(named: "pan").first?.fingers == 3)
        d.down(3, at: mm(120, 90))
        move(&d, 300, [(0, mm(60, 90), mm(60, 140)), (1, mm(80, 90), mm(80, 140)), (2, mm(100, 90), mm(100, 140)),
                       (3, mm(120, 90), mm(120, 140))])
        let four = try #require(d.events(named: "pan").first { $0.fingers == 4 })
        #expect(four.phase == .changed && four.fingersChanged)
        for f in 0..<4 { d.up(f) }
    }

    @Test func twoFingersPressedAndHeldStillStartNothingWhileTheySettle() throws {
        // Each fingertip drifts 2 mm outwards as the pad flattens, fastest at first (time
        // constant 25 ms), then rests: no pinch, no pan, no rotation.
        var d = try driver(.standard)
        d.down(0, at: mm(100, 80))
        d.advance(by: ms(40))
        d.down(1, at: mm(130, 80))
        for k in 1...30 {
            let settle = 1 - exp(-Double(k) * (1000.0 / 60) / 25)
            d.advance(by: ms(1000.0 / 60))
            d.frame { $0.move(0, to: mm(100 - 2 * settle, 80 + 0.6 * settle)); $0.move(1, to: mm(130 + 2 * settle, 80 + 0.6 * settle)) }
        }
        d.up(0); d.up(1)
        #expect(d.events(named: "pinch").isEmpty)
        #expect(d.events(named: "pan").isEmpty)
        #expect(d.events(named: "rotate").isEmpty)
    }

    @Test func contactsSwappedByThePanelAreNoRotationOrZoom() throws {
        // Optical panels swap or merge two contacts between frames: the pair's angle jumps by
        // 180 degrees (or its span by half) in one frame. A real hand cannot do that.
        var d = try driver(.standard)
        d.frame { $0.down(0, at: mm(100, 80)); $0.down(1, at: mm(140, 80)) }
        d.advance(by: ms(150)); d.sync()
        d.advance(by: ms(16)); d.frame { $0.move(0, to: mm(140, 80)); $0.move(1, to: mm(100, 80)) }
        d.advance(by: ms(16)); d.frame { $0.move(0, to: mm(140, 80)); $0.move(1, to: mm(112, 80)) }   // span 40 -> 28 mm at once
        d.advance(by: ms(150)); d.sync()
        d.frame { $0.up(0); $0.up(1) }
        #expect(d.events(named: "rotate").isEmpty)
        #expect(d.events(named: "pinch").isEmpty)
    }

    @Test func twoFingersLandingAFewFramesApartStillMakeATwoFingerTap() throws {
        var d = try driver(.standard)
        d.down(0, at: mm(100, 80))
        d.advance(by: ms(120))
        d.down(1, at: mm(125, 80))
        d.advance(by: ms(80))
        d.frame { $0.up(0); $0.up(1) }
        d.advance(by: ms(500))
        #expect(d.events.map(\.kind) == [.tap])
        #expect(d.events.first?.fingers == 2)
    }

    @Test func aPanThatHandsOverEndsAndBeginsAgainWithTheNewSet() throws {
        let c = configuration(.pan(PanConfiguration(restartsWhenFingersChange: true)))
        var d = try driver(c)
        d.down(0, at: mm(100, 80))
        move(&d, 150, [(0, mm(100, 80), mm(110, 80))])
        d.down(1, at: mm(130, 80))
        move(&d, 150, [(0, mm(110, 80), mm(120, 80)), (1, mm(130, 80), mm(140, 80))])
        d.frame { $0.up(0); $0.up(1) }   // lifted one by one, each lift would hand over again
        #expect(d.phases("pan").filter { $0 != .changed } == [.began, .ended, .began, .ended])
        let handover = d.events(named: "pan").filter { $0.phase != .changed }
        #expect(handover[1].reason == .handedOver && handover[1].fingers == 1 && handover[2].fingers == 2)
        #expect(handover[2].translation == .zero)
    }

    @Test func anEdgeSwipeStillWinsFromTheBezelWhenASecondFingerJoins() throws {
        var d = try driver(.standard)
        d.down(0, at: pt(2, 400))
        d.drag(from: pt(2, 400), to: pt(300, 400), duration: ms(250), lift: false)
        d.down(1, at: pt(600, 500))
        d.advance(by: ms(50))
        d.frame { $0.up(0); $0.up(1) }
        #expect(d.phases("edgeSwipe").first == .began)
        #expect(d.events(named: "pan").isEmpty && d.events(named: "swipe").isEmpty)
    }
}

@Suite("Transform: pan, zoom and rotate as one gesture across finger changes")
struct TransformTests {
    @Test(arguments: [60.0, 240.0])
    func oneTwoThreeOneFingersIsOneTransformWithoutJumps(rate: Double) throws {
        var d = try driver(configuration(.transform(TransformConfiguration(policy: .transform))))
        let dt = 1000 / rate
        func frames(_ n: Int, _ body: (Double, inout GestureDriver.FrameChanges) -> Void) {
            for k in 1...n {
                d.advance(by: ms(dt))
                d.frame { body(Double(k) / Double(n), &$0) }
            }
        }
        d.down(0, at: mm(100, 80))
        frames(Int(0.2 * rate)) { f, c in c.move(0, to: mm(100 + 20 * f, 80)) }              // drag 20 mm
        d.down(1, at: mm(150, 80))                                                          // span 30 mm
        // Pinch to 1.5 and turn 30 degrees about the pair's centre (135, 80).
        frames(Int(0.4 * rate)) { f, c in
            let a = f * 30 * .pi / 180, r = 15 * (1 + 0.5 * f)
            c.move(0, to: mm(135 - r * cos(a), 80 - r * sin(a))); c.move(1, to: mm(135 + r * cos(a), 80 + r * sin(a)))
        }
        let a = 30 * Double.pi / 180
        let p0 = mm(135 - 22.5 * cos(a), 80 - 22.5 * sin(a)), p1 = mm(135 + 22.5 * cos(a), 80 + 22.5 * sin(a))
        d.down(2, at: mm(135, 110))
        frames(Int(0.2 * rate)) { f, c in
            c.move(0, to: p0 + mm(0, 10 * f)); c.move(1, to: p1 + mm(0, 10 * f)); c.move(2, to: mm(135, 110 + 10 * f))
        }
        d.frame { $0.up(1); $0.up(2) }
        d.advance(by: ms(dt))
        d.up(0)
        let events = d.events(named: "transform")
        #expect(events.first?.phase == .began && events.first?.fingers == 1)
        #expect(Set(events.map(\.fingers)) == [1, 2, 3])
        #expect(events.filter { $0.phase == .began }.count == 1)
        let ended = try #require(events.last)
        #expect(ended.phase == .ended)
        #expect(abs(ended.scale! - 1.5) < 0.015, "scale \(ended.scale!)")
        #expect(abs(degrees(ended.rotation!) - 30) < 0.5, "rotation \(degrees(ended.rotation!))")
        // Cumulative values never jump when the set changes.
        for (x, y) in zip(events, events.dropFirst()) {
            #expect(abs(y.scale! / x.scale! - 1) < 0.05)
            #expect(abs(y.rotation! - x.rotation!) < 0.1)
            #expect((y.translation! - x.translation!).length < 60)
        }
    }

    @Test func theRotationDeadZonePolicyHoldsRotationAtZeroUntilItIsLeft() throws {
        var d = try driver(configuration(.transform()))
        d.transform(center: mm(100, 80), fromSpan: 30, toSpan: 50, fromDegrees: 0, toDegrees: 6, duration: ms(400))
        let events = d.events(named: "transform")
        #expect(events.last.map { abs($0.scale! - 50.0 / 30) < 0.01 } == true)
        #expect(events.allSatisfy { $0.rotation == 0 })
    }
}
