import TactileCore

/// Every recognizer of an engine (held by kind in ``RecognizerStorage``: a call mutates
/// the element in place). Indices are the configuration's recognizer indices.
///
/// The fields the engine and the arena poll for every recognizer on every frame (state,
/// claim, deadline, sequence) are mirrored in flat arrays, refreshed after each call that
/// can change them (``handle(_:_:_:_:)``, ``withBase(_:_:)``: the only mutating paths),
/// so a poll is one array read instead of a dispatch on the recognizer's kind.
struct RecognizerStore: Sendable {
    private var storage: RecognizerStorage
    private var states: [GestureState] = []
    private var claims: [Claim?] = []
    private var deadlines: [Timestamp?] = []
    private var sequences: [Int] = []
    /// Bit `m` is set while recognizer `m` is `possible` with a claim: the arena has work
    /// only when a region's member mask meets this (at most 64 recognizers).
    private(set) var pendingClaims: UInt64 = 0
    /// Bit `m` is set while recognizer `m` asks for a new finger set (``RecognizerBase/requestsRearm``).
    private(set) var anyRearmRequested: UInt64 = 0
    /// Bit `m` is set while recognizer `m` has a deadline.
    private var deadlineMask: UInt64 = 0
    /// The earliest deadline of any recognizer, nil when none is pending. Kept up to date
    /// when a deadline changes (rare), because the engine asks after every frame.
    private(set) var earliestDeadline: Timestamp?

    init(_ configuration: GestureConfiguration) {
        storage = RecognizerStorage(configuration)
        states = Array(repeating: .possible, count: storage.count)
        claims = Array(repeating: nil, count: storage.count)
        deadlines = Array(repeating: nil, count: storage.count)
        sequences = Array(repeating: 0, count: storage.count)
        for m in 0..<storage.count { mirror(m, storage.base(m)) }
    }

    /// Copies recognizer `m`'s polled fields into the flat arrays.
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
        if sequences[m] != b.sequence { sequences[m] = b.sequence }
        let rearmBit: UInt64 = 1 << UInt64(m)
        if b.requestsRearm != (anyRearmRequested & rearmBit != 0) { anyRearmRequested ^= rearmBit }
    }

    var count: Int { storage.count }
    var indices: Range<Int> { 0..<storage.count }

    /// The shared part of recognizer `m`.
    func base(_ m: Int) -> RecognizerBase { storage.base(m) }

    @inline(__always) func state(_ m: Int) -> GestureState { states[m] }
    @inline(__always) func claim(_ m: Int) -> Claim? { claims[m] }
    @inline(__always) func deadline(_ m: Int) -> Timestamp? { deadlines[m] }
    @inline(__always) func sequence(_ m: Int) -> Int { sequences[m] }

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
        mirror(m, storage.withBase(m, body))
    }

    /// Runs recognizer `m`'s transition function (and refreshes its polled fields from
    /// the element just handled: no second dispatch on the kind).
    mutating func handle(_ m: Int, _ input: RecognizerInput, _ c: RecognizerContext, _ out: inout GestureOutput) {
        let before = states[m]
        mirror(m, storage.handle(m, input, c, &out))
        if states[m] != before && states[m].isTerminal {
            // Remember the finger set it finished in: recognizers re-armed after it are not excluded by it.
            withBase(m) { $0.terminalEpoch = c.epoch }
        }
    }
}
