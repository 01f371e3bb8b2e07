import Testing
import TactileCore
@testable import TactileRender

@Suite struct BuildingBlockTests {
    @Test func numbersRoundToTenths() {
        #expect(SVGDocument.number(12.34) == "12.3")
        #expect(SVGDocument.number(12.35) == "12.4")
        #expect(SVGDocument.number(-0.04) == "0")
        #expect(SVGDocument.number(-1.25) == "-1.3")
        #expect(SVGDocument.number(3) == "3")
        #expect(SVGDocument.number(.nan) == "0")
        #expect(SVGDocument.number(.infinity) == "0")
        #expect(SVGDocument.number(1e300) == "100000000000000")
    }

    @Test func escapingCoversMarkupQuotesAndControls() {
        #expect(SVGDocument.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;")
        #expect(SVGDocument.escape("x\u{0}y\u{1B}z\tw") == "x\u{FFFD}y\u{FFFD}z\tw")
        #expect(SVGDocument.escape("mm² · Δ") == "mm² · Δ")
    }

    @Test func emptyAttributesAreLeftOut() {
        var doc = SVGDocument()
        doc.element("path", ["d": "M0 0", "stroke-dasharray": ""])
        let svg = doc.finish(width: 10, height: 20)
        #expect(svg.contains("<path d=\"M0 0\"/>"))
        #expect(svg.contains("width=\"10\" height=\"20\" viewBox=\"0 0 10 20\""))
    }

    @Test func pathDataDropsPointsThatRoundTogether() {
        var d = SVGPathData()
        d.line(x: 1, y: 1)
        d.line(x: 1.01, y: 1.04)
        d.line(x: 2, y: 1)
        #expect(d.text == "M1 1 L2 1")
        #expect(d.pointCount == 2)
    }

    @Test func timeAxisPicksRoundTicks() {
        let short = TimeAxis(duration: 0.755, left: 0, right: 100)
        #expect(short.ticks().map(\.label) == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"])
        let long = TimeAxis(duration: 14.667, left: 0, right: 100)
        #expect(long.ticks().map(\.label) == ["0", "2", "4", "6", "8", "10", "12", "14"])
        let tiny = TimeAxis(duration: 0, left: 0, right: 100)
        #expect(tiny.duration == 0.1)
        #expect(short.x(-1) == 0 && short.x(10) == 100)
    }

    @Test func labelsAroundOnePointDoNotOverlap() {
        var placer = LabelPlacer(bounds: .init(x: 0, y: 0, width: 400, height: 400))
        var boxes: [LabelPlacer.Box] = []
        for _ in 0..<10 {
            let p = placer.place(nearX: 200, y: 200, width: 50, height: 13, distance: 10)
            let left = p.anchor == .end ? p.x - 50 : p.x
            boxes.append(.init(x: left, y: p.y - 13 * 0.8, width: 50, height: 13))
        }
        for i in boxes.indices { for j in boxes.indices where i < j { #expect(!boxes[i].overlaps(boxes[j]), "\(i) \(j)") } }
    }

    @Test func lanePackerSharesRowsOnlyWithoutOverlap() {
        var packer = LanePacker(gap: 2)
        #expect(packer.row(start: 0, end: 10) == 0)
        #expect(packer.row(start: 5, end: 20) == 1)
        #expect(packer.row(start: 13, end: 30) == 0)
        #expect(packer.row(start: 21, end: 25) == 2)
        #expect(packer.rowCount == 3)
    }

    @Test func paletteCyclesWithDashes() {
        let n = Palette.colours.count
        #expect(Set(Palette.colours).count == n)
        #expect(Palette.style(at: 0).dash == nil)
        #expect(Palette.style(at: n).colour == Palette.style(at: 0).colour)
        #expect(Palette.style(at: n) != Palette.style(at: 0))
        #expect(!Palette.colours.contains("#F0E442"), "Okabe-Ito yellow is unreadable on white")
    }

    @Test func pointerCollectorIntegratesMotionAndButtons() {
        var c = PointerPathCollector()
        c.add(PointerFrame(time: Timestamp(microseconds: 0), dx: 5, dy: -2))
        c.add(PointerFrame(time: Timestamp(microseconds: 10), dx: 1, dy: 1, buttons: .left, pressed: .left))
        c.add(PointerFrame(time: Timestamp(microseconds: 20), dx: 2, buttons: .left))
        c.add(PointerFrame(time: Timestamp(microseconds: 30), buttons: [], released: .left))
        // Pressed and released between two reports.
        c.add(PointerFrame(time: Timestamp(microseconds: 40), buttons: [], pressed: .right, released: .right))
        c.add(PointerFrame(time: Timestamp(microseconds: 50), buttons: .middle, pressed: .middle, wheel: WheelDelta(vertical: -1)))
        let path = c.finishedPath
        #expect(path.samples.map(\.position) == [DevicePoint(x: 5, y: -2), DevicePoint(x: 6, y: -1), DevicePoint(x: 8, y: -1),
                                                 DevicePoint(x: 8, y: -1), DevicePoint(x: 8, y: -1), DevicePoint(x: 8, y: -1)])
        #expect(path.clicks.map(\.button) == ["left", "right", "middle"])
        #expect(path.clicks[0].position == DevicePoint(x: 6, y: -1))
        #expect(path.holds.map(\.button) == ["left", "right", "middle"])
        #expect(path.holds.map(\.released) == [true, true, false])
        #expect(path.holds[0].end == Timestamp(microseconds: 30))
        #expect(path.holds[1].start == path.holds[1].end)
        #expect(path.wheel.count == 1)
    }

    @Test func touchCollectorKeepsOrderAndTerminalPhase() {
        func touch(_ id: Int, _ phase: TouchPhase, _ x: Double) -> Touch {
            Touch(id: id, phase: phase, position: ScreenPoint(x: x, y: 0), physical: .zero)
        }
        var c = TouchPathCollector()
        c.add(TouchFrame(time: Timestamp(microseconds: 0), touches: [touch(7, .began, 1)]))
        c.add(TouchFrame(time: Timestamp(microseconds: 1), touches: [touch(7, .moved, 2), touch(8, .began, 5)]))
        c.add(TouchFrame(time: Timestamp(microseconds: 2), touches: [touch(7, .ended, 2), touch(8, .cancelled, 6)]))
        #expect(c.paths.map(\.id) == [7, 8])
        #expect(c.paths.map(\.terminalPhase) == [.ended, .cancelled])
        #expect(c.paths[0].positions.map(\.x) == [1, 2, 2])
        #expect(c.paths[1].began == Timestamp(microseconds: 1))
        #expect(c.frameCount == 3)
    }
}
