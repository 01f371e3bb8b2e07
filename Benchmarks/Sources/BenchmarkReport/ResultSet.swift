import Foundation

/// The subset of ordo-one/benchmark's JMH export the report reads.
struct JMHElement: Decodable {
    struct Metric: Decodable {
        var scorePercentiles: [String: Double]
        var scoreUnit: String
    }
    var benchmark: String
    var primaryMetric: Metric
    var secondaryMetrics: [String: Metric]?
}

/// One benchmark's metrics, as recorded per iteration.
struct BenchmarkResult {
    var metrics: [String: JMHElement.Metric]

    func percentile(_ metric: String, _ p: Double) -> Double? {
        metrics[metric]?.scorePercentiles[String(p)]
    }

    /// p50 wall clock of one iteration, in nanoseconds (JMH writes microseconds).
    var wallClockNanoseconds: Double? { percentile("Time (wall clock)", 50).map { $0 * 1_000 } }
}

struct ResultSet {
    var byKey: [String: BenchmarkResult] = [:]

    init(jmhFile path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let elements = try JSONDecoder().decode([JMHElement].self, from: data)
        for e in elements {
            var metrics = e.secondaryMetrics ?? [:]
            metrics["Throughput (# / s)"] = e.primaryMetric
            byKey[e.benchmark] = BenchmarkResult(metrics: metrics)
        }
    }

    /// The export names benchmarks `package.benchmark.TARGET.NAME` with spaces as underscores.
    func result(target: String, name: String) -> BenchmarkResult? {
        byKey["package.benchmark.\(target).\(name.replacingOccurrences(of: " ", with: "_"))"]
    }
}
