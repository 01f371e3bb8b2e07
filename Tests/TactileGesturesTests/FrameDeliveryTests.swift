#if DEBUG   // the engine counts deliveries and resolves in debug builds only (FrameAudit)
import Testing
import TactileCore
import TactileGestures
import TactileTesting

/// The engine's one-pass rule (issue 33): per region and frame, no recognizer is handed the
/// frame twice and the arena resolves once; per deadline instant, it resolves once. Each
/// case is one where a member carried over from the previous touch sequence (a multi-tap
/// between its taps, a single tap waiting for it) or an early end (a new finger set) used to
/// reach a recognizer or the arena a second time; the behaviour is checked too.
@Suite("Frame delivery: once per recognizer, one resolve per frame")
struct FrameDeliveryTests {
    let taps = configuration(.tap(), .doubleTap())
    let threeTaps = configuration(.tap(), .doubleTap(), .tap(TapConfiguration(taps: 3)))

    @Test func aDoubleTapWhoseSecondTapIsTooFarIsTwoSingleTapsEachFrameOnce() throws {
        var d = try driver(taps)
        d.tap(at: pt(100, 400))
        d.advance(by: ms(100))
        let secondDown = d.now
        d.tap(at: pt(400, 400))   // 60 mm away
        d.advance(by: ms(300))
        #expect(d.events(named: "tap").map(\.location) == [pt(100, 400), pt(400, 400)])
        #expect(d.events(named: "tap").first?.time == secondDown)
        #expect(d.events(named: "doubleTap").isEmpty)
        // The old attempt failed with its own reason, and a fresh one began with the far tap.
        #expect(d.transitions(of: "doubleTap").contains { $0.reason == .tapsTooFarApart })
        #expect(d.transitions(of: "doubleTap").last?.reason == .intervalExpired)
        #expect(d.engine.frameAudit.restartedAfterResolve >= 2)   // the released tap and the failed attempt
        expectOnePass(d)
    }

    @Test func aSecondTapTooLateIsTwoSingleTapsEachFrameOnce() throws {
        var d = try driver(taps)
        d.tap(at: pt(100, 400))
        d.advance(by: ms(400))
        d.tap(at: pt(100, 400))
        d.advance(by: ms(400))
        #expect(d.events(named: "tap").count == 2)
        #expect(d.events(named: "doubleTap").isEmpty)
        expectOnePass(d)
    }

    @Test func aDoubleTapIsReportedOnceAndTheSingleTapNever() throws {
        var d = try driver(taps)
        d.tap(at: pt(400, 400))
        d.advance(by: ms(120))
        d.tap(at: pt(410, 395))
        d.advance(by: ms(500))
        #expect(d.events.map(\.taps) == [2])
        expectOnePass(d)
    }

    @Test func aTripleTapIsReportedOnceAndNothingElse() throws {
        var d = try driver(threeTaps)
        for _ in 0..<3 {
            d.tap(at: pt(400, 400))
            d.advance(by: ms(100))
        }
        d.advance(by: ms(500))
        #expect(d.events.map(\.taps) == [3])
        expectOnePass(d)
    }

    /// The double tap holds a claim waiting for the triple tap, which the far third tap
    /// fails: the double tap wins, and the triple tap starts over with the far tap.
    @Test func aFarThirdTapReleasesTheDoubleTapAndStartsAgain() throws {
        var d = try driver(threeTaps)
        d.tap(at: pt(400, 400))
        d.advance(by: ms(100))
        d.tap(at: pt(400, 400))
        d.advance(by: ms(100))
        let thirdDown = d.now
        d.tap(at: pt(100, 400))
        d.advance(by: ms(500))
        #expect(d.events.map(\.taps) == [2, 1])
        #expect(d.events.first?.time == thirdDown)
        #expect(d.events.last?.location == pt(100, 400))
        #expect(d.engine.frameAudit.restartedAfterResolve >= 2)   // the released tap and the failed attempt
        expectOnePass(d)
    }

    @Test func aFarSecondTapUnderATripleTapIsTwoSingleTaps() throws {
        var d = try driver(threeTaps)
        d.tap(at: pt(100, 400))
        d.advance(by: ms(100))
        d.tap(at: pt(400, 400))
        d.advance(by: ms(500))
        #expect(d.events.map(\.taps) == [1, 1])
        #expect(d.engine.frameAudit.restartedAfterResolve >= 2)   // the released tap and the failed attempt
        expectOnePass(d)
    }

    @Test func aTapAfterALongPressIsReportedOnce() throws {
        var d = try driver(configuration(.tap(), .doubleTap(), .longPress()))
        d.down(0, at: pt(400, 400))
        d.advance(by: ms(700))
        d.up(0)
        d.advance(by: ms(100))
        d.tap(at: pt(402, 400))
        d.advance(by: ms(500))
        #expect(d.events.map(\.kind) == [.longPress, .longPress, .tap])
        expectOnePass(d)
    }

    @Test func aTapThenAPressAndHoldIsATapThenALongPress() throws {
        var d = try driver(configuration(.tap(), .doubleTap(), .longPress()))
        d.tap(at: pt(400, 400))
        d.advance(by: ms(100))
        d.down(0, at: pt(402, 400))
        d.advance(by: ms(700))
        d.up(0)
        #expect(d.events.map(\.kind) == [.tap, .longPress, .longPress])
        expectOnePass(d)
    }

    /// An early end opens a new finger set that re-arms what the press shut out; the
    /// re-armed members see the frame once (in the pass, or just after it if it had gone by).
    @Test(arguments: [60.0, 240.0])
    func aLongPressEndingEarlyForAJoinedFingerHandsEachFrameOnce(rate: Double) throws {
        var d = try driver(.standard)
        d.down(0, at: mm(100, 80))
        d.advance(by: ms(700))
        d.down(1, at: mm(140, 80))
        let start = d.now
        let steps = Int(0.5 * rate)
        for k in 1...steps {
            d.advance(to: start + ms(500 * Double(k) / Double(steps)))
            d.move(1, to: mm(140 + 30 * Double(k) / Double(steps), 80))
        }
        d.up(1); d.up(0)
        d.advance(by: ms(500))
        #expect(d.phases("longPress").filter { $0 != .changed } == [.began, .ended])
        #expect(d.phases("pinch").first == .began)
        let changes = d.transitions.compactMap { r -> FingerSetChange? in
            if case .fingerSet(let change, _) = r.reason { return change } else { return nil }
        }
        #expect(changes.contains(.memberEndedEarly) || changes.contains(.memberGaveWay), "\(changes)")
        expectOnePass(d)
    }

    /// Every kind, every relation of the standard set, taps in a row near and far.
    @Test func theStandardSetHandsEachFrameOnce() throws {
        var d = try driver(.standard)
        d.tap(at: pt(400, 400))
        d.advance(by: ms(100))
        d.tap(at: pt(700, 400))
        d.advance(by: ms(100))
        d.tap(at: pt(700, 400))
        d.advance(by: ms(100))
        d.tap(at: pt(400, 400), fingers: 2)
        d.advance(by: ms(100))
        d.drag(from: pt(300, 300), to: pt(600, 300), duration: ms(300))
        d.advance(by: ms(100))
        d.pinch(center: pt(400, 400), fromSpan: 200, toSpan: 400, duration: ms(400))
        d.advance(by: ms(1000))
        #expect(d.events(named: "tap").count == 1)
        #expect(d.events(named: "doubleTap").count == 1)
        #expect(d.events(named: "twoFingerTap").count == 1)
        expectOnePass(d)
    }

    private func expectOnePass(_ d: GestureDriver, sourceLocation: SourceLocation = #_sourceLocation) {
        let a = d.engine.frameAudit
        #expect(a.regionFrames > 0 && a.deliveries > 0, sourceLocation: sourceLocation)
        #expect(a.maximumDeliveriesPerMemberPerFrame == 1, "a recognizer was handed one frame twice", sourceLocation: sourceLocation)
        #expect(a.minimumResolvesPerRegionFrame == 1 && a.maximumResolvesPerRegionFrame == 1,
                "resolves per region frame: \(a.minimumResolvesPerRegionFrame)...\(a.maximumResolvesPerRegionFrame)",
                sourceLocation: sourceLocation)
        #expect(a.maximumResolvesPerRegionDeadline <= 1, sourceLocation: sourceLocation)
        #expect(a.claimsAfterResolve == 0, "a member started over after the resolve claimed", sourceLocation: sourceLocation)
        #expect(d.transitionErrors.isEmpty, "\(d.transitionErrors)", sourceLocation: sourceLocation)
    }
}
#endif
