import TactileCore
import TactileGestures
import TactilePointer

/// Drives every recognizer (the standard set plus extras in a region) and the pointer
/// engine (with a layout) with the soak scripts, checking as it goes that gestures begin
/// and end in order, and measuring resident memory after a warm-up and at the end.
struct SoakRunner {
    struct Report: CustomStringConvertible {
        var touchFrames = 0, pointerFrames = 0, episodes = 0, clicks = 0
        var rssAfterWarmUpKB: Int?, rssAtEndKB: Int?
        /// Events per gesture kind (`tap`, `pan`...), all phases.
        var gestureEvents: [GestureKind: Int] = [:]
        var pointerOutputs = 0
        var problems: [String] = []

        var rssGrowthKB: Int? { rssAtEndKB.flatMap { end in rssAfterWarmUpKB.map { end - $0 } } }

        var description: String {
            let kinds = GestureKind.allCases.map { "\($0.rawValue) \(gestureEvents[$0, default: 0])" }.joined(separator: ", ")
            return "\(touchFrames) touch frames (\(episodes) episodes) + \(pointerFrames) pointer frames (\(clicks) clicks); "
                + "gesture events: \(kinds); pointer outputs \(pointerOutputs); "
                + "VmRSS after warm-up \(rssAfterWarmUpKB ?? -1) kB, at end \(rssAtEndKB ?? -1) kB, growth \(rssGrowthKB ?? -1) kB; "
                + "problems: \(problems.isEmpty ? "none" : problems.prefix(5).joined(separator: "; "))"
        }
    }

    static var configuration: GestureConfiguration {
        var c = GestureConfiguration.standard
        c.addRegion("panel", rect: ScreenRect(x: 1200, y: 600, width: 600, height: 400))
        c.add(.tap(TapConfiguration(taps: 3), name: "panelTripleTap", region: "panel"))
        c.add(.pan(PanConfiguration(minimumFingers: 2, maximumFingers: 10), name: "panelPan", region: "panel"))
        c.add(.pinch(name: "panelPinch", region: "panel"))
        c.add(.rotate(name: "panelRotate", region: "panel"))
        c.add(.swipe(SwipeConfiguration(fingers: 3), name: "panelSwipe", region: "panel"))
        c.relate("panelPinch", .transform, "panelRotate")
        // A map-like area runs the transform recognizer (pan, zoom, rotate as one gesture).
        c.addRegion("map", rect: ScreenRect(x: 0, y: 600, width: 600, height: 400))
        c.add(.transform(name: "mapTransform", region: "map"))
        c.add(.tap(name: "mapTap", region: "map"))
        // Not in the standard set: only panels with pressure have it (the script's firm presses).
        c.add(RecognizerConfiguration(.forcePress(ForcePressConfiguration())))
        return c
    }

    /// 40 elements in a grid: a toolbar group, bezeled and plain, lift and highlight, one text area.
    static let layout: PointerLayout = {
        var elements: [PointerElement] = []
        for i in 0..<40 {
            let x: Double = Double(i % 8) * 230 + 20
            let y: Double = Double(i / 8) * 210 + 20
            let width: Double = 120 + Double(i % 3) * 30
            let height: Double = 44 + Double(i % 4) * 20
            let effect: PointerEffect = i % 5 == 0 ? .lift : .highlight
            elements.append(PointerElement(id: ElementID("e\(i)"), frame: ScreenRect(x: x, y: y, width: width, height: height),
                                           cornerRadius: 8, isBezeled: i % 2 == 0, effect: effect,
                                           group: i < 8 ? "toolbar" : nil, isTextInput: i == 17, lineHeight: 20))
        }
        return PointerLayout(screenWidth: 1920, screenHeight: 1080, elements: elements)
    }()

    /// Runs `warmUp` frames of each kind, measures RSS, runs `frames` of each, finishes
    /// (fingers up, time runs out, buttons released), measures RSS again and checks that
    /// nothing is left in progress.
    static func run(frames: Int, warmUp: Int) throws -> Report {
        var report = Report()
        var gestures = try GestureEngine(configuration: configuration, screenBounds: ScreenRect(x: 0, y: 0, width: 1920, height: 1080))
        var pointer = PointerEngine(layout: layout)
        var touchScript = SoakTouchScript(seed: 0x7AC7_11E)
        var pointerScript = SoakPointerScript(seed: 0x5EED)
        var gestureOutput: [GestureEvent] = []
        var pointerOutput: [PointerOutput] = []
        gestureOutput.reserveCapacity(256)
        pointerOutput.reserveCapacity(256)
        var open: UInt64 = 0
        var counts = [Int](repeating: 0, count: GestureKind.allCases.count)

        func drainGestures() {
            for e in gestureOutput {
                counts[GestureKind.allCases.firstIndex(of: e.kind)!] += 1
                let bit: UInt64 = 1 << UInt64(e.recognizer.index)
                switch e.phase {
                case .began:
                    if open & bit != 0, report.problems.count < 20 { report.problems.append("\(e.kind) began twice at \(e.time)") }
                    open |= bit
                case .changed:
                    if open & bit == 0, report.problems.count < 20 { report.problems.append("\(e.kind) changed without began at \(e.time)") }
                case .ended, .cancelled:
                    if open & bit == 0, report.problems.count < 20 { report.problems.append("\(e.kind) \(e.phase) without began at \(e.time)") }
                    open &= ~bit
                case .recognized: break
                }
            }
            gestureOutput.removeAll(keepingCapacity: true)
        }

        func step() {
            gestures.process(touchScript.next(), into: &gestureOutput)
            drainGestures()
            pointer.process(pointerScript.next(), modifiers: [], into: &pointerOutput)
            report.pointerOutputs += pointerOutput.count
            pointerOutput.removeAll(keepingCapacity: true)
        }

        for _ in 0..<warmUp { step() }
        report.rssAfterWarmUpKB = ResidentMemory.kilobytes()
        for _ in 0..<frames { step() }
        // Finish the episode in progress, then let every timer run out.
        var extra = 0
        while !touchScript.isBetweenEpisodes && extra < 1_000 {
            gestures.process(touchScript.next(), into: &gestureOutput)
            drainGestures()
            extra += 1
        }
        var rounds = 0
        while let d = gestures.nextDeadline, rounds < 1_000 {
            gestures.advance(to: d, into: &gestureOutput)
            drainGestures()
            rounds += 1
        }
        gestures.advance(to: Timestamp(microseconds: touchScript.time + 10_000_000), into: &gestureOutput)
        drainGestures()
        if let release = pointerScript.finish() { pointer.process(release, modifiers: [], into: &pointerOutput) }
        pointer.advance(to: Timestamp(microseconds: pointerScript.time + 10_000_000), into: &pointerOutput)
        report.pointerOutputs += pointerOutput.count
        pointerOutput.removeAll(keepingCapacity: true)
        report.rssAtEndKB = ResidentMemory.kilobytes()

        report.touchFrames = warmUp + frames + extra
        report.pointerFrames = warmUp + frames
        report.episodes = touchScript.episodes
        report.clicks = pointerScript.clicks
        for (i, kind) in GestureKind.allCases.enumerated() { report.gestureEvents[kind] = counts[i] }
        if open != 0 { report.problems.append("gestures still in progress: mask \(String(open, radix: 2))") }
        for i in gestures.configuration.recognizers.indices where gestures.state(of: RecognizerID(i)).isActive {
            report.problems.append("\(gestures.name(of: RecognizerID(i))) stuck in \(gestures.state(of: RecognizerID(i)))")
        }
        if let d = gestures.nextDeadline { report.problems.append("gesture deadline still pending at \(d)") }
        if let d = pointer.nextDeadline { report.problems.append("pointer deadline still pending at \(d)") }
        gestures.cancelAll(at: Timestamp(microseconds: touchScript.time + 20_000_000), into: &gestureOutput)
        drainGestures()
        for i in gestures.configuration.recognizers.indices where gestures.state(of: RecognizerID(i)) != .possible {
            report.problems.append("\(gestures.name(of: RecognizerID(i))) is \(gestures.state(of: RecognizerID(i))) after cancelAll")
        }
        return report
    }
}
