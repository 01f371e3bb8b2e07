import TactileCore
import TactileGestures
import TactilePointer

/// Everything the engine reports, in the order it happened.
public enum EngineOutput {
    /// A device joined (live hotplug, or a trace's device header).
    case deviceAdded(id: Int, name: String, classification: DeviceClassification)
    /// A device left; any of its touches were cancelled in a frame just before this.
    case deviceRemoved(id: Int, name: String, reason: String?)
    /// A frame assembled from one device's events.
    case frame(device: Int, name: String, Frame)
    /// What the pointer engine made of a mouse's frames (needs a layout), or of a
    /// timer it set (a glide back to an element's centre).
    case pointer(PointerOutput)
    /// A recognizer changed state on device `device`'s touches.
    case gesture(device: Int, name: String, GestureEvent)
    /// A finger tap or a pointer click on an app element (needs a layout).
    case elementTap(ElementTap)
}
