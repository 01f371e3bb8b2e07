import Foundation
import Testing
import TactileCore
import TactileSynth
import TactileTrace

/// The files in Traces/generated are exactly what the generator produces, and they read
/// back through TraceReader to the same devices, events, screen and expectations.
@Suite("Generated corpus files")
struct CorpusFileTests {
    @Test func theCorpusHasAtLeastTwentyUniquelyNamedTraces() {
        #expect(Corpus.entries.count >= 20)
        #expect(Set(Corpus.entries.map(\.name)).count == Corpus.entries.count)
    }

    @Test(arguments: Corpus.entries)
    func theFileReadsBackToWhatTheGeneratorProduces(entry: CorpusEntry) throws {
        let path = generatedDirectory.appendingPathComponent(entry.fileName).path
        let onDisk = try TraceReader.read(path: path)
        let generated = entry.trace()
        #expect(onDisk.warnings.isEmpty)
        // One device; a pen display two (its pen node and its touch node).
        #expect(onDisk.devices.count == generated.devices.count)
        #expect(onDisk.devices.map(\.description) == generated.devices.map(\.description))
        #expect(onDisk.eventCount == generated.eventCount)
        #expect(onDisk.devices.map(\.events) == generated.devices.map(\.events))
        #expect(onDisk.metadata.screen == entry.screen)
        #expect(onDisk.metadata.expected == entry.expected)
        // Byte for byte: the file is up to date.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes == Data(try entry.yaml()), "\(entry.fileName) is stale: run tactile-tracegen --out Traces/generated")
    }

    @Test func theReadmeIsUpToDateAndListsEveryFile() throws {
        let readme = try String(contentsOf: generatedDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme == CorpusReadme.render(Corpus.entries))
        for entry in Corpus.entries { #expect(readme.contains("[\(entry.fileName)](\(entry.fileName))")) }
        #expect(readme.contains("absent: true"))
    }

    @Test func theDirectoryHoldsNoOtherTraces() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: generatedDirectory.path).filter { $0.hasSuffix(".yaml") }
        #expect(Set(files) == Set(Corpus.entries.map(\.fileName)))
    }

    @Test func everyGestureKindIsExpectedSomewhereAndEveryTouchTraceExpectsSomething() {
        let present = Set(Corpus.entries.flatMap(\.expected).filter { !Expect.isAbsent($0) }.compactMap(\.gesture))
        #expect(present == Set(ExpectedGestureKind.allCases.map(\.rawValue)))
        for entry in Corpus.entries {
            #expect(!entry.expected.isEmpty, "\(entry.name)")
            if entry.touchInput != nil {
                #expect(entry.expected.contains { !Expect.isAbsent($0) }, "\(entry.name) expects nothing positive")
            }
        }
    }

    @Test func expectationsUseOnlyTheSchemaVocabulary() {
        let gestures = Set(ExpectedGestureKind.allCases.map(\.rawValue))
        let phases = Set(ExpectedPhase.allCases.map(\.rawValue))
        let allowedKeys: Set = ["t", "gesture", "phase", "fingers", "x", "y", "taps", "direction", "edge", "dx", "dy",
                                "vx", "vy", "scale", "velocity", "rotation", "duration", Expect.absentKey,
                                "pointerType", "tool", "button"]
        for entry in Corpus.entries {
            for e in entry.expected {
                // A pen trace's counts (`tactile test` checks them against the pen frames).
                if e["pen"] != nil {
                    let penKeys: Set = ["pen", "strokes", "eraserStrokes", "proximityPeriods", "hoverPeriods", "maxPressure"]
                    for f in e.fields { #expect(penKeys.contains(f.key), "\(entry.name): \(f.key)") }
                    continue
                }
                #expect(e.gesture.map(gestures.contains) == true, "\(entry.name): \(e)")
                if let phase = e.phase { #expect(phases.contains(phase), "\(entry.name): \(e)") }
                if !Expect.isAbsent(e) { #expect(e.phase != nil, "\(entry.name): \(e)") }
                for f in e.fields { #expect(allowedKeys.contains(f.key), "\(entry.name): \(f.key)") }
                for key in e.tolerances.keys { #expect(e[key]?.doubleValue != nil, "\(entry.name): tolerance for \(key)") }
                if let d = e["direction"]?.stringValue { #expect(["up", "down", "left", "right"].contains(d)) }
                if let edge = e["edge"]?.stringValue { #expect(["top", "bottom", "left", "right"].contains(edge)) }
            }
        }
    }

    @Test func theConflictCasesOfTheGestureIssueAreCovered() {
        let names = Set(Corpus.entries.map(\.name))
        let required = [
            "tap-single", "tap-double", "tap-triple", "tap-two-finger", "tap-three-finger",
            "long-press", "long-press-fails-moving-pan", "pan-one-finger", "pan-two-finger",
            "swipe-up", "swipe-down", "swipe-left", "swipe-right", "swipe-three-finger-up",
            "pinch-out-isotropic", "pinch-in-isotropic", "pinch-out-anisotropic", "pinch-in-anisotropic",
            "pinch-out-resolution-zero", "pinch-in-resolution-zero", "rotate-cw-200", "rotate-ccw-200",
            "pinch-rotate-transform", "pinch-rotation-in-dead-zone", "pinch-no-two-finger-tap",
            "pan-slow-drag-no-swipe", "edge-swipe-left", "edge-swipe-right", "edge-swipe-top", "edge-swipe-bottom",
            "pinch-protocol-a", "transform-60hz", "transform-240hz", "mouse-400dpi", "mouse-1000dpi", "mouse-1600dpi",
            "tap-jitter", "long-press-jitter", "pinch-jitter", "pan-ends-finger-down",
        ]
        for name in required { #expect(names.contains(name), "missing \(name)") }
        // Decisive conflict facts.
        func absent(_ name: String, _ gesture: String) -> Bool {
            Corpus.entry(named: name)?.expected.contains { Expect.isAbsent($0) && $0.gesture == gesture } ?? false
        }
        #expect(absent("pinch-rotation-in-dead-zone", "rotate"))
        #expect(absent("pinch-no-two-finger-tap", "tap"))
        #expect(absent("long-press-fails-moving-pan", "longPress"))
        #expect(absent("pan-slow-drag-no-swipe", "swipe"))
        #expect(absent("tap-double", "tap"))
        #expect(absent("edge-swipe-left", "pan"))
    }

    @Test func entriesAreListedInTimeOrderEveryBeginningBeforeEveryEnd() {
        for entry in Corpus.entries {
            let positive = entry.expected.filter { !Expect.isAbsent($0) }
            // Within one finger set, every beginning comes before every end. The real-hand traces
            // change their finger set, so there a gesture can end before another begins (a long
            // press ends, then a pinch begins; a pinch ends and a second one begins).
            // Several touch sequences in one trace (edge-swipe-bottom-three-times, the web kiosk's
            // session) likewise.
            let changesFingerSet = Corpus.realHandPatterns.contains { entry.name.hasPrefix($0 + "-") }
                || ["edge-swipe-bottom-three-times", "web-kiosk-session"].contains(entry.name)
            let phases = positive.compactMap(\.phase)
            if !changesFingerSet, let lastStart = phases.lastIndex(where: { $0 == "began" || $0 == "recognized" }),
               let firstEnd = phases.firstIndex(where: { $0 == "ended" || $0 == "cancelled" }) {
                #expect(lastStart < firstEnd, "\(entry.name): \(phases)")
            }
            // Everywhere: the lifetimes of one gesture kind do not overlap (began ... ended, began ... ended).
            var open: [String: Bool] = [:]
            for e in positive {
                guard let g = e.gesture, let phase = e.phase else { continue }
                switch phase {
                case "began":
                    #expect(open[g] != true, "\(entry.name): \(g) begins again before it ended")
                    open[g] = true
                case "ended", "cancelled": open[g] = false
                default: break
                }
            }
            // Timed entries are in time order (within their tolerances).
            let timed = positive.compactMap { e in e.number("t").map { ($0, e.tolerances["t"] ?? 0) } }
            for (a, b) in zip(timed, timed.dropFirst()) {
                #expect(a.0 - a.1 <= b.0 + b.1, "\(entry.name): \(a.0) listed before \(b.0)")
            }
        }
    }

    @Test func rotationsCrossPlusMinusPi() throws {
        for name in ["rotate-cw-200", "rotate-ccw-200"] {
            let entry = try #require(Corpus.entry(named: name))
            let rotation = try #require(entry.expected.first { $0.gesture == "rotate" && $0.phase == "ended" }?.number("rotation"))
            #expect(abs(rotation) > .pi)
            #expect(abs(abs(rotation) - 200 * .pi / 180) < 1e-4)
        }
    }
}
