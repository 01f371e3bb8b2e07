import Foundation
import Testing
import TactileCore
import TactileSynth
import TactileTrace

/// Replays generated traces through Core's frame assembler and measures the fingers in
/// millimetres (`Touch.physical`): validates the generator's physical-space math,
/// independent of any recognizer.
@Suite("Ground truth through the frame assembler")
struct GroundTruthTests {
    static let transforms = Corpus.entries.filter { $0.groundTruth.scale != nil || $0.groundTruth.rotationRadians != nil }

    @Test func theCorpusHasTransformsOnEveryKindOfPanel() {
        let devices = Set(Self.transforms.compactMap { $0.touchInput?.device.name })
        #expect(devices.isSuperset(of: [SyntheticTouchscreen.isotropic.name, SyntheticTouchscreen.anisotropic.name,
                                        SyntheticTouchscreen.resolutionZero.name, SyntheticTouchscreen.protocolA.name]))
    }

    @Test(arguments: transforms)
    func spanRatioAndRotationMatchTheNominalValues(entry: CorpusEntry) throws {
        let truth = entry.groundTruth
        let fingers = try #require(truth.fingers)
        let scaleTolerance = entry.expected.first { $0.gesture == "pinch" && $0.phase == "ended" }?.tolerances["scale"]
            ?? (truth.scale ?? 1) * Expect.scaleRelativeTolerance
        // The file itself: single noisy samples at touch-down and at the lift, within the stated tolerances.
        let motion = try #require(measureGroup(touchFrames(assemble(entry.trace()).frames), fingers: fingers))
        check(motion, truth, entry.name, scaleTolerance: scaleTolerance, rotationTolerance: Expect.rotationToleranceRadians,
              translationTolerance: 0.5)
        // Without noise only quantisation to device units is left (up to 0.16 degrees on a 35 mm span of
        // 0.1 mm units): it uses at most half of each tolerance, so the generator's geometry is exact.
        var clean = entry
        if case .touch(let device, let script, var sampling) = entry.input {
            sampling.positionJitterMillimetres = 0
            sampling.timingJitterMilliseconds = 0
            clean.input = .touch(device: device, script: script, sampling: sampling)
        }
        let exact = try #require(measureGroup(touchFrames(assemble(clean.trace()).frames), fingers: fingers))
        check(exact, truth, entry.name + " without noise", scaleTolerance: scaleTolerance / 2,
              rotationTolerance: Expect.rotationToleranceRadians / 2, translationTolerance: 0.1)
    }

    private func check(_ motion: GroupMotion, _ truth: GroundTruth, _ name: String,
                       scaleTolerance: Double, rotationTolerance: Double, translationTolerance: Double) {
        if let scale = truth.scale {
            #expect(abs(motion.scale - scale) <= scaleTolerance, "\(name): scale \(motion.scale), nominal \(scale)")
        }
        if let rotation = truth.rotationRadians {
            #expect(abs(motion.rotation - rotation) <= rotationTolerance,
                    "\(name): rotation \(motion.rotation * 180 / .pi) degrees, nominal \(rotation * 180 / .pi)")
        }
        if let translation = truth.translation {
            let moved = motion.centroidEndMillimetres - motion.centroidStartMillimetres
            #expect((moved - translation).length <= translationTolerance, "\(name): moved \(moved), nominal \(translation)")
        }
    }

    @Test(arguments: ["rotate-anisotropic-cw-90", "rotate-resolution-zero-ccw-120"])
    func geometryInDeviceUnitsOrPointsWouldBeWrong(name: String) throws {
        // The point of measuring in mm: on these panels the same motion measured in
        // points (or raw units) gives a different angle.
        let entry = try #require(Corpus.entry(named: name))
        let frames = touchFrames(assemble(entry.trace()).frames)
        let pairs = frames.filter { $0.touches.count == 2 && $0.touches.allSatisfy { !$0.phase.isTerminal } }
        let first = try #require(pairs.first), last = try #require(pairs.last)
        func angle(_ f: TouchFrame, _ p: (Touch) -> (Double, Double)) -> Double {
            let a = p(f.touches[0]), b = p(f.touches[1])
            return atan2(b.1 - a.1, b.0 - a.0)
        }
        let mm = angle(last, { ($0.physical.x, $0.physical.y) }) - angle(first, { ($0.physical.x, $0.physical.y) })
        let pt = angle(last, { ($0.position.x, $0.position.y) }) - angle(first, { ($0.position.x, $0.position.y) })
        let raw = angle(last, { ($0.raw.x, $0.raw.y) }) - angle(first, { ($0.raw.x, $0.raw.y) })
        #expect(abs(mm - pt) > 0.1 || abs(mm - raw) > 0.1, "mm \(mm), pt \(pt), raw \(raw)")
    }

    /// A finger tap with a position (a pen tap's position is the pen's, not a finger group's).
    static func isFingerTap(_ e: ExpectedGesture) -> Bool {
        e.gesture == "tap" && e.number("x") != nil && e["pointerType"]?.stringValue != "pen"
    }

    @Test(arguments: Corpus.entries.filter { $0.expected.contains(where: isFingerTap) })
    func tapPositionsAreWhereTheFingersLanded(entry: CorpusEntry) throws {
        let taps = entry.expected.filter(Self.isFingerTap)
        let frames = touchFrames(assemble(entry.trace()).frames)
        for tap in taps {
            let fingers = Int(try #require(tap.number("fingers")))
            let (x, y) = (try #require(tap.number("x")), try #require(tap.number("y")))
            let tolerance = try #require(tap.tolerances["x"])
            // Every contact group of the trace with the tap's finger count, measured when all its fingers are down.
            var groups: [ScreenPoint] = []
            for frame in frames {
                let began = frame.touches.filter { $0.phase == .began }
                let live = frame.touches.filter { !$0.phase.isTerminal }
                if !began.isEmpty && live.count == fingers {
                    groups.append(live.reduce(ScreenPoint.zero) { $0 + $1.position } / Double(fingers))
                }
            }
            #expect(!groups.isEmpty)
            func near(_ g: ScreenPoint) -> Bool { abs(g.x - x) <= tolerance && abs(g.y - y) <= tolerance }
            if taps.count == 1 {
                // One tap (or a double tap at one place): every landing is there.
                for g in groups { #expect(near(g), "\(entry.name): landed at \(g), expected (\(x), \(y))") }
            } else {
                // Taps at several places (the web kiosk's buttons): each is where some fingers landed.
                #expect(groups.contains(where: near), "\(entry.name): no landing at (\(x), \(y)) among \(groups)")
            }
        }
    }

    /// One touchscreen's frames (a pen display's resting palm is rejected only beside its pen: not here).
    @Test(arguments: Corpus.entries.filter { $0.touchInput != nil && $0.expected.contains { $0.gesture == "pan" && $0.number("dx") != nil } })
    func panTranslationsAreTheCentroidsDisplacementInPoints(entry: CorpusEntry) throws {
        let pan = try #require(entry.expected.first { $0.gesture == "pan" && $0.number("dx") != nil })
        let fingers = Int(try #require(pan.number("fingers")))
        let motion = try #require(measureGroup(touchFrames(assemble(entry.trace()).frames), fingers: fingers))
        let moved = motion.centroidEndPoints - motion.centroidStartPoints
        let tolerance = try #require(pan.tolerances["dx"])
        #expect(abs(moved.x - pan.number("dx")!) <= tolerance / 2, "\(entry.name): \(moved)")
        #expect(abs(moved.y - pan.number("dy")!) <= tolerance / 2, "\(entry.name): \(moved)")
    }

    @Test func sixtyAndTwoHundredFortyHertzGiveTheSameValues() throws {
        let a = try #require(Corpus.entry(named: "transform-60hz")), b = try #require(Corpus.entry(named: "transform-240hz"))
        #expect(a.expected == b.expected)
        let ma = try #require(measureGroup(touchFrames(assemble(a.trace()).frames), fingers: 2))
        let mb = try #require(measureGroup(touchFrames(assemble(b.trace()).frames), fingers: 2))
        #expect(abs(ma.scale - mb.scale) < 0.01)
        #expect(abs(ma.rotation - mb.rotation) < Expect.rotationToleranceRadians)
        // Four times the scans.
        let fa = touchFrames(assemble(a.trace()).frames).count, fb = touchFrames(assemble(b.trace()).frames).count
        #expect(abs(Double(fb) / Double(fa) - 4) < 0.1)
    }
}
