import Foundation
import Testing

/// A hovering pen drives the pointer engine (iPadOS pencil hover) through `tactile pointer`:
/// the generated pen trace hovers across a highlight element, taps on it and hovers on: the
/// pointer enters and leaves the element (the highlight), and the tap makes no press, click or
/// release: the pen never clicks through the pointer.
@Suite struct PenHoverPointerTests {
    @Test(arguments: ["pen-hover-then-tap-60hz.yaml", "pen-hover-then-tap-240hz.yaml"])
    func hoverHighlightsAndTheTipNeverClicks(_ trace: String) throws {
        // The pen hovers from (100, 60) to (140, 80) mm of a 294 x 165 mm display on 1920 x 1080:
        // x 653...914 pt; the button spans x 700...800, where the tap (at 120 mm: 784 pt) lands.
        let layout = try PredictCommandTests.write(
            #"{"screen": {"width": 1920, "height": 1080}, "elements": [{"id": "button", "x": 700, "y": 380, "width": 100, "height": 180, "effect": "highlight"}]}"#,
            "pen-layout.json")
        defer { try? FileManager.default.removeItem(atPath: layout) }
        let r = try CLIRunner.run(["pointer", CLIRunner.trace("generated/\(trace)"), "--layout", layout])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let events = lines.compactMap { $0["event"] as? String }
        #expect(events.filter { $0 == "enter" }.count == 1, "\(events)")
        #expect(events.filter { $0 == "exit" }.count == 1, "\(events)")
        #expect(!events.contains { ["press", "release", "click", "drag_start"].contains($0) }, "\(events)")
        #expect(lines.contains { ($0["region"] as? String) == "button" && $0["event"] == nil }, "no update over the button")
    }
}
