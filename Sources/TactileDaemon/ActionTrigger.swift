import Tactile
import TactileCore
import TactileSystem
import TactileGestures
import TactilePointer
/// What an action reacts to.
package enum ActionTrigger: Hashable, Sendable {
    case gesture(GestureMatch)
    case elementTap(ElementTapMatch)
}
