import TactileCore

/// Decides which of a region's recognizers win the current touch sequence, in the spirit
/// of Flutter's gesture arena but with UIKit-style pairwise relations.
///
/// Recognizers join at touch-down; each either fails on its own (rejects) or crosses its
/// threshold and *claims*. The arena then, repeatedly until nothing changes:
/// 1. takes the pending claims in order of their interpolated crossing time (not frame
///    order, not registration order), so the winner does not depend on the event rate;
/// 2. fails a claimant that an already-winning recognizer excludes;
/// 3. keeps a claimant waiting while a recognizer it requires to fail is still possible
///    (one direction only: the other one is never delayed);
/// 4. otherwise grants it: it begins (or is recognized), every possible recognizer it
///    excludes fails, and its `transform` partners begin with it.
/// A failure can unblock waiting claimants, hence the repetition (bounded by the count).
///
/// Exclusion applies within one touch sequence; requires-failure applies across them
/// (a single tap waits for the double tap whose second tap is the next sequence).
///
/// A touch sequence is a sequence of finger sets (``FingerSetRound``); which winner excludes
/// which claimant, and when a winner in progress from an older finger set gives way to a
/// claimant of a newer one (a long press to the pinch of the finger that joined), is the
/// round's answer (``FingerSetRound/excludes(_:_:relation:winnerState:)``,
/// ``FingerSetRound/givesWay(_:to:)``). The arena reads states from the store's flat
/// arrays, which the store writes right after each call, and tells the round after each
/// call it makes: nothing it reads can be stale.
struct GestureArena: Sendable {
    let relations: RelationTable

    init(relations: RelationTable) { self.relations = relations }

    /// Whether `winner`, having won, rules out `a`.
    @inline(__always)
    private func excludes(_ winner: Int, _ a: Int, _ recognizers: RecognizerStore, _ round: FingerSetRound) -> Bool {
        round.excludes(winner, a, relation: relations.relation(a, winner), winnerState: recognizers.state(winner))
    }

    /// Hands `input` to member `m` and tells the round where it stands after.
    private func send(_ m: Int, _ input: RecognizerInput, _ recognizers: inout RecognizerStore, _ round: inout FingerSetRound,
                      _ c: RecognizerContext, _ out: inout GestureOutput) {
        recognizers.handle(m, input, c, &out)
        round.observe(m, recognizers.state(m), hasClaim: recognizers.claim(m) != nil)
    }

    /// Asks in-progress winners of older finger sets that exclude `candidate` (armed for a
    /// newer set) to give way; returns whether any did.
    private func makeWay(for candidate: Int, _ members: [Int], _ recognizers: inout RecognizerStore,
                         _ round: inout FingerSetRound, _ c: RecognizerContext,
                         _ out: inout GestureOutput) -> Bool {
        var any = false
        for w in members where w != candidate && recognizers.state(w).isActive
            && excludes(w, candidate, recognizers, round) && round.givesWay(w, to: candidate) {
            send(w, .yield(c.time, RecognizerID(candidate)), &recognizers, &round, c, &out)
            if !recognizers.state(w).isActive {
                _ = round.handle(.memberGaveWay(w), at: c.time, &out.log)
                any = true
            }
        }
        return any
    }

    /// Settles the claims of `members` (whose bit set is `mask`). Returns at once when
    /// none of them holds a pending claim: the common case on every frame.
    func resolve(members: [Int], mask: UInt64, _ recognizers: inout RecognizerStore, _ round: inout FingerSetRound,
                 _ c: RecognizerContext, _ out: inout GestureOutput) {
        guard recognizers.pendingClaims & mask != 0 else { return }
        var changed = true
        var rounds = 0
        while changed && rounds <= members.count + 1 {
            changed = false
            rounds += 1
            var visited: UInt64 = 0
            while let candidate = nextClaimant(members, recognizers, excluding: visited) {
                visited |= 1 << UInt64(candidate)
                if makeWay(for: candidate, members, &recognizers, &round, c, &out) { changed = true }
                if let winner = members.first(where: {
                    recognizers.state($0).hasWon && excludes($0, candidate, recognizers, round)
                }) {
                    send(candidate, .denied(c.time, .lostTo(RecognizerID(winner))), &recognizers, &round, c, &out)
                    changed = true
                    continue
                }
                if let blocker = members.first(where: {
                    relations.relation(candidate, $0) == .waitsFor && recognizers.state($0) == .possible
                }) {
                    if round.shouldLogWaiting(candidate) {
                        out.record(TransitionRecord(time: c.time, recognizer: RecognizerID(candidate),
                                                    kind: recognizers.base(candidate).kind, from: .possible, to: .possible,
                                                    reason: .waitingFor(RecognizerID(blocker))))
                    }
                    continue
                }
                let dependency = members.first { relations.relation(candidate, $0) == .waitsFor }
                let reason: TransitionReason = dependency.map { .wonAfterFailureOf(RecognizerID($0)) } ?? .won
                send(candidate, .granted(c.time, reason), &recognizers, &round, c, &out)
                afterWin(of: candidate, members, &recognizers, &round, c, &out)
                changed = true
            }
        }
    }

    /// The pending claim that comes first: earliest crossing, then largest margin, then
    /// lowest index (only for exact ties, which interpolation makes rare).
    private func nextClaimant(_ members: [Int], _ recognizers: RecognizerStore, excluding visited: UInt64) -> Int? {
        var best: Int?
        var bestClaim = Claim(time: 0, margin: 0)
        for m in members where visited & (1 << UInt64(m)) == 0 {
            guard recognizers.state(m) == .possible, let claim = recognizers.claim(m) else { continue }
            if best == nil || claim.precedes(bestClaim) { best = m; bestClaim = claim }
        }
        return best
    }

    /// Fails what the winner excludes and begins its transform partners.
    private func afterWin(of winner: Int, _ members: [Int], _ recognizers: inout RecognizerStore, _ round: inout FingerSetRound,
                          _ c: RecognizerContext, _ out: inout GestureOutput) {
        guard recognizers.state(winner).hasWon else { return }
        for p in members where p != winner && recognizers.state(p) == .possible {
            if excludes(winner, p, recognizers, round) {
                send(p, .denied(c.time, .lostTo(RecognizerID(winner))), &recognizers, &round, c, &out)
            } else if relations.relation(p, winner) == .transform && round.sameSequence(p, winner) {
                send(p, .partnerBegan(c.time, RecognizerID(winner)), &recognizers, &round, c, &out)
                if recognizers.state(p).hasWon { afterWin(of: p, members, &recognizers, &round, c, &out) }
            }
        }
    }
}
