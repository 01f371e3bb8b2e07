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
    private var regions: [RegionState]
    private let arena: GestureArena
    private var router: TouchRouter
    /// Scratch: the region of each touch of the current frame (-1 = ignored); only the
    /// first `frame.touches.count` entries are meaningful.
    private var frameRegions: [Int] = []
    private let touchCapacity: Int
    private let settle: SettleRule

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
        out = GestureOutput(log: TransitionLog(capacity: configuration.transitionLogCapacity))
        arena = GestureArena(relations: RelationTable(configuration))
        router = TouchRouter(capacity: self.touchCapacity)
        frameRegions.reserveCapacity(self.touchCapacity)
        (recognizers, regions) = Self.build(configuration, touchCapacity: self.touchCapacity)
    }

    private static func build(_ configuration: GestureConfiguration, touchCapacity: Int) -> (RecognizerStore, [RegionState]) {
        let recognizers = RecognizerStore(configuration)
        let window = Milliseconds(configuration.velocityWindowMilliseconds)
        var regions = [RegionState(rect: nil, members: configuration.recognizers.indices.filter {
            configuration.recognizers[$0].region == nil
        }, touchCapacity: touchCapacity, velocityWindow: window)]
        for region in configuration.regions {
            let members = configuration.recognizers.indices.filter { configuration.recognizers[$0].region == region.name }
            regions.append(RegionState(rect: region.rect, members: members, touchCapacity: touchCapacity, velocityWindow: window))
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
    public mutating func process(_ frame: TouchFrame, into output: inout [GestureEvent]) {
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
        for (i, touch) in frame.touches.enumerated() {
            let r = route(touch, at: time)
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
                    recognizers.handle(m, .deadline(d), c, &out)
                    if let again = recognizers.deadline(m), again <= d {
                        // A recognizer that keeps a deadline in the past would stall time: report and drop it.
                        out.record(TransitionRecord(time: d, recognizer: RecognizerID(m), kind: recognizers.base(m).kind,
                                                            from: recognizers.state(m), to: recognizers.state(m),
                                                            reason: .illegalTransition))
                        recognizers.withBase(m) { $0.deadline = nil }
                    }
                }
                arena.resolve(members: members, mask: regions[ri].memberMask, &recognizers, c, &out)
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
                recognizers.handle(m, .cancel(t), c, &out)
                recognizers.handle(m, .reset(t), c, &out)
            }
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
        return true
    }

    /// Changes the screen bounds (e.g. after a display mode change).
    public mutating func setScreenBounds(_ bounds: ScreenRect) { screenBounds = bounds }

    // MARK: Internals

    /// The region a touch of this frame belongs to (-1 = ignored).
    private mutating func route(_ touch: Touch, at time: Timestamp) -> Int {
        if let r = router.region(of: touch.id) { return r }
        if touch.phase != .began {
            out.record(TransitionRecord(time: time, recognizer: nil, kind: nil, from: .possible, to: .possible,
                                                reason: .unknownTouch(id: touch.id)))
            if touch.phase.isTerminal { return -1 }
        }
        let r = hitTest(touch.position)
        guard router.add(touch.id, region: r) else {
            out.record(TransitionRecord(time: time, recognizer: nil, kind: nil, from: .possible, to: .possible,
                                                reason: .tooManyTouches(id: touch.id)))
            return -1
        }
        return r
    }

    /// The topmost region containing `p`; region 0 (the whole screen) otherwise.
    private func hitTest(_ p: ScreenPoint) -> Int {
        var i = regions.count - 1
        while i > 0 {
            if let rect = regions[i].rect, rect.contains(p) { return i }
            i -= 1
        }
        return 0
    }

    private func context(_ ri: Int, at time: Timestamp) -> RecognizerContext {
        RecognizerContext(sample: regions[ri].group.sample, touches: regions[ri].group.touches,
                          screenBounds: screenBounds, time: time, epoch: regions[ri].epoch,
                          settle: settle)
    }

    private mutating func processRegion(_ ri: Int, _ frame: TouchFrame, at time: Timestamp) {
        let newSequence = regions[ri].group.beginFrame(at: time)
        for (i, touch) in frame.touches.enumerated() where frameRegions[i] == ri {
            if regions[ri].group.apply(touch) == .overflow {
                out.record(TransitionRecord(time: time, recognizer: nil, kind: nil, from: .possible, to: .possible,
                                                    reason: .tooManyTouches(id: touch.id)))
            }
        }
        regions[ri].group.endFrame()
        if newSequence { regions[ri].sequence += 1 }
        let joined = !newSequence && regions[ri].group.sample.fingerJoined
        if newSequence || joined { regions[ri].epoch += 1 }
        // Members are walked as the region's bit set (ascending, like `members`).
        let mask = regions[ri].memberMask
        let sequence = regions[ri].sequence
        let c = context(ri, at: time)

        if joined { rearm(mask, c) }

        // A new sequence: recognizers done with the previous one join again. Ones still
        // busy with it (a double tap between its taps, a tap waiting for it to fail: they
        // hold a claim or a deadline) see the frame as they are.
        var busy: UInt64 = 0
        if newSequence {
            for m in BitIndices(mask) {
                if recognizers.claim(m) != nil || recognizers.deadline(m) != nil {
                    busy |= 1 << UInt64(m)
                } else if recognizers.state(m).isTerminal {
                    recognizers.handle(m, .reset(time), c, &out)
                }
            }
        }
        for m in BitIndices(mask) { deliverFrame(m, c, sequence) }
        resolve(ri, mask, c)
        if recognizers.anyRearmRequested & mask != 0 { rearmAfterEarlyEnd(ri, mask, at: time) }

        if busy != 0 {
            // Busy ones that finished on this very frame (a double tap that failed because
            // this touch is too far, the single tap that it released) start over with this touch.
            var again = false
            for m in BitIndices(busy) where recognizers.state(m).isTerminal {
                recognizers.handle(m, .reset(time), c, &out)
                deliverFrame(m, c, sequence)
                again = true
            }
            if again { resolve(ri, mask, c) }
        }
    }

    /// A finger joined (or a long press gave up its fingers): the sequence goes on with a
    /// new finger set. Recognizers that were done with the old set (a pinch that ended when
    /// a finger lifted, a pan that lost to a long press, a two-finger long press that failed
    /// while one finger was down) get their chance with the new one, measured from this
    /// frame. Taps and edge swipes are decided by how the sequence started: not re-armed.
    /// Returns whether any was re-armed.
    @discardableResult
    private mutating func rearm(_ mask: UInt64, _ c: RecognizerContext) -> Bool {
        var any = false
        for m in BitIndices(mask) where recognizers.state(m).isTerminal && recognizers.claim(m) == nil
            && recognizers.deadline(m) == nil && recognizers.base(m).kind.isRearmedWhenFingersJoin {
            recognizers.handle(m, .reset(c.time), c, &out)
            recognizers.withBase(m) { $0.armedEpoch = c.epoch; $0.note(.rearmedForNewFingers, at: c.time, &out) }
            any = true
        }
        return any
    }

    /// After a frame: a recognizer that ended early because its fingers started something
    /// else (a long press whose fingers pinch) opens a new finger set, and what it excluded
    /// is re-armed and sees this frame.
    private mutating func rearmAfterEarlyEnd(_ ri: Int, _ mask: UInt64, at time: Timestamp) {
        var requested = false
        for m in BitIndices(mask) where recognizers.base(m).requestsRearm {
            recognizers.withBase(m) { $0.requestsRearm = false }
            requested = true
        }
        guard requested else { return }
        regions[ri].epoch += 1
        let c = context(ri, at: time)
        guard rearm(mask, c) else { return }
        for m in BitIndices(mask) where recognizers.base(m).armedEpoch == c.epoch { deliverFrame(m, c, regions[ri].sequence) }
        resolve(ri, mask, c)
    }

    /// Lets the arena settle region `ri`'s claims; nothing to do (the common case) when
    /// none of its recognizers holds one.
    @inline(__always)
    private mutating func resolve(_ ri: Int, _ mask: UInt64, _ c: RecognizerContext) {
        guard recognizers.pendingClaims & mask != 0 else { return }
        arena.resolve(members: regions[ri].members, mask: mask, &recognizers, c, &out)
    }

    private mutating func deliverFrame(_ m: Int, _ c: RecognizerContext, _ sequence: Int) {
        let state = recognizers.state(m)
        // Frames are no-ops for a recognizer that is done with its sequence (every
        // transition function says so): skip the call.
        if state.isTerminal { return }
        if state == .possible && recognizers.claim(m) == nil && recognizers.sequence(m) != sequence {
            recognizers.withBase(m) { $0.sequence = sequence; $0.armedEpoch = c.epoch }
        }
        recognizers.handle(m, .frame, c, &out)
    }
}
