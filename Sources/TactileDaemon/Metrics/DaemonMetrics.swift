import Prometheus
import Synchronization
import Tactile
import TactileCore
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
    }

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

    /// A client's queue filled up (`transport`: `socket` or `web`).
    package func queueOverflowed(transport: String) { overflowsByTransport[transport]?.increment() }

    /// `count` lines dropped from a web client's full queue.
    func webLinesDropped(_ count: Int) { webLines.increment(by: Int64(count)) }

    /// A web client closed because its queue overflowed.
    func webClientDropped() { webClients.increment() }

    /// The exposition (Prometheus text format 0.0.4), for `GET /metrics`.
    package func exposition() -> [UInt8] { registry.emitToBuffer() }
}
