import Tactile
import Testing
import TactileCore
import TactileRender
import TactileTrace

/// Cases the real recordings do not cover: many touches, cancelled touches.
@Suite struct SyntheticRenderTests {
    static let panel = DeviceDescription(
        name: "Synthetic panel", properties: [EventCode.propDirect],
        absInfo: [EventCode.absMTSlot: AbsInfo(minimum: 0, maximum: 9),
                  EventCode.absMTPositionX: AbsInfo(minimum: 0, maximum: 1919, resolution: 8),
                  EventCode.absMTPositionY: AbsInfo(minimum: 0, maximum: 1079, resolution: 8)])

    /// `count` one-frame-apart touches moving right; every fifth is cancelled.
    static func recording(touches count: Int) -> TraceRecording {
        var recording = TraceRecording(trace: Trace(devices: [TraceDevice(description: panel)]), screen: .default)
        for i in 0..<count {
            let id = 1_000_001 + i
            let t = Int64(i) * 100_000
            let x = 100 + Double(i % 10) * 150, y = 100 + Double(i / 10) * 300
            func frame(_ dt: Int64, _ phase: TouchPhase, _ dx: Double) -> EngineOutput {
                .frame(device: 1, name: panel.name, .touch(TouchFrame(time: Timestamp(microseconds: t + dt), touches: [
                    Touch(id: id, phase: phase, position: ScreenPoint(x: x + dx, y: y), physical: .zero)])))
            }
            recording.record(frame(0, .began, 0))
            recording.record(frame(30_000, .moved, 40))
            recording.record(frame(60_000, i % 5 == 4 ? .cancelled : .ended, 80))
        }
        return recording
    }

    @Test func manyTouchesShareTimeStripRowsAndKeepDistinctStyles() throws {
        let svg = TraceRenderer.svg(for: Self.recording(touches: 20), title: "20 synthetic touches")
        keepForInspection(svg, as: "synthetic-20-touches")
        let parsed = ParsedSVG(svg)
        #expect(parsed.error == nil)
        #expect(parsed.all("g", class: "touch").count == 20)
        #expect(parsed.all("rect", class: "lifetime").count == 20)
        // Touches never overlap in time here, so they pack into few rows under one label.
        #expect(parsed.all("text", class: "row").map(\.text) == ["touches"])
        let styles = parsed.all("path", class: "touch-path").map { "\($0.attributes["stroke"] ?? "") \($0.attributes["stroke-dasharray"] ?? "-")" }
        #expect(Set(styles).count == 20)
    }

    @Test func cancelledTouchesEndWithACross() throws {
        let parsed = ParsedSVG(TraceRenderer.svg(for: Self.recording(touches: 10)))
        #expect(parsed.all(class: "end-cancelled").count == 2 + 1, "two touches plus the legend")
        #expect(parsed.all("circle", class: "end-ended").count == 8 + 1)
        let cancelled = try #require(parsed.index(ofID: "touch-1000005"))
        #expect(parsed.descendants(of: cancelled).contains { $0.classes.contains("end-cancelled") })
    }

    @Test func resolutionGivesThePanelSize() {
        let parsed = ParsedSVG(TraceRenderer.svg(for: Self.recording(touches: 1)))
        // 1919 / 8 and 1079 / 8 units per mm.
        #expect(parsed.all("text", class: "info").contains { $0.text == "Panel 239.9 × 134.9 mm, from the axis resolution" })
    }
}
