import CTactile
import TactileGestures
import TactilePointer

/// Static names of the C enum values, for `tactile_*_name`: the same words as the
/// JSON output ("longPress", "began", "up"...), "unknown" for values outside the enum.
enum Names {
    static func gestureKind(_ value: Int32) -> StaticString {
        CEnums.gestureKind(value)?.staticName ?? "unknown"
    }

    static func gesturePhase(_ value: Int32) -> StaticString {
        guard let phase = CEnums.gesturePhase(value) else { return "unknown" }
        switch phase {
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .recognized: return "recognized"
        }
    }

    static func direction(_ value: Int32) -> StaticString {
        guard let direction = CEnums.direction(value) else { return value == 0 ? "none" : "unknown" }
        switch direction {
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        }
    }

    static func edge(_ value: Int32) -> StaticString {
        guard let edge = CEnums.edge(value) else { return value == 0 ? "none" : "unknown" }
        switch edge {
        case .top: return "top"
        case .bottom: return "bottom"
        case .left: return "left"
        case .right: return "right"
        }
    }

    static func pointerEventKind(_ value: Int32) -> StaticString {
        guard let kind = CEnums.pointerEventKind(value) else { return "unknown" }
        switch kind {
        case .enter: return "enter"
        case .exit: return "exit"
        case .press: return "press"
        case .release: return "release"
        case .click: return "click"
        case .scroll: return "scroll"
        case .dragStart: return "drag_start"
        case .drag: return "drag"
        case .dragEnd: return "drag_end"
        }
    }
}
