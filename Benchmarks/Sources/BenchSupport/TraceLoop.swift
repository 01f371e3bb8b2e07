import TactileCore

/// Makes long traces out of short real recordings: copies one after another, each copy's
/// timestamps shifted so time keeps running forward.
public enum TraceLoop {
    /// Time between the end of one copy and the start of the next (a pause with no fingers).
    public static let defaultGapMicroseconds: Int64 = 100_000

    /// How far the timestamps of copy k+1 are shifted relative to copy k.
    public static func period(of events: [InputEvent], gapMicroseconds: Int64 = defaultGapMicroseconds) -> Int64 {
        guard let first = events.first, let last = events.last else { return gapMicroseconds }
        return last.time.microseconds - first.time.microseconds + gapMicroseconds
    }

    /// Whole copies of `events` until there are at least `minimumCount` events.
    public static func loop(_ events: [InputEvent], toAtLeast minimumCount: Int,
                            gapMicroseconds: Int64 = defaultGapMicroseconds) -> [InputEvent] {
        precondition(!events.isEmpty, "nothing to loop")
        let shift = period(of: events, gapMicroseconds: gapMicroseconds)
        let copies = (minimumCount + events.count - 1) / events.count
        var out: [InputEvent] = []
        out.reserveCapacity(copies * events.count)
        for copy in 0..<copies {
            let offset = Int64(copy) * shift
            for var e in events {
                e.time = Timestamp(microseconds: e.time.microseconds + offset)
                out.append(e)
            }
        }
        return out
    }

    /// Exactly `count` events: whole frames of successive copies while they fit, then empty
    /// frames (a lone `SYN_REPORT` each, 1 ms apart) to make up the count. Exact counts let
    /// `.mega` scaling turn per-iteration figures into per-event ones.
    public static func loop(_ events: [InputEvent], exactly count: Int,
                            gapMicroseconds: Int64 = defaultGapMicroseconds) -> [InputEvent] {
        precondition(frameCount(events) > 0, "nothing to loop")
        let shift = period(of: events, gapMicroseconds: gapMicroseconds)
        var out: [InputEvent] = []
        out.reserveCapacity(count)
        var offset: Int64 = 0
        var frameStart = 0
        copies: while true {
            for (i, e) in events.enumerated() where e.type == EventType.syn && e.code == EventCode.synReport {
                let frame = events[frameStart...i]
                frameStart = i + 1
                guard out.count + frame.count <= count else { break copies }
                for var f in frame {
                    f.time = Timestamp(microseconds: f.time.microseconds + offset)
                    out.append(f)
                }
            }
            frameStart = 0
            offset += shift
        }
        var t = out.last?.time.microseconds ?? 0
        while out.count < count {
            t += 1_000
            out.append(InputEvent(time: Timestamp(microseconds: t), type: EventType.syn, code: EventCode.synReport, value: 0))
        }
        return out
    }

    /// `events` moved in time so the first one is at `start` (recordings with epoch
    /// timestamps, merged with ones that start at zero).
    public static func rebased(_ events: [InputEvent], toStartAt start: Timestamp = .zero) -> [InputEvent] {
        guard let first = events.first else { return [] }
        let shift = start.microseconds - first.time.microseconds
        return events.map { e in
            var e = e
            e.time = Timestamp(microseconds: e.time.microseconds + shift)
            return e
        }
    }

    /// Number of `SYN_REPORT`s (frames) in `events`.
    public static func frameCount(_ events: [InputEvent]) -> Int {
        events.reduce(0) { $0 + ($1.type == EventType.syn && $1.code == EventCode.synReport ? 1 : 0) }
    }
}
