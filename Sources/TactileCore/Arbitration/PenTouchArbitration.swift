/// The writing hand's zone beside a paired pen's tip, and how long after the pen leaves it
/// stays (``Engine/Configuration/arbitration``; Docs/PENS.md).
public struct PenTouchArbitrationSettings: Hashable, Sendable {
    public var zoneWidthMillimetres: Double
    public var zoneHeightMillimetres: Double
    public var tipMarginMillimetres: Double
    public var holdMilliseconds: Double
    /// False: pens are never paired, so touch is never rejected for a pen's sake.
    public var isEnabled: Bool
    /// Pens paired with touchscreens by configuration, besides the siblings rule
    /// (`pen.arbitration.pairs`).
    package var pairs: [PenPairing] = []

    /// libinput's 200 x 200 mm rectangle, 20 mm past the tip; a 300 ms hold (a hand lifts
    /// 100-300 ms after the pen leaves proximity).
    public init(zoneWidthMillimetres: Double = 200, zoneHeightMillimetres: Double = 200,
                tipMarginMillimetres: Double = 20, holdMilliseconds: Double = 300, isEnabled: Bool = true) {
        self.zoneWidthMillimetres = zoneWidthMillimetres; self.zoneHeightMillimetres = zoneHeightMillimetres
        self.tipMarginMillimetres = tipMarginMillimetres; self.holdMilliseconds = holdMilliseconds
        self.isEnabled = isEnabled
    }
}

/// Touch arbitration on a panel with a pen: while the paired pen is in proximity, touches in
/// the writing hand's zone are palms (reason `palm`); touches elsewhere keep working, so a
/// second hand can still pan (the Wacom driver's `touch_arbitration` drops all touch instead).
/// After the pen leaves proximity the zone stays for ``Settings/holdMilliseconds`` (the hand
/// lifts after the pen), then touch is trusted again.
///
/// ```
///            pen in proximity                 pen leaves proximity
///   idle ─────────────────────▶ penNear ─────────────────────────▶ holding
///    ▲                           ▲   │ pen moves: the zone follows      │
///    │                           └───┼──────── pen in proximity ────────┤
///    └────────────── hold over (an event at or after the hold's end) ◀──┘
/// ```
///
/// The zone (libinput's tablet-mode rectangle, `evdev-tablet.c`): ``Settings/zoneWidthMillimetres``
/// by ``Settings/zoneHeightMillimetres`` on the hand's side of the tip, reaching
/// ``Settings/tipMarginMillimetres`` past the tip towards the other side and above it. The
/// hand is on the side the pen's top leans to (tilt x > 0: right hand, the zone to the right;
/// tilt x < 0: left); without tilt, the right. Pure and clock-free: time is the events'.
/// Which touches it takes: those that land in the zone while it is active, and those in it
/// when the pen comes into proximity (``FrameAssembler/setPenZone(_:)``).
package struct PenTouchArbitration: Sendable {
    package typealias Settings = PenTouchArbitrationSettings

    package enum State: Hashable, Sendable {
        case idle
        case penNear
        /// The pen left; the zone stays until this time.
        case holding(until: Timestamp)
    }

    /// The writing hand's side of the tip.
    package enum Hand: String, Hashable, Sendable { case right, left }

    package enum Reason: String, Hashable, Sendable {
        case proximityIn, proximityOut, holdOver
    }

    /// One logged transition.
    package struct Transition: Hashable, Sendable {
        package var time: Timestamp
        package var from: State
        package var to: State
        package var reason: Reason
    }

    package let settings: Settings
    /// Points per millimetre of the touch panel (its mapper's), to size the zone on the screen.
    package let pointsPerMillimetre: (x: Double, y: Double)
    package private(set) var state: State = .idle
    /// The zone in screen points while active (pen near or holding).
    package private(set) var zone: ScreenRect?
    package private(set) var hand: Hand = .right

    package init(settings: Settings = Settings(), pointsPerMillimetre: (x: Double, y: Double)) {
        self.settings = settings
        self.pointsPerMillimetre = pointsPerMillimetre
    }

    /// The pen as a frame reports it: in proximity (or not), where its tip is on the screen,
    /// and its tilt x in degrees (nil when not reported). Returns the transition, if any.
    /// Call ``advance(to:)`` first, as for every event.
    package mutating func pen(at time: Timestamp, inProximity: Bool, position: ScreenPoint, tiltX: Double?) -> Transition? {
        if inProximity {
            if let tiltX, tiltX != 0 { hand = tiltX > 0 ? .right : .left }
            zone = Self.zone(tip: position, hand: hand, settings: settings, pointsPerMillimetre: pointsPerMillimetre)
            switch state {
            case .idle, .holding: return move(to: .penNear, at: time, .proximityIn)
            case .penNear: return nil
            }
        }
        switch state {
        case .penNear:
            return move(to: .holding(until: time + Milliseconds(settings.holdMilliseconds)), at: time, .proximityOut)
        case .idle, .holding:
            return nil
        }
    }

    /// Ends the hold when `time` is past it (called with every event time of the touch panel).
    package mutating func advance(to time: Timestamp) -> Transition? {
        guard case .holding(let until) = state, time >= until else { return nil }
        zone = nil
        return move(to: .idle, at: until, .holdOver)
    }

    /// The zone touches are judged against, nil when touch is trusted everywhere.
    package var activeZone: ScreenRect? { state == .idle ? nil : zone }

    private mutating func move(to next: State, at time: Timestamp, _ reason: Reason) -> Transition {
        let t = Transition(time: time, from: state, to: next, reason: reason)
        state = next
        return t
    }

    /// The hand's rectangle beside a tip at `tip` (screen points).
    package static func zone(tip: ScreenPoint, hand: Hand, settings: Settings,
                            pointsPerMillimetre p: (x: Double, y: Double)) -> ScreenRect {
        let w = settings.zoneWidthMillimetres * p.x, h = settings.zoneHeightMillimetres * p.y
        let mx = settings.tipMarginMillimetres * p.x, my = settings.tipMarginMillimetres * p.y
        let x = hand == .right ? tip.x - mx : tip.x + mx - w
        return ScreenRect(x: x, y: tip.y - my, width: w, height: h)
    }
}
