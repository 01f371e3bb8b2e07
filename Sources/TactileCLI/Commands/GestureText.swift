import Foundation
import TactileCore
import TactileGestures

/// One readable line per gesture event, for people (JSON is for programs).
enum GestureText {
    static func line(_ e: GestureEvent, origin: Timestamp? = nil) -> String {
        var parts = ["\(seconds(e.time, origin: origin))  \(e.kind.rawValue) \(e.phase.rawValue)",
                     "\(e.fingers) finger\(e.fingers == 1 ? "" : "s")",
                     String(format: "at (%.0f, %.0f) pt", e.location.x, e.location.y)]
        if let taps = e.taps { parts.append("taps=\(taps)") }
        if let d = e.direction { parts.append("direction=\(d.rawValue)") }
        if let edge = e.edge { parts.append("edge=\(edge.rawValue)") }
        if let s = e.scale { parts.append(String(format: "scale=%.3f", s)) }
        if let r = e.rotation { parts.append(String(format: "rotation=%.1f°", r * 180 / .pi)) }
        if let t = e.translation, e.kind == .pan || e.kind == .edgeSwipe { parts.append(String(format: "moved=(%.0f, %.0f) pt", t.x, t.y)) }
        if let d = e.duration { parts.append(String(format: "held=%.2f s", d.seconds)) }
        return parts.joined(separator: "  ")
    }

    /// Seconds since `origin` (or absolute when there is none).
    static func seconds(_ t: Timestamp, origin: Timestamp? = nil) -> String {
        String(format: "%.3fs", t.seconds - (origin?.seconds ?? 0))
    }
}
