import TactileCore

/// What made a gesture: fingers or a pen's tip. A recognizer takes contacts of one pointer
/// type (``RecognizerConfiguration/pointerType``), so a pen and a finger never make one
/// two-finger gesture. The `"pointerType"` of the gesture JSON (written for pens only:
/// absent means touch).
public enum PointerType: String, Hashable, Sendable, Codable, CaseIterable {
    case touch
    case pen
}

/// A pen gesture's pen: what the pen was at the gesture's event (Docs/PENS.md, "Pen gestures").
public struct GesturePenValues: Hashable, Sendable {
    /// The end of the pen that touches: an eraser stroke is a pan with `tool == .eraser`.
    public var tool: PenTool
    /// Tip pressure 0...1 at the contact's latest tip-down frame; nil when the pen has none.
    public var pressure: Double?
    /// Tilt in degrees at that frame; nil when the pen has no tilt axes.
    public var tilt: PenTilt?
    /// Barrel buttons held at that frame.
    public var buttons: PenButtons

    public init(tool: PenTool, pressure: Double? = nil, tilt: PenTilt? = nil, buttons: PenButtons = []) {
        self.tool = tool; self.pressure = pressure; self.tilt = tilt; self.buttons = buttons
    }
}
