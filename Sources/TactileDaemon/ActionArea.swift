import TactileCore
import Tactile
import TactileSystem
import TactileGestures
import TactilePointer

/// Where on the screen a gesture must be for an action to fire: a rectangle in
/// points, or a named corner whose size is in points.
package enum ActionArea: Hashable, Sendable {
    case rect(ScreenRect)
    case corner(ScreenCorner, sizePoints: Double)

    /// The rectangle on a screen of `bounds` (points).
    package func rect(in bounds: ScreenRect) -> ScreenRect {
        switch self {
        case .rect(let r): return r
        case .corner(let corner, let size): return corner.rect(sizePoints: size, in: bounds)
        }
    }

    /// Closed containment: a finger clamped onto the screen's last row or column
    /// (x == width) is still in a right or bottom corner.
    static func contains(_ rect: ScreenRect, _ p: ScreenPoint) -> Bool {
        p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY
    }
}
