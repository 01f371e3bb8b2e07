import Foundation
import Testing
import TactileCore
@testable import TactileRender
import TactileTrace

/// Structure checks of the SVG of every real recording.
@Suite struct RealTraceRenderTests {
    static let names = RealTraces.names

    @Test func thereAreRealTraces() {
        #expect(Self.names.count >= 7, "expected the real recordings in \(RealTraces.directory.path)")
    }

    @Test(arguments: names) func isWellFormedSVG11(_ name: String) throws {
        let trace = try RealTraces.load(name)
        let svg = TraceRenderer.svg(for: trace, screen: .default, title: name)
        let parsed = ParsedSVG(svg)
        #expect(parsed.error == nil, "\(parsed.error ?? "")")
        let root = try #require(parsed.root)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["version"] == "1.1")
        let w = try #require(root.attributes["width"]), h = try #require(root.attributes["height"])
        #expect(root.attributes["viewBox"] == "0 0 \(w) \(h)")
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        // The title and the legend are there.
        #expect(parsed.all("text", class: "title").first?.text == name)
        #expect(parsed.all("g", class: "legend").count == 1)
    }

    @Test(arguments: names) func oneGroupWithOnePathAndMarkersPerTouch(_ name: String) throws {
        let trace = try RealTraces.load(name)
        let facts = try EngineFacts(trace: trace)
        let parsed = ParsedSVG(TraceRenderer.svg(for: trace, screen: .default))
        let touches = facts.touches[1] ?? []
        #expect(parsed.all("g", class: "touch").count == touches.count)
        #expect(parsed.all("path", class: "touch-path").count == touches.count)
        for touch in touches {
            let group = try #require(parsed.index(ofID: "touch-\(touch.id)"), "no group for touch \(touch.id)")
            let inside = parsed.descendants(of: group)
            #expect(inside.filter { $0.classes.contains("touch-path") }.count == 1)
            #expect(inside.filter { $0.classes.contains("start") }.count == 1)
            let endClass = touch.last == .cancelled ? "end-cancelled" : "end-ended"
            #expect(touch.last.isTerminal)
            #expect(inside.filter { $0.classes.contains(endClass) }.count == 1, "touch \(touch.id) ended \(touch.last)")
            #expect(inside.filter { $0.name == "title" }.first?.text.hasPrefix("touch \(touch.id):") == true)
        }
        // The id label near each start, in the touch's colour.
        let labels = parsed.all("text", class: "touch-label")
        #expect(labels.map(\.text) == touches.map { String($0.id) })
        let strokes = parsed.all("path", class: "touch-path").map { $0.attributes["stroke"] ?? "" }
        for (label, stroke) in zip(labels, strokes) { #expect(label.attributes["style"] == "fill:\(stroke)") }
        // One lifetime bar per touch in the time strip (these traces have at most 16 touches).
        #expect(parsed.all("rect", class: "lifetime").count == touches.count)
    }

    @Test(arguments: names) func touchStylesAreDistinct(_ name: String) throws {
        let parsed = ParsedSVG(TraceRenderer.svg(for: try RealTraces.load(name), screen: .default))
        let paths = parsed.all("path", class: "touch-path")
        let styles = paths.map { "\($0.attributes["stroke"] ?? "") \($0.attributes["stroke-dasharray"] ?? "solid")" }
        #expect(Set(styles).count == styles.count, "two touches drawn alike: \(styles)")
        let colours = paths.prefix(Palette.colours.count).map { $0.attributes["stroke"] ?? "" }
        #expect(Set(colours).count == colours.count, "the first seven touches must differ in colour: \(colours)")
    }

    @Test(arguments: names) func isDeterministic(_ name: String) throws {
        let a = TraceRenderer.svg(for: try RealTraces.load(name), screen: .default, title: name)
        let b = TraceRenderer.svg(for: try RealTraces.load(name), screen: .default, title: name)
        #expect(a == b)
    }

    @Test(arguments: names) func numbersAreRoundedToTenths(_ name: String) throws {
        let svg = TraceRenderer.svg(for: try RealTraces.load(name), screen: .default)
        let parsed = ParsedSVG(svg)
        let numeric = ["x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "width", "height"]
        for element in parsed.elements {
            for key in numeric {
                guard let value = element.attributes[key], value != "100%" else { continue }
                #expect(Self.isTenths(value), "\(element.name) \(key)=\(value)")
            }
            if let d = element.attributes["d"] {
                let numbers = d.split(whereSeparator: { "MLZ ".contains($0) })
                for n in numbers { #expect(Self.isTenths(String(n)), "d has \(n)") }
            }
        }
    }

    @Test func pointerTraceShowsPathClicksAndButtons() throws {
        let name = "Saitek_Cyborg_R.A.T.5_Mouse.yaml"
        let trace = try RealTraces.load(name)
        let facts = try EngineFacts(trace: trace)
        let presses = facts.presses[1] ?? []
        #expect(presses == ["left", "right", "left"])
        let parsed = ParsedSVG(TraceRenderer.svg(for: trace, screen: .default))
        #expect(parsed.all("path", class: "pointer-path").count == 1)
        let panel = try #require(parsed.index(ofID: "device-1"))
        #expect(parsed.descendants(of: panel).filter { $0.classes.contains("click") }.count == presses.count)
        #expect(parsed.all("text", class: "click-label").map(\.text) == presses)
        #expect(parsed.all("rect", class: "hold").count == presses.count)
        #expect(parsed.all("g", class: "pointer-panel").count == 1)
        #expect(parsed.all("g", class: "touch-panel").isEmpty)
        // Row labels of the time strip: motion, then each button used.
        let rows = parsed.all("text", class: "row").map(\.text)
        #expect(rows == ["motion", "left", "right"])
    }

    @Test func clusteredTapsGetAnEnlargedDetailAndStillOneGroupPerTouch() throws {
        let trace = try RealTraces.load("Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml")
        let parsed = ParsedSVG(TraceRenderer.svg(for: trace, screen: .default))
        #expect(parsed.all("rect", class: "detail").count == 1)
        #expect(parsed.all("path", class: "overview-path").count == 9)
        #expect(parsed.all("g", class: "touch").count == 9)
        // A spread-out trace is drawn whole.
        let scroll = ParsedSVG(TraceRenderer.svg(for: try RealTraces.load("EP0430M09.2-finger-scroll-down.yaml"), screen: .default))
        #expect(scroll.all("rect", class: "detail").isEmpty)
        #expect(scroll.all("rect", class: "screen").count == 1)
    }

    @Test func captionGivesTheSizeInMillimetresAndPoints() throws {
        let trace = try RealTraces.load("EP0430M09.2-finger-scroll-down.yaml")
        let screen = ScreenConfiguration(widthPixels: 2560, heightPixels: 1600, scale: 2,
                                         physicalWidthMillimetres: 300, physicalHeightMillimetres: 187.5)
        let parsed = ParsedSVG(TraceRenderer.svg(for: trace, screen: screen))
        let info = parsed.all("text", class: "info").map(\.text)
        #expect(info.contains { $0.hasPrefix("Screen 1280 × 800 pt (2560 × 1600 px at scale 2)") }, "\(info)")
        #expect(info.contains { $0.hasPrefix("Panel 300.0 × 187.5 mm") }, "\(info)")
        // The outline keeps the screen's proportions.
        let screenRect = try #require(parsed.all("rect", class: "screen").first)
        let w = try #require(Double(screenRect.attributes["width"] ?? "")), h = try #require(Double(screenRect.attributes["height"] ?? ""))
        #expect(abs(w / h - 1280.0 / 800.0) < 0.01)
    }

    static func isTenths(_ s: String) -> Bool {
        guard Double(s) != nil else { return false }
        guard let dot = s.firstIndex(of: ".") else { return true }
        return s.distance(from: dot, to: s.endIndex) == 2
    }
}
