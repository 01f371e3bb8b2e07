import Foundation
import Testing
import TactileCore
import TactileSynth
import TactileTrace

/// The generator's real-hand capabilities (settle, wobble, skewed strokes, landing on a
/// moving hand, lifting and landing again) and the real-hand corpus built with them.
@Suite("Real hands")
struct RealHandsTests {
    static let entries = Corpus.entries.filter { e in Corpus.realHandPatterns.contains { e.name.hasPrefix($0 + "-") } }

    static func entries(of pattern: String) -> [CorpusEntry] {
        entries.filter { e in ["isotropic", "anisotropic", "resolution-zero"].contains { e.name.hasPrefix("\(pattern)-\($0)-") } }
    }

    // MARK: - Coverage

    @Test(arguments: Corpus.realHandPatterns)
    func everyPatternRunsOnTheIsotropicPanelAtBothRatesWithTheSameValues(pattern: String) throws {
        let a = try #require(Corpus.entry(named: "\(pattern)-isotropic-60hz"))
        let b = try #require(Corpus.entry(named: "\(pattern)-isotropic-240hz"))
        #expect(a.expected == b.expected)
        #expect(a.groundTruth == b.groundTruth)
        #expect(a.touchInput?.script == b.touchInput?.script, "the script does not depend on the rate")
        // And on the two other panel kinds.
        let panels = Set(Self.entries(of: pattern).compactMap { $0.touchInput?.device.name })
        #expect(panels == [SyntheticTouchscreen.isotropic.name, SyntheticTouchscreen.anisotropic.name,
                           SyntheticTouchscreen.resolutionZero.name], "\(pattern): \(panels)")
    }

    @Test func thePatternsCoverEveryPanelKindAtBothRates() {
        var combinations = Set<String>()
        for e in Self.entries {
            guard let (device, _, sampling) = e.touchInput else { continue }
            combinations.insert("\(device.name) @ \(sampling.rateHertz)")
        }
        for d in [SyntheticTouchscreen.isotropic, .anisotropic, .resolutionZero] {
            for rate in [60.0, 240.0] { #expect(combinations.contains("\(d.name) @ \(rate)"), "\(d.name) @ \(rate)") }
        }
        // The settle-and-hold pattern (the resolution-0 case of the issue) on every panel at both rates.
        #expect(Self.entries(of: "settle-hold-two-fingers").count == 6)
        #expect(Self.entries.count == 62)
    }

    @Test func landingsThatStartAMeasurementFallOnScansOfBothRates() throws {
        // Where a scale or rotation is measured from the moment a finger set formed, 60 and
        // 240 Hz must see that moment at the same instant.
        for pattern in ["staggered-pinch", "resting-pinch", "resting-pivot-rotate", "resting-two-finger-drag",
                        "lift-reland-pinch", "settle-hold-two-fingers", "transform-1-2-3-1"] {
            for entry in Self.entries(of: pattern) {
                let script = try #require(entry.touchInput?.script)
                for c in script.contacts {
                    let scans = c.down * 60
                    #expect(abs(scans - scans.rounded()) < 1e-6, "\(entry.name): a finger lands at \(c.down) s")
                }
            }
        }
    }

    @Test func theRealHandTracesAreDeterministic() throws {
        for entry in Self.entries { #expect(try entry.yaml() == entry.yaml(), "\(entry.name)") }
    }

    // MARK: - Generator capabilities

    @Test func aFingertipSettlesFastestAtTouchDownAndThenRests() {
        let path = ContactPath(down: 0.2, at: PhysicalPoint(x: 100, y: 50)).settling(by: PhysicalPoint(x: 0, y: 2.5), duration: 0.1)
        #expect(path.position(at: 0.2) == PhysicalPoint(x: 100, y: 50))
        #expect(abs(path.position(at: 0.3).y - 52.5) < 1e-12)
        #expect(abs(path.position(at: 0.9).y - 52.5) < 1e-12)
        // Ease-out: 70 % of the way after a third of the time; never backwards.
        #expect(abs(path.position(at: 0.2 + 0.1 / 3).y - 50 - 2.5 * (1 - pow(2.0 / 3, 3))) < 1e-9)
        var last = 50.0
        for k in 0...100 {
            let y = path.position(at: 0.2 + Double(k) / 1000).y
            #expect(y >= last - 1e-12)
            last = y
        }
        // Later movements start from the settled position.
        let moved = path.moving(to: PhysicalPoint(x: 120, y: 52.5), start: 0.4, duration: 0.2)
        #expect(moved.position(at: 0.4) == PhysicalPoint(x: 100, y: 52.5))
    }

    @Test func wobbleIsSmoothSeededAndStartsAtTheLanding() {
        let w = Wobble(rms: Millimetres(0.08), seed: 7)
        #expect(w == Wobble(rms: Millimetres(0.08), seed: 7))
        #expect(w != Wobble(rms: Millimetres(0.08), seed: 8))
        let path = ContactPath(down: 0.3, at: PhysicalPoint(x: 10, y: 20)).wobbling(w)
        #expect(path.position(at: 0.3) == PhysicalPoint(x: 10, y: 20), "the finger lands where the script says")
        // RMS over 20 s near the requested value; never beyond the bound.
        var sx = 0.0, sy = 0.0
        let n = 20_000
        for k in 0..<n {
            let o = w.offset(at: Double(k) / 1000)
            sx += o.x * o.x; sy += o.y * o.y
            #expect(abs(o.x) <= w.bound + 1e-12 && abs(o.y) <= w.bound + 1e-12)
        }
        #expect(abs((sx / Double(n)).squareRoot() - 0.08) < 0.02)
        #expect(abs((sy / Double(n)).squareRoot() - 0.08) < 0.02)
        // Smooth: under 20 mm/s anywhere (a tremor, not noise).
        for k in 0..<2000 {
            let t = Double(k) / 1000
            #expect((path.position(at: 0.3 + t + 0.001) - path.position(at: 0.3 + t)).length < 0.02)
        }
    }

    @Test(arguments: [0.1, 0.2, 0.5, 0.75])
    func skewedStrokesCoverTheDistanceAndPeakWhereTold(peak: Double) {
        let p = MotionProfile.skewedBell(peakFraction: peak)
        #expect(p.position(0) == 0 && abs(p.position(1) - 1) < 1e-12)
        var best = (tau: 0.0, v: 0.0), integral = 0.0, last = 0.0
        let n = 10_000
        for k in 0...n {
            let tau = Double(k) / Double(n)
            let v = p.velocity(tau)
            if v > best.v { best = (tau, v) }
            if k > 0 { integral += v / Double(n) }
            #expect(p.position(tau) >= last - 1e-12)
            last = p.position(tau)
        }
        #expect(abs(best.tau - peak) < 0.001, "peak at \(best.tau)")
        #expect(abs(best.v - p.peakVelocity) < 1e-3)
        #expect(abs(integral - 1) < 1e-3)
        // The velocity is the derivative of the position.
        let tau = 0.37, h = 1e-6
        #expect(abs((p.position(tau + h) - p.position(tau - h)) / (2 * h) - p.velocity(tau)) < 1e-4)
    }

    @Test func fingersLandingOnAMovingHandJoinItWithoutAJump() {
        let offsets = [PhysicalPoint(x: -20, y: 0), PhysicalPoint(x: 0, y: 0), PhysicalPoint(x: 20, y: 0)]
        let paths = TouchScript.formation(centre: PhysicalPoint(x: 100, y: 100), offsets: offsets,
                                          landings: [0, 0.05, 0.1], down: 0.1, translation: PhysicalPoint(x: 0, y: -40),
                                          start: 0.1, duration: 0.4)
        for (i, path) in paths.enumerated() {
            #expect(abs(path.down - (0.1 + 0.05 * Double(i))) < 1e-12)
            // Every finger keeps its place in the formation from its landing on.
            for k in 0...50 {
                let t = path.down + Double(k) / 100
                let d = path.position(at: t) - paths[0].position(at: t)
                #expect(abs(d.x - 20 * Double(i)) < 1e-9 && abs(d.y) < 1e-9)
            }
        }
        // The late finger lands where the moving hand has taken its place: above its starting row.
        #expect(paths[2].start.y < 100 - 1)
        #expect(abs(paths[2].end.y - 60) < 1e-9)
    }

    @Test func aLiftedFingerLandsAgainAsANewContact() {
        let stay = ContactPath(down: 0.1, at: PhysicalPoint(x: 100, y: 100), up: 1.0)
        let first = ContactPath(down: 0.12, at: PhysicalPoint(x: 140, y: 100), up: 0.5)
        let again = first.relanding(after: 0.2, at: PhysicalPoint(x: 145, y: 100), up: 0.9)
        #expect(again.down == 0.7 && again.up == 0.9)
        let script = TouchScript(contacts: [stay, first, again])
        let events = TouchTraceSynthesizer(device: .isotropic, options: SamplingOptions(seed: 1)).events(for: script)
        #expect(protocolBViolations(events, slots: 10).isEmpty)
        let ids = events.filter { $0.type == EventType.abs && $0.code == EventCode.absMTTrackingID }.map(\.value)
        // Finger 1 keeps id 0 throughout; finger 2 is id 1, then after the lift a new id 2 in the same slot.
        #expect(ids == [0, 1, -1, 2, -1, -1])
    }

    // MARK: - Expected values against the frames

    /// Phases of constant finger sets, each measured from its first to its last frame:
    /// span ratio and rotation as the recognizers measure them (mm).
    func phases(_ frames: [TouchFrame]) -> [(ids: [Int], scale: Double, rotation: Double)] {
        var out: [(ids: [Int], scale: Double, rotation: Double)] = []
        var ids: [Int] = []
        var firstSpan = 0.0, lastSpan = 0.0, rotation = 0.0, lastAngles: [Double] = []
        func flush() { if ids.count >= 2 { out.append((ids, lastSpan / firstSpan, rotation)) } }
        for frame in frames {
            let live = frame.touches.filter { !$0.phase.isTerminal }.sorted { $0.id < $1.id }
            let now = live.map(\.id)
            let complete = frame.touches.allSatisfy { !$0.phase.isTerminal }
            let g = geometry(live)
            let c = live.reduce(PhysicalPoint.zero) { $0 + $1.physical } / Double(Swift.max(1, live.count))
            let angles = live.count == 2 ? [g.angle] : live.map { atan2($0.physical.y - c.y, $0.physical.x - c.x) }
            if now != ids || !complete {
                if now != ids { flush() }
                ids = complete ? now : []
                firstSpan = g.span; lastSpan = g.span; rotation = 0; lastAngles = angles
                continue
            }
            var sum = 0.0
            for (a, b) in zip(lastAngles, angles) {
                var d = b - a
                while d > .pi { d -= 2 * .pi }
                while d < -.pi { d += 2 * .pi }
                sum += d
            }
            rotation += sum / Double(angles.count)
            lastAngles = angles
            lastSpan = g.span
        }
        flush()
        return out
    }

    func noiseFree(_ entry: CorpusEntry) -> CorpusEntry {
        var clean = entry
        if case .touch(let device, let script, var sampling) = entry.input {
            sampling.positionJitterMillimetres = 0
            clean.input = .touch(device: device, script: script, sampling: sampling)
        }
        return clean
    }

    @Test(arguments: entries(of: "lift-reland-pinch"))
    func bothPinchesOfTheLiftAndRelandTraceEndAtTheirScales(entry: CorpusEntry) throws {
        let expected = entry.expected.filter { $0.gesture == "pinch" && $0.phase == "ended" }
        #expect(expected.count == 2)
        let pairs = phases(touchFrames(assemble(noiseFree(entry).trace()).frames))
        #expect(pairs.count == 2, "\(entry.name): \(pairs.map(\.ids))")
        for (pair, e) in zip(pairs, expected) {
            let scale = try #require(e.number("scale")), tolerance = try #require(e.tolerances["scale"])
            #expect(abs(pair.scale - scale) <= tolerance / 2, "\(entry.name): \(pair.scale) vs \(scale)")
        }
    }

    @Test(arguments: entries(of: "transform-1-2-3-1"))
    func theTransformsCumulativeValuesAreTheProductAndSumOverItsFingerSets(entry: CorpusEntry) throws {
        let ended = try #require(entry.expected.first { $0.gesture == "transform" && $0.phase == "ended" })
        let sets = phases(touchFrames(assemble(noiseFree(entry).trace()).frames))
        #expect(sets.map(\.ids.count) == [2, 3], "\(entry.name): \(sets.map(\.ids))")
        let scale = sets.reduce(1) { $0 * $1.scale }, rotation = sets.reduce(0) { $0 + $1.rotation }
        #expect(abs(scale - ended.number("scale")!) <= ended.tolerances["scale"]! / 4, "\(entry.name): \(scale)")
        #expect(abs(rotation - ended.number("rotation")!) <= ended.tolerances["rotation"]! / 4, "\(entry.name): \(rotation)")
        #expect(abs(scale - 1.5) < 0.015 && abs(rotation - .pi / 6) < 0.5 * .pi / 180, "nominal 1.5 and 30 degrees")
    }

    @Test(arguments: entries(of: "settle-hold-two-fingers"))
    func settlingAloneMovesTheFingersByMillimetresNotMore(entry: CorpusEntry) throws {
        // The settle is what the trace is about: visible, but under every usual threshold.
        let truth = entry.groundTruth
        let scale = try #require(truth.scale), rotation = try #require(truth.rotationRadians)
        let moved = try #require(truth.translation)
        #expect(abs(scale - 1) > 0.02 && abs(scale - 1) < 0.06, "\(scale)")
        #expect(abs(rotation) < 5 * .pi / 180)
        #expect(moved.length > 1 && moved.length < 3, "\(moved)")
    }

    @Test(arguments: entries(of: "brisk-drag-no-swipe") + entries(of: "fling-swipe"))
    func briskDragsStopBeforeTheLiftAndFlingsLiftWhileFast(entry: CorpusEntry) throws {
        let path = try #require(entry.touchInput?.script.contacts.first)
        let up = try #require(path.up)
        func speed(_ t: Double) -> Double { (path.position(at: t) - path.position(at: t - 0.01)).length / 0.01 }
        let peakEarly = (1...100).map { speed(path.down + Double($0) / 1000) }.max() ?? 0
        if entry.name.hasPrefix("brisk") {
            #expect(peakEarly > 200, "brisk start: \(peakEarly) mm/s in the first 100 ms")
            #expect(speed(up - 0.001) < 5, "at rest at the lift")
            #expect(path.lastMotionEnd <= up - 0.1 + 1e-9)
        } else {
            #expect(speed(up - 0.001) >= 300, "still fast at the lift: \(speed(up - 0.001)) mm/s")
        }
    }
}
