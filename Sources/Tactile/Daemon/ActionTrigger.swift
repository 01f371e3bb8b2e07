/// What an action reacts to.
public enum ActionTrigger: Hashable, Sendable {
    case gesture(GestureMatch)
    case elementTap(ElementTapMatch)
}
