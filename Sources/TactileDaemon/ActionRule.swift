import Tactile
import TactileCore
import TactileSystem
import TactileGestures
import TactilePointer
import TactileFilter
/// One entry of the `actions` section: when a gesture or element tap matches, run a command.
///
/// ```yaml
/// actions:
///   - {name: launcher, gesture: swipe, fingers: 3, direction: up, command: [systemctl, --user, start, launcher]}
///   - {gesture: edgeSwipe, edge: left, command: [xdotool, key, alt+Left]}
///   - {gesture: longPress, corner: topRight, cornerSizePoints: 80, command: "systemctl reboot", shell: true}
///   - {element: settings, command: [/usr/local/bin/open-settings]}
///   - {gesture: edgeSwipe, edge: bottom, protected: true, command: [systemctl, --user, start, launcher]}
/// ```
package struct ActionRule: Hashable, Sendable {
    /// For logs and `TACTILE_ACTION`; defaults to `actions[N]`.
    package var name: String
    package var trigger: ActionTrigger
    package var command: ActionCommand
    /// Edge protection (edge swipe actions only): the first matching swipe from the edge does
    /// not run the command (it is delivered with `"protected":true`, so an immersive app can
    /// show a grabber); a second one within this many seconds does. Nil: not protected.
    package var protectionSeconds: Double?
    /// `consume`: the input filter takes this action's gesture from the apps, so (nil: the
    /// apps get the touches as well).
    package var consume: ConsumeStrategy?

    package init(name: String, trigger: ActionTrigger, command: ActionCommand, protectionSeconds: Double? = nil,
                consume: ConsumeStrategy? = nil) {
        self.name = name; self.trigger = trigger; self.command = command; self.protectionSeconds = protectionSeconds
        self.consume = consume
    }
}
