import Foundation
import Testing
import TactileCore
import TactileTrace
import TactileTestProcess

/// `tactile test` for corpora (issue 36): strict expectations with readable failures,
/// recordings turned into tests, parallel and sharded runs, JUnit XML, reports and baselines.
@Suite("tactile test at corpus scale")
struct CorpusTestingTests {
    let temp = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-corpus-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true) }

    static let taps = "real/yaml/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml"

    /// `source` (under Traces/) with `entries` (YAML flow mappings) as its expectations, written to `name`.
    func trace(_ name: String, from source: String = taps, expected entries: [String]) throws -> String {
        let text = try String(contentsOfFile: CLIRunner.trace(source), encoding: .utf8)
        #expect(!text.contains("\ntactile:"))
        let path = temp.appendingPathComponent(name).path
        try (text + "tactile:\n  expected:\n" + entries.map { "  - \($0)\n" }.joined()).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The 1-based line of the last line of `path` containing `marker`.
    func line(of marker: String, in path: String) throws -> Int {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.lastIndex { $0.contains(marker) }) + 1
    }

    // MARK: Expectations people can trust

    @Test func eachTypoFailsWithFileLineAndKey() throws {
        // Each of these passed with exit 0 although the tap is there (issue 36).
        let typos: [(String, String, String)] = [
            ("{gesture: tapp, absent: true}", "tapp", "tactile.expected[1].gesture"),
            ("{gesture: tap, fingerz: 2, absent: true}", "fingerz", "tactile.expected[1].fingerz"),
            ("{gesture: tap, phase: recognised, absent: true}", "recognised", "tactile.expected[1].phase"),
            ("{gesture: tap, absent: \"true\"}", "\"true\"", "tactile.expected[1].absent"),
        ]
        for (i, (entry, marker, key)) in typos.enumerated() {
            let path = try trace("typo\(i).yaml", expected: ["{gesture: tap, fingers: 1}", entry])
            let r = try CLIRunner.run(["test", path])
            #expect(r.status == 1, "\(entry): \(r.stdout)")
            #expect(r.stdout.contains("ERROR \(path):\(try line(of: marker, in: path)): \(key): "), "\(entry): \(r.stdout)")
            #expect(r.stdout.contains("0 passed, 1 failed"))
        }
    }

    @Test func aFailureNamesTheFieldThatDiffersWithTimesFromTheTraceStart() throws {
        // wetab's clock reads 1288981453 s: the failure counts from the trace's start instead.
        let path = try trace("fingers.yaml", from: "real/yaml/wetab.yaml",
                             expected: ["{gesture: tap, phase: recognized, fingers: 4}", "{gesture: pinch, phase: ended}"])
        let r = try CLIRunner.run(["test", path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("fingers: expected 4, got 1"), "\(r.stdout)")
        #expect(r.stdout.contains("the closest tap recognized event at +0.5"), "\(r.stdout)")
        #expect(r.stdout.contains("no pinch ended event at all (there were: tap recognized ×"), "\(r.stdout)")
        #expect(!r.stdout.contains("e+09") && !r.stdout.contains("128898"), "\(r.stdout)")
    }

    @Test func aRecordingTurnedIntoATestPassesAndCatchesAChangedConfiguration() throws {
        let test = temp.appendingPathComponent("taps-test.yaml").path
        let written = try CLIRunner.run(["expect", CLIRunner.trace(Self.taps), "-o", test])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("5 gesture events expected"), "\(written.stdout)")
        let pass = try CLIRunner.run(["test", test])
        #expect(pass.status == 0, "\(pass.stdout)")
        #expect(pass.stdout.contains("1 passed, 0 failed"))
        // Taps may last at most 60 ms: the recording's 80-110 ms taps are no taps any more.
        let config = temp.appendingPathComponent("short-taps.yaml").path
        try """
            gestures:
              recognizers: [{kind: tap, maximumDurationMilliseconds: 60}, {kind: doubleTap}, {kind: longPress}, {kind: pan},
                            {kind: swipe}, {kind: pinch}, {kind: rotate}, {kind: edgeSwipe}]
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let fail = try CLIRunner.run(["test", "--config", config, test])
        #expect(fail.status == 1, "\(fail.stdout)")
        #expect(fail.stdout.contains("FAIL \(test)"))
        #expect(fail.stdout.contains("taps: expected 1, got 2"), "\(fail.stdout)")
    }

    // MARK: At scale

    static var generated: String { CLIRunner.repositoryRoot.appendingPathComponent("Traces/generated").path }

    /// The traces a run's PASS/FAIL lines name, in order.
    static func traces(_ r: CLIRunner.Result) -> [String] {
        r.lines.compactMap { line in
            guard line.hasPrefix("PASS ") || line.hasPrefix("FAIL ") else { return nil }
            return String(line.dropFirst(5).prefix { $0 != " " })
        }
    }

    @Test func shardsTogetherRunEveryTraceExactlyOnce() throws {
        let all = try CLIRunner.run(["test", "--jobs", "2", Self.generated])
        #expect(all.status == 0)
        let everything = Self.traces(all)
        #expect(everything.count == 143)
        var union: [String] = []
        for i in 1...3 {
            let r = try CLIRunner.run(["test", "--shard", "\(i)/3", Self.generated])
            #expect(r.status == 0, "\(r.stdout)")
            let part = Self.traces(r)
            #expect(!part.isEmpty && part.count < everything.count)
            #expect(r.stdout.contains("(shard \(i)/3: \(part.count) of 143 traces)"))
            union += part
        }
        #expect(union.sorted() == everything.sorted())
        #expect(Set(union).count == union.count)
        let bad = try CLIRunner.run(["test", "--shard", "4/3", Self.generated])
        #expect(bad.status == 64)
    }

    @Test func parallelJobsPrintTheSameLinesInTheSameOrder() throws {
        let one = try CLIRunner.run(["test", "--jobs", "1", Self.generated])
        let four = try CLIRunner.run(["test", "--jobs", "4", Self.generated])
        #expect(one.status == 0 && four.status == 0)
        // Everything but the timing line.
        let strip = { (r: CLIRunner.Result) in r.lines.filter { !$0.hasPrefix("time: ") } }
        #expect(strip(one) == strip(four))
        #expect(Self.traces(one) == Self.traces(one).sorted())
        #expect(four.lines.last?.hasPrefix("time: ") == true && four.lines.last?.contains("on 4 threads; per trace: median") == true)
    }

    @Test func junitOutputValidatesAndCarriesTheDiff() throws {
        let dir = temp.appendingPathComponent("junit")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        _ = try trace("junit/pass.yaml", expected: ["{gesture: tap, fingers: 1}"])
        _ = try trace("junit/fail.yaml", expected: ["{gesture: tap, fingers: 3}"])
        _ = try trace("junit/typo.yaml", expected: ["{gesture: tap, fingerz: 3}"])
        try FileManager.default.copyItem(atPath: CLIRunner.trace("real/yaml/wetab.yaml"), toPath: dir.appendingPathComponent("none.yaml").path)
        let xml = temp.appendingPathComponent("junit.xml").path
        let r = try CLIRunner.run(["test", "--junit", xml, dir.path])
        #expect(r.status == 1)
        let text = try String(contentsOfFile: xml, encoding: .utf8)
        #expect(text.contains(#"tests="4" failures="1" errors="1" skipped="1""#), "\(text)")
        #expect(text.contains(#"<failure message="1 expectation not met" type="expectation">- expected[0] {gesture: tap, fingers: 3}: no match"#), "\(text)")
        #expect(text.contains("fingers: expected 3, got 1"))
        #expect(text.contains(#"<error message=""#) && text.contains("tactile.expected[0].fingerz: unknown key"))
        let check = try ChildProcess.run(["/usr/bin/python3", CLIRunner.repositoryRoot.appendingPathComponent("Tools/check-junit.py").path, xml])
        try #require(check.status != 77, "python3-xmlschema is missing: Tools/ensure-deps.sh test installs it")
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.contains("valid JUnit XML (4 test cases)"))
        // The validator can fail: a test case without its name.
        let broken = temp.appendingPathComponent("broken.xml").path
        try text.replacingOccurrences(of: "<testcase name=", with: "<testcase nam=").write(toFile: broken, atomically: true, encoding: .utf8)
        #expect(try ChildProcess.run(["/usr/bin/python3", CLIRunner.repositoryRoot.appendingPathComponent("Tools/check-junit.py").path, broken]).status == 1)
    }

    // MARK: Reports, baselines, A/B

    static var real: String { CLIRunner.repositoryRoot.appendingPathComponent("Traces/real/yaml").path }

    /// A recognizer set with pans at `panMillimetres` (nil: the default threshold).
    func panConfig(_ panMillimetres: Double?) throws -> String {
        let path = temp.appendingPathComponent("pan-\(panMillimetres.map { String($0) } ?? "default").yaml").path
        let pan = panMillimetres.map { "{kind: pan, minimumDistanceMillimetres: \($0)}" } ?? "{kind: pan}"
        try """
            gestures:
              recognizers: [{kind: tap}, {kind: doubleTap}, {kind: longPress}, \(pan), {kind: swipe}, {kind: pinch},
                            {kind: rotate}, {kind: edgeSwipe}]
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The standard set with one threshold changed: pans need 15 mm instead of the default.
    func slowPanConfig() throws -> String { try panConfig(15) }

    func standardConfig() throws -> String {
        let path = temp.appendingPathComponent("standard.yaml").path
        try "# the standard recognizer set\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theReportIsStableAndNeedsNoExpectations() throws {
        let one = temp.appendingPathComponent("one.json").path, two = temp.appendingPathComponent("two.json").path
        let a = try CLIRunner.run(["test", "--jobs", "1", "--report", one, Self.real])
        let b = try CLIRunner.run(["test", "--jobs", "3", "--report", two, Self.real])
        #expect(a.status == 0 && b.status == 0, "\(a.stdout) \(a.stderr)")
        let first = try Data(contentsOf: URL(fileURLWithPath: one))
        #expect(first == (try Data(contentsOf: URL(fileURLWithPath: two))))
        let report = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
        #expect(report["format"] as? String == "tactile-test-report")
        let traces = try #require(report["traces"] as? [[String: Any]])
        #expect(traces.map { $0["trace"] as! String } == traces.map { $0["trace"] as! String }.sorted())
        #expect(traces.count == 7)
        let taps = try #require(traces.first { ($0["trace"] as! String).hasSuffix("fast-taps.yaml") }?["gestures"] as? [[String: Any]])
        #expect(taps.count == 5) // nine taps on a panel of assumed size (no resolution): four double taps and a single
        #expect(taps.allSatisfy { $0["gesture"] as? String == "tap" && $0["phase"] as? String == "recognized" })
        // A tap is recognized at its lift (80-110 ms after the finger went down) or, when a
        // second tap may follow, later: never at its own touch-down.
        #expect(taps.allSatisfy { ($0["recognitionMs"] as? Double ?? 0) >= 70 }, "\(taps)")
        #expect(Set(taps.map { $0["recognizer"] as? String }) == ["tap", "doubleTap"])
        let pan = try #require(traces.first { ($0["trace"] as! String).hasSuffix("2-finger-scroll-down.yaml") }?["gestures"] as? [[String: Any]])
        #expect(pan.map { $0["phase"] as? String } == ["began", "ended"])
        #expect(pan[1]["dy"] as? Double ?? 0 < -400)
    }

    @Test func aBaselineCatchesAWorsenedConfigurationAndPassesAnUnchangedOne() throws {
        let baseline = temp.appendingPathComponent("baseline.json").path
        let write = try CLIRunner.run(["test", "--baseline", baseline, "--update-baseline", "--config", try panConfig(nil), Self.real])
        #expect(write.status == 0)
        #expect(write.stdout.contains("wrote \(baseline): 7 traces of this run, 7 in all"))
        let same = try CLIRunner.run(["test", "--baseline", baseline, "--config", try panConfig(nil), Self.real])
        #expect(same.status == 0, "\(same.stdout)")
        #expect(same.stdout.contains("7 passed, 0 failed"))
        let worse = try CLIRunner.run(["test", "--baseline", baseline, "--config", try slowPanConfig(), Self.real])
        #expect(worse.status == 1, "\(worse.stdout)")
        #expect(worse.stdout.contains("FAIL \(Self.real)/EP0430M09.2-finger-scroll-down.yaml"), "\(worse.stdout)")
        #expect(worse.stdout.contains("- baseline: pan began at +0.") && worse.stdout.contains("ms later (baseline"), "\(worse.stdout)")
        // Taps that must last under 60 ms: the fast taps are lost.
        let short = temp.appendingPathComponent("short.yaml").path
        try "gestures:\n  recognizers: [{kind: tap, maximumDurationMilliseconds: 60}, {kind: doubleTap}, {kind: pan}]\n"
            .write(toFile: short, atomically: true, encoding: .utf8)
        let lost = try CLIRunner.run(["test", "--baseline", baseline, "--config", short, Self.real])
        #expect(lost.status == 1)
        #expect(lost.stdout.contains("- baseline: lost: tap recognized at +"), "\(lost.stdout)")
        // A sharded update keeps the other shards' traces.
        let part = try CLIRunner.run(["test", "--baseline", baseline, "--update-baseline", "--shard", "1/2", "--config", try panConfig(nil), Self.real])
        #expect(part.status == 0)
        #expect(part.stdout.contains("in all") && part.stdout.contains(", 7 in all"), "\(part.stdout)")
    }

    @Test func compareShowsTheEffectOfOneThreshold() throws {
        let r = try CLIRunner.run(["compare", "--config", try panConfig(nil), "--config", try panConfig(15), Self.real])
        #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("gestures recognized (began or recognized events):"))
        #expect(r.lines.contains { $0.hasPrefix("pan ") }, "\(r.stdout)")
        #expect(r.stdout.contains("traces that changed from A to B"))
        #expect(r.stdout.contains("EP0430M09.2-finger-scroll-down.yaml"))
        #expect(r.stdout.contains("pan began at +0.") && r.stdout.contains("ms later"), "\(r.stdout)")
        #expect(r.stdout.contains("time to recognition (ms from the first finger down):"))
        // The taps do not change.
        #expect(!r.stdout.contains("fast-taps.yaml"), "\(r.stdout)")
        let same = try CLIRunner.run(["compare", "--config", try standardConfig(), "--config", try standardConfig(), Self.real])
        #expect(same.stdout.contains("no trace changed"), "\(same.stdout)")
        let once = try CLIRunner.run(["compare", "--config", try standardConfig(), Self.real])
        #expect(once.status == 64)
    }
}
