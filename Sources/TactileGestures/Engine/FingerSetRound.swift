import TactileCore

/// A region's touch sequence as a series of finger-set rounds, as one explicit state machine.
///
/// A touch sequence starts when the first finger lands on an empty region and ends when the
/// last one lifts. Within it, every landing forms a new finger set: a new *round*. Lifting
/// forms none (the fingers that stay have settled). A round also opens when a member in
/// progress ends early because its fingers started something else (a long press whose
/// fingers pinch): what it shut out gets its chance. Recognizers take part in the sequence
/// they were armed in and compete from the round they were armed in; when a round opens,
/// the members done with the earlier ones are re-armed for it (``GestureKind/isRearmedWhenFingersJoin``).
///
/// The one question the arena asks, ``excludes(_:_:relation:winnerState:)``, is answered
/// here from the round bookkeeping alone: exclusion holds within one sequence; a winner in
/// progress excludes what its relations say; a winner that is done excludes only members
/// armed in a round no later than the one it finished in; a winner that gave way (or ended
/// early) excludes nothing more. ``givesWay(_:to:winnerState:)`` says when a winner in
/// progress from an older round is asked to give way to a claimant of a newer one.
///
/// Every transition writes one record to the transition log with its reason (libinput
/// logs its tap states the same way). Storage is sized at init: nothing allocates per frame.
struct FingerSetRound: Sendable {
    /// What happens to the region's finger set.
    enum Event: Sendable {
        /// The first finger of a touch sequence landed.
        case sequenceBegan
        /// A finger landed while others were down: a new finger set.
        case fingerJoined
        /// Member `m`, in progress, ended because its fingers started something else: it
        /// excludes nothing more, and a new round re-arms what it had shut out.
        case memberEndedEarly(Int)
        /// Member `m`, in progress from an older round, ended to give way to a claimant of a
        /// newer one: it excludes nothing more (no new round: the claimant's round is current).
        case memberGaveWay(Int)
        /// The last finger lifted, or every touch was cancelled.
        case sequenceEnded
    }

    /// Whether a touch sequence is under way.
    enum State: String, Sendable {
        /// No finger down: the next landing begins a sequence.
        case idle
        /// Fingers down; ``round`` is the current finger set.
        case open
    }

    /// What the engine does to the recognizers for a transition.
    enum Action: Sendable {
        case none
        /// A new sequence: members done with the last one start over; members still busy
        /// with it (a claim or a deadline) carry on. The engine asks a carried attempt
        /// whether the sequence's first frame continues it (``RecognizerInput/nextSequence(_:)``)
        /// before the frame is delivered, and starts over, after the resolve, the carried
        /// members that are done then: each member sees the frame once.
        case startSequence
        /// A new round: members done with the earlier rounds are re-armed for it.
        case rearm
    }

    private(set) var state: State = .idle
    /// Counts touch sequences.
    private(set) var sequence = 0
    /// Counts finger sets across sequences (the current one).
    private(set) var round = 0
    /// Per recognizer (by index): the sequence it takes part in, the round it was armed in
    /// and the round it last finished in (ended, recognized, cancelled, failed).
    private var memberSequence: [Int]
    private var armedRound: [Int]
    private var finishedRound: [Int]
    private let kinds: [GestureKind]
    /// Bit sets by recognizer index: done (terminal), gave way (excludes nothing more),
    /// and "waiting for" already logged for its current claim.
    private var finished: UInt64 = 0
    private var gaveWay: UInt64 = 0
    private var loggedWaiting: UInt64 = 0

    init(kinds: [GestureKind]) {
        self.kinds = kinds
        memberSequence = Array(repeating: 0, count: kinds.count)
        armedRound = Array(repeating: 0, count: kinds.count)
        finishedRound = Array(repeating: 0, count: kinds.count)
    }

    @inline(__always) private static func bit(_ m: Int) -> UInt64 { 1 << UInt64(m) }

    // MARK: The transition function

    /// Takes `event`, logs the transition with its reason and returns what the engine must
    /// do to the recognizers.
    mutating func handle(_ event: Event, at time: Timestamp, _ log: inout TransitionLog<TransitionRecord>) -> Action {
        let action: Action
        let change: FingerSetChange
        var member: Int?
        switch (state, event) {
        case (.idle, .sequenceBegan):
            sequence += 1; round += 1; state = .open
            action = .startSequence; change = .sequenceBegan
        case (.open, .sequenceBegan):
            // The region lost its touches without a lift (cancelled everything): start over.
            sequence += 1; round += 1
            action = .startSequence; change = .sequenceBegan
        case (.open, .fingerJoined):
            round += 1
            action = .rearm; change = .fingerJoined
        case (.open, .memberEndedEarly(let m)):
            gaveWay |= Self.bit(m); round += 1; member = m
            action = .rearm; change = .memberEndedEarly
        case (.open, .memberGaveWay(let m)), (.idle, .memberGaveWay(let m)):
            gaveWay |= Self.bit(m); member = m
            action = .none; change = .memberGaveWay
        case (.open, .sequenceEnded):
            state = .idle
            action = .none; change = .sequenceEnded
        case (.idle, .fingerJoined), (.idle, .memberEndedEarly), (.idle, .sequenceEnded):
            // Cannot happen with fingers accounted for: reported, not taken.
            log.append(TransitionRecord(time: time, recognizer: nil, kind: nil, from: .possible, to: .possible,
                                        reason: .illegalTransition))
            return .none
        }
        log.append(TransitionRecord(time: time, recognizer: member.map(RecognizerID.init), kind: member.map { kinds[$0] },
                                    from: .possible, to: .possible,
                                    reason: .fingerSet(change, round: round)))
        return action
    }

    // MARK: Members

    /// Member `m` takes part in the current sequence from the current round (it is
    /// `possible` and holds no claim from an earlier sequence).
    mutating func join(_ m: Int) {
        guard memberSequence[m] != sequence else { return }
        memberSequence[m] = sequence
        armedRound[m] = round
    }

    /// Member `m` was re-armed for the current round.
    mutating func rearmed(_ m: Int) { armedRound[m] = round }

    /// Records member `m`'s state after any input: when it finished, and that a reset
    /// brings it back into the game. Called after every recognizer call.
    @inline(__always)
    mutating func observe(_ m: Int, _ state: GestureState, hasClaim: Bool) {
        let b = Self.bit(m)
        if state.isTerminal {
            if finished & b == 0 { finished |= b; finishedRound[m] = round }
        } else if finished & b != 0 {
            finished &= ~b; gaveWay &= ~b
        }
        if loggedWaiting & b != 0 && !(state == .possible && hasClaim) { loggedWaiting &= ~b }
    }

    /// Whether both take part in the same touch sequence.
    func sameSequence(_ a: Int, _ b: Int) -> Bool { memberSequence[a] == memberSequence[b] }

    /// Whether the "waiting for" record of `m`'s current claim is still to be written (and
    /// marks it written).
    mutating func shouldLogWaiting(_ m: Int) -> Bool {
        let b = Self.bit(m)
        guard loggedWaiting & b == 0 else { return false }
        loggedWaiting |= b
        return true
    }

    // MARK: The exclusion question

    /// Whether `winner`, having won (state `winnerState`), rules out `candidate`, whose
    /// relation to it is `relation`.
    func excludes(_ winner: Int, _ candidate: Int, relation: PairRelation, winnerState: GestureState) -> Bool {
        switch relation {
        case .waitsFor:
            return true
        case .exclusive, .blocks:
            guard memberSequence[candidate] == memberSequence[winner], gaveWay & Self.bit(winner) == 0 else { return false }
            return winnerState.isActive || armedRound[candidate] <= finishedRound[winner]
        case .unrelated, .simultaneous, .transform:
            return false
        }
    }

    /// Whether `winner`, in progress (and excluding `candidate`), is asked to give way to
    /// `candidate`'s claim: `candidate` was armed for a newer finger set and does something
    /// else. A hold does not give way to another hold: a finger added to a long press in
    /// progress holds with it (a two-finger press of the new set loses to the press).
    func givesWay(_ winner: Int, to candidate: Int) -> Bool {
        armedRound[winner] < armedRound[candidate] && kinds[winner] != kinds[candidate]
    }
}
