import Foundation
import Testing
import Tactile
import TactileCore
import TactileGestures
import TactileTrace

/// `Engine.Configuration.outputs`: leaving frames out changes what is delivered, never
/// what the stages do (`tactile replay` and `tactile demo` run this way).
@Suite("Engine: output kinds")
struct EngineOutputKindsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every delivered output of a replay as a comparable line; frames as "frame <time>".
    static func replay(_ file: String, outputs: EngineOutputKinds) throws -> (lines: [String], firstFrame: Timestamp?) {
        let trace = try TraceReader.read(path: root.appendingPathComponent("Traces/\(file)").path)
        var lines: [String] = []
        let engine = try Engine(configuration: Engine.Configuration(gestures: .standard, outputs: outputs)) { out in
            switch out {
            case .deviceAdded(let id, let name, _): lines.append("added \(id) \(name)")
            case .deviceRemoved(let id, let name, _): lines.append("removed \(id) \(name)")
            case .frame(let id, _, let f): lines.append("frame \(id) \(f.time.microseconds)")
            case .pointer(let p): lines.append("pointer \(p)")
            case .gesture(let id, _, let e): lines.append("gesture \(id) \(e)")
            case .elementTap(let t): lines.append("elementTap \(t)")
            }
        }
        TraceReplay(trace: trace).run(into: engine)
        return (lines, engine.firstFrameTime)
    }

    static let traces = ["real/yaml/EP0430M09.2-finger-scroll-down.yaml", "real/yaml/wetab.yaml",
                         "real/yaml/Atmel_maXTouch_Touchscreen.1-finger-fast-taps.yaml",
                         "real/yaml/Saitek_Cyborg_R.A.T.5_Mouse.yaml"]

    @Test(arguments: traces)
    func withoutFramesEverythingElseIsIdentical(_ file: String) throws {
        let all = try Self.replay(file, outputs: .all)
        let noFrames = try Self.replay(file, outputs: .allButFrames)
        #expect(all.lines.contains { $0.hasPrefix("frame ") })
        #expect(!noFrames.lines.contains { $0.hasPrefix("frame ") })
        #expect(noFrames.lines == all.lines.filter { !$0.hasPrefix("frame ") })
        // The first frame's time is known whether or not frames are delivered.
        let firstDelivered = all.lines.first { $0.hasPrefix("frame ") }.map { Int64($0.split(separator: " ")[2])! }
        #expect(all.firstFrame?.microseconds == firstDelivered)
        #expect(noFrames.firstFrame == all.firstFrame)
    }

    @Test func eachKindCanBeLeftOut() throws {
        let file = "real/yaml/EP0430M09.2-finger-scroll-down.yaml"
        let all = try Self.replay(file, outputs: .all).lines
        #expect(all.contains { $0.hasPrefix("gesture ") } && all.contains { $0.hasPrefix("added ") })
        let gesturesOnly = try Self.replay(file, outputs: [.gestures]).lines
        #expect(gesturesOnly == all.filter { $0.hasPrefix("gesture ") })
        let devicesOnly = try Self.replay(file, outputs: [.devices]).lines
        #expect(devicesOnly == all.filter { $0.hasPrefix("added ") || $0.hasPrefix("removed ") })
        #expect(try Self.replay(file, outputs: []).lines.isEmpty)
    }

    @Test func noFrameMeansNoFirstFrameTime() throws {
        let engine = try Engine(configuration: Engine.Configuration(outputs: .allButFrames))
        engine.advance(to: Timestamp(microseconds: 5_000))
        #expect(engine.firstFrameTime == nil)
    }
}
