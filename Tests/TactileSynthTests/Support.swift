import Foundation
import TactileCore
import TactileSynth
import TactileTrace

/// The repository root, found from this file's path (works through the sandbox symlinks,
/// which mirror the repository layout).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let generatedDirectory = repositoryRoot.appendingPathComponent("Traces/generated")

/// Every frame a trace's first device produces through Core's frame assembler,
/// with the trace's screen, plus the assembler afterwards.
func assemble(_ trace: Trace) -> (frames: [Frame], assembler: FrameAssembler) {
    let device = trace.devices[0]
    var assembler = FrameAssembler(device: device.description, screen: trace.metadata.screen ?? .default)
    var frames: [Frame] = []
    for event in device.events {
        if let frame = assembler.process(event) { frames.append(frame) }
    }
    return (frames, assembler)
}

func touchFrames(_ frames: [Frame]) -> [TouchFrame] {
    frames.compactMap { if case .touch(let f) = $0 { return f } else { return nil } }
}

func pointerFrames(_ frames: [Frame]) -> [PointerFrame] {
    frames.compactMap { if case .pointer(let f) = $0 { return f } else { return nil } }
}

/// What the fingers did between the first frame with `fingers` touches down and the last
/// frame before one of them lifts, measured on the panel (mm) and on the screen (pt).
struct GroupMotion {
    var initialSpan: Double
    var finalSpan: Double
    /// Sum of per-frame angle changes of the first-to-second finger vector (radians, not wrapped).
    var rotation: Double
    var centroidStartMillimetres: PhysicalPoint
    var centroidEndMillimetres: PhysicalPoint
    var centroidStartPoints: ScreenPoint
    var centroidEndPoints: ScreenPoint
    var scale: Double { finalSpan / initialSpan }
}

func measureGroup(_ frames: [TouchFrame], fingers: Int) -> GroupMotion? {
    var ids: [Int]?
    var motion: GroupMotion?
    var lastAngle = 0.0
    for frame in frames {
        let live = frame.touches.filter { !$0.phase.isTerminal }.sorted { $0.id < $1.id }
        if let group = ids {
            let touches = group.compactMap { id in live.first { $0.id == id } }
            guard touches.count == fingers, frame.touches.allSatisfy({ !$0.phase.isTerminal }) else { break }
            let g = geometry(touches)
            if fingers >= 2 {
                var d = g.angle - lastAngle
                while d > .pi { d -= 2 * .pi }
                while d < -.pi { d += 2 * .pi }
                motion!.rotation += d
                lastAngle = g.angle
            }
            motion!.finalSpan = g.span
            motion!.centroidEndMillimetres = g.centroid
            motion!.centroidEndPoints = g.centroidPoints
        } else if live.count == fingers {
            ids = live.map(\.id)
            let g = geometry(live)
            lastAngle = g.angle
            motion = GroupMotion(initialSpan: g.span, finalSpan: g.span, rotation: 0,
                                 centroidStartMillimetres: g.centroid, centroidEndMillimetres: g.centroid,
                                 centroidStartPoints: g.centroidPoints, centroidEndPoints: g.centroidPoints)
        }
    }
    return motion
}

/// Span (distance for two fingers, twice the mean distance to the centroid for more),
/// angle of the first-to-second vector, centroid.
func geometry(_ touches: [Touch]) -> (span: Double, angle: Double, centroid: PhysicalPoint, centroidPoints: ScreenPoint) {
    let n = Double(touches.count)
    let c = touches.reduce(PhysicalPoint.zero) { $0 + $1.physical } / n
    let cp = touches.reduce(ScreenPoint.zero) { $0 + $1.position } / n
    guard touches.count >= 2 else { return (0, 0, c, cp) }
    let v = touches[1].physical - touches[0].physical
    let span = touches.count == 2 ? v.length : 2 * touches.reduce(0) { $0 + ($1.physical - c).length } / n
    return (span, atan2(v.y, v.x), c, cp)
}

/// The frames of one event list, split at `SYN_REPORT` (the report included).
func evdevFrames(_ events: [InputEvent]) -> [[InputEvent]] {
    var frames: [[InputEvent]] = []
    var current: [InputEvent] = []
    for e in events {
        current.append(e)
        if e.type == EventType.syn && e.code == EventCode.synReport {
            frames.append(current)
            current = []
        }
    }
    if !current.isEmpty { frames.append(current) }
    return frames
}

extension CorpusEntry {
    var touchInput: (device: SyntheticTouchscreen, script: TouchScript, sampling: SamplingOptions)? {
        if case .touch(let d, let s, let o) = input { return (d, s, o) }
        return nil
    }
    var mouseInput: (device: SyntheticMouse, script: MouseScript)? {
        if case .mouse(let d, let s) = input { return (d, s) }
        return nil
    }
}

extension ExpectedGesture {
    var gesture: String? { self["gesture"]?.stringValue }
    var phase: String? { self["phase"]?.stringValue }
    func number(_ key: String) -> Double? { self[key]?.doubleValue }
}
