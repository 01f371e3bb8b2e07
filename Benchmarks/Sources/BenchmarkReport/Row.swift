import BenchSupport
import Foundation

/// One line of the table: a figure computed from a result, its target and the verdict.
struct Row {
    enum Verdict {
        case pass, fail, info, missing
        var text: String {
            switch self {
            case .pass: return "pass"
            case .fail: return "**FAIL**"
            case .info: return "—"
            case .missing: return "not measured"
            }
        }
    }

    var measure = ""
    var value = "—"
    var target = "—"
    var verdict = Verdict.missing

    init(entry: BenchmarkCatalog.Entry, measure m: BenchmarkCatalog.Measure, result: BenchmarkResult?, results: ResultSet) {
        switch m {
        case .timePerUnit(let unit, let units, let maximum):
            measure = "time per \(unit)"
            target = maximum.map { "≤ \(Format.nanoseconds($0))" } ?? "—"
            if let ns = result?.wallClockNanoseconds.map({ $0 / Double(units) }) {
                value = Format.nanoseconds(ns)
                verdict = maximum.map { ns <= $0 ? .pass : .fail } ?? .info
            }
        case .rate(let unit, let units, let minimum):
            measure = "\(unit) per second"
            target = minimum.map { "≥ \(Format.rate($0, unit))" } ?? "—"
            if let ns = result?.wallClockNanoseconds, ns > 0 {
                let rate = Double(units) / (ns / 1e9)
                value = Format.rate(rate, unit)
                verdict = minimum.map { rate >= $0 ? .pass : .fail } ?? .info
            }
        case .allocationsPerUnit(let unit, let units, let maximum):
            measure = "heap allocations per \(unit) (p50; worst iteration)"
            target = maximum.map { "\(Format.count($0)) (worst iteration)" } ?? "—"
            if let p50 = result?.percentile("Malloc (total)", 50), let worst = result?.percentile("Malloc (total)", 100) {
                value = "\(Format.count(p50 / Double(units))); \(Format.count(worst / Double(units)))"
                verdict = maximum.map { worst / Double(units) <= $0 ? .pass : .fail } ?? .info
            }
        case .custom(let metric, let unit, let maximum):
            measure = unit
            target = maximum.map { "≤ \(Format.count($0))" } ?? "—"
            if let v = result?.percentile(metric, 50) {
                value = Format.count(v)
                verdict = maximum.map { v <= $0 ? .pass : .fail } ?? .info
            }
        case .speedup(let other, let minimum):
            measure = "speed-up over \"\(other)\""
            target = minimum.map { "≥ \(Format.factor($0))" } ?? "—"
            if let mine = result?.wallClockNanoseconds,
               let theirs = results.result(target: entry.target, name: other)?.wallClockNanoseconds, mine > 0 {
                let factor = theirs / mine
                value = Format.factor(factor)
                verdict = minimum.map { factor >= $0 ? .pass : .fail } ?? .info
            }
        case .customRatio(let metric, let other, let maximum):
            measure = "\(metric) relative to \"\(other)\""
            target = maximum.map { "≤ \(Format.factor($0))" } ?? "—"
            if let mine = result?.percentile(metric, 50),
               let theirs = results.result(target: entry.target, name: other)?.percentile(metric, 50), theirs > 0 {
                let factor = mine / theirs
                value = Format.factor(factor)
                verdict = maximum.map { factor <= $0 ? .pass : .fail } ?? .info
            }
        }
    }
}

enum Format {
    static func nanoseconds(_ ns: Double) -> String {
        if ns < 1_000 { return String(format: "%.0f ns", ns) }
        if ns < 1_000_000 { return String(format: "%.2f µs", ns / 1_000) }
        if ns < 1_000_000_000 { return String(format: "%.2f ms", ns / 1_000_000) }
        return String(format: "%.2f s", ns / 1_000_000_000)
    }

    static func rate(_ r: Double, _ unit: String) -> String {
        if r >= 1_000_000 { return String(format: "%.2f M \(unit)/s", r / 1_000_000) }
        if r >= 1_000 { return String(format: "%.1f k \(unit)/s", r / 1_000) }
        return String(format: "%.0f \(unit)/s", r)
    }

    static func count(_ v: Double) -> String {
        v == v.rounded() ? String(format: "%.0f", v) : String(format: "%.3f", v)
    }

    static func factor(_ f: Double) -> String { String(format: "%.1fx", f) }
}
