import Foundation
import Testing

/// A hovering pen drives the pointer engine (iPadOS pencil hover) through `tactile pointer`:
/// the generated pen trace hovers from (100, 60) to (140, 80) mm of a 294 x 165 mm display on
/// 1920 x 1080 (x 653...914 pt, y 392...523 pt), taps at 120 mm (784 pt) and hovers on, then
/// leaves proximity.
@Suite struct PenHoverPointerTests {
    /// `tactile pointer` on the generated trace with one element; its JSON lines.
    static func pointerLines(_ trace: String, element: String) throws -> [[String: Any]] {
        let layout = try PredictCommandTests.write(
            #"{"screen": {"width": 1920, "height": 1080}, "elements": ["# + element + "]}",
            "pen-layout-\(trace).json")
        defer { try? FileManager.default.removeItem(atPath: layout) }
        let r = try CLIRunner.run(["pointer", CLIRunner.trace("generated/\(trace)"), "--layout", layout])
        #expect(r.status == 0, "\(r.stderr)")
        return r.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The pointer enters and leaves a button on the path (the highlight), and the tap on it
    /// makes no press, click or release: the pen never clicks through the pointer.
    @Test(arguments: ["pen-hover-then-tap-60hz.yaml", "pen-hover-then-tap-240hz.yaml"])
    func hoverHighlightsAndTheTipNeverClicks(_ trace: String) throws {
        let lines = try Self.pointerLines(trace, element:
            #"{"id": "button", "x": 700, "y": 380, "width": 100, "height": 180, "effect": "highlight"}"#)
        let events = lines.compactMap { $0["event"] as? String }
        #expect(events.filter { $0 == "enter" }.count == 1, "\(events)")
        #expect(events.filter { $0 == "exit" }.count == 1, "\(events)")
        #expect(!events.contains { ["press", "release", "click", "drag_start"].contains($0) }, "\(events)")
        #expect(lines.contains { ($0["region"] as? String) == "button" && $0["event"] == nil }, "no update over the button")
    }

    /// Proximity out while the pen hovers over an element: the pointer leaves (iPadOS: the
    /// hover preview ends out of range): one exit at the pen's last frame, and the updates from
    /// then on say `"present":false` with no region; none said so before. (The element leaves
    /// out the pointer's starting place, the screen's centre, with its 24 pt hit padding, so the
    /// first hover enters it.)
    @Test(arguments: ["pen-hover-then-tap-60hz.yaml", "pen-hover-then-tap-240hz.yaml"])
    func proximityOutLeavesTheElement(_ trace: String) throws {
        let lines = try Self.pointerLines(trace, element:
            #"{"id": "canvas", "x": 600, "y": 300, "width": 400, "height": 200, "effect": "highlight"}"#)
        let events = lines.compactMap { $0["event"] as? String }
        #expect(events == ["enter", "exit"], "\(events)")
        let exitIndex = try #require(lines.firstIndex { ($0["event"] as? String) == "exit" })
        let before = lines[..<exitIndex], after = lines[(exitIndex + 1)...]
        #expect(!before.contains { $0["present"] != nil }, "present before the pen left")
        #expect(!after.isEmpty && after.allSatisfy { $0["event"] == nil && ($0["present"] as? Bool) == false && $0["region"] is NSNull },
                "\(after)")
        #expect(before.contains { ($0["region"] as? String) == "canvas" && $0["event"] == nil })
    }
}
