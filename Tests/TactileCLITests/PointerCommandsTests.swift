import Foundation
import Testing

/// `tactile pointer` and `tactile predict` end to end.
@Suite struct PointerCommandsTests {
    static let mouse = CLIRunner.trace("real/yaml/Saitek_Cyborg_R.A.T.5_Mouse.yaml")
    static let layout = CLIRunner.trace("pointer/example-layout.json")

    static func lastPosition(_ args: [String]) throws -> String {
        let r = try CLIRunner.run(["pointer", mouse, "--layout", layout, "--no-magnetism"] + args)
        #expect(r.status == 0, "\(r.stderr)")
        let last = r.lines.last ?? ""
        // "x":..,"y":.. of the last update.
        guard let x = last.range(of: "\"x\":"), let v = last.range(of: ",\"visible\"") else { return last }
        return String(last[x.lowerBound..<v.lowerBound])
    }

    @Test func pointerProfilesChangeTheMotion() throws {
        let adaptive = try Self.lastPosition(["--profile", "adaptive"])
        #expect(try Self.lastPosition([]) == adaptive)  // adaptive is the default
        let flat = try Self.lastPosition(["--profile", "flat"])
        let custom = try Self.lastPosition(["--profile", "custom", "--custom-step", "1", "--custom-points", "0,2"])
        let averaged = try Self.lastPosition(["--velocity-averaging"])
        let lowDpi = try Self.lastPosition(["--dpi", "400"])
        #expect(Set([adaptive, flat, custom, averaged, lowDpi]).count == 5)
    }

    @Test func pointerRejectsBadProfiles() throws {
        for args in [["--profile", "bogus"], ["--profile", "custom"], ["--profile", "flat", "--custom-step", "1"],
                     ["--profile", "custom", "--custom-step", "1", "--custom-points", "0,x"]] {
            let r = try CLIRunner.run(["pointer", Self.mouse, "--layout", Self.layout] + args)
            #expect(r.status != 0, "\(args)")
            #expect(r.stderr.contains("--profile") || r.stderr.contains("--custom"), "\(args): \(r.stderr)")
        }
    }
}

@Suite struct PredictCommandTests {
    static func write(_ text: String, _ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-predict-\(UUID().uuidString)-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func predictReportsDurationAndDistanceKeys() throws {
        let r = try CLIRunner.run(["predict", CLIRunner.trace("pointer/synthetic-movements.csv"), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        for key in ["movements", "median_error", "baseline_median_error", "median_error_by_distance", "baseline_median_error_by_distance"] {
            #expect(object?[key] != nil, "\(key)")
        }
    }

    @Test func predictWithoutMovementsIsAnError() throws {
        let path = try Self.write("t_ms,x,y,buttons\n0,0,0,0\n10,5,5,0\n", "empty.csv")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try CLIRunner.run(["predict", path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("no movement"))
        #expect(!r.stdout.contains("0 0 0"))
    }

    @Test func predictNamesFileAndLine() throws {
        let path = try Self.write("t_ms,x,y,buttons\n0,0,0,0\n10,nope,5,0\n", "bad.csv")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try CLIRunner.run(["predict", path])
        #expect(r.status != 0)
        #expect(r.stderr.contains("bad.csv:3: x: expected a finite number"))
        let f = try CLIRunner.run(["predict", path, "--format", "fitts"])
        #expect(f.status != 0 && f.stderr.contains("--trials"))
        let g = try CLIRunner.run(["predict", path, "--format", "xml"])
        #expect(g.status != 0 && g.stderr.contains("--format"))
    }

    @Test func predictFittsFormPerDevice() throws {
        var csv = "t_ms,x,y,buttons\n"
        var jsonl = ""
        var t = 0
        for (k, target) in [300.0, 0, 300, 0].enumerated() {
            let from = k % 2 == 0 ? 0.0 : 300
            for i in 0...30 { csv += "\(t + 10 * i),\(from + (target - from) * Double(i) / 30),0,0\n" }
            t += 400
            csv += "\(t),\(target),0,1\n\(t + 50),\(target),0,0\n"
            t += 1500
            jsonl += #"{"user": 7, "device": "touchpad", "experiment": "x", "trial": \#(k), "target": [\#(target), 0], "radius": 20, "start": [\#(from), 0], "click": [\#(target), 0], "samples": 31}"# + "\n"
        }
        let path = try Self.write(csv, "tp.csv"), trials = try Self.write(jsonl, "trials.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: trials) }
        let r = try CLIRunner.run(["predict", "--format", "fitts", "--trials", trials, path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        #expect(object?["movements"] as? Int == 4)
        #expect(object?["target_movements"] as? Int == 4)
        let devices = object?["devices"] as? [String: Any]
        #expect((devices?["touchpad"] as? [String: Any])?["movements"] as? Int == 4)
    }
}
