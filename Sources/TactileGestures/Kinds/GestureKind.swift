import TactileCore

// The registry of gesture kinds: every switch on the kind is in this file, one line per
// kind (its facts, its settings case, its event values, its recognizers' storage). A new
// kind is its own file in Kinds/ (configuration, recognition, how it fills its event),
// a case and a line in each switch here, and its value in tactile.h;
// `GestureKindRegistryTests` fails for a kind left out of any of them.

/// Which gesture an event reports. The raw value is the `"gesture"` field of the JSON output.
public enum GestureKind: String, Hashable, Sendable, Codable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotate, edgeSwipe, transform, forcePress, penButton

    /// What the package knows of a kind besides its recognition.
    package struct Registration: Sendable {
        /// The settings type of its recognizers: where decoding, defaults, names and what
        /// its recognizers report come from (see ``RecognizerKindConfiguration``).
        package let configurationType: any RecognizerKindConfiguration.Type
        /// Continuous (began/changed/ended) rather than discrete (recognized once).
        package let isContinuous: Bool
        /// Whether a recognizer of the kind that is done with the current finger set gets a
        /// new chance when a finger joins (taps and edge swipes are decided by how the touch
        /// sequence started, so they wait for the next one).
        package let isRearmedWhenFingersJoin: Bool
        /// The value of `enum tactile_gesture_kind` in the C API (tactile.h, where
        /// `TACTILE_GESTURE_` + the name in upper snake case has it). Fixed by the ABI: a new
        /// kind takes the next value.
        package let cValue: Int32
        /// The raw value with a static lifetime, for `tactile_gesture_kind_name`.
        package let staticName: StaticString
    }

    /// The registry: one line per kind.
    package var registration: Registration {
        switch self {
        case .tap: return Registration(configurationType: TapConfiguration.self, isContinuous: false,
                                       isRearmedWhenFingersJoin: false, cValue: 1, staticName: "tap")
        case .longPress: return Registration(configurationType: LongPressConfiguration.self, isContinuous: true,
                                             isRearmedWhenFingersJoin: true, cValue: 2, staticName: "longPress")
        case .pan: return Registration(configurationType: PanConfiguration.self, isContinuous: true,
                                       isRearmedWhenFingersJoin: true, cValue: 3, staticName: "pan")
        case .swipe: return Registration(configurationType: SwipeConfiguration.self, isContinuous: false,
                                         isRearmedWhenFingersJoin: true, cValue: 4, staticName: "swipe")
        case .pinch: return Registration(configurationType: PinchConfiguration.self, isContinuous: true,
                                         isRearmedWhenFingersJoin: true, cValue: 5, staticName: "pinch")
        case .rotate: return Registration(configurationType: RotateConfiguration.self, isContinuous: true,
                                          isRearmedWhenFingersJoin: true, cValue: 6, staticName: "rotate")
        case .edgeSwipe: return Registration(configurationType: EdgeSwipeConfiguration.self, isContinuous: true,
                                             isRearmedWhenFingersJoin: false, cValue: 7, staticName: "edgeSwipe")
        case .transform: return Registration(configurationType: TransformConfiguration.self, isContinuous: true,
                                             isRearmedWhenFingersJoin: true, cValue: 8, staticName: "transform")
        case .forcePress: return Registration(configurationType: ForcePressConfiguration.self, isContinuous: true,
                                              isRearmedWhenFingersJoin: false, cValue: 9, staticName: "forcePress")
        case .penButton: return Registration(configurationType: PenButtonConfiguration.self, isContinuous: false,
                                             isRearmedWhenFingersJoin: false, cValue: 10, staticName: "penButton")
        }
    }

    /// Whether recognizers of this kind are continuous (began/changed/ended) rather than
    /// discrete (recognized once).
    public var isContinuous: Bool { registration.isContinuous }
    var isRearmedWhenFingersJoin: Bool { registration.isRearmedWhenFingersJoin }
    package var configurationType: any RecognizerKindConfiguration.Type { registration.configurationType }
    package var cValue: Int32 { registration.cValue }
    package var staticName: StaticString { registration.staticName }
}

/// The kind of a recognizer and its kind-specific settings.
public enum RecognizerSettings: Hashable, Sendable {
    case tap(TapConfiguration)
    case longPress(LongPressConfiguration)
    case pan(PanConfiguration)
    case swipe(SwipeConfiguration)
    case pinch(PinchConfiguration)
    case rotate(RotateConfiguration)
    case edgeSwipe(EdgeSwipeConfiguration)
    case transform(TransformConfiguration)
    case forcePress(ForcePressConfiguration)
    case penButton(PenButtonConfiguration)

    /// The kind of gesture events this recognizer produces: the kind whose registration
    /// names the settings' type (configuration time only).
    public var kind: GestureKind {
        let type = ObjectIdentifier(Swift.type(of: configuration))
        return GestureKind.allCases.first { ObjectIdentifier($0.configurationType) == type }!
    }

    /// The name a recognizer gets when the configuration gives none.
    public var defaultName: String { configuration.defaultName }

    /// The settings held, for what every kind answers alike (encoding, validation, names,
    /// what it reports). Boxed: for configuration time, not per frame.
    package var configuration: any RecognizerKindConfiguration {
        switch self {
        case .tap(let c): return c
        case .longPress(let c): return c
        case .pan(let c): return c
        case .swipe(let c): return c
        case .pinch(let c): return c
        case .rotate(let c): return c
        case .edgeSwipe(let c): return c
        case .transform(let c): return c
        case .forcePress(let c): return c
        case .penButton(let c): return c
        }
    }
}

/// The values specific to each kind of gesture. All lengths are in screen points,
/// velocities in points per second, angles in radians (positive = clockwise on a
/// y-down screen) and durations in milliseconds.
public enum GestureDetail: Hashable, Sendable {
    /// `taps`: how many taps were recognized (1 for a single tap, 2 for a double tap...).
    case tap(taps: Int)
    /// `duration` since the fingers went down; `translation` of the centroid since the
    /// press began (non-zero for drag-after-hold).
    case longPress(duration: Milliseconds, translation: ScreenPoint)
    /// `translation` of the centroid since the fingers went down (pt) and its velocity (pt/s).
    case pan(translation: ScreenPoint, velocity: ScreenPoint)
    /// The swipe's direction and the centroid's velocity (pt/s) when it was recognized.
    case swipe(direction: SwipeDirection, velocity: ScreenPoint)
    /// `scale` = current span / span when the fingers went down; `velocity` in scale per second.
    case pinch(scale: Double, velocity: Double)
    /// `rotation` since the fingers went down (radians, clockwise positive, continuous
    /// beyond ±pi); `velocity` in radians per second.
    case rotate(rotation: Double, velocity: Double)
    /// An edge pan: the edge it started at, translation (pt) and velocity (pt/s).
    case edgeSwipe(edge: ScreenEdge, translation: ScreenPoint, velocity: ScreenPoint)
    /// A transform: `translation` of the focal point (the centroid) since the fingers went
    /// down (pt), `scale` and `rotation` (radians, clockwise positive) since then, all
    /// cumulative across fingers joining and lifting, and the focal point's velocity (pt/s).
    case transform(translation: ScreenPoint, scale: Double, rotation: Double, velocity: ScreenPoint)
    /// A force press: the touch's `pressure` now and its `baseline` (both 0...1 of the axis range).
    case forcePress(pressure: Double, baseline: Double)
    /// A pen button click: the barrel button clicked (one of ``PenButtons``).
    case penButton(button: PenButtons)

    /// The gesture kind these values belong to.
    public var kind: GestureKind {
        switch self {
        case .tap: return .tap
        case .longPress: return .longPress
        case .pan: return .pan
        case .swipe: return .swipe
        case .pinch: return .pinch
        case .rotate: return .rotate
        case .edgeSwipe: return .edgeSwipe
        case .transform: return .transform
        case .forcePress: return .forcePress
        case .penButton: return .penButton
        }
    }

    /// The values by name (nil = the kind has none): what the event's accessors, its JSON
    /// fields, the C API's struct and the trace pictures' labels read, so none of them lists
    /// the kinds.
    package var values: GestureValues {
        var v = GestureValues()
        switch self {
        case .tap(let n): v.taps = n
        case .longPress(let d, let t): v.duration = d; v.translation = t
        case .pan(let t, let u): v.translation = t; v.velocity = u
        case .swipe(let d, let u): v.direction = d; v.velocity = u
        case .pinch(let s, let u): v.scale = s; v.scalarVelocity = u
        case .rotate(let r, let u): v.rotation = r; v.scalarVelocity = u
        case .edgeSwipe(let e, let t, let u): v.edge = e; v.translation = t; v.velocity = u
        case .transform(let t, let s, let r, let u): v.translation = t; v.scale = s; v.rotation = r; v.velocity = u
        case .forcePress(let p, let b): v.pressure = p; v.baselinePressure = b
        case .penButton(let b): v.penButton = b
        }
        return v
    }

    /// The values of a `kind` event from named values (the C API's struct read back); nil
    /// when one the kind carries is missing.
    package init?(kind: GestureKind, _ v: GestureValues) {
        switch kind {
        case .tap: guard let n = v.taps else { return nil }; self = .tap(taps: n)
        case .longPress: guard let d = v.duration, let t = v.translation else { return nil }; self = .longPress(duration: d, translation: t)
        case .pan: guard let t = v.translation, let u = v.velocity else { return nil }; self = .pan(translation: t, velocity: u)
        case .swipe: guard let d = v.direction, let u = v.velocity else { return nil }; self = .swipe(direction: d, velocity: u)
        case .pinch: guard let s = v.scale, let u = v.scalarVelocity else { return nil }; self = .pinch(scale: s, velocity: u)
        case .rotate: guard let r = v.rotation, let u = v.scalarVelocity else { return nil }; self = .rotate(rotation: r, velocity: u)
        case .edgeSwipe:
            guard let e = v.edge, let t = v.translation, let u = v.velocity else { return nil }
            self = .edgeSwipe(edge: e, translation: t, velocity: u)
        case .transform:
            guard let t = v.translation, let s = v.scale, let r = v.rotation, let u = v.velocity else { return nil }
            self = .transform(translation: t, scale: s, rotation: r, velocity: u)
        case .forcePress:
            guard let p = v.pressure, let b = v.baselinePressure else { return nil }
            self = .forcePress(pressure: p, baseline: b)
        case .penButton: guard let b = v.penButton else { return nil }; self = .penButton(button: b)
        }
    }
}

/// Every recognizer of an engine, in a concrete array per kind (no `any Recognizer`, no
/// enum payload copied in and out): a call mutates the element in place. Indices are the
/// configuration's recognizer indices; ``RecognizerStore`` keeps what is polled per frame.
struct RecognizerStorage: Sendable {
    private struct Slot: Sendable { var kind: GestureKind; var index: Int }

    private var taps: [TapRecognizer] = []
    private var longPresses: [LongPressRecognizer] = []
    private var pans: [PanRecognizer] = []
    private var swipes: [SwipeRecognizer] = []
    private var pinches: [PinchRecognizer] = []
    private var rotations: [RotateRecognizer] = []
    private var edgeSwipes: [EdgeSwipeRecognizer] = []
    private var transforms: [TransformRecognizer] = []
    private var forcePresses: [ForcePressRecognizer] = []
    private var penButtons: [PenButtonRecognizer] = []
    private var slots: [Slot] = []

    init(_ configuration: GestureConfiguration) {
        for (i, r) in configuration.recognizers.enumerated() {
            let id = RecognizerID(i)
            switch r.settings {
            case .tap(let c): slots.append(Slot(kind: .tap, index: taps.count)); taps.append(.init(id: id, configuration: c))
            case .longPress(let c):
                slots.append(Slot(kind: .longPress, index: longPresses.count)); longPresses.append(.init(id: id, configuration: c))
            case .pan(let c): slots.append(Slot(kind: .pan, index: pans.count)); pans.append(.init(id: id, configuration: c))
            case .swipe(let c): slots.append(Slot(kind: .swipe, index: swipes.count)); swipes.append(.init(id: id, configuration: c))
            case .pinch(let c): slots.append(Slot(kind: .pinch, index: pinches.count)); pinches.append(.init(id: id, configuration: c))
            case .rotate(let c):
                slots.append(Slot(kind: .rotate, index: rotations.count)); rotations.append(.init(id: id, configuration: c))
            case .edgeSwipe(let c):
                slots.append(Slot(kind: .edgeSwipe, index: edgeSwipes.count)); edgeSwipes.append(.init(id: id, configuration: c))
            case .transform(let c):
                slots.append(Slot(kind: .transform, index: transforms.count)); transforms.append(.init(id: id, configuration: c))
            case .forcePress(let c):
                slots.append(Slot(kind: .forcePress, index: forcePresses.count)); forcePresses.append(.init(id: id, configuration: c))
            case .penButton(let c):
                slots.append(Slot(kind: .penButton, index: penButtons.count)); penButtons.append(.init(id: id, configuration: c))
            }
        }
    }

    var count: Int { slots.count }

    /// The shared part of recognizer `m`.
    func base(_ m: Int) -> RecognizerBase {
        let s = slots[m]
        switch s.kind {
        case .tap: return taps[s.index].base
        case .longPress: return longPresses[s.index].base
        case .pan: return pans[s.index].base
        case .swipe: return swipes[s.index].base
        case .pinch: return pinches[s.index].base
        case .rotate: return rotations[s.index].base
        case .edgeSwipe: return edgeSwipes[s.index].base
        case .transform: return transforms[s.index].base
        case .forcePress: return forcePresses[s.index].base
        case .penButton: return penButtons[s.index].base
        }
    }

    /// Mutates the shared part of recognizer `m` in place; returns it after.
    @inline(__always)
    mutating func withBase(_ m: Int, _ body: (inout RecognizerBase) -> Void) -> RecognizerBase {
        let s = slots[m]
        switch s.kind {
        case .tap: body(&taps[s.index].base); return taps[s.index].base
        case .longPress: body(&longPresses[s.index].base); return longPresses[s.index].base
        case .pan: body(&pans[s.index].base); return pans[s.index].base
        case .swipe: body(&swipes[s.index].base); return swipes[s.index].base
        case .pinch: body(&pinches[s.index].base); return pinches[s.index].base
        case .rotate: body(&rotations[s.index].base); return rotations[s.index].base
        case .edgeSwipe: body(&edgeSwipes[s.index].base); return edgeSwipes[s.index].base
        case .transform: body(&transforms[s.index].base); return transforms[s.index].base
        case .forcePress: body(&forcePresses[s.index].base); return forcePresses[s.index].base
        case .penButton: body(&penButtons[s.index].base); return penButtons[s.index].base
        }
    }

    /// Runs recognizer `m`'s transition function; returns its shared part after.
    @inline(__always)
    mutating func handle(_ m: Int, _ input: RecognizerInput, _ c: RecognizerContext,
                         _ out: inout GestureOutput) -> RecognizerBase {
        let s = slots[m]
        switch s.kind {
        case .tap: taps[s.index].handle(input, c, &out); return taps[s.index].base
        case .longPress: longPresses[s.index].handle(input, c, &out); return longPresses[s.index].base
        case .pan: pans[s.index].handle(input, c, &out); return pans[s.index].base
        case .swipe: swipes[s.index].handle(input, c, &out); return swipes[s.index].base
        case .pinch: pinches[s.index].handle(input, c, &out); return pinches[s.index].base
        case .rotate: rotations[s.index].handle(input, c, &out); return rotations[s.index].base
        case .edgeSwipe: edgeSwipes[s.index].handle(input, c, &out); return edgeSwipes[s.index].base
        case .transform: transforms[s.index].handle(input, c, &out); return transforms[s.index].base
        case .forcePress: forcePresses[s.index].handle(input, c, &out); return forcePresses[s.index].base
        case .penButton: penButtons[s.index].handle(input, c, &out); return penButtons[s.index].base
        }
    }
}
