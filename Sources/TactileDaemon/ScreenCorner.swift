import TactileCore
import Tactile
import TactileSystem
import TactileGestures
import TactilePointer

/// A corner of the screen, for actions such as "long press in the top-right corner".
package enum ScreenCorner: String, Hashable, Sendable, CaseIterable {
    case topLeft, topRight, bottomLeft, bottomRight

    /// The square of `sizePoints` in this corner of `screen` (points, y down).
    package func rect(sizePoints: Double, in screen: ScreenRect) -> ScreenRect {
        let size = Swift.min(sizePoints, screen.width, screen.height)
        switch self {
        case .topLeft: return ScreenRect(x: screen.minX, y: screen.minY, width: size, height: size)
        case .topRight: return ScreenRect(x: screen.maxX - size, y: screen.minY, width: size, height: size)
        case .bottomLeft: return ScreenRect(x: screen.minX, y: screen.maxY - size, width: size, height: size)
        case .bottomRight: return ScreenRect(x: screen.maxX - size, y: screen.maxY - size, width: size, height: size)
        }
    }
}
