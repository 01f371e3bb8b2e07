import Synchronization
import Testing
import TactileCore
import TactileGestures
import TactileTesting

@Suite("Callback and AsyncSequence delivery")
struct DeliveryTests {
    @Test func callbackAndAsyncSequenceDeliverTheSameEventsInOrder() async throws {
        let received = Mutex<[GestureEvent]>([])
        let dispatcher = try GestureDispatcher(
            configuration: configuration(.tap(), .doubleTap(), .pan()),
            screenBounds: ScreenRect(x: 0, y: 0, width: 1280, height: 800)
        ) { event in received.withLock { $0.append(event) } }

        var panel = ScriptedPanel(mapping: .uniform(millimetresPerPoint: 0.2))
        var t = Timestamp(seconds: 5)
        _ = panel.down(0, at: mm(20, 20)); dispatcher.process(panel.frame(at: t)!)
        t = t + ms(50); _ = panel.up(0); dispatcher.process(panel.frame(at: t)!)
        #expect(dispatcher.nextDeadline == t + ms(300))
        dispatcher.advance(to: t + ms(300))                        // the single tap, after the double-tap interval
        t = t + ms(400); _ = panel.down(0, at: mm(50, 50)); dispatcher.process(panel.frame(at: t)!)
        for i in 1...10 {
            t = t + ms(16); _ = panel.move(0, to: mm(50 + Double(i) * 3, 50)); dispatcher.process(panel.frame(at: t)!)
        }
        t = t + ms(16); _ = panel.up(0); dispatcher.process(panel.frame(at: t)!)
        dispatcher.finish()

        var streamed: [GestureEvent] = []
        for await e in dispatcher.events { streamed.append(e) }
        let called = received.withLock { $0 }
        #expect(streamed == called)
        #expect(streamed.first?.kind == .tap)
        #expect(streamed.first?.time == Timestamp(seconds: 5) + ms(350))
        #expect(streamed.dropFirst().map(\.kind).allSatisfy { $0 == .pan })
        #expect(streamed.last?.phase == .ended)
    }

    @Test func cancelAllIsDeliveredToo() async throws {
        let dispatcher = try GestureDispatcher(configuration: configuration(.pan()),
                                               screenBounds: ScreenRect(x: 0, y: 0, width: 1280, height: 800))
        var panel = ScriptedPanel(mapping: .uniform(millimetresPerPoint: 0.2))
        _ = panel.down(0, at: mm(20, 20)); dispatcher.process(panel.frame(at: Timestamp(seconds: 1))!)
        _ = panel.move(0, to: mm(40, 20)); dispatcher.process(panel.frame(at: Timestamp(seconds: 1.1))!)
        dispatcher.cancelAll(at: Timestamp(seconds: 1.2))
        dispatcher.finish()
        var phases: [GesturePhase] = []
        for await e in dispatcher.events { phases.append(e.phase) }
        #expect(phases == [.began, .cancelled])
    }
}
