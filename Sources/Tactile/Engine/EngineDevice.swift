import TactileCore
import TactileGestures

/// One device inside the engine: its description and its frame assembler.
struct EngineDevice {
    let id: Int
    let name: String
    let description: DeviceDescription
    var assembler: FrameAssembler
    /// `assembler.makesTouchFrames`, kept here: read through `devices[i].assembler` it copied
    /// the whole assembler per frame.
    let makesTouchFrames: Bool
    /// Recognizers for this device's touches (touchscreens only, when gestures are on).
    var gestures: GestureEngine?
    /// A touchscreen paired with a pen (``PenTouchArbitration``): the writing hand's zone.
    var arbitration: PenTouchArbitration?
    /// A pen: the ids of the touchscreens of the same panel (SiblingNodes' rule) or paired by configuration.
    var pairedTouchscreens: [Int] = []
    /// A pen: its tip contact as the gesture recognizers see it (one touch per tip-down
    /// period), reused frame to frame so feeding it allocates nothing; `penContactDown`
    /// while the tip touches.
    var penContactFrame = TouchFrame(time: .zero, touches: [Touch(id: 0, phase: .began, position: .zero, physical: .zero)])
    var penContactDown = false
    /// Recognizers holding pen contacts (a touchscreen with a pen of its panel, or an unpaired
    /// pen): the pen values of the latest pen contact fed in, which its pen gestures carry.
    var penValues: GesturePenValues?
}
