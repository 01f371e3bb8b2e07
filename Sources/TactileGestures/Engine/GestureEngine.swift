import TactileCore

/// Turns touch frames into gesture events: routes touches to regions, computes each
/// region's shared geometry once per frame, runs every attached recognizer's state
/// machine and lets the region's ``GestureArena`` settle conflicts.
///
/// Deterministic and clock-free: time comes only from frame timestamps and from the
/// caller's ``advance(to:into:)``. Timers are deadlines (``nextDeadline``); a frame
/// first fires every deadline up to its own time, in order, so results never depend on
/// how often the caller advances time.
///
/// Steady state allocates nothing: storage for touches, history and the transition log is
/// reserved at init, recognizers are stored inline, and events are appended to the
/// caller's array (reserve its capacity and `removeAll(keepingCapacity: true)` it).
public struct GestureEngine: Sendable {
    public let configuration: GestureConfiguration
    /// The screen in points; edge swipes measure their zones from its edges.
    public private(set) var screenBounds: ScreenRect
    /// The time of the last frame or advance.
    public private(set) var now: Timestamp = .zero
    /// Recent state transitions (a ring buffer) and an optional observer for tuning.
    public var transitions: TransitionLog<TransitionRecord> {
        get { out.log }
        _modify { yield &out.log }
        set { out.log = newValue }
    }
    /// The events (the caller's array, lent for each call) and the transition log.
    private var out: GestureOutput

    private var recognizers: RecognizerStore
    /// The touch regions (the whole screen, then the configured ones), then, when any
    /// recognizer takes pen contacts, the same regions again for pen contacts from
    /// ``penRegionOffset`` on: a pen contact is a touch sequence of its own, so it never joins
    /// a finger set.
    private var regions: [RegionState]
    /// Index of the first pen region; nil when no recognizer takes pen contacts.
    private let penRegionOffset: Int?
    private let arena: GestureArena
    private var router: TouchRouter
    /// Scratch: the region of each touch of the current frame (-1 = ignored); only the
    /// first `frame.touches.count` entries are meaningful.
    private var frameRegions: [Int] = []
    private let touchCapacity: Int
    private let settle: SettleRule
    #if DEBUG
    /// How often each input reached each recognizer and the arena (debug builds only):
    /// the tests' check of the one-pass rule of `processRegion`.
    package private(set) var frameAudit: FrameAudit
    #endif

    /// Builds an engine; throws the configuration's first validation error.
    /// - Parameters:
    ///   - screenBounds: the screen in points (origin top-left, y down).
    ///   - touchCapacity: most simultaneous touches tracked; more are ignored and logged.
    public init(configuration: GestureConfiguration, screenBounds: ScreenRect, touchCapacity: Int = 16) throws {
        try configuration.validate()
        self.configuration = configuration
        self.screenBounds = screenBounds
        self.touchCapacity = Swift.max(1, touchCapacity)
        settle = configuration.settleRule
        let pens = configuration.recognizers.indices.filter { configuration.recognizers[$0].pointerType == .pen }
        out = GestureOutput(log: TransitionLog(capacity: configuration.transitionLogCapacity),
                            penRecognizers: pens.reduce(0) { $0 | 1 << UInt64($1) })
        penRegionOffset = pens.isEmpty ? nil : configuration.regions.count + 1
        arena = GestureArena(relations: RelationTable(configuration))
        router = TouchRouter(capacity: self.touchCapacity)
        frameRegions.reserveCapacity(self.touchCapacity)
        (recognizers, regions) = Self.build(configuration, touchCapacity: self.touchCapacity)
        #if DEBUG
        frameAudit = FrameAudit(recognizers: configuration.recognizers.count)
        #endif
    }

    private static func build(_ configuration: GestureConfiguration, touchCapacity: Int) -> (RecognizerStore, [RegionState]) {
        let recognizers = RecognizerStore(configuration)
        let window = Milliseconds(configuration.velocityWindowMilliseconds)
        let kinds = recognizers.kinds
        var regions: [RegionState] = []
        let all = configuration.recognizers
        for type in PointerType.allCases where type == .touch || all.contains(where: { $0.pointerType == type }) {
            regions.append(RegionState(rect: nil, members: all.indices.filter { all[$0].region == nil && all[$0].pointerType == type },
                                       kinds: kinds, touchCapacity: touchCapacity, velocityWindow: window))
            for region in configuration.regions {
                let members = all.indices.filter { all[$0].region == region.name && all[$0].pointerType == type }
                regions.append(RegionState(rect: region.rect, members: members, kinds: kinds, touchCapacity: touchCapacity,
                                           velocityWindow: window))
            }
        }
        return (recognizers, regions)
    }

    // MARK: Inspection

    /// The current state of a recognizer.
    public func state(of recognizer: RecognizerID) -> GestureState { recognizers.state(recognizer.index) }

    /// The recognizer with this configuration name.
    public func recognizer(named name: String) -> RecognizerID? { configuration.index(of: name).map(RecognizerID.init) }

    /// The configuration name of a recognizer.
    public func name(of recognizer: RecognizerID) -> String { configuration.recognizers[recognizer.index].name }

    /// The earliest pending deadline: call ``advance(to:into:)`` when the clock reaches it
    /// if no frame arrives first. Nil when nothing is waiting. Stored: refreshed at the
    /// end of every call that can change a deadline, so polling it per event is free.
    public private(set) var nextDeadline: Timestamp?

    /// Whether any recognizer of `set` (bit m = recognizer m, as ``RecognizerID/index``) is
    /// still undecided for touch `id`: `possible` in the touch's region (any region when the
    /// touch is not down any more). An input filter holds a touch back while this is true for
    /// the recognizers whose gestures it consumes. Reads the flat state array: no allocation.
    public func isAnyPossible(_ set: UInt64, forTouch id: Int) -> Bool {
        var candidates = set
        if let r = router.region(of: id) { candidates &= regions[r].memberMask }
        for m in BitIndices(candidates) where m < recognizers.count && recognizers.state(m) == .possible { return true }
        return false
    }

    // MARK: Driving

    /// Processes one touch frame: fires deadlines up to `frame.time`, then updates every
    /// region that has touches in the frame. Events are appended to `output`.
    /// `pointerType` says whose contacts the frame holds: fingers, or a pen's tip (one
    /// contact per tip-down period, ids apart from the fingers'), which go to the recognizers
    /// of that pointer type only; without any, a pen frame only moves time on.
    public mutating func process(_ frame: TouchFrame, pointerType: PointerType = .touch, into output: inout [GestureEvent]) {
        swap(&output, &out.events)
        defer { swap(&output, &out.events) }
        var time = frame.time
        if time < now {
            out.record(TransitionRecord(time: time, recognizer: nil, kind: nil, from: .possible, to: .possible,
                                                reason: .timeWentBackwards))
            time = now
        }
        if let d = nextDeadline, d <= time { fireDeadlines(upTo: time) } else if time > now { now = time }

        // Overwritten in place: no per-frame removeAll.
        let n = frame.touches.count
        if frameRegions.count < n { frameRegions.append(contentsOf: repeatElement(-1, count: n - frameRegions.count)) }
        var touched: UInt64 = 0   // regions with touches in this frame (bit 63: any region past 62)
        let regionOffset: Int
        switch pointerType {
        case .touch: regionOffset = 0
        case .pen: regionOffset = penRegionOffset ?? -1
        }
        for (i, touch) in frame.touches.enumerated() {
            let r = regionOffset < 0 ? -1 : route(touch, offset: regionOffset, at: time)
            frameRegions[i] = r
            if r >= 0 { touched |= 1 << UInt64(Swift.min(r, 63)) }
        }
        if touched != 0 {
            for ri in regions.indices where touched & (1 << UInt64(Swift.min(ri, 63))) != 0 {
                if ri >= 63 && !frameRegions[..<n].contains(ri) { continue }
                processRegion(ri, frame, at: time)
            }
        }
        for touch in frame.touches where touch.phase.isTerminal { router.remove(touch.id) }
        nextDeadline = recognizers.earliestDeadline
    }

    /// Fires, in time order, every deadline up to `time`, then sets ``now`` to `time`.
    public mutating func advance(to time: Timestamp, into output: inout [GestureEvent]) {
        swap(&output, &out.events)
        defer { swap(&output, &out.events) }
        fireDeadlines(upTo: time)
    }

    private mutating func fireDeadlines(upTo time: Timestamp) {
        defer { nextDeadline = recognizers.earliestDeadline }
        while let d = recognizers.earliestDeadline, d <= time {
            for ri in regions.indices {
                let members = regions[ri].members
                guard members.contains(where: { recognizers.deadline($0) == d }) else { continue }
                let c = context(ri, at: d)
                for m in members where recognizers.deadline(m) == d {
                    send(m, .deadline(d), ri, c)
                    if let again = recognizers.deadline(m), again <= d {
                        // A recognizer that keeps a deadline in the past would stall time: report and drop it.
                        out.record(TransitionRecord(time: d, recognizer: RecognizerID(m), kind: recognizers.base(m).kind,
                                                            from: recognizers.state(m), to: recognizers.state(m),
                                                            reason: .illegalTransition))
                        recognizers.withBase(m) { $0.deadline = nil }
                    }
                }
                #if DEBUG
                frameAudit.beginRegionDeadline()
                frameAudit.resolvedDeadline()
                #endif
                arena.resolve(members: members, mask: regions[ri].memberMask, &recognizers, &regions[ri].round, c, &out)
            }
            if d > now { now = d }
        }
        if time > now { now = time }
    }

    /// ``advance(to:into:)`` by a duration from ``now``.
    public mutating func advance(by duration: Milliseconds, into output: inout [GestureEvent]) {
        advance(to: now + duration, into: &output)
    }

    /// Cancels everything (e.g. on `SYN_DROPPED` or when the device goes away): gestures in
    /// progress report `cancelled`, the rest fail, and all touches are forgotten.
    public mutating func cancelAll(at time: Timestamp, into output: inout [GestureEvent]) {
        swap(&output, &out.events)
        defer { swap(&output, &out.events) }
        let t = Swift.max(time, now)
        for ri in regions.indices {
            let c = context(ri, at: t)
            for m in regions[ri].members {
                send(m, .cancel(t), ri, c)
                send(m, .reset(t), ri, c)
            }
            if regions[ri].round.state == .open { _ = regions[ri].round.handle(.sequenceEnded, at: t, &out.log) }
            regions[ri].group.removeAll()
        }
        router.removeAll()
        now = t
        nextDeadline = recognizers.earliestDeadline
    }

    /// Forgets all state without reporting anything (keeps the transition log).
    public mutating func reset() {
        (recognizers, regions) = Self.build(configuration, touchCapacity: touchCapacity)
        router.removeAll()
        now = .zero
        nextDeadline = nil
    }

    /// Moves or resizes a configured region (points). Touches already down keep their region.
    /// Returns false when no region has that name.
    @discardableResult
    public mutating func setRect(_ rect: ScreenRect, forRegion name: String) -> Bool {
        guard let i = configuration.regions.firstIndex(where: { $0.name == name }) else { return false }
        regions[i + 1].rect = rect
        if let pens = penRegionOffset { regions[pens + i + 1].rect = rect }
        return true
    }

    /// Changes the screen bounds (e.g. after a display mode change).
    public mutating func setScreenBounds(_ bounds: ScreenRect) { screenBounds = bounds }

    // MARK: Internals

    /// The region a touch of this frame belongs to (-1 = ignored); a new touch goes to the
    /// regions of its pointer type, from `offset` on.
    private mutating func route(_ touch: Touch, offset: Int, at time: Timestamp) -> Int {
        if let r = router.region(of: touch.id) { return r }
        if touch.phase != .began {
            out.record(TransitionRecord(time: time, recognizer: nil, kind: nil, from: .possible, to: .possible,
                                                reason: .unknownTouch(id: touch.id)))
            if touch.phase.isTerminal { return -1 }
        }
        let r = offset + hitTest(touch.position)
        guard router.add(touch.id, region: r) else {
            out.record(TransitionRecord(time: time, recognizer: nil, kind: nil, from: .possible, to: .possible,
                                                reason: .tooManyTouches(id: touch.id)))
            return -1
        }
        return r
    }

    /// The topmost configured region containing `p` (1...); 0 (the whole screen) otherwise.
    private func hitTest(_ p: ScreenPoint) -> Int {
        var i = configuration.regions.count
        while i > 0 {
            if let rect = regions[i].rect, rect.contains(p) { return i }
            i -= 1
        }
        return 0
    }

    private func context(_ ri: Int, at time: Timestamp) -> RecognizerContext {
        RecognizerContext(sample: regions[ri].group.sample, touches: regions[ri].group.touches,
                          screenBounds: screenBounds, time: time, settle: settle)
    }

    /// One frame of region `ri`, in one straight pass: sample the touches, open the finger
    /// set (the round's transition for a new sequence or a finger that joined), deliver the
    /// frame to each recognizer once, and let the arena resolve once. (A deadline is an
    /// input of its own: ``fireDeadlines(upTo:)`` resolves once per deadline instant.)
    private mutating func processRegion(_ ri: Int, _ frame: TouchFrame, at time: Timestamp) {
        #if DEBUG
        frameAudit.beginRegionFrame()
        defer { frameAudit.endRegionFrame() }
        #endif
        // 1. Sample: the group's geometry for this frame, computed once.
        let newSequence = regions[ri].group.beginFrame(at: time)
        for (i, touch) in frame.touches.enumerated() where frameRegions[i] == ri {
            if regions[ri].group.apply(touch) == .overflow {
                out.record(TransitionRecord(time: time, recognizer: nil, kind: nil, from: .possible, to: .possible,
                                                    reason: .tooManyTouches(id: touch.id)))
            }
        }
        regions[ri].group.endFrame()
        // Members are walked as the region's bit set (ascending, like `members`).
        let mask = regions[ri].memberMask
        let c = context(ri, at: time)

        // 2. Open the set. Members still busy with the previous sequence are carried: a
        // claim waiting for the arena (a single tap waiting for the double tap to fail) or
        // an attempt that spans sequences (a double tap between its taps: a deadline). The
        // attempt is asked whether this first frame continues it (the next tap near enough);
        // if not, it fails with its own reason, without being handed the frame.
        var carried: UInt64 = 0
        if newSequence {
            for m in BitIndices(mask) where recognizers.claim(m) != nil || recognizers.deadline(m) != nil {
                carried |= 1 << UInt64(m)
            }
            open(ri, .sequenceBegan, mask & ~carried, c)
            for m in BitIndices(carried & ~recognizers.pendingClaims) { send(m, .nextSequence(time), ri, c) }
        } else if c.sample.fingerJoined {
            open(ri, .fingerJoined, mask, c)
        }

        // 3. Deliver once, to the members still in the game. A carried claim is the arena's
        // to decide first (its holder is done with its attempt: frames are no-ops to it).
        let held = carried & recognizers.pendingClaims
        var delivered: UInt64 = 0
        var rearmed: UInt64 = 0
        out.endedEarly = false
        for m in BitIndices(mask & ~held) {
            guard deliver(m, ri, c) else { continue }
            delivered |= 1 << UInt64(m)
            if out.endedEarly {
                out.endedEarly = false
                rearmed |= open(ri, .memberEndedEarly(m), mask, c)
            }
        }
        // Re-armed by an early end after the pass went by them (they were done then). One
        // handed the frame before it finished and was re-armed waits for the next frame.
        for m in BitIndices(rearmed & ~delivered) { deliver(m, ri, c) }

        // 4. Resolve once: a carried claim is settled here (the single tap granted now that
        // the double tap failed in step 2).
        resolve(ri, mask, c)

        // Carried members now done (the claim settled, the attempt failed in step 2) start
        // over with this sequence: reset, they are handed its first frame, for the first
        // time. Nothing they do on it needs the arena: only taps and swipes carry (the last
        // lift fails or ends every continuous recognizer) and both decide at a lift, which a
        // sequence's first frame never holds; a claim would wait for the next resolve.
        for m in BitIndices(carried & ~delivered) where recognizers.state(m).isTerminal {
            send(m, .reset(time), ri, c)
            deliver(m, ri, c)
            #if DEBUG
            frameAudit.restarted(claiming: recognizers.claim(m) != nil)
            #endif
        }
        if c.sample.fingers == 0 && regions[ri].round.state == .open {
            _ = regions[ri].round.handle(.sequenceEnded, at: time, &out.log)
        }
    }

    /// Takes a finger-set event to region `ri`'s round and does what the transition asks to
    /// the members in `eligible`: a new sequence resets the ones that are done; a new round
    /// re-arms the ones that are done with the earlier rounds, measured from this frame
    /// (taps and edge swipes are decided by how the sequence started: not re-armed).
    /// Returns the members re-armed.
    @discardableResult
    private mutating func open(_ ri: Int, _ event: FingerSetRound.Event, _ eligible: UInt64, _ c: RecognizerContext) -> UInt64 {
        var rearmed: UInt64 = 0
        switch regions[ri].round.handle(event, at: c.time, &out.log) {
        case .none:
            break
        case .startSequence:
            for m in BitIndices(eligible) where recognizers.state(m).isTerminal { send(m, .reset(c.time), ri, c) }
        case .rearm:
            for m in BitIndices(eligible) where recognizers.state(m).isTerminal && recognizers.claim(m) == nil
                && recognizers.deadline(m) == nil && recognizers.base(m).kind.isRearmedWhenFingersJoin {
                send(m, .reset(c.time), ri, c)
                regions[ri].round.rearmed(m)
                recognizers.withBase(m) { $0.note(.rearmedForNewFingers, at: c.time, &out) }
                rearmed |= 1 << UInt64(m)
            }
        }
        return rearmed
    }

    /// Lets the arena settle region `ri`'s claims; nothing to do (the common case) when
    /// none of its recognizers holds one.
    @inline(__always)
    private mutating func resolve(_ ri: Int, _ mask: UInt64, _ c: RecognizerContext) {
        #if DEBUG
        frameAudit.resolvedFrame()
        #endif
        guard recognizers.pendingClaims & mask != 0 else { return }
        arena.resolve(members: regions[ri].members, mask: mask, &recognizers, &regions[ri].round, c, &out)
    }

    /// Hands `input` to member `m` of region `ri` and tells the region's round where it
    /// stands after (a gesture that ended early says so in ``GestureOutput/endedEarly``).
    @inline(__always)
    private mutating func send(_ m: Int, _ input: RecognizerInput, _ ri: Int, _ c: RecognizerContext) {
        recognizers.handle(m, input, c, &out)
        regions[ri].round.observe(m, recognizers.state(m), hasClaim: recognizers.claim(m) != nil)
    }

    /// The frame to member `m`; false when it is done with its sequence (frames are no-ops
    /// then, every transition function says so: the call is skipped).
    @discardableResult
    private mutating func deliver(_ m: Int, _ ri: Int, _ c: RecognizerContext) -> Bool {
        let state = recognizers.state(m)
        if state.isTerminal { return false }
        #if DEBUG
        frameAudit.delivered(m)
        #endif
        if state == .possible && recognizers.claim(m) == nil { regions[ri].round.join(m) }
        send(m, .frame, ri, c)
        return true
    }
}
