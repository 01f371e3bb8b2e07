import TactileCore

/// What the input filter does (the daemon's `filter` section; Docs/FILTER.md): which gestures
/// it consumes and how, how long it may hold a touch back, and whether fingers drive a
/// virtual mouse instead of a touchscreen clone.
public struct FilterConfiguration: Hashable, Sendable {
    /// Consumed gestures: actions with `consume` and region policies, in file order.
    public var rules: [ConsumeRule]
    /// The longest a touch is held back (``ConsumeStrategy/hold``) before it is flushed.
    public var maximumHold: Milliseconds
    /// Fingers drive a virtual absolute pointer instead of a touchscreen clone.
    public var mouse: MouseProfile?
    /// Screen rectangles (points) that get everything: no gesture is consumed there and no
    /// touch that begins there is held.
    public var passthrough: [ScreenRect]

    /// 150 ms: a tap (typically 60-120 ms down) of a one-finger touch that a two- or
    /// three-finger gesture could still claim is decided at its lift, and a held drag starts
    /// late by at most about one animation frame budget of a slow page.
    public static let defaultMaximumHold = Milliseconds(150)

    public init(rules: [ConsumeRule] = [], maximumHold: Milliseconds = Self.defaultMaximumHold, mouse: MouseProfile? = nil,
                passthrough: [ScreenRect] = []) {
        self.rules = rules; self.maximumHold = maximumHold; self.mouse = mouse; self.passthrough = passthrough
    }

    /// Whether `p` is in a passthrough rectangle.
    public func isPassthrough(_ p: ScreenPoint) -> Bool {
        for r in passthrough where ConsumeRule.contains(r, p) { return true }
        return false
    }
}

/// The mouse profile: what finger gestures do on the virtual pointer. Defaults documented
/// in Docs/FILTER.md.
public struct MouseProfile: Hashable, Sendable {
    /// A mouse button, or nothing.
    public enum Button: String, Hashable, Sendable, CaseIterable {
        case left, right, middle, none

        /// `BTN_LEFT`, `BTN_RIGHT`, `BTN_MIDDLE`; nil for none.
        public var code: UInt16? {
            switch self {
            case .left: return EventCode.btnLeft
            case .right: return EventCode.btnRight
            case .middle: return EventCode.btnMiddle
            case .none: return nil
            }
        }
    }

    /// Scroll direction of a two-finger pan.
    public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
        /// The content follows the fingers (a touchscreen's convention): fingers moving up
        /// scroll down (`REL_WHEEL` < 0).
        case natural
        /// A wheel's convention: fingers moving up scroll up.
        case classic
    }

    /// A one-finger long press: pressed when the long press is recognized, released at the lift.
    public var longPress: Button = .right
    /// A two-finger tap: a click (press and release at the tap).
    public var twoFingerTap: Button = .right
    /// A three-finger tap: a click.
    public var threeFingerTap: Button = .middle
    /// Two-finger pan scrolls.
    public var scroll = true
    public var scrollDirection: ScrollDirection = .natural
    /// Finger travel for one wheel detent (120 hi-res units): 12 mm, so a 60 mm flick of
    /// two fingers scrolls five detents, about what a mouse wheel notch scrolls per 12 mm of
    /// a phone page.
    public var millimetresPerDetent = Millimetres(12)
    /// Continue scrolling after a two-finger pan is released, from its release velocity.
    public var fling = false
    /// A fling stops below this speed (mm/s).
    public var flingMinimumMillimetresPerSecond = 20.0

    /// The interval of fling scroll events (ms): a 60 Hz display's frame.
    public static let flingInterval = Milliseconds(16)

    public init() {}
}
