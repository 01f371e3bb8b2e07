import CTactile

/// The bounded ring of C events between the engine and `tactile_engine_next_event`.
///
/// Slots are preallocated, so queueing an event copies it into place and never
/// allocates. When the ring is full the oldest event is dropped and counted: a
/// caller that stops draining loses history, not the latest state.
final class EventQueue {
    let capacity: Int
    private let slots: UnsafeMutablePointer<tactile_event>
    private var head = 0
    private(set) var count = 0
    /// Events dropped because the ring was full.
    private(set) var dropped: UInt64 = 0
    /// `TACTILE_EVENT_MASK(type)` bits of the types to keep.
    var mask: UInt32

    init(capacity: Int, mask: UInt32) {
        self.capacity = capacity
        self.mask = mask
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: tactile_event(), count: capacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    /// Whether events of `type` are wanted (checked before building one).
    @inline(__always)
    func wants(_ type: tactile_event_type) -> Bool {
        type.rawValue < 32 && mask & (1 << type.rawValue) != 0
    }

    /// Reserves the next slot (dropping the oldest event when full), zeroes it and
    /// lets `fill` write it in place.
    @inline(__always)
    func push(_ fill: (inout tactile_event) -> Void) {
        if count == capacity {
            head = (head + 1) % capacity
            count -= 1
            dropped &+= 1
        }
        let slot = slots + (head + count) % capacity
        slot.pointee = tactile_event()
        fill(&slot.pointee)
        count += 1
    }

    /// Moves the oldest event into `out`; false when empty.
    func pop(into out: UnsafeMutablePointer<tactile_event>) -> Bool {
        guard count > 0 else { return false }
        out.pointee = slots[head]
        head = (head + 1) % capacity
        count -= 1
        return true
    }
}
