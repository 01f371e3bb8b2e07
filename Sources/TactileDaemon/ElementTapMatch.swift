import Tactile
import TactileCore
import TactileSystem
import TactileGestures
import TactilePointer
/// Which element taps (a finger tap or a pointer click on a layout element) trigger an action.
package struct ElementTapMatch: Hashable, Sendable {
    /// The layout element's id.
    package var element: String
    /// nil: taps from fingers and clicks from the pointer alike.
    package var source: ElementTap.Source?

    package init(element: String, source: ElementTap.Source? = nil) {
        self.element = element; self.source = source
    }

    package func matches(_ tap: ElementTap) -> Bool {
        tap.element.rawValue == element && (source == nil || tap.source == source)
    }
}
