import Testing
import TactileCore
import TactileRender
import TactileTrace

@Suite struct MultiDeviceRenderTests {
    static let names = ["EP0430M09.2-finger-scroll-down.yaml", "Saitek_Cyborg_R.A.T.5_Mouse.yaml",
                        "Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml"]

    @Test func onePanelPerDeviceStackedInTraceOrder() throws {
        let trace = try RealTraces.merged(Self.names)
        let facts = try EngineFacts(trace: trace)
        let svg = TraceRenderer.svg(for: trace, screen: .default, title: "three devices")
        keepForInspection(svg, as: "merged-three-devices")
        let parsed = ParsedSVG(svg)
        #expect(parsed.error == nil)
        let panels = parsed.all("g", class: "panel")
        #expect(panels.map { $0.attributes["id"] ?? "" } == ["device-1", "device-2", "device-3"])
        #expect(panels.map { $0.classes.contains("touch-panel") } == [true, false, true])
        // Stacked: each panel's header line lies below the previous one's.
        let tops = try panels.map { panel -> Double in
            let i = try #require(parsed.elements.firstIndex { $0.name == "g" && $0.attributes["id"] == panel.attributes["id"] })
            let line = try #require(parsed.descendants(of: i).first { $0.name == "line" })
            return try #require(Double(line.attributes["y1"] ?? ""))
        }
        #expect(tops == tops.sorted() && Set(tops).count == 3, "\(tops)")
        // Each touch sits in its own device's panel.
        for device in [1, 3] {
            let panel = try #require(parsed.index(ofID: "device-\(device)"))
            let groups = parsed.descendants(of: panel).filter { $0.classes.contains("touch") }
            #expect(groups.map { $0.attributes["id"] ?? "" } == (facts.touches[device] ?? []).map { "touch-\($0.id)" })
        }
        #expect(parsed.index(ofID: "pointer-2") != nil)
        let summary = parsed.all("text", class: "info").first?.text ?? ""
        #expect(summary.hasPrefix("3 devices · "), "\(summary)")
        #expect(summary.contains("11 touches"), "\(summary)")
    }

    @Test func mergedRenderingIsDeterministic() throws {
        let a = TraceRenderer.svg(for: try RealTraces.merged(Self.names), screen: .default)
        let b = TraceRenderer.svg(for: try RealTraces.merged(Self.names), screen: .default)
        #expect(a == b)
    }

    @Test func aTraceWithoutDevicesStillGivesAValidPicture() {
        let parsed = ParsedSVG(TraceRenderer.svg(for: Trace(devices: []), screen: .default))
        #expect(parsed.error == nil)
        #expect(parsed.all("g", class: "panel").isEmpty)
    }

    @Test func textIsEscaped() throws {
        var trace = try RealTraces.load("EP0430M09.2-fingers-touch-release.yaml")
        let hostile = "Panel <b>&\"quoted\" 'single'\u{1}</b>"
        trace.devices[0].description.name = hostile
        let svg = TraceRenderer.svg(for: trace, screen: .default, title: "a & b < c")
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("Panel &lt;b&gt;&amp;&quot;quoted&quot; &apos;single&apos;\u{FFFD}&lt;/b&gt;"))
        let parsed = ParsedSVG(svg)
        #expect(parsed.error == nil, "\(parsed.error ?? "")")
        #expect(parsed.all("text", class: "title").first?.text == "a & b < c")
        #expect(parsed.all("text", class: "heading").first?.text == "Panel <b>&\"quoted\" 'single'\u{FFFD}</b>")
    }
}
