import TactileCore
import TactileGestures
import Tactile
import TactileSystem
import TactilePointer

/// Which gesture events trigger an action. Unset fields match anything.
package struct GestureMatch: Hashable, Sendable {
    package var kind: GestureKind
    /// `touch` or `pen`: whose contacts made the gesture (a pen tap is a `tap` too); nil: either.
    package var pointerType: PointerType?
    /// Default: `recognized` for discrete gestures (tap, swipe), `began` for continuous ones.
    package var phase: GesturePhase
    package var fingers: Int?
    /// Taps needed (tap only): 2 for a double tap.
    package var taps: Int?
    /// Swipe only.
    package var direction: SwipeDirection?
    /// Edge swipe only.
    package var edge: ScreenEdge?
    /// Where the gesture must be (its `x`,`y`: the fingers' centroid at that phase).
    package var area: ActionArea?

    package init(kind: GestureKind, phase: GesturePhase? = nil, fingers: Int? = nil, taps: Int? = nil,
                direction: SwipeDirection? = nil, edge: ScreenEdge? = nil, area: ActionArea? = nil) {
        self.kind = kind
        self.phase = phase ?? Self.defaultPhase(for: kind)
        self.fingers = fingers; self.taps = taps; self.direction = direction; self.edge = edge; self.area = area
    }

    /// `recognized` for discrete gestures, `began` for continuous ones.
    package static func defaultPhase(for kind: GestureKind) -> GesturePhase { kind.isContinuous ? .began : .recognized }

    /// Whether `event` matches; `area` is this match's area resolved on the screen.
    /// A `began` match with `fingers` also matches a `changed` event whose finger set just
    /// changed to that count: continuous gestures follow the finger set, so fingers that
    /// land after the gesture began still reach the action.
    package func matches(_ event: GestureEvent, area resolved: ScreenRect?) -> Bool {
        guard event.kind == kind else { return false }
        if let pointerType, event.pointerType != pointerType { return false }
        guard event.phase == phase
                || (phase == .began && fingers != nil && event.phase == .changed && event.fingersChanged) else { return false }
        // At the end a gesture counts the most fingers it had (GestureEvent.mostFingers).
        if let fingers, (event.phase == .ended || event.phase == .cancelled ? event.mostFingers : event.fingers) != fingers { return false }
        if let taps, event.taps != taps { return false }
        if let direction, event.direction != direction { return false }
        if let edge, event.edge != edge { return false }
        if let resolved, !ActionArea.contains(resolved, event.location) { return false }
        return true
    }
}
