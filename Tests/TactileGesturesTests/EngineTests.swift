import Testing
import TactileCore
import TactileGestures
import TactileTesting

@Suite("Engine: deadlines, cancellation, bad input, transition log")
struct EngineTests {
    @Test func deadlinesFireInTimeOrderWithinOneAdvance() throws {
        var d = try driver(configuration(.tap(TapConfiguration(maximumDurationMilliseconds: 200)), .longPress()))
        let start = d.now
        d.down(0, at: pt(100, 100))
        d.advance(by: ms(1000))
        let records = d.transitions.filter { $0.from != $0.to }
        #expect(records.map(\.time) == [start + ms(200), start + ms(500)])
        #expect(records.map(\.to) == [.failed, .began])
    }

    @Test func cancelAllCancelsGesturesInProgressAndForgetsTouches() throws {
        var d = try driver(configuration(.pan(), .pinch(), relations: [RelationConfiguration("pan", .simultaneous, "pinch")]))
        d.transform(center: mm(100, 80), fromSpan: 30, toSpan: 50, translation: mm(20, 0), duration: ms(300), lift: false)
        d.cancelAll()
        #expect(d.phases("pan").last == .cancelled)
        #expect(d.phases("pinch").last == .cancelled)
        #expect(d.state(of: "pan") == .possible)
        // A new touch afterwards starts cleanly (the old fingers are forgotten by the engine).
        var e = d
        e.advance(by: ms(10))
        #expect(e.nextDeadline == nil)
    }

    @Test func unknownTouchesAndTimeGoingBackwardsAreLoggedAsErrors() throws {
        var engine = try GestureEngine(configuration: configuration(.tap(), .pan()),
                                       screenBounds: ScreenRect(x: 0, y: 0, width: 1280, height: 800))
        var out: [GestureEvent] = []
        let stray = Touch(id: 42, phase: .moved, position: pt(10, 10), physical: mm(2, 2))
        engine.process(TouchFrame(time: Timestamp(seconds: 2), touches: [stray]), into: &out)
        engine.process(TouchFrame(time: Timestamp(seconds: 1), touches: [Touch(id: 42, phase: .ended, position: pt(10, 10),
                                                                                  physical: mm(2, 2))]), into: &out)
        let errors = engine.transitions.errors
        #expect(errors.map(\.reason) == [.unknownTouch(id: 42), .timeWentBackwards])
        #expect(errors.allSatisfy { $0.recognizer == nil })
        #expect(engine.transitions.errorCount == 2)
        #expect(engine.now == Timestamp(seconds: 2))
    }

    @Test func tooManyTouchesAreIgnoredAndLogged() throws {
        var engine = try GestureEngine(configuration: configuration(.pan()),
                                       screenBounds: ScreenRect(x: 0, y: 0, width: 1280, height: 800), touchCapacity: 2)
        var out: [GestureEvent] = []
        let touches = (0..<3).map { Touch(id: $0, phase: .began, position: pt(Double($0) * 100, 10), physical: mm(Double($0) * 20, 2)) }
        engine.process(TouchFrame(time: Timestamp(seconds: 1), touches: touches), into: &out)
        #expect(engine.transitions.errors.map(\.reason) == [.tooManyTouches(id: 2)])
    }

    @Test func theTransitionLogIsARingBufferWithAnObserver() throws {
        let seen = SeenRecords()
        var c = configuration(.tap(), .pan())
        c.transitionLogCapacity = 4
        var d = try driver(c)
        var engine = d.engine
        engine.transitions.observer = { seen.add($0) }
        var panel = ScriptedPanel(mapping: .uniform(millimetresPerPoint: 0.2))
        var out: [GestureEvent] = []
        for i in 0..<5 {
            _ = panel.down(0, at: mm(10, 10)); engine.process(panel.frame(at: Timestamp(seconds: Double(i)))!, into: &out)
            _ = panel.up(0); engine.process(panel.frame(at: Timestamp(seconds: Double(i) + 0.05))!, into: &out)
        }
        #expect(engine.transitions.records.count == 4)
        #expect(engine.transitions.totalCount > 4)
        #expect(seen.count == engine.transitions.totalCount)
        let times = engine.transitions.records.map(\.time)
        #expect(times == times.sorted())
        _ = d.takeEvents()
    }

    @Test func legalTransitionsFollowUIKit() {
        #expect(GestureState.possible.canTransition(to: .began, continuous: true))
        #expect(!GestureState.possible.canTransition(to: .began, continuous: false))
        #expect(GestureState.possible.canTransition(to: .recognized, continuous: false))
        #expect(!GestureState.possible.canTransition(to: .recognized, continuous: true))
        #expect(GestureState.changed.canTransition(to: .changed, continuous: true))
        #expect(!GestureState.began.canTransition(to: .failed, continuous: true))
        #expect(!GestureState.ended.canTransition(to: .changed, continuous: true))
        #expect(GestureState.ended.canTransition(to: .possible, continuous: true))
        #expect(!GestureState.failed.canTransition(to: .began, continuous: true))
        for s in GestureState.allCases where s.isTerminal { #expect(s.canTransition(to: .possible, continuous: true)) }
    }

    @Test func tenFingersWithEveryRecognizerProduceNoErrors() throws {
        // The standard set has the two-finger tap and long press since the real-recording
        // work; add what it still lacks.
        var c = GestureConfiguration.standard
        c.add(.tap(TapConfiguration(fingers: 4)))
        c.add(.swipe(SwipeConfiguration(fingers: 3), name: "threeFingerSwipe"))
        var d = try driver(c)
        let paths = (0..<10).map { i in
            FingerPath<ScreenSpace>.line(finger: i, from: pt(200 + Double(i) * 80, 300), to: pt(260 + Double(i) * 80, 420))
        }
        d.perform(duration: ms(1000), rate: 120, paths: paths)
        #expect(d.transitionErrors.isEmpty)
        #expect(d.phases("pan").first == .began)
        #expect(d.events(named: "pan").first?.fingers == 10)
    }
}

/// Thread-safe counter for the observer (which must be `@Sendable`).
final class SeenRecords: Sendable {
    private let storage = Mutex(0)
    func add(_ r: TransitionRecord) { storage.withLock { $0 += 1 } }
    var count: Int { storage.withLock { $0 } }
}

import Synchronization
