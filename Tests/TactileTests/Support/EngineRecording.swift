import Tactile
import TactileCore
import TactileGestures

/// Everything an ``Engine`` reported, in order, with the checks the fault tests share.
final class EngineRecording {
    private(set) var outputs: [EngineOutput] = []

    func receive(_ output: EngineOutput) { outputs.append(output) }

    /// An engine whose output lands here.
    func engine(gestures: GestureConfiguration? = .standard,
                screen: ScreenConfiguration = .default) throws -> Engine {
        try Engine(configuration: Engine.Configuration(screen: screen, gestures: gestures)) { [unowned self] in self.receive($0) }
    }

    var touchFrames: [TouchFrame] {
        outputs.compactMap { if case .frame(_, _, .touch(let f)) = $0 { return f }; return nil }
    }

    var gestures: [GestureEvent] {
        outputs.compactMap { if case .gesture(_, _, let e) = $0 { return e }; return nil }
    }

    /// Phases reported for one gesture kind, in order.
    func phases(_ kind: GestureKind) -> [GesturePhase] { gestures.filter { $0.kind == kind }.map(\.phase) }

    /// Index of the first output matching `predicate`, or nil.
    func index(where predicate: (EngineOutput) -> Bool) -> Int? { outputs.firstIndex(where: predicate) }

    /// Broken promises of the frame contract: each touch begins once, ends exactly once
    /// (`ended` or `cancelled`), is never reused, is in every frame while down; frame
    /// times never go back.
    func touchLifecycleProblems() -> [String] {
        var problems: [String] = []
        var down: Set<Int> = [], done: Set<Int> = []
        var last: Timestamp?
        for frame in touchFrames {
            if let last, frame.time < last { problems.append("frame at \(frame.time) before \(last)") }
            last = frame.time
            let ids = frame.touches.map(\.id)
            if Set(ids).count != ids.count { problems.append("an id twice in the frame at \(frame.time)") }
            for id in down where !ids.contains(id) { problems.append("touch \(id) missing from the frame at \(frame.time)") }
            for t in frame.touches {
                switch t.phase {
                case .began:
                    if done.contains(t.id) || !down.insert(t.id).inserted { problems.append("touch \(t.id) began again") }
                case .moved, .stationary:
                    if !down.contains(t.id) { problems.append("touch \(t.id) \(t.phase) while not down") }
                case .ended, .cancelled:
                    if down.remove(t.id) == nil { problems.append("touch \(t.id) \(t.phase) while not down") }
                    done.insert(t.id)
                }
            }
        }
        if !down.isEmpty { problems.append("touches still down: \(down.sorted())") }
        return problems
    }

    /// Continuous gestures that began and never ended or were cancelled, and events
    /// that break `began -> changed* -> ended|cancelled`.
    func gestureProblems() -> [String] {
        var problems: [String] = []
        var open: Set<Int> = []
        for case .gesture(let device, _, let e) in outputs {
            let r = device * 1000 + e.recognizer.index
            switch e.phase {
            case .began: if !open.insert(r).inserted { problems.append("\(e.kind) began twice") }
            case .changed: if !open.contains(r) { problems.append("\(e.kind) changed without began") }
            case .ended, .cancelled: if open.remove(r) == nil { problems.append("\(e.kind) \(e.phase) without began") }
            case .recognized: break
            }
        }
        if !open.isEmpty { problems.append("gestures still in progress: recognizers \(open.sorted())") }
        return problems
    }
}
