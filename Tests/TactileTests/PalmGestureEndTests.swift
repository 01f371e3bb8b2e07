import Foundation
import Testing
import Tactile
import TactileCore
import TactileGestures
import TactileTrace

/// A gesture whose touch is rejected as a palm ends `cancelled` with reason `palm` (not
/// `touchCancelled`, which stays for lost touches: SYN_DROPPED, unplug, the end of input),
/// through the real pipeline: the generated palm traces through the engine, and a pen coming
/// near a pan in progress.
@Suite("Engine: gestures cancelled by a palm")
struct PalmGestureEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func gestures(_ trace: Trace, finishAt end: Double? = nil) throws -> [GestureEvent] {
        var gestures: [GestureEvent] = []
        let engine = try Engine(configuration: Engine.Configuration(screen: trace.metadata.screen ?? .default, gestures: .standard)) {
            if case .gesture(_, _, let e) = $0 { gestures.append(e) }
        }
        if let end {
            for (i, d) in trace.devices.enumerated() { engine.addDevice(id: i + 1, description: d.description) }
            for item in trace.mergedEvents() where item.event.time.seconds <= end { engine.process(item.event, device: item.device + 1) }
            engine.finish()
        } else {
            TraceReplay(trace: trace).run(into: engine)
        }
        return gestures
    }

    @Test(arguments: ["palm-mid-pan-60hz.yaml", "palm-mid-pan-240hz.yaml"])
    func aPanWhoseFingerBecomesAPalmEndsWithReasonPalm(_ file: String) throws {
        let trace = try TraceReader.read(path: Self.root.appendingPathComponent("Traces/generated/\(file)").path)
        let pans = try Self.gestures(trace).filter { $0.kind == .pan }
        let cancelled = try #require(pans.first { $0.phase == .cancelled })
        #expect(cancelled.reason == .palm)
        #expect(!pans.contains { $0.phase == .ended })
        var w = JSONLineWriter()
        cancelled.write(to: &w)
        #expect(String(decoding: w.bytes, as: UTF8.self).contains("\"reason\":\"palm\""))
        // The same pan cut off by the end of input (before the palm flag at 0.7 s) is a lost touch.
        let lost = try Self.gestures(trace, finishAt: 0.5).filter { $0.kind == .pan && $0.phase == .cancelled }
        #expect(lost.map(\.reason) == [.touchCancelled])
    }

    @Test func aPenComingNearAPanInItsZoneCancelsItWithReasonPalm() throws {
        let r = try PenTouchArbitrationEngineTests.Run()
        // A finger pans 40 mm at (150, 80) mm; then the pen comes near just left of it, leaning
        // right: the finger is in the writing hand's zone and is cancelled as a palm.
        r.finger(0, slot: 0, at: (150, 80), id: 1)
        for i in 1...40 { r.finger(Double(i) * 10, slot: 0, at: (150 + Double(i), 80)) }
        r.pen(420, x: 170, y: 70)
        r.finger(430, slot: 0, at: (191, 80))
        r.finger(440, slot: 0, at: nil)
        r.pen(500, x: 170, y: 70, near: false)
        r.engine.finish()
        let pans = r.collect().filter { $0.kind == .pan }
        #expect(pans.contains { $0.phase == .began })
        #expect(pans.last?.phase == .cancelled && pans.last?.reason == .palm, "\(pans.map { ($0.phase, $0.reason) })")
    }
}
