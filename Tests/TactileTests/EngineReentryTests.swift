import Testing
import Tactile
import TactileCore

/// The engine skips Swift's dynamic exclusivity checks on its hot state, which is only
/// sound because it is never re-entered: a call from inside `onOutput` must stop the
/// program with a message instead of corrupting that state.
@Suite("Engine: re-entry from onOutput")
struct EngineReentryTests {
    @Test func callingTheEngineFromItsOutputHandlerStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            final class Box { var engine: Engine? }
            let box = Box()
            let engine = try! Engine { output in
                if case .deviceAdded = output {
                    box.engine?.advance(to: Timestamp(microseconds: 5))   // re-entry
                }
            }
            box.engine = engine
            engine.addDevice(id: 1, description: EngineTests.panel)
        }
    }

    @Test func queuingTheCallAndMakingItAfterwardsIsFine() {
        var queued: [Timestamp] = []
        let engine = try! Engine { output in
            if case .deviceAdded = output { queued.append(Timestamp(microseconds: 5)) }
        }
        engine.addDevice(id: 1, description: EngineTests.panel)
        for t in queued { engine.advance(to: t) }
        #expect(engine.now == Timestamp(microseconds: 5))
    }
}
