#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tactile
import TactileCore

/// Turns engine output into a short timeline a person can read: touches that
/// began and ended, and a summary per device.
final class DemoTimeline {
    private let json: Bool
    private var writer = JSONLineWriter()
    private var frames = 0
    private var touches = Set<Int>()
    private var maxSimultaneous = 0
    private var first: Timestamp?
    private var last: Timestamp?
    private var starts: [Int: ScreenPoint] = [:]

    init(json: Bool) { self.json = json }

    private var gestures: [String: Int] = [:]

    func record(_ output: EngineOutput) {
        if case .gesture(_, _, let event) = output {
            if json {
                writer.reset(); event.write(to: &writer); Console.line(writer.line)
            } else if event.phase != .changed {
                Console.line("         " + GestureText.line(event, origin: first))
            }
            // Counted once, at its end, with the most fingers it had (GestureText.fingers), as replay's summary.
            if event.phase == .recognized || event.phase == .ended || event.phase == .cancelled {
                gestures["\(GestureText.fingers(event))-finger \(event.kind.rawValue)", default: 0] += 1
            }
            return
        }
        guard case .frame(_, let name, let frame) = output else { return }
        if json {
            FrameJSON.write(frame, device: name, into: &writer)
            Console.line(writer.line)
        }
        frames += 1
        if first == nil { first = frame.time }
        last = frame.time
        guard case .touch(let f) = frame else { return }
        maxSimultaneous = max(maxSimultaneous, f.touches.filter { !$0.phase.isTerminal }.count)
        for t in f.touches {
            touches.insert(t.id)
            let when = CFormat.string("%7.3fs", f.time.seconds - first!.seconds)
            switch t.phase {
            case .began:
                starts[t.id] = t.position
                if !json { Console.line("\(when)  finger \(t.id % 1_000_000) down at \(Self.point(t.position))") }
            case .ended, .cancelled:
                let from = starts[t.id] ?? t.position
                let moved = t.position.distance(to: from)
                if !json {
                    Console.line("\(when)  finger \(t.id % 1_000_000) \(t.phase == .ended ? "up" : "cancelled") at \(Self.point(t.position)), moved \(CFormat.string("%.0f", moved)) pt")
                }
            case .moved, .stationary:
                break
            }
        }
    }

    func finish(diagnostics: [String: AssemblerDiagnostics]) {
        guard !json else { return }
        let duration = (last?.seconds ?? 0) - (first?.seconds ?? 0)
        Console.line(CFormat.string("Saw %ld frames over %.2f s: %ld touches, at most %ld at once.", frames, duration, touches.count, maxSimultaneous))
        let recognized = gestures.sorted { $0.key < $1.key }.map { "\($0.value) x \($0.key)" }
        Console.line("Recognized: " + (recognized.isEmpty ? "nothing" : recognized.joined(separator: ", ")))
        for (name, d) in diagnostics.sorted(by: { $0.key < $1.key }) where !d.isClean {
            Console.line("  \(name): coped with \(d.summary)")
        }
    }

    private static func point(_ p: ScreenPoint) -> String { CFormat.string("(%.0f, %.0f) pt", p.x, p.y) }
}
