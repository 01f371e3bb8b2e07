/// A recognizer's request to win its arena: it crossed its threshold at `time`.
///
/// `time` is interpolated between the two frames around the crossing (in
/// microseconds, fractional), so "who crossed first" does not depend on the event rate.
struct Claim: Equatable, Sendable {
    /// When the threshold was crossed, in microseconds of the event clock.
    var time: Double
    /// How far past the threshold the recognizer was at the frame that detected the
    /// crossing (progress - 1): breaks exact ties in crossing time.
    var margin: Double

    /// Whether `self` should be considered before `other`.
    func precedes(_ other: Claim) -> Bool {
        if time != other.time { return time < other.time }
        return margin > other.margin
    }
}
