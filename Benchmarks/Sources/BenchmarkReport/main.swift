// Turns the JMH export of a benchmark run into the table of BENCHMARKS.md:
//
//   BenchmarkReport RUN.jmh.json > table.md
//
// One row per figure of BenchmarkCatalog: the p50 (per unit), the target and pass/fail.
// JMH gives per-iteration histograms: wall clock in microseconds, counts as counted.
import BenchSupport
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: BenchmarkReport RUN.jmh.json\n".utf8))
    exit(2)
}

let results: ResultSet
do {
    results = try ResultSet(jmhFile: path)
} catch {
    FileHandle.standardError.write(Data("BenchmarkReport: \(path): \(error)\n".utf8))
    exit(1)
}

var failures = 0
var missing = 0
print("| # | Benchmark | Measure | p50 | Target | Result |")
print("|---|---|---|---|---|---|")
for entry in BenchmarkCatalog.entries {
    let result = results.result(target: entry.target, name: entry.name)
    for measure in entry.measures {
        let row = Row(entry: entry, measure: measure, result: result, results: results)
        if row.verdict == .fail { failures += 1 }
        if row.verdict == .missing { missing += 1 }
        print("| \(entry.item) | \(entry.name) | \(row.measure) | \(row.value) | \(row.target) | \(row.verdict.text) |")
    }
}
print("")
print("Result: \(failures == 0 ? "every target met" : "\(failures) target(s) missed")" +
      (missing > 0 ? "; \(missing) figure(s) not measured (benchmark missing or failed)" : "") + ".")
