#if DEBUG   // the gesture engine counts deliveries and resolves in debug builds only (FrameAudit)
import Foundation
import Testing
import Tactile
import TactileCore
import TactileGestures
import TactileTrace

/// The gesture engine's one-pass rule (issue 33) over every generated trace: each
/// touchscreen's events go through the real `FrameAssembler` into a `GestureEngine`, with
/// deadlines fired at event times as `Engine` does, under the standard set and under the
/// standard set plus a triple tap (a double tap that waits too). Per region and frame no
/// recognizer is handed the frame twice and the arena resolves exactly once; per deadline
/// instant it resolves once. FrameDeliveryTests (TactileGesturesTests) has the scripted cases.
@Suite("Frame delivery over the generated corpus")
struct FrameDeliveryCorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyGeneratedTraceHandsEachFrameToEachRecognizerOnceAndResolvesOnce() throws {
        let generated = Self.root.appendingPathComponent("Traces/generated")
        let files = try FileManager.default.contentsOfDirectory(atPath: generated.path)
            .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".expect.yaml") }.sorted()
        #expect(files.count > 50)
        var regionFrames = 0
        for file in files {
            let trace = try TraceReader.read(path: generated.appendingPathComponent(file).path)
            var standard = GestureConfiguration.standard
            if let additions = trace.metadata.gestureAdditions { standard = try standard.adding(additionsJSON: additions) }
            var withTripleTap = standard
            if withTripleTap.index(of: "tripleTap") == nil { withTripleTap.add(.tap(TapConfiguration(taps: 3))) }
            for gestures in [standard, withTripleTap] {
                for device in trace.devices where device.description.classification.kind == .touchscreen {
                    let a = try Self.replay(device, screen: trace.metadata.screen ?? .default, gestures: gestures)
                    regionFrames += a.regionFrames
                    let name = "\(file) (\(gestures.recognizers.count) recognizers)"
                    #expect(a.maximumDeliveriesPerMemberPerFrame <= 1, "\(name): a recognizer was handed one frame \(a.maximumDeliveriesPerMemberPerFrame) times")
                    if a.regionFrames > 0 {
                        #expect(a.minimumResolvesPerRegionFrame == 1 && a.maximumResolvesPerRegionFrame == 1,
                                "\(name): \(a.minimumResolvesPerRegionFrame)...\(a.maximumResolvesPerRegionFrame) resolves per region frame")
                    }
                    #expect(a.maximumResolvesPerRegionDeadline <= 1, "\(name): \(a.maximumResolvesPerRegionDeadline) resolves per deadline")
                    #expect(a.claimsAfterResolve == 0, "\(name): a member started over after the resolve claimed")
                }
            }
        }
        #expect(regionFrames > 10_000)
    }

    /// One touchscreen's events through the frame assembler into a gesture engine; the
    /// engine's counters after the last deadline.
    static func replay(_ device: TraceDevice, screen: ScreenConfiguration, gestures: GestureConfiguration) throws -> FrameAudit {
        var assembler = FrameAssembler(device: device.description, screen: screen)
        var engine = try GestureEngine(configuration: gestures, screenBounds: Engine.Configuration(screen: screen).screenBounds)
        var events: [GestureEvent] = []
        var last = Timestamp.zero
        for event in device.events {
            if let d = engine.nextDeadline, d <= event.time { engine.advance(to: event.time, into: &events) }
            if case .touch(let frame)? = assembler.process(event) { engine.process(frame, into: &events) }
            last = Swift.max(last, event.time)
        }
        engine.advance(to: last + Milliseconds(5000), into: &events)
        return engine.frameAudit
    }
}
#endif
