/// A mouse button going down or up at `time` seconds.
public struct ButtonChange: Hashable, Sendable {
    public var time: Double
    public var button: MouseButton
    public var pressed: Bool

    public init(time: Double, button: MouseButton, pressed: Bool) {
        self.time = time; self.button = button; self.pressed = pressed
    }

    /// A press at `time` and the release `duration` seconds later.
    public static func click(_ button: MouseButton, at time: Double, duration: Double = 0.09) -> [ButtonChange] {
        [ButtonChange(time: time, button: button, pressed: true),
         ButtonChange(time: time + duration, button: button, pressed: false)]
    }
}
