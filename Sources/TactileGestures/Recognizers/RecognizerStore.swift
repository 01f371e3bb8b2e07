import TactileCore

/// Every recognizer of an engine, stored by kind in concrete arrays (no `any
/// Recognizer`, no enum payload copied in and out): a call mutates the element in place,
/// and reading a recognizer's state touches only that field. Indices are the
/// configuration's recognizer indices.
///
/// The fields the engine and the arena poll for every recognizer on every frame (state,
/// claim, deadline) are mirrored in flat arrays, written only by the two mutating paths
/// (``handle(_:_:_:_:_:)``, ``withBase(_:_:)``) right after the call, so they are never
/// stale and a poll is one array read instead of a dispatch on the recognizer's kind.
struct RecognizerStore: Sendable {
    /// Switches on the kind are exhaustive, so a new ``GestureKind`` fails to compile here
    /// until it has an array.
    private struct Slot: Sendable { var kind: GestureKind; var index: Int }

    private var taps: [TapRecognizer] = []
    private var longPresses: [LongPressRecognizer] = []
    private var pans: [PanRecognizer] = []
    private var swipes: [SwipeRecognizer] = []
    private var pinches: [PinchRecognizer] = []
    private var rotations: [RotateRecognizer] = []
    private var edgeSwipes: [EdgeSwipeRecognizer] = []
    private var transforms: [TransformRecognizer] = []
    private var slots: [Slot] = []
    private var states: [GestureState] = []
    private var claims: [Claim?] = []
    private var deadlines: [Timestamp?] = []
    /// Bit `m` is set while recognizer `m` is `possible` with a claim: the arena has work
    /// only when a region's member mask meets this (at most 64 recognizers).
    private(set) var pendingClaims: UInt64 = 0
    /// Bit `m` is set while recognizer `m` has a deadline.
    private var deadlineMask: UInt64 = 0
    /// The earliest deadline of any recognizer, nil when none is pending. Kept up to date
    /// when a deadline changes (rare), because the engine asks after every frame.
    private(set) var earliestDeadline: Timestamp?

    init(_ configuration: GestureConfiguration) {
        for (i, r) in configuration.recognizers.enumerated() {
            let id = RecognizerID(i)
            switch r.settings {
            case .tap(let c): slots.append(Slot(kind: .tap, index: taps.count)); taps.append(TapRecognizer(id: id, configuration: c))
            case .longPress(let c):
                slots.append(Slot(kind: .longPress, index: longPresses.count))
                longPresses.append(LongPressRecognizer(id: id, configuration: c))
            case .pan(let c): slots.append(Slot(kind: .pan, index: pans.count)); pans.append(PanRecognizer(id: id, configuration: c))
            case .swipe(let c):
                slots.append(Slot(kind: .swipe, index: swipes.count)); swipes.append(SwipeRecognizer(id: id, configuration: c))
            case .pinch(let c):
                slots.append(Slot(kind: .pinch, index: pinches.count)); pinches.append(PinchRecognizer(id: id, configuration: c))
            case .rotate(let c):
                slots.append(Slot(kind: .rotate, index: rotations.count)); rotations.append(RotateRecognizer(id: id, configuration: c))
            case .edgeSwipe(let c):
                slots.append(Slot(kind: .edgeSwipe, index: edgeSwipes.count))
                edgeSwipes.append(EdgeSwipeRecognizer(id: id, configuration: c))
            case .transform(let c):
                slots.append(Slot(kind: .transform, index: transforms.count))
                transforms.append(TransformRecognizer(id: id, configuration: c))
            }
        }
        states = slots.indices.map { _ in .possible }
        claims = Array(repeating: nil, count: slots.count)
        deadlines = Array(repeating: nil, count: slots.count)
        for m in slots.indices { mirror(m) }
    }

    /// Copies recognizer `m`'s polled fields into the flat arrays.
    @inline(__always)
    private mutating func mirror(_ m: Int) { mirror(m, base(m)) }

    @inline(__always)
    private mutating func mirror(_ m: Int, _ b: RecognizerBase) {
        // Most calls change none of them, and a read is cheaper than a write (which
        // checks the array's uniqueness first): compare, then write what changed.
        if states[m] != b.state || claims[m] != b.claim {
            states[m] = b.state
            claims[m] = b.claim
            let bit: UInt64 = 1 << UInt64(m)
            if b.state == .possible && b.claim != nil { pendingClaims |= bit } else { pendingClaims &= ~bit }
        }
        if deadlines[m] != b.deadline { setDeadline(m, b.deadline) }
    }

    var count: Int { slots.count }
    var indices: Range<Int> { slots.indices }

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
        }
    }

    @inline(__always) func state(_ m: Int) -> GestureState { states[m] }
    @inline(__always) func claim(_ m: Int) -> Claim? { claims[m] }
    @inline(__always) func deadline(_ m: Int) -> Timestamp? { deadlines[m] }

    /// Out of line: deadlines change a few times per touch sequence, and keeping this out
    /// of ``mirror(_:_:)`` keeps that inlined into every call.
    @inline(never)
    private mutating func setDeadline(_ m: Int, _ deadline: Timestamp?) {
        deadlines[m] = deadline
        let bit: UInt64 = 1 << UInt64(m)
        if deadline != nil { deadlineMask |= bit } else { deadlineMask &= ~bit }
        earliestDeadline = computeEarliestDeadline()
    }

    private func computeEarliestDeadline() -> Timestamp? {
        var best: Timestamp?
        for m in BitIndices(deadlineMask) {
            if let d = deadlines[m], best == nil || d < best! { best = d }
        }
        return best
    }

    /// Mutates the shared part of recognizer `m` in place.
    mutating func withBase(_ m: Int, _ body: (inout RecognizerBase) -> Void) {
        let s = slots[m]
        switch s.kind {
        case .tap: body(&taps[s.index].base)
        case .longPress: body(&longPresses[s.index].base)
        case .pan: body(&pans[s.index].base)
        case .swipe: body(&swipes[s.index].base)
        case .pinch: body(&pinches[s.index].base)
        case .rotate: body(&rotations[s.index].base)
        case .edgeSwipe: body(&edgeSwipes[s.index].base)
        case .transform: body(&transforms[s.index].base)
        }
        mirror(m)
    }

    /// Runs recognizer `m`'s transition function and refreshes its polled fields from the
    /// element just handled (no second dispatch on the kind). Returns true when a gesture in
    /// progress ended early because its fingers started something else.
    @discardableResult @inline(__always)
    mutating func handle(_ m: Int, _ input: RecognizerInput, _ c: RecognizerContext,
                         _ events: inout [GestureEvent], _ log: inout TransitionLog) -> Bool {
        let s = slots[m]
        var endedEarly = false
        switch s.kind {
        case .tap: taps[s.index].handle(input, c, &events, &log); mirror(m, taps[s.index].base)
        case .longPress: endedEarly = longPresses[s.index].handle(input, c, &events, &log); mirror(m, longPresses[s.index].base)
        case .pan: endedEarly = pans[s.index].handle(input, c, &events, &log); mirror(m, pans[s.index].base)
        case .swipe: swipes[s.index].handle(input, c, &events, &log); mirror(m, swipes[s.index].base)
        case .pinch: endedEarly = pinches[s.index].handle(input, c, &events, &log); mirror(m, pinches[s.index].base)
        case .rotate: endedEarly = rotations[s.index].handle(input, c, &events, &log); mirror(m, rotations[s.index].base)
        case .edgeSwipe: endedEarly = edgeSwipes[s.index].handle(input, c, &events, &log); mirror(m, edgeSwipes[s.index].base)
        case .transform: endedEarly = transforms[s.index].handle(input, c, &events, &log); mirror(m, transforms[s.index].base)
        }
        return endedEarly
    }

    /// The kind of every recognizer, by index.
    var kinds: [GestureKind] { slots.map(\.kind) }
}
