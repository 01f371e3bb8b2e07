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

/// Every button, the wheel and a drag of the generated mice (Traces/generated/mouse-*.yaml,
/// TactileSynth's kernel-like events: left, right, double and middle clicks, 3 wheel detents
/// down, 2 right on the 1600 DPI mouse, a 20 mm drag) through `tactile pointer`.
@Suite struct PointerButtonsEndToEndTests {
    static func events(_ trace: String) throws -> [[String: Any]] {
        let layout = try PredictCommandTests.write(
            #"{"screen": {"width": 1920, "height": 1080}, "elements": [{"id": "desk", "x": 0, "y": 0, "width": 1920, "height": 1080}]}"#,
            "desk.json")
        defer { try? FileManager.default.removeItem(atPath: layout) }
        let r = try CLIRunner.run(["pointer", CLIRunner.trace("generated/\(trace)"), "--layout", layout])
        #expect(r.status == 0, "\(r.stderr)")
        return r.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .filter { $0["event"] != nil }
    }

    @Test(arguments: ["mouse-400dpi.yaml", "mouse-1000dpi.yaml", "mouse-1600dpi.yaml"])
    func buttonsWheelAndDrag(_ trace: String) throws {
        let events = try Self.events(trace)
        func of(_ kind: String) -> [[String: Any]] { events.filter { $0["event"] as? String == kind } }
        #expect(of("click").map { $0["button"] as? String ?? "" } == ["left", "right", "left", "left", "middle"])
        #expect(of("click").allSatisfy { $0["region"] as? String == "desk" })
        #expect(of("press").count == 6 && of("release").count == 6)
        // 120 per detent whether the mouse sends REL_WHEEL only or both axes (never twice).
        let wheel = of("scroll").map { $0["wheel"] as? [String: Int] ?? [:] }
        #expect(wheel.reduce(0) { $0 + ($1["vertical"] ?? 0) } == -360)
        #expect(wheel.reduce(0) { $0 + ($1["horizontal"] ?? 0) } == (trace == "mouse-1600dpi.yaml" ? 240 : 0))
        if trace == "mouse-400dpi.yaml" { #expect(wheel.map { $0["vertical"] ?? 0 } == [-120, -120, -120]) }
        #expect(of("scroll").allSatisfy { $0["region"] as? String == "desk" })
        #expect(of("drag_start").count == 1 && of("drag_end").count == 1 && of("drag").count >= 3)
        #expect((of("drag_start") + of("drag") + of("drag_end")).allSatisfy { $0["region"] as? String == "desk" && $0["button"] as? String == "left" })
    }
}

/// QEMU's USB tablet (Traces/devices/qemu-usb-tablet.yaml: ABS_X/ABS_Y 0...32767, three
/// buttons, a wheel; classified as a mouse with absolute motion) through `tactile pointer`:
/// the pointer is exactly where the tablet points on the layout's screen, with no
/// acceleration, and its right click and wheel act on the element there.
@Suite struct AbsolutePointerEndToEndTests {
    @Test func aVMTabletMovesThePointerExactlyWhereItPoints() throws {
        let description = try String(contentsOfFile: CLIRunner.trace("devices/qemu-usb-tablet.yaml"), encoding: .utf8)
            .components(separatedBy: "  events: []")[0]
        // (x, y) in tablet units at 10 ms steps, then a right click and a wheel detent at the last one.
        let positions: [(Int, Int)] = [(0, 0), (16384, 16384), (32767, 32767), (8192, 24576), (24576, 8192)]
        var events = "  events:\n"
        var t = 0
        func frame(_ lines: [String]) {
            t += 10_000
            events += "  - evdev:\n" + lines.map { "    - [\(t / 1_000_000), \(t % 1_000_000), \($0)]\n" }.joined()
                + "    - [\(t / 1_000_000), \(t % 1_000_000), 0, 0, 0]\n"
        }
        for (x, y) in positions { frame(["3, 0, \(x)", "3, 1, \(y)"]) }
        frame(["1, 273, 1"]); frame(["1, 273, 0"]); frame(["2, 8, -1"])
        let trace = try PredictCommandTests.write(description + events, "tablet.yaml")
        let layout = try PredictCommandTests.write(
            #"{"screen": {"width": 1280, "height": 800}, "elements": [{"id": "menu", "x": 900, "y": 150, "width": 100, "height": 100}]}"#,
            "tablet-layout.json")
        defer { try? FileManager.default.removeItem(atPath: trace); try? FileManager.default.removeItem(atPath: layout) }
        let r = try CLIRunner.run(["pointer", trace, "--layout", layout, "--no-magnetism"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let updates = lines.filter { $0["visible"] != nil }.map { [$0["x"] as? Double ?? -1, $0["y"] as? Double ?? -1] }
        let expected = positions.map { [Double($0.0) / 32767 * 1280, Double($0.1) / 32767 * 800] }
        #expect(updates.count >= positions.count)
        for (got, want) in zip(updates.prefix(positions.count), expected) {
            #expect(abs(got[0] - want[0]) < 0.01 && abs(got[1] - want[1]) < 0.01, "\(got) vs \(want)")
        }
        let events2 = lines.filter { $0["event"] != nil }
        #expect(events2.contains { $0["event"] as? String == "click" && $0["button"] as? String == "right" && $0["region"] as? String == "menu" })
        #expect(events2.contains { $0["event"] as? String == "scroll" && ($0["wheel"] as? [String: Int])?["vertical"] == -120 })
    }
}
