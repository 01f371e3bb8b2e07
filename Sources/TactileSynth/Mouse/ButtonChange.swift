/// A mouse button going down or up at `time` seconds.
package struct ButtonChange: Hashable, Sendable {
    package var time: Double
    package var button: MouseButton
    package var pressed: Bool

    package init(time: Double, button: MouseButton, pressed: Bool) {
        self.time = time; self.button = button; self.pressed = pressed
    }

    /// A press at `time` and the release `duration` seconds later.
    package static func click(_ button: MouseButton, at time: Double, duration: Double = 0.09) -> [ButtonChange] {
        [ButtonChange(time: time, button: button, pressed: true),
         ButtonChange(time: time + duration, button: button, pressed: false)]
    }
}
