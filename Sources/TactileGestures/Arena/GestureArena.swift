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
/// A touch sequence is a sequence of finger sets (a new set each time a finger joins).
/// A winner in progress excludes whatever it excludes; a winner that is done only
/// excludes recognizers armed before it finished, so a pinch re-armed when a finger
/// joins is not shut out by the pinch or long press that ended earlier. A winner in
/// progress from an older finger set that gives way (a long press) is asked to, and ends,
/// when a recognizer of a newer set claims: the new set's pinch, rotate or pan is reported.
struct GestureArena: Sendable {
    let relations: RelationTable

    init(relations: RelationTable) { self.relations = relations }

    /// Whether `winner`, having won, rules out `a`.
    private func excludes(_ winner: Int, _ a: Int, _ recognizers: RecognizerStore) -> Bool {
        switch relations.relation(a, winner) {
        case .waitsFor: return true
        case .exclusive, .blocks:
            guard recognizers.sequence(a) == recognizers.sequence(winner) else { return false }
            if recognizers.state(winner).isActive { return true }
            let w = recognizers.base(winner)
            return !w.yielded && recognizers.base(a).armedEpoch <= w.terminalEpoch
        case .unrelated, .simultaneous, .transform: return false
        }
    }

    /// Asks in-progress winners of older finger sets that exclude `candidate` (armed for a
    /// newer set) to give way; returns whether any did.
    private func makeWay(for candidate: Int, _ members: [Int], _ recognizers: inout RecognizerStore, _ c: RecognizerContext,
                         _ out: inout GestureOutput) -> Bool {
        let epoch = recognizers.base(candidate).armedEpoch
        var any = false
        for w in members where w != candidate && recognizers.state(w).isActive && excludes(w, candidate, recognizers)
            && recognizers.base(w).armedEpoch < epoch {
            recognizers.handle(w, .yield(c.time, RecognizerID(candidate)), c, &out)
            if !recognizers.state(w).isActive { any = true }
        }
        return any
    }

    /// Settles the claims of `members` (whose bit set is `mask`). Returns at once when
    /// none of them holds a pending claim: the common case on every frame.
    func resolve(members: [Int], mask: UInt64, _ recognizers: inout RecognizerStore, _ c: RecognizerContext,
                 _ out: inout GestureOutput) {
        guard recognizers.pendingClaims & mask != 0 else { return }
        var changed = true
        var rounds = 0
        while changed && rounds <= members.count + 1 {
            changed = false
            rounds += 1
            var visited: UInt64 = 0
            while let candidate = nextClaimant(members, recognizers, excluding: visited) {
                visited |= 1 << UInt64(candidate)
                if makeWay(for: candidate, members, &recognizers, c, &out) { changed = true }
                if let winner = members.first(where: {
                    recognizers.state($0).hasWon && excludes($0, candidate, recognizers)
                }) {
                    recognizers.handle(candidate, .denied(c.time, .lostTo(RecognizerID(winner))), c, &out)
                    changed = true
                    continue
                }
                if let blocker = members.first(where: {
                    relations.relation(candidate, $0) == .waitsFor && recognizers.state($0) == .possible
                }) {
                    recognizers.withBase(candidate) { $0.noteWaiting(for: RecognizerID(blocker), at: c.time, &out) }
                    continue
                }
                let dependency = members.first { relations.relation(candidate, $0) == .waitsFor }
                let reason: TransitionReason = dependency.map { .wonAfterFailureOf(RecognizerID($0)) } ?? .won
                recognizers.handle(candidate, .granted(c.time, reason), c, &out)
                afterWin(of: candidate, members, &recognizers, c, &out)
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
    private func afterWin(of winner: Int, _ members: [Int], _ recognizers: inout RecognizerStore,
                          _ c: RecognizerContext, _ out: inout GestureOutput) {
        guard recognizers.state(winner).hasWon else { return }
        for p in members where p != winner && recognizers.state(p) == .possible {
            if excludes(winner, p, recognizers) {
                recognizers.handle(p, .denied(c.time, .lostTo(RecognizerID(winner))), c, &out)
            } else if relations.relation(p, winner) == .transform
                        && recognizers.sequence(p) == recognizers.sequence(winner) {
                recognizers.handle(p, .partnerBegan(c.time, RecognizerID(winner)), c, &out)
                if recognizers.state(p).hasWon { afterWin(of: p, members, &recognizers, c, &out) }
            }
        }
    }
}
