import Foundation
import Testing
import Tactile
import TactileCore
import TactileGestures
import TactileTesting
import TactileTrace
import TactileFilter
import TactileDaemon

/// The input filter through the real pipeline: scripted panels (GestureDriver: evdev events
/// through the real FrameAssembler) and real recordings, replayed through the engine, the
/// daemon's action matching and FilterRunner with recording virtual devices (FilterDryRun,
/// the same code as `tactile run` writing to uinput).
@Suite("Input filter: passthrough, consume, regions, mouse profile, keys")
struct InputFilterTests {
    static let recognizers = """
        gestures:
          recognizers: [{kind: tap}, {kind: tap, fingers: 2, name: twoFingerTap}, {kind: tap, fingers: 3, name: threeFingerTap},
                        {kind: longPress}, {kind: pan}, {kind: pinch}, {kind: edgeSwipe},
                        {kind: swipe, fingers: 3, name: threeFingerSwipe}]
          relations: [{first: pan, relation: simultaneous, second: threeFingerSwipe},
                      {first: pan, relation: simultaneous, second: pinch},
                      {first: pan, relation: requiresFailureOf, second: edgeSwipe}]
        """

    /// Runs `script` on a scripted panel and the events it produced through the filter of `yaml`.
    static func dryRun(_ yaml: String, _ script: (inout GestureDriver) -> Void) throws -> FilterDryRun {
        let config = try DaemonConfiguration.parse(recognizers + "\n" + yaml, file: "test.yaml")
        var driver = try GestureDriver(configuration: config.engine.gestures ?? .standard)
        script(&driver)
        #expect(driver.scriptErrors.isEmpty)
        let trace = Trace(devices: [TraceDevice(description: driver.panel.device, events: driver.rawEvents)])
        var engine = config.engineConfiguration
        engine.screen = driver.panel.screen
        return try FilterDryRun(trace: trace, configuration: config, engine: engine)
    }

    static func threeFingerSwipeUp(_ d: inout GestureDriver, duration: Double = 120) {
        d.perform(duration: Milliseconds(duration), rate: 120, profile: .linear, paths: [
            .line(finger: 0, from: ScreenPoint(x: 500, y: 600), to: ScreenPoint(x: 500, y: 250)),
            .line(finger: 1, from: ScreenPoint(x: 600, y: 600), to: ScreenPoint(x: 600, y: 250)),
            .line(finger: 2, from: ScreenPoint(x: 700, y: 600), to: ScreenPoint(x: 700, y: 250)),
        ])
        d.advance(by: Milliseconds(500))
    }

    static func edgeSwipeFromLeft(_ d: inout GestureDriver) {
        d.drag(finger: 0, from: ScreenPoint(x: 2, y: 400), to: ScreenPoint(x: 400, y: 400), duration: Milliseconds(200), rate: 120)
        d.advance(by: Milliseconds(500))
    }

    static func clone(_ run: FilterDryRun) -> RecordedVirtualDevice? { run.outputs.first { $0.role.hasPrefix("clone") }?.device }
    static func pointer(_ run: FilterDryRun) -> [InputEvent] { run.outputs.first { $0.role == "pointer" }?.device.events ?? [] }

    // MARK: Passthrough

    /// Touches as a compositor sees them: every began, moved and ended touch with its raw
    /// position, frame by frame (stationary touches left out: they send nothing).
    static func touchChanges(_ trace: Trace) throws -> [[String]] {
        let engine = try Engine(configuration: Engine.Configuration(screen: .default, outputs: .all))
        var frames: [[String]] = []
        engine.onOutput = { output in
            guard case .frame(_, _, .touch(let f)) = output else { return }
            let changes = f.touches.filter { $0.phase != .stationary }.map { "\($0.phase.rawValue) \(Int($0.raw.x)),\(Int($0.raw.y))" }
            if !changes.isEmpty { frames.append(changes.sorted()) }
        }
        TraceReplay(trace: Trace(devices: trace.devices.filter { $0.description.classification.kind == .touchscreen })).run(into: engine)
        return frames
    }

    @Test("passthrough: the clone shows the recording's touch downs, ups, positions and frames",
          arguments: ["Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml", "EP0430M09.2-finger-scroll-down.yaml",
                      "EP0430M09.2-fingers-touch-release.yaml", "ntrig-dell-xt2.yaml", "wetab.yaml",
                      "QUANTA_OpticalTouchScreen.touch-hover.yaml"])
    func passthroughEqualsTheSource(_ name: String) throws {
        let source = try TraceReader.read(path: DaemonProcess.repositoryRoot.appendingPathComponent("Traces/real/yaml/\(name)").path)
        let config = try DaemonConfiguration.parse("filter: {}", file: "test.yaml")
        let run = try FilterDryRun(trace: source, configuration: config)
        let clone = try #require(Self.clone(run))
        // Read back as libinput would read the clone's node: its own description, its events.
        let replayed = Trace(devices: [TraceDevice(description: clone.description, events: clone.events)])
        let expected = try Self.touchChanges(source)
        #expect(!expected.isEmpty)
        #expect(try Self.touchChanges(replayed) == expected)
        #expect(run.counts.touchCancels == 0)
        #expect(run.counts.frames == expected.count)
        #expect(clone.description.absInfo[EventCode.absMTToolType] != nil)
        #expect(clone.description.has(type: EventType.abs, code: EventCode.absMTSlot))
    }

    // MARK: Consume

    @Test func aConsumedThreeFingerSwipeHeldReachesTheAppsNotAtAll() throws {
        let run = try Self.dryRun("""
            filter: {maximumHoldMilliseconds: 400}
            actions: [{name: launcher, gesture: swipe, fingers: 3, direction: up, consume: hold, command: ["true"]}]
            """) { Self.threeFingerSwipeUp(&$0) }
        #expect(run.gestures.contains { $0.kind == .swipe && $0.fingers == 3 })
        #expect(run.counts.touchDowns == 0)
        #expect(run.counts.touchUps == 0)
        #expect(run.transitions.filter { if case .touch(_, .held, .consumed) = $0.machine { return true }; return false }.count == 3)
    }

    @Test func aConsumedThreeFingerSwipeForwardedIsCancelledNeverLifted() throws {
        let run = try Self.dryRun("""
            filter: {}
            actions: [{name: launcher, gesture: swipe, fingers: 3, direction: up, consume: true, command: ["true"]}]
            """) { Self.threeFingerSwipeUp(&$0) }
        #expect(run.counts.touchDowns == 3)
        #expect(run.counts.touchCancels == 3)
        #expect(run.counts.touchUps == 0)
        // The palm comes in a frame before the release of the slot.
        let events = try #require(Self.clone(run)).events
        let palm = try #require(events.firstIndex { $0.code == EventCode.absMTToolType && $0.value == 2 })
        let release = try #require(events.firstIndex { $0.code == EventCode.absMTTrackingID && $0.value == -1 })
        #expect(events[palm..<release].contains { $0.type == EventType.syn })
    }

    @Test func aSwipeInAnotherDirectionIsNotConsumed() throws {
        let run = try Self.dryRun("""
            filter: {}
            actions: [{name: launcher, gesture: swipe, fingers: 3, direction: down, consume: true, command: ["true"]}]
            """) { Self.threeFingerSwipeUp(&$0) }
        #expect(run.counts.touchUps == 3)
        #expect(run.counts.touchCancels == 0)
    }

    @Test func aConsumedEdgeSwipeHeldNeverReachesTheApps() throws {
        let run = try Self.dryRun("""
            filter: {}
            actions: [{name: back, gesture: edgeSwipe, edge: left, consume: true, keys: [Alt+Left]}]
            """) { Self.edgeSwipeFromLeft(&$0) }
        #expect(run.gestures.contains { $0.kind == .edgeSwipe && $0.phase == .began })
        #expect(run.counts.touchDowns == 0)
        #expect(run.counts.touchUps == 0)
    }

    @Test func aConsumedEdgeSwipeForwardedIsCancelled() throws {
        let run = try Self.dryRun("""
            filter: {}
            actions: [{name: back, gesture: edgeSwipe, edge: left, consume: cancel, command: ["true"]}]
            """) { Self.edgeSwipeFromLeft(&$0) }
        #expect(run.counts.touchDowns == 1)
        #expect(run.counts.touchCancels == 1)
        #expect(run.counts.touchUps == 0)
    }

    @Test func aTouchAwayFromTheEdgeIsNotHeldByAnEdgeSwipeRule() throws {
        let run = try Self.dryRun("""
            filter: {}
            actions: [{name: back, gesture: edgeSwipe, edge: left, consume: hold, command: ["true"]}]
            """) { $0.tap(at: ScreenPoint(x: 640, y: 400)); $0.advance(by: Milliseconds(500)) }
        #expect(run.counts.touchDowns == 1)
        #expect(run.counts.touchUps == 1)
        #expect(!run.transitions.contains { if case .touch(_, _, .held) = $0.machine { return true }; return false })
    }

    @Test func theMaximumHoldFlushesAHeldTouchAndReplaysItFromWhereItLanded() throws {
        var downTime = Timestamp.zero
        let run = try Self.dryRun("""
            filter: {maximumHoldMilliseconds: 100}
            actions: [{name: launcher, gesture: swipe, fingers: 3, direction: up, consume: hold, command: ["true"]}]
            """) { d in
            downTime = d.now
            d.drag(finger: 0, from: ScreenPoint(x: 300, y: 300), to: ScreenPoint(x: 340, y: 300), duration: Milliseconds(500), rate: 60)
            d.advance(by: Milliseconds(300))
        }
        let flush = try #require(run.transitions.first { if case .touch(_, .held, .flushed) = $0.machine { return true }; return false })
        #expect(flush.reason == .maximumHoldReached)
        #expect(flush.time == downTime + Milliseconds(100))
        let events = try #require(Self.clone(run)).events
        let down = try #require(events.first { $0.code == EventCode.absMTTrackingID && $0.value >= 0 })
        #expect(down.time == downTime + Milliseconds(100))
        #expect(run.counts.touchDowns == 1)
        #expect(run.counts.touchUps == 1)
        // Replayed from the landing point: the first x sent is the first sample's.
        let firstX = try #require(events.first { $0.code == EventCode.absMTPositionX })
        let lastX = try #require(events.last { $0.code == EventCode.absMTPositionX })
        #expect(firstX.value < lastX.value)
    }

    @Test func aHeldTapIsReplayedAtItsLift() throws {
        let run = try Self.dryRun("""
            filter: {maximumHoldMilliseconds: 400}
            actions: [{name: launcher, gesture: swipe, fingers: 3, direction: up, consume: hold, command: ["true"]}]
            """) { $0.tap(at: ScreenPoint(x: 640, y: 400)); $0.advance(by: Milliseconds(500)) }
        #expect(run.counts.touchDowns == 1)
        #expect(run.counts.touchUps == 1)
        let flush = try #require(run.transitions.first { if case .touch(_, .held, .flushed) = $0.machine { return true }; return false })
        #expect(flush.reason == .undecidedNoLonger)
    }

    // MARK: Regions

    static let pageWithoutPinch = """
        filter:
          regions:
            - {name: page, region: {x: 0, y: 0, width: 0.5, height: 1}, consume: [pinch]}
            - {name: map, region: {x: 0.75, y: 0, width: 0.25, height: 1}, passthrough: true}
        """

    @Test func aPinchOverThePageNeverReachesTheAppsAsTwoTouches() throws {
        let run = try Self.dryRun(Self.pageWithoutPinch) { d in
            d.pinch(center: ScreenPoint(x: 300, y: 400), fromSpan: 100, toSpan: 400, duration: Milliseconds(300), rate: 120)
            d.advance(by: Milliseconds(300))
        }
        #expect(run.gestures.contains { $0.kind == .pinch })
        #expect(run.counts.touchCancels == 2)
        #expect(run.counts.touchUps == 0)
    }

    @Test func aPinchElsewhereGoesToTheApps() throws {
        for x in [820.0, 1100.0] {   // outside the page; inside the passthrough map
            let run = try Self.dryRun(Self.pageWithoutPinch) { d in
                d.pinch(center: ScreenPoint(x: x, y: 400), fromSpan: 100, toSpan: 300, duration: Milliseconds(300), rate: 120)
                d.advance(by: Milliseconds(300))
            }
            #expect(run.gestures.contains { $0.kind == .pinch })
            #expect(run.counts.touchUps == 2)
            #expect(run.counts.touchCancels == 0)
        }
    }

    // MARK: Mouse profile

    @Test func aLongPressIsARightButtonFromRecognitionToTheLiftWithNoLeftClick() throws {
        var downTime = Timestamp.zero, upTime = Timestamp.zero
        let run = try Self.dryRun("filter: {mouse: true}") { d in
            downTime = d.now
            d.down(0, at: ScreenPoint(x: 400, y: 300))
            d.advance(by: Milliseconds(900))
            upTime = d.now
            d.up(0)
            d.advance(by: Milliseconds(500))
        }
        #expect(Self.clone(run) == nil)
        let longPress = try #require(run.gestures.first { $0.kind == .longPress && $0.phase == .began })
        let events = Self.pointer(run)
        let press = try #require(events.first { $0.code == EventCode.btnRight && $0.value == 1 })
        let release = try #require(events.first { $0.code == EventCode.btnRight && $0.value == 0 })
        #expect(press.time == longPress.time)
        #expect(press.time > downTime && press.time < upTime)
        #expect(release.time == upTime)
        #expect(!events.contains { $0.code == EventCode.btnLeft })
        let x = try #require(events.first { $0.type == EventType.abs && $0.code == EventCode.absX })
        #expect(x.value == 400)
    }

    @Test func aTapIsALeftClickAndATwoFingerTapARightClick() throws {
        let tap = try Self.dryRun("filter: {mouse: true}") { $0.tap(at: ScreenPoint(x: 400, y: 300)); $0.advance(by: Milliseconds(500)) }
        #expect(tap.counts.buttonPresses == ["BTN_LEFT": 1])
        let two = try Self.dryRun("filter: {mouse: true}") { $0.tap(at: ScreenPoint(x: 400, y: 300), fingers: 2); $0.advance(by: Milliseconds(500)) }
        #expect(two.counts.buttonPresses == ["BTN_RIGHT": 1])
        let three = try Self.dryRun("filter: {mouse: true}") { $0.tap(at: ScreenPoint(x: 400, y: 300), fingers: 3); $0.advance(by: Milliseconds(500)) }
        #expect(three.counts.buttonPresses == ["BTN_MIDDLE": 1])
    }

    @Test func aOneFingerDragIsALeftDragFromTheLandingPoint() throws {
        let run = try Self.dryRun("filter: {mouse: true}") { d in
            d.drag(finger: 0, from: ScreenPoint(x: 200, y: 300), to: ScreenPoint(x: 600, y: 300), duration: Milliseconds(400), rate: 60)
            d.advance(by: Milliseconds(300))
        }
        let events = Self.pointer(run)
        let press = try #require(events.firstIndex { $0.code == EventCode.btnLeft && $0.value == 1 })
        func isX(_ e: InputEvent) -> Bool { e.type == EventType.abs && e.code == EventCode.absX }
        let xBefore = try #require(events[..<press].last(where: isX))
        #expect(xBefore.value == 200)
        #expect(events.last(where: isX)?.value == 600)
        #expect(run.counts.buttonPresses == ["BTN_LEFT": 1])
    }

    static func twoFingerPan(_ dy: Double) -> (inout GestureDriver) -> Void {
        { d in
            d.perform(duration: Milliseconds(400), rate: 60, profile: .linear, paths: [
                .line(finger: 0, from: ScreenPoint(x: 500, y: 400), to: ScreenPoint(x: 500, y: 400 + dy)),
                .line(finger: 1, from: ScreenPoint(x: 600, y: 400), to: ScreenPoint(x: 600, y: 400 + dy)),
            ])
            d.advance(by: Milliseconds(300))
        }
    }

    @Test func aTwoFingerPanScrollsInHiResUnitsWithTheConfiguredSign() throws {
        // 250 pt at 0.2 mm/pt is 50 mm: about 4 detents of 12 mm once the pan has begun.
        let natural = try Self.dryRun("filter: {mouse: true}", Self.twoFingerPan(250))
        #expect(natural.counts.wheel > 240)
        #expect(natural.counts.wheel <= 500)
        #expect(natural.counts.horizontalWheel == 0)
        #expect(natural.counts.buttonPresses.isEmpty)
        let detents = Self.pointer(natural).filter { $0.code == EventCode.relWheel }.map(\.value).reduce(0, +)
        #expect(detents == Int32(natural.counts.wheel / 120))
        let up = try Self.dryRun("filter: {mouse: true}", Self.twoFingerPan(-250))
        #expect(up.counts.wheel < -240)
        let classic = try Self.dryRun("filter: {mouse: {scroll: {direction: classic}}}", Self.twoFingerPan(250))
        #expect(classic.counts.wheel < -240)
    }

    @Test func aFlingContinuesTheScrollOnDeadlines() throws {
        let plain = try Self.dryRun("filter: {mouse: true}", Self.twoFingerPan(250))
        let fling = try Self.dryRun("filter: {mouse: {scroll: {fling: true}}}", Self.twoFingerPan(250))
        #expect(fling.counts.wheel > plain.counts.wheel + 120)
    }

    // MARK: Keys

    @Test func aKeyActionPressesTheChordInOrderAndReleasesItInReverse() throws {
        let run = try Self.dryRun("""
            actions: [{name: back, gesture: swipe, fingers: 3, direction: up, keys: [Alt+Left, ctrl+KEY_R]}]
            """) { Self.threeFingerSwipeUp(&$0) }
        let keyboard = try #require(run.outputs.first { $0.role == "keyboard" }?.device)
        let alt = KeyChord.code(named: "LEFTALT")!, left = KeyChord.code(named: "LEFT")!
        let ctrl = KeyChord.code(named: "LEFTCTRL")!, r = KeyChord.code(named: "R")!
        let got = keyboard.events.map { "\($0.type):\($0.code):\($0.value)" }
        func k(_ c: UInt16, _ v: Int32) -> String { "1:\(c):\(v)" }
        let syn = "0:0:0"
        #expect(got == [k(alt, 1), k(left, 1), syn, k(left, 0), k(alt, 0), syn, k(ctrl, 1), k(r, 1), syn, k(r, 0), k(ctrl, 0), syn])
        #expect(Self.clone(run) == nil)   // no filter section: nothing grabbed, no clone
    }

    // MARK: Configuration

    @Test(arguments: [
        ("filter: {maximumHold: 3}", "filter.maximumHold: unknown key"),
        ("filter: {maximumHoldMilliseconds: 5000}", "filter.maximumHoldMilliseconds: expected 0 to 1000 ms"),
        ("filter: {mouse: {longpress: right}}", "filter.mouse.longpress: unknown key"),
        ("filter: {mouse: {longPress: rigth}}", "filter.mouse.longPress: expected left, right, middle or none"),
        ("filter: {mouse: {scroll: {direction: inverted}}}", "filter.mouse.scroll.direction: expected natural or classic"),
        ("filter: {regions: [{region: {x: 0, y: 0, width: 2, height: 1}, consume: [pinch]}]}", "filter.regions[0].region.width: expected a fraction"),
        ("filter: {regions: [{region: {x: 0, y: 0, width: 1, height: 1}, consume: [pinchh]}]}", "filter.regions[0].consume[0]: expected one of"),
        ("filter: {regions: [{region: {x: 0, y: 0, width: 1, height: 1}}]}", "filter.regions[0].consume: expected consume"),
        ("actions: [{gesture: tap, command: [a], consume: true}]", "actions[0].consume: needs the filter section"),
        ("filter: {}\nactions: [{gesture: tap, command: [a], consume: maybe}]", "actions[0].consume: expected true, false, hold or cancel"),
        ("filter: {}\nactions: [{gesture: edgeSwipe, protected: true, command: [a], consume: true}]", "actions[0].consume: a protected edge swipe"),
        ("actions: [{gesture: tap, keys: [Alt+Lefty]}]", "actions[0].keys[0]: unknown key 'Lefty'"),
        ("actions: [{gesture: tap, keys: [Alt+Left], command: [a]}]", "actions[0].keys: give command or keys, not both"),
        ("filter: {mouse: true}\ngestures: {recognizers: [{kind: tap}, {kind: pan}, {kind: longPress}]}", "filter.mouse: the mouse profile's twoFingerTap needs a recognizer"),
    ])
    func typosAndImpossibleValuesAreErrorsWithTheirKeyPath(_ yaml: String, _ expected: String) {
        do {
            _ = try DaemonConfiguration.parse(yaml, file: "kiosk.yaml")
            Issue.record("accepted: \(yaml)")
        } catch {
            #expect("\(error)".hasPrefix("kiosk.yaml: " + expected), "\(error)")
        }
    }

    @Test func theRegionsAndConsumingActionsBecomeRulesOnTheScreen() throws {
        let config = try DaemonConfiguration.parse("""
            screen: {width: 1000, height: 500}
            \(Self.recognizers)
            filter:
              regions: [{name: page, region: {x: 0, y: 0.5, width: 0.5, height: 0.5}, consume: [pinch], strategy: hold}]
            actions: [{name: l, gesture: swipe, fingers: 3, consume: true, command: [a]}]
            """, file: "kiosk.yaml")
        let rules = try #require(config.filterConfiguration).rules
        #expect(rules.map(\.name) == ["page", "l"])
        #expect(rules[0].area == ScreenRect(x: 0, y: 250, width: 500, height: 250))
        #expect(rules[0].strategy == .hold)
        #expect(rules[1].strategy == .cancel)
        let gestures = config.engine.gestures!
        let mask = rules[1].recognizers(in: gestures)
        #expect(mask == 1 << UInt64(gestures.index(of: "threeFingerSwipe")!))
    }
}
