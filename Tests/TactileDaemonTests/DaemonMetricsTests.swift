import Foundation
import Testing
import Tactile
import TactileCore
import TactileDaemon
import TactileFilter
import TactileTestProcess
import TactileTrace

/// Fleet telemetry: the daemon's `/metrics` counts what the engine reported, in aggregate,
/// and parses as the Prometheus text format (prometheus_client's parser).
@Suite("Daemon metrics (/metrics)")
struct DaemonMetricsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The fast-taps recording replayed through an engine, every output observed as the daemon does.
    static func observedTaps() throws -> (DaemonMetrics, [GestureEventSummary]) {
        let trace = try TraceReader.read(path: root.appendingPathComponent("Traces/real/yaml/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml").path)
        let metrics = DaemonMetrics()
        var gestures: [GestureEventSummary] = []
        let engine = try Engine(configuration: Engine.Configuration(gestures: .standard)) { output in
            metrics.observe(output)
            if case .gesture(_, _, let e) = output { gestures.append(GestureEventSummary(kind: e.kind.rawValue, phase: e.phase.rawValue)) }
        }
        TraceReplay(trace: trace).run(into: engine)
        return (metrics, gestures)
    }

    struct GestureEventSummary: Equatable { var kind: String; var phase: String }

    @Test func theExpositionCountsWhatTheEngineReportedInAggregate() throws {
        let (metrics, gestures) = try Self.observedTaps()
        let text = String(decoding: metrics.exposition(), as: UTF8.self)
        let taps = gestures.filter { $0.kind == "tap" && $0.phase == "recognized" }.count
        #expect(taps == 5) // the fast-taps recording at the assumed 13.3-inch size: four double taps and a single
        #expect(text.contains("tactile_gestures_recognized_total{kind=\"tap\"} \(taps)\n"), "\(text)")
        #expect(text.contains("tactile_gestures_recognized_total{kind=\"pinch\"} 0\n"))
        #expect(text.contains("tactile_gesture_recognition_seconds_count{kind=\"tap\"} \(taps)\n"), "\(text)")
        #expect(text.contains("tactile_device_notices_total{notice=\"added\"} 1\n"), "\(text)")
        #expect(text.contains("# HELP tactile_gestures_recognized_total"))
        // Aggregate only: no positions, no device names.
        #expect(!text.contains("Atmel") && !text.contains("\"x\""))
    }

    @Test func theExpositionParsesWithPrometheusClient() throws {
        let (metrics, _) = try Self.observedTaps()
        metrics.queueOverflowed(transport: "socket")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-metrics-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(metrics.exposition()).write(to: file)
        let script = """
            import sys
            try:
                from prometheus_client.parser import text_string_to_metric_families
            except ImportError:
                sys.exit(77)
            families = {f.name: f for f in text_string_to_metric_families(open(sys.argv[1]).read())}
            taps = [s.value for s in families["tactile_gestures_recognized"].samples if s.labels.get("kind") == "tap"]
            overflows = [s.value for s in families["tactile_client_queue_overflows"].samples if s.labels.get("transport") == "socket"]
            print(families["tactile_gesture_recognition_seconds"].type, int(taps[0]), int(overflows[0]), len(families))
            """
        let r = try ChildProcess.run(["/usr/bin/python3", "-c", script, file.path])
        try #require(r.status != 77, "python3-prometheus-client is missing: Tools/ensure-deps.sh test installs it")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "histogram 5 1 11\n", "\(r.stdout)")
    }

    /// The input filter's hold-back latency (how long held touches were held), what it added to
    /// forwarded frames and its decisions, each sample counted once however often it is observed.
    @Test func theFiltersHoldBackLatencyIsCountedOnce() throws {
        let metrics = DaemonMetrics()
        var latency = FilterLatency()
        latency.held.record(microseconds: 120_000); latency.touchesFlushed += 1
        latency.forwarded.record(microseconds: 300); latency.touchesForwarded += 1
        metrics.observe(latency)
        metrics.observe(latency)  // nothing new since: nothing counted twice
        latency.held.record(microseconds: 40_000); latency.touchesConsumed += 1
        metrics.observe(latency)
        let text = String(decoding: metrics.exposition(), as: UTF8.self)
        #expect(text.contains("tactile_filter_hold_seconds_count 2\n"), "\(text)")
        #expect(text.contains("tactile_filter_hold_seconds_bucket{le=\"0.05\"} 1\n"), "\(text)")
        #expect(text.contains("tactile_filter_hold_seconds_bucket{le=\"0.15\"} 2\n"), "\(text)")
        #expect(text.contains("tactile_filter_added_latency_seconds_count 1\n"), "\(text)")
        #expect(text.contains("tactile_filter_added_latency_seconds_bucket{le=\"0.0005\"} 1\n"), "\(text)")
        #expect(text.contains("tactile_filter_touches_total{decision=\"flushed\"} 1\n"), "\(text)")
        #expect(text.contains("tactile_filter_touches_total{decision=\"consumed\"} 1\n"), "\(text)")
        #expect(text.contains("tactile_filter_touches_total{decision=\"forwarded\"} 1\n"), "\(text)")
        #expect(text.contains("tactile_filter_touches_total{decision=\"cancelled\"} 0\n"), "\(text)")
    }
}
