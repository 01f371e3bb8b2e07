import Prometheus
import Synchronization
import Tactile
import TactileCore
import TactileFilter
import TactileGestures

/// The daemon's fleet telemetry (`web.metrics: true`): aggregate counts in the Prometheus
/// text format on the web listener's `/metrics`, so a fleet of kiosks shows how gestures
/// behave in the field. Aggregate only: kinds, phases, counts and durations; never a
/// position, a key, a device path or anything typed. Docs/DAEMON.md, "Metrics".
///
/// The daemon's thread observes engine output; the web server's thread counts its clients'
/// overflows and renders the exposition. The registry and its counters are thread-safe
/// (swift-prometheus); the touch-sequence bookkeeping has its own lock.
package final class DaemonMetrics: Sendable {
    /// Time-to-recognition buckets (s): a tap is decided 50-300 ms after its touch-down, a
    /// pan within 100-200 ms of moving, a long press after its delay (500 ms by default).
    package static let recognitionBuckets: [Double] = [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5]

    private let registry: PrometheusCollectorRegistry
    private let sequences = Mutex(TouchSequenceStarts())
    // Made once: every series exists from the start (a rate over a fresh daemon is 0, not absent).
    private let recognizedByKind: [GestureKind: Counter]
    private let cancelledByKind: [GestureKind: Counter]
    private let recognitionByKind: [GestureKind: ValueHistogram]
    private let protectedEdgeSwipes: Counter
    private let overflowsByTransport: [String: Counter]
    private let webLines: Counter
    private let webClients: Counter
    private let devicesAdded: Counter
    private let devicesRemoved: Counter
    // The input filter (Docs/FILTER.md): how long it held touches back, what it added to the
    // frames it forwarded, how it decided touches; fed from its own `FilterLatency`.
    private let filterHold: ValueHistogram
    private let filterAdded: ValueHistogram
    private let filterTouches: [String: Counter]
    private let filterSeen = Mutex(FilterLatencySeen())

    package init() {
        let registry = PrometheusCollectorRegistry()
        self.registry = registry
        var recognized: [GestureKind: Counter] = [:], cancelled: [GestureKind: Counter] = [:]
        var recognition: [GestureKind: ValueHistogram] = [:]
        for kind in GestureKind.allCases {
            recognized[kind] = Self.recognized(kind, registry)
            cancelled[kind] = Self.cancelled(kind, registry)
            recognition[kind] = Self.recognitionTime(kind, registry)
        }
        recognizedByKind = recognized; cancelledByKind = cancelled; recognitionByKind = recognition
        protectedEdgeSwipes = Self.protectedEdgeSwipes(registry)
        overflowsByTransport = ["socket": Self.overflows("socket", registry), "web": Self.overflows("web", registry)]
        webLines = Self.linesDropped("web", registry)
        webClients = Self.clientsDropped("web", registry)
        devicesAdded = Self.deviceNotices("added", registry)
        devicesRemoved = Self.deviceNotices("removed", registry)
        filterHold = registry.makeValueHistogram(
            descriptor: MetricNameDescriptor(namespace: "tactile", metricName: "filter_hold", unitName: "seconds",
                                             helpText: "How long the input filter held each held touch back (until forwarded or consumed)."),
            buckets: Self.filterHoldBuckets)
        filterAdded = registry.makeValueHistogram(
            descriptor: MetricNameDescriptor(namespace: "tactile", metricName: "filter_added_latency", unitName: "seconds",
                                             helpText: "Per forwarded frame, the write to the virtual device minus the source event's time."),
            buckets: Self.filterAddedBuckets)
        var touches: [String: Counter] = [:]
        for decision in ["forwarded", "flushed", "consumed", "cancelled"] {
            touches[decision] = registry.makeCounter(
                descriptor: MetricNameDescriptor(namespace: "tactile", metricName: "filter_touches", unitName: "total",
                                                 helpText: "Touches by the input filter's decision: forwarded at once, held then flushed, consumed, cancelled."),
                labels: [("decision", decision)])
        }
        filterTouches = touches
    }

    /// Hold buckets (s): a touch is held until its consumed gestures are impossible, typically
    /// 50-300 ms (a three-finger swipe's distance or a long press's delay), at most the filter's maximum hold.
    package static let filterHoldBuckets: [Double] = [0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2]
    /// Added-latency buckets (s): a forwarded frame is written within a millisecond of its event.
    package static let filterAddedBuckets: [Double] = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1]

    // MARK: - The series

    private static func recognized(_ kind: GestureKind, _ registry: PrometheusCollectorRegistry) -> Counter {
        registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "tactile", metricName: "gestures_recognized", unitName: "total",
                                                              helpText: "Gestures recognized (began or recognized events), per kind."),
                             labels: [("kind", kind.rawValue)])
    }

    private static func cancelled(_ kind: GestureKind, _ registry: PrometheusCollectorRegistry) -> Counter {
        registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "tactile", metricName: "gestures_cancelled", unitName: "total",
                                                              helpText: "Gestures cancelled after they began, per kind."),
                             labels: [("kind", kind.rawValue)])
    }

    private static func recognitionTime(_ kind: GestureKind, _ registry: PrometheusCollectorRegistry) -> ValueHistogram {
        registry.makeValueHistogram(
            descriptor: MetricNameDescriptor(namespace: "tactile", metricName: "gesture_recognition", unitName: "seconds",
                                             helpText: "Time from the first finger down of the touch sequence to the gesture's began or recognized event."),
            labels: [("kind", kind.rawValue)], buckets: Self.recognitionBuckets)
    }

    private static func protectedEdgeSwipes(_ registry: PrometheusCollectorRegistry) -> Counter {
        registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "tactile", metricName: "edge_swipes_protected", unitName: "total",
                                                              helpText: "Edge swipes whose action was held back by edge protection (the app got the swipe)."))
    }

    private static func overflows(_ transport: String, _ registry: PrometheusCollectorRegistry) -> Counter {
        registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "tactile", metricName: "client_queue_overflows", unitName: "total",
                                                              helpText: "Times a client stopped reading and its queue filled up, per transport."),
                             labels: [("transport", transport)])
    }

    private static func linesDropped(_ transport: String, _ registry: PrometheusCollectorRegistry) -> Counter {
        registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "tactile", metricName: "lines_dropped", unitName: "total",
                                                              helpText: "Lines dropped from full client queues (the client is told how many), per transport."),
                             labels: [("transport", transport)])
    }

    private static func clientsDropped(_ transport: String, _ registry: PrometheusCollectorRegistry) -> Counter {
        registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "tactile", metricName: "clients_dropped", unitName: "total",
                                                              helpText: "Clients disconnected because their queue overflowed (overflow: disconnect), per transport."),
                             labels: [("transport", transport)])
    }

    private static func deviceNotices(_ notice: String, _ registry: PrometheusCollectorRegistry) -> Counter {
        registry.makeCounter(descriptor: MetricNameDescriptor(namespace: "tactile", metricName: "device_notices", unitName: "total",
                                                              helpText: "Input devices added and removed."),
                             labels: [("notice", notice)])
    }

    // MARK: - Observations

    /// One engine output (the daemon's thread). `protected`: edge protection held back this
    /// gesture's action.
    package func observe(_ output: EngineOutput, protected: Bool = false) {
        switch output {
        case .frame(let device, _, .touch(let frame)):
            sequences.withLock { $0.note(frame, device: device) }
        case .gesture(let device, _, let event):
            switch event.phase {
            case .began, .recognized:
                recognizedByKind[event.kind]?.increment()
                if let start = sequences.withLock({ $0.start(of: event, device: device) }) {
                    recognitionByKind[event.kind]?.record(Double(event.time.microseconds - start.microseconds) / 1e6)
                }
            case .cancelled:
                cancelledByKind[event.kind]?.increment()
            case .changed, .ended:
                break
            }
            if protected { protectedEdgeSwipes.increment() }
        case .deviceAdded:
            devicesAdded.increment()
        case .deviceRemoved:
            devicesRemoved.increment()
        case .frame, .pointer, .elementTap:
            break
        }
    }

    /// The input filter's latency after it settled (the daemon's thread): what it recorded since
    /// the last call goes into the histograms (at its own 12.5 % bucket resolution) and counters.
    package func observe(_ latency: FilterLatency) {
        filterSeen.withLock { seen in
            guard latency.held.count != seen.held || latency.forwarded.count != seen.forwarded
                || latency.touchesForwarded + latency.touchesFlushed + latency.touchesConsumed + latency.touchesCancelled != seen.touchTotal
            else { return }
            latency.held.forEachSample(since: &seen.heldBuckets) { filterHold.record($0 / 1e6) }
            latency.forwarded.forEachSample(since: &seen.forwardedBuckets) { filterAdded.record($0 / 1e6) }
            seen.held = latency.held.count; seen.forwarded = latency.forwarded.count
            for (decision, now) in [("forwarded", latency.touchesForwarded), ("flushed", latency.touchesFlushed),
                                    ("consumed", latency.touchesConsumed), ("cancelled", latency.touchesCancelled)] {
                let before = seen.touches[decision] ?? 0
                let added = now >= before ? now - before : now  // below: a new filter after a reload
                if added > 0 { filterTouches[decision]?.increment(by: Int64(added)) }
                seen.touches[decision] = now
            }
            seen.touchTotal = latency.touchesForwarded + latency.touchesFlushed + latency.touchesConsumed + latency.touchesCancelled
        }
    }

    /// A client's queue filled up (`transport`: `socket` or `web`).
    package func queueOverflowed(transport: String) { overflowsByTransport[transport]?.increment() }

    /// `count` lines dropped from a web client's full queue.
    func webLinesDropped(_ count: Int) { webLines.increment(by: Int64(count)) }

    /// A web client closed because its queue overflowed.
    func webClientDropped() { webClients.increment() }

    /// The exposition (Prometheus text format 0.0.4), for `GET /metrics`.
    package func exposition() -> [UInt8] { registry.emitToBuffer() }
}

/// What ``DaemonMetrics`` has taken from the filter's ``FilterLatency`` so far.
private struct FilterLatencySeen {
    var heldBuckets: [Int] = [], forwardedBuckets: [Int] = []
    var held = 0, forwarded = 0, touchTotal = 0
    var touches: [String: Int] = [:]
}
