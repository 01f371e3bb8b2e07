import TactileCore
import TactileGestures

/// One device inside the engine: its description and its frame assembler.
struct EngineDevice {
    let id: Int
    let name: String
    let description: DeviceDescription
    var assembler: FrameAssembler
    /// Recognizers for this device's touches (touchscreens only, when gestures are on).
    var gestures: GestureEngine?
    /// A touchscreen paired with a pen (``PenTouchArbitration``): the writing hand's zone.
    var arbitration: PenTouchArbitration?
    /// A pen: the ids of the touchscreens of the same panel (SiblingNodes' rule) or paired by configuration.
    var pairedTouchscreens: [Int] = []
}
