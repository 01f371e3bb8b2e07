import CTactile
import Tactile
import TactileCore
import TactileGestures
import TactilePointer

/// The C API's enum values (`int32_t` fields) for Tactile's Swift enums, both ways.
/// Every switch is exhaustive, so a new case in a Swift enum fails to compile here
/// until the header has a value for it. Gesture kinds carry their value themselves
/// (``GestureKind/cValue``, checked against the header by a test), so a new kind is
/// described in one place.
enum CEnums {
    static func value(_ kind: GestureKind) -> Int32 { kind.cValue }

    static func gestureKind(_ value: Int32) -> GestureKind? {
        GestureKind.allCases.first { Self.value($0) == value }
    }

    static func value(_ phase: GesturePhase) -> Int32 {
        switch phase {
        case .began: return raw(TACTILE_PHASE_BEGAN)
        case .changed: return raw(TACTILE_PHASE_CHANGED)
        case .ended: return raw(TACTILE_PHASE_ENDED)
        case .cancelled: return raw(TACTILE_PHASE_CANCELLED)
        case .recognized: return raw(TACTILE_PHASE_RECOGNIZED)
        }
    }

    static func gesturePhase(_ value: Int32) -> GesturePhase? {
        GesturePhase.allCases.first { Self.value($0) == value }
    }

    static func value(_ direction: SwipeDirection) -> Int32 {
        switch direction {
        case .up: return raw(TACTILE_DIRECTION_UP)
        case .down: return raw(TACTILE_DIRECTION_DOWN)
        case .left: return raw(TACTILE_DIRECTION_LEFT)
        case .right: return raw(TACTILE_DIRECTION_RIGHT)
        }
    }

    static func direction(_ value: Int32) -> SwipeDirection? {
        SwipeDirection.allCases.first { Self.value($0) == value }
    }

    static func value(_ edge: ScreenEdge) -> Int32 {
        switch edge {
        case .top: return raw(TACTILE_EDGE_TOP)
        case .bottom: return raw(TACTILE_EDGE_BOTTOM)
        case .left: return raw(TACTILE_EDGE_LEFT)
        case .right: return raw(TACTILE_EDGE_RIGHT)
        }
    }

    static func edge(_ value: Int32) -> ScreenEdge? {
        ScreenEdge.allCases.first { Self.value($0) == value }
    }

    static func value(_ kind: PointerEventKind) -> Int32 {
        switch kind {
        case .enter: return raw(TACTILE_POINTER_ENTER)
        case .exit: return raw(TACTILE_POINTER_EXIT)
        case .press: return raw(TACTILE_POINTER_PRESS)
        case .release: return raw(TACTILE_POINTER_RELEASE)
        case .click: return raw(TACTILE_POINTER_CLICK)
        case .scroll: return raw(TACTILE_POINTER_SCROLL)
        case .dragStart: return raw(TACTILE_POINTER_DRAG_START)
        case .drag: return raw(TACTILE_POINTER_DRAG)
        case .dragEnd: return raw(TACTILE_POINTER_DRAG_END)
        }
    }

    static func pointerEventKind(_ value: Int32) -> PointerEventKind? {
        PointerEventKind.allCases.first { Self.value($0) == value }
    }

    static func value(_ effect: PointerEffect?) -> Int32 {
        guard let effect else { return raw(TACTILE_EFFECT_NONE) }
        switch effect {
        case .highlight: return raw(TACTILE_EFFECT_HIGHLIGHT)
        case .lift: return raw(TACTILE_EFFECT_LIFT)
        case .hover: return raw(TACTILE_EFFECT_HOVER)
        case .none: return raw(TACTILE_EFFECT_NONE)
        }
    }

    static func effect(_ value: Int32) -> PointerEffect? {
        PointerEffect.allCases.first { $0 != .none && Self.value($0) == value }
    }

    static func value(_ kind: DeviceKind) -> Int32 {
        switch kind {
        case .touchscreen: return raw(TACTILE_DEVICE_TOUCHSCREEN)
        case .mouse: return raw(TACTILE_DEVICE_MOUSE)
        case .touchpad: return raw(TACTILE_DEVICE_TOUCHPAD)
        case .other: return raw(TACTILE_DEVICE_OTHER)
        case .pen: return raw(TACTILE_DEVICE_PEN)
        }
    }

    static func value(_ tool: PenTool) -> Int32 {
        switch tool {
        case .pen: return raw(TACTILE_PEN_TOOL_PEN)
        case .eraser: return raw(TACTILE_PEN_TOOL_ERASER)
        case .brush: return raw(TACTILE_PEN_TOOL_BRUSH)
        case .pencil: return raw(TACTILE_PEN_TOOL_PENCIL)
        case .airbrush: return raw(TACTILE_PEN_TOOL_AIRBRUSH)
        }
    }

    static func penTool(_ value: Int32) -> PenTool? {
        PenTool.allCases.first { Self.value($0) == value }
    }

    static func deviceKind(_ value: Int32) -> DeviceKind? {
        DeviceKind.allCases.first { Self.value($0) == value }
    }

    static func value(_ source: ElementTap.Source) -> Int32 {
        switch source {
        case .touch: return raw(TACTILE_TAP_TOUCH)
        case .pointer: return raw(TACTILE_TAP_POINTER)
        }
    }

    static func tapSource(_ value: Int32) -> ElementTap.Source? {
        [ElementTap.Source.touch, .pointer].first { Self.value($0) == value }
    }

    static func value(_ phase: TouchPhase) -> Int32 {
        switch phase {
        case .began: return raw(TACTILE_TOUCH_BEGAN)
        case .moved: return raw(TACTILE_TOUCH_MOVED)
        case .stationary: return raw(TACTILE_TOUCH_STATIONARY)
        case .ended: return raw(TACTILE_TOUCH_ENDED)
        case .cancelled: return raw(TACTILE_TOUCH_CANCELLED)
        }
    }

    static func touchPhase(_ value: Int32) -> TouchPhase? {
        TouchPhase.allCases.first { Self.value($0) == value }
    }

    /// C enums import as structs with an unsigned raw value; the fields are `int32_t`.
    @inline(__always)
    static func raw<E: RawRepresentable>(_ e: E) -> Int32 where E.RawValue: BinaryInteger {
        Int32(truncatingIfNeeded: e.rawValue)
    }
}
