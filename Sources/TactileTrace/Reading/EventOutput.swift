import TactileCore

/// Where a parser writes events: the uninitialized storage of the array being
/// built, so appending is a store and an increment (no uniqueness check, no
/// regrowth). The capacity comes from a proven bound: bytes per shortest entry, and for
/// evemu (one event per line) also the number of lines, whichever is smaller.
struct EventOutput {
    private let base: UnsafeMutablePointer<InputEvent>?
    let capacity: Int
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<InputEvent>) {
        base = buffer.baseAddress
        capacity = buffer.count
    }

    /// False (and nothing written) when full; callers size the buffer so this
    /// cannot happen, and report an error if it ever does.
    @inline(__always) mutating func append(_ event: InputEvent) -> Bool {
        guard count < capacity, let base else { return false }
        (base + count).initialize(to: event)
        count &+= 1
        return true
    }

    /// Forgets events after the first `newCount` (trivial type: nothing to deinitialize).
    mutating func truncate(to newCount: Int) {
        count = Swift.min(count, Swift.max(0, newCount))
    }

    var last: InputEvent? { count > 0 ? base.map { $0[count &- 1] } : nil }

    /// Builds an array of events with `parse`, which writes into an `EventOutput`
    /// of `capacity` slots. Errors thrown by `parse` are rethrown typed.
    static func collect(
        capacity: Int, _ parse: (inout EventOutput) throws(TraceParseError) -> Void
    ) throws(TraceParseError) -> [InputEvent] {
        var failure: TraceParseError?
        let events = [InputEvent](unsafeUninitializedCapacity: Swift.max(1, capacity)) { buffer, initialized in
            var out = EventOutput(buffer)
            do throws(TraceParseError) {
                try parse(&out)
            } catch {
                failure = error
            }
            initialized = out.count
        }
        if let failure { throw failure }
        // The bound assumes the shortest possible lines; real files are 4-8 times
        // longer per event. Give back storage only when far beyond that (a file of
        // mostly header, or an early device in a long multi-device file).
        if events.capacity > 16 &* events.count &+ 4096 {
            return [InputEvent](unsafeUninitializedCapacity: events.count) { buffer, initialized in
                initialized = buffer.initialize(fromContentsOf: events)
            }
        }
        return events
    }
}
