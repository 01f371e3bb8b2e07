#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactileGestures

/// One readable line per gesture event, for people (JSON is for programs).
enum GestureText {
    /// The finger count a line about `e` shows: at its end a gesture counts the most fingers
    /// it had (the summary's count, `GestureEvent.mostFingers`), before that the fingers down.
    static func fingers(_ e: GestureEvent) -> Int {
        e.phase == .ended || e.phase == .cancelled ? e.mostFingers : e.fingers
    }

    static func line(_ e: GestureEvent, origin: Timestamp? = nil) -> String {
        var s = seconds(e.time, origin: origin)
        s += "  "; s += e.kind.rawValue; s += " "; s += e.phase.rawValue
        if e.pointerType == .pen {
            s += "  "; s += e.pen?.tool.rawValue ?? "pen"   // a pen's tip (an eraser stroke says eraser)
        } else {
            let fingers = Self.fingers(e)
            s += "  "; s += String(fingers); s += fingers == 1 ? " finger" : " fingers"
        }
        s += "  at ("; s += fixed(e.location.x, 0); s += ", "; s += fixed(e.location.y, 0); s += ") pt"
        if let taps = e.taps { s += "  taps="; s += String(taps) }
        if let b = e.penButton, let name = PenButtons.named.first(where: { $0.0 == b })?.1 { s += "  button="; s += name }
        if let d = e.direction { s += "  direction="; s += d.rawValue }
        if let edge = e.edge { s += "  edge="; s += edge.rawValue }
        if let k = e.scale { s += "  scale="; s += fixed(k, 3) }
        if let r = e.rotation { s += "  rotation="; s += fixed(r * 180 / .pi, 1); s += "°" }
        if let t = e.translation, e.kind == .pan || e.kind == .edgeSwipe {
            s += "  moved=("; s += fixed(t.x, 0); s += ", "; s += fixed(t.y, 0); s += ") pt"
        }
        if let d = e.duration { s += "  held="; s += fixed(d.seconds, 2); s += " s" }
        return s
    }

    /// Seconds since `origin` (or absolute when there is none), e.g. `1.250s`.
    static func seconds(_ t: Timestamp, origin: Timestamp? = nil) -> String {
        fixed(t.seconds - (origin?.seconds ?? 0), 3) + "s"
    }

    /// `v` with `decimals` (0...6) digits after the point, like `%.*f` but without
    /// `String(format:)`'s cost (readable replay prints one line per event with --verbose).
    static func fixed(_ v: Double, _ decimals: Int) -> String {
        fixedPointText(v, decimals: decimals) ?? CFormat.string("%.*f", Int32(decimals), v)
    }
}
