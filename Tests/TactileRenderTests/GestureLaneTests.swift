import Testing
import TactileCore
import TactileGestures
import TactileRender
import TactileTrace

@Suite struct GestureLaneTests {
    static func t(_ seconds: Double) -> Timestamp { Timestamp(seconds: seconds) }

    @Test func collectorPairsBeganAndEnded() {
        var c = RenderedGestureCollector()
        c.add(name: "pan", phase: .began, key: 3, time: Self.t(0.1), fingers: 2)
        c.add(name: "tap", phase: .recognized, key: 0, time: Self.t(0.15))
        c.add(name: "pan", phase: .changed, key: 3, time: Self.t(0.2), fingers: 2, label: "Δ 0, 40 pt")
        c.add(name: "pinch", phase: .began, key: 5, time: Self.t(0.25))
        c.add(name: "pan", phase: .ended, key: 3, time: Self.t(0.4), fingers: 1)
        c.add(name: "pinch", phase: .cancelled, key: 5, time: Self.t(0.3))
        c.add(name: "rotate", phase: .began, key: 6, time: Self.t(0.5))
        let g = c.finished(at: Self.t(0.9))
        #expect(g.map(\.name) == ["pan", "tap", "pinch", "rotate"])
        #expect(g.map(\.outcome) == [.ended, .recognized, .cancelled, .unfinished])
        #expect(g[0].start == Self.t(0.1) && g[0].end == Self.t(0.4))
        #expect(g[0].label == "Δ 0, 40 pt")
        #expect(g[0].fingers == 2, "the most fingers seen, not the one left at the end")
        #expect(g[1].start == g[1].end)
        #expect(g[3].end == Self.t(0.9))
        #expect(c.problems.isEmpty)
    }

    @Test func collectorReportsImpossibleSequences() {
        var c = RenderedGestureCollector()
        c.add(name: "pan", phase: .ended, key: 1, time: Self.t(0.1))
        c.add(name: "pan", phase: "wobbled", key: 1, time: Self.t(0.2))
        c.add(name: "pan", phase: .began, key: 1, time: Self.t(0.3))
        c.add(name: "pan", phase: .began, key: 1, time: Self.t(0.4))
        #expect(c.problems.count == 3, "\(c.problems)")
        let g = c.finished(at: nil)
        #expect(g.map(\.outcome) == [.cancelled, .unfinished])
    }

    @Test func givenGesturesAppearInTheGesturesLane() throws {
        let trace = try RealTraces.load("EP0430M09.2-finger-scroll-down.yaml")
        let start = try #require(trace.devices[0].events.first?.time)
        let gestures = [
            RenderedGesture(name: "pan", start: start + Milliseconds(50), end: start + Milliseconds(700), outcome: .ended, fingers: 2),
            RenderedGesture(name: "pinch", start: start + Milliseconds(60), end: start + Milliseconds(200), outcome: .cancelled),
            RenderedGesture(name: "tap", start: start + Milliseconds(740), outcome: .recognized, fingers: 1, label: "2 taps"),
            RenderedGesture(name: "swipe", start: start + Milliseconds(100), outcome: .recognized, device: 7),  // another device: not shown
        ]
        let svg = TraceRenderer.svg(for: trace, screen: .default, gestures: gestures, title: "given gestures")
        keepForInspection(svg, as: "given-gestures")
        let parsed = ParsedSVG(svg)
        #expect(parsed.all("g", class: "gesture").count == 2)
        #expect(parsed.all("g", class: "gesture-marker").count == 1)
        let texts = parsed.all("text", class: "gesture-text").map(\.text)
        #expect(texts.sorted() == ["pan · 2 fingers", "pinch (cancelled)", "tap · 1 finger · 2 taps"])
        #expect(parsed.all("text", class: "row").map(\.text).filter { $0 == "gestures" }.count == 1)
        // Overlapping gestures go to separate rows: pan and pinch overlap in time.
        let rects = parsed.all("g", class: "gesture").compactMap { g -> Double? in
            let i = parsed.elements.firstIndex { $0.name == "g" && $0.classes.contains("gesture") && $0.text == g.text && $0.attributes == g.attributes }
            return i.flatMap { parsed.descendants(of: $0).first { $0.name == "rect" }?.attributes["y"] }.flatMap(Double.init)
        }
        #expect(Set(rects).count == 2, "\(rects)")
    }

    @Test func recognizedGesturesOfTheEngineAreDrawn() throws {
        let trace = try RealTraces.load("EP0430M09.2-finger-scroll-down.yaml")
        let recording = try TraceRecording.replay(trace, screen: .default, gestures: .standard)
        #expect(recording.gestureProblems.isEmpty, "\(recording.gestureProblems)")
        let gestures = recording.gestures
        #expect(!gestures.isEmpty, "two fingers dragged down: the standard recognizers should report something")
        let parsed = ParsedSVG(TraceRenderer.svg(for: recording))
        let drawn = parsed.all("g", class: "gesture").count + parsed.all("g", class: "gesture-marker").count
        #expect(drawn == gestures.count)
        for g in gestures { #expect(GestureConfiguration.standardNames.contains(g.name), "\(g.name)") }
        #expect(gestures.allSatisfy { $0.device == 1 })
    }
}
