/// One entry of the `actions` section: when a gesture or element tap matches, run a command.
///
/// ```yaml
/// actions:
///   - {name: launcher, gesture: swipe, fingers: 3, direction: up, command: [systemctl, --user, start, launcher]}
///   - {gesture: edgeSwipe, edge: left, command: [xdotool, key, alt+Left]}
///   - {gesture: longPress, corner: topRight, cornerSizePoints: 80, command: "systemctl reboot", shell: true}
///   - {element: settings, command: [/usr/local/bin/open-settings]}
/// ```
public struct ActionRule: Hashable, Sendable {
    /// For logs and `TACTILE_ACTION`; defaults to `actions[N]`.
    public var name: String
    public var trigger: ActionTrigger
    public var command: ActionCommand

    public init(name: String, trigger: ActionTrigger, command: ActionCommand) {
        self.name = name; self.trigger = trigger; self.command = command
    }
}
