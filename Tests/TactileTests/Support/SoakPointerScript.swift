import TactileCore
import TactilePointer

/// An endless mouse stream: moves toward random targets (fast then slow, like a person),
/// clicks on arrival, scrolls now and then, with pauses. One frame per call.
struct SoakPointerScript {
    private var random: SplitMix64
    private var remaining = 0
    private var dx: Int32 = 0, dy: Int32 = 0
    private var pendingRelease = false
    private var clickNext = false
    private(set) var time: Int64 = 1_000_000
    private(set) var clicks = 0

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// True when no button is held.
    var isIdle: Bool { !pendingRelease }

    mutating func next() -> PointerFrame {
        time += 8_000
        if pendingRelease {
            pendingRelease = false
            return PointerFrame(time: Timestamp(microseconds: time), buttons: [], released: .left)
        }
        if clickNext {
            clickNext = false
            pendingRelease = true
            clicks += 1
            return PointerFrame(time: Timestamp(microseconds: time), buttons: .left, pressed: .left)
        }
        if remaining == 0 {
            remaining = 10 + random.below(50)
            dx = Int32(random.below(41)) - 20
            dy = Int32(random.below(41)) - 20
            time += Int64(random.below(200_000))
            if random.below(5) == 0 {
                return PointerFrame(time: Timestamp(microseconds: time), wheel: WheelDelta(vertical: Double(random.below(5)) - 2))
            }
        }
        remaining -= 1
        // Slow down over the last frames of a movement, then click.
        let slow: Int32 = remaining < 5 ? 4 : 1
        if remaining == 0 && random.below(3) == 0 { clickNext = true }
        return PointerFrame(time: Timestamp(microseconds: time), dx: dx / slow, dy: dy / slow)
    }

    /// The button-up that ends a click in progress, if any.
    mutating func finish() -> PointerFrame? {
        clickNext = false
        guard pendingRelease else { return nil }
        pendingRelease = false
        time += 8_000
        return PointerFrame(time: Timestamp(microseconds: time), buttons: [], released: .left)
    }
}
