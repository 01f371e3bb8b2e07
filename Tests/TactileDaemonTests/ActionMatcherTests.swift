import Testing
import Tactile
import TactileCore
import TactileGestures
import TactilePointer
import TactileDaemon

@Suite("ActionMatcher: which gestures and taps trigger which actions")
struct ActionMatcherTests {
    static let screen = ScreenRect(x: 0, y: 0, width: 1280, height: 800)

    private func event(_ detail: GestureDetail, _ phase: GesturePhase, fingers: Int = 1, x: Double = 640, y: Double = 400) -> GestureEvent {
        GestureEvent(time: Timestamp(microseconds: 1_000_000), phase: phase, recognizer: RecognizerID(0), fingers: fingers,
                     location: ScreenPoint(x: x, y: y), detail: detail)
    }

    private func rule(_ name: String, _ trigger: ActionTrigger) -> ActionRule {
        ActionRule(name: name, trigger: trigger, command: .arguments(["true"]))
    }

    private func names(_ matcher: ActionMatcher, _ e: GestureEvent) -> [String] { matcher.matches(e).map(\.name) }

    @Test func threeFingerSwipeUp() {
        let m = ActionMatcher(rules: [rule("up3", .gesture(GestureMatch(kind: .swipe, fingers: 3, direction: .up)))], screenBounds: Self.screen)
        let v = ScreenPoint(x: 0, y: -900)
        #expect(names(m, event(.swipe(direction: .up, velocity: v), .recognized, fingers: 3)) == ["up3"])
        #expect(names(m, event(.swipe(direction: .up, velocity: v), .recognized, fingers: 2)).isEmpty)
        #expect(names(m, event(.swipe(direction: .down, velocity: v), .recognized, fingers: 3)).isEmpty)
        #expect(names(m, event(.pan(translation: .zero, velocity: v), .began, fingers: 3)).isEmpty)
    }

    @Test func aFingerCountIsMatchedWhenTheFingerSetReachesIt() {
        // A four-finger drag whose fourth finger lands after the pan began: the pan's
        // `changed` event at that moment carries fingers 4 and fires the four-finger action.
        let m = ActionMatcher(rules: [rule("four", .gesture(GestureMatch(kind: .pan, fingers: 4)))], screenBounds: Self.screen)
        let detail = GestureDetail.pan(translation: ScreenPoint(x: 0, y: 30), velocity: ScreenPoint(x: 0, y: 300))
        #expect(names(m, event(detail, .began, fingers: 3)).isEmpty)
        var joined = event(detail, .changed, fingers: 4)
        joined.fingersChanged = true
        #expect(names(m, joined) == ["four"])
        // Only at the change: later frames of the same set do not fire it again.
        #expect(names(m, event(detail, .changed, fingers: 4)).isEmpty)
        // A rule without a finger count still fires once, at `began`.
        let any = ActionMatcher(rules: [rule("pan", .gesture(GestureMatch(kind: .pan)))], screenBounds: Self.screen)
        #expect(names(any, joined).isEmpty)
    }

    @Test func edgeProtectionLetsTheFirstSwipeThroughAndRunsOnASecondWithinTheWindow() {
        let protectedRule = ActionRule(name: "launcher", trigger: .gesture(GestureMatch(kind: .edgeSwipe, edge: .bottom)),
                                       command: .arguments(["true"]), protectionSeconds: 2)
        var m = ActionMatcher(rules: [protectedRule, rule("any", .gesture(GestureMatch(kind: .edgeSwipe)))],
                              screenBounds: Self.screen)
        func swipe(at seconds: Double) -> GestureEvent {
            GestureEvent(time: Timestamp(microseconds: Int64(seconds * 1_000_000)), phase: .began, recognizer: RecognizerID(0),
                         fingers: 1, location: ScreenPoint(x: 640, y: 790),
                         detail: .edgeSwipe(edge: .bottom, translation: .zero, velocity: .zero))
        }
        let ruleNames = m.rules.map(\.name)
        func decide(_ e: GestureEvent) -> (Bool, [String]) {
            var seen: [String] = []
            let p = m.decide(e) { seen.append("\(ruleNames[$0]):\($1 == .run ? "run" : "protected")") }
            return (p, seen)
        }
        #expect(decide(swipe(at: 1.0)) == (true, ["launcher:protected", "any:run"]))   // unprotected rules run as ever
        #expect(decide(swipe(at: 2.5)) == (false, ["launcher:run", "any:run"]))       // within 2 s: runs
        #expect(decide(swipe(at: 3.0)) == (true, ["launcher:protected", "any:run"]))   // protected again
        #expect(decide(swipe(at: 5.5)) == (true, ["launcher:protected", "any:run"]))   // 2.5 s later: too late
    }

    @Test func continuousGesturesFireOnceAtBeganByDefault() {
        let m = ActionMatcher(rules: [rule("edge", .gesture(GestureMatch(kind: .edgeSwipe, edge: .left)))], screenBounds: Self.screen)
        let detail = GestureDetail.edgeSwipe(edge: .left, translation: ScreenPoint(x: 40, y: 0), velocity: ScreenPoint(x: 500, y: 0))
        #expect(names(m, event(detail, .began, x: 20)) == ["edge"])
        #expect(names(m, event(detail, .changed, x: 60)).isEmpty)
        #expect(names(m, event(detail, .ended, x: 90)).isEmpty)
        let right = GestureDetail.edgeSwipe(edge: .right, translation: .zero, velocity: .zero)
        #expect(names(m, event(right, .began, x: 1260)).isEmpty)
    }

    @Test func longPressInANamedCorner() {
        let m = ActionMatcher(rules: [rule("corner", .gesture(GestureMatch(kind: .longPress, area: .corner(.topRight, sizePoints: 80))))],
                              screenBounds: Self.screen)
        let press = GestureDetail.longPress(duration: Milliseconds(600), translation: .zero)
        #expect(names(m, event(press, .began, x: 1250, y: 30)) == ["corner"])
        #expect(names(m, event(press, .began, x: 1280, y: 0)) == ["corner"], "the screen's last column still counts")
        #expect(names(m, event(press, .began, x: 1190, y: 30)).isEmpty)
        #expect(names(m, event(press, .began, x: 1250, y: 90)).isEmpty)
        #expect(names(m, event(press, .began, x: 30, y: 30)).isEmpty)
    }

    @Test func cornersFollowTheScreen() {
        let small = ScreenRect(x: 0, y: 0, width: 400, height: 300)
        #expect(ScreenCorner.bottomLeft.rect(sizePoints: 50, in: small) == ScreenRect(x: 0, y: 250, width: 50, height: 50))
        #expect(ScreenCorner.bottomRight.rect(sizePoints: 1000, in: small) == ScreenRect(x: 100, y: 0, width: 300, height: 300))
    }

    @Test func doubleTapInARegion() {
        let region = ActionArea.rect(ScreenRect(x: 0, y: 0, width: 100, height: 50))
        let m = ActionMatcher(rules: [rule("dbl", .gesture(GestureMatch(kind: .tap, taps: 2, area: region)))], screenBounds: Self.screen)
        #expect(names(m, event(.tap(taps: 2), .recognized, x: 50, y: 25)) == ["dbl"])
        #expect(names(m, event(.tap(taps: 1), .recognized, x: 50, y: 25)).isEmpty)
        #expect(names(m, event(.tap(taps: 2), .recognized, x: 150, y: 25)).isEmpty)
    }

    @Test func severalRulesMatchInConfigurationOrder() {
        let m = ActionMatcher(rules: [rule("any", .gesture(GestureMatch(kind: .tap))),
                                      rule("two", .gesture(GestureMatch(kind: .tap, fingers: 2))),
                                      rule("pan", .gesture(GestureMatch(kind: .pan)))], screenBounds: Self.screen)
        #expect(names(m, event(.tap(taps: 1), .recognized, fingers: 2)) == ["any", "two"])
    }

    @Test func elementTapsBySource() {
        let m = ActionMatcher(rules: [rule("ok", .elementTap(ElementTapMatch(element: "ok"))),
                                      rule("okClick", .elementTap(ElementTapMatch(element: "ok", source: .pointer))),
                                      rule("tapOnly", .gesture(GestureMatch(kind: .tap)))], screenBounds: Self.screen)
        let touch = ElementTap(time: .zero, element: "ok", source: .touch, location: ScreenPoint(x: 5, y: 5), taps: 1)
        let click = ElementTap(time: .zero, element: "ok", source: .pointer, location: ScreenPoint(x: 5, y: 5), taps: 1)
        let other = ElementTap(time: .zero, element: "cancel", source: .touch, location: ScreenPoint(x: 5, y: 5), taps: 1)
        #expect(m.matches(touch).map(\.name) == ["ok"])
        #expect(m.matches(click).map(\.name) == ["ok", "okClick"])
        #expect(m.matches(other).isEmpty)
    }
}
