#if DEBUG
/// Counts, in debug builds only, how often one input reaches each recognizer and the
/// arena, so tests can check ``GestureEngine``'s one-pass rule: per region and frame, every
/// recognizer is handed the frame at most once and the arena resolves exactly once; per
/// region and deadline instant, the arena resolves once. Release builds have no counters
/// (nothing in the hot path). Storage is sized at init: nothing allocates per frame.
package struct FrameAudit: Sendable {
    /// Region frames processed (each touch frame counts once per region it touches).
    package private(set) var regionFrames = 0
    /// Frames handed to recognizers in all.
    package private(set) var deliveries = 0
    /// Most times one recognizer was handed one frame (1 when the rule holds).
    package private(set) var maximumDeliveriesPerMemberPerFrame = 0
    /// Fewest and most arena passes for one region and one frame (both 1 when the rule holds).
    package private(set) var minimumResolvesPerRegionFrame = Int.max
    package private(set) var maximumResolvesPerRegionFrame = 0
    /// Deadline instants fired per region, and the most arena passes one of them made.
    package private(set) var regionDeadlines = 0
    package private(set) var maximumResolvesPerRegionDeadline = 0
    /// Carried members started over after the resolve, and how many of them claimed on
    /// that first frame (0: no claim is left for a second resolve).
    package private(set) var restartedAfterResolve = 0
    package private(set) var claimsAfterResolve = 0

    private var frameDeliveries: [Int]
    private var frameResolves = 0
    private var deadlineResolves = 0

    init(recognizers: Int) { frameDeliveries = Array(repeating: 0, count: recognizers) }

    mutating func beginRegionFrame() {
        regionFrames += 1
        for m in frameDeliveries.indices { frameDeliveries[m] = 0 }
        frameResolves = 0
    }

    mutating func delivered(_ m: Int) {
        deliveries += 1
        frameDeliveries[m] += 1
        maximumDeliveriesPerMemberPerFrame = Swift.max(maximumDeliveriesPerMemberPerFrame, frameDeliveries[m])
    }

    mutating func resolvedFrame() { frameResolves += 1 }

    mutating func endRegionFrame() {
        minimumResolvesPerRegionFrame = Swift.min(minimumResolvesPerRegionFrame, frameResolves)
        maximumResolvesPerRegionFrame = Swift.max(maximumResolvesPerRegionFrame, frameResolves)
    }

    mutating func restarted(claiming: Bool) {
        restartedAfterResolve += 1
        if claiming { claimsAfterResolve += 1 }
    }

    mutating func beginRegionDeadline() { regionDeadlines += 1; deadlineResolves = 0 }

    mutating func resolvedDeadline() {
        deadlineResolves += 1
        maximumResolvesPerRegionDeadline = Swift.max(maximumResolvesPerRegionDeadline, deadlineResolves)
    }
}
#endif
