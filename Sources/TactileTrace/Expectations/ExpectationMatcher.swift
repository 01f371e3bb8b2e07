import TactileCore

/// Checks the events a replay produced against a trace's `tactile: expected:` list: the one
/// implementation of the matching rules, used by `tactile test` and by the generated corpus's
/// own tests (`Traces/generated/README.md`, "Matching").
///
/// - An entry without `absent` is matched by one observed event whose fields all agree with
///   it: strings and booleans exactly, numbers within the entry's `tolerance` for that key
///   (without one, within 1e-6: exact at the six decimals Tactile prints). Fields the entry
///   does not list are not checked; events no entry mentions are allowed.
/// - Different entries take different events, and the entries of one gesture kind are
///   matched in the order listed, each after the previous match of that kind (a subsequence
///   per kind: when one lift ends a pan and a pinch together, which is reported first is the
///   engine's business).
/// - An entry with `absent: true` forbids every event that agrees with its other fields.
public struct ExpectationMatcher: Sendable {
    /// One observed event as schema fields: the keys and values of a JSON output line.
    public typealias Event = [String: TraceScalar]

    /// One expectation the observed events do not satisfy.
    public struct Failure: Hashable, Sendable, CustomStringConvertible {
        /// The entry's position in the expected list.
        public var index: Int
        public var expected: ExpectedGesture
        public var reason: String
        public var description: String { "expected[\(index)] \(ExpectationMatcher.format(expected)): \(reason)" }
    }

    /// The key that turns an entry into a prohibition.
    public static let absentKey = "absent"
    /// The allowed difference for a number whose entry gives no tolerance.
    public static let defaultTolerance = 1e-6

    public let expected: [ExpectedGesture]

    public init(expected: [ExpectedGesture]) { self.expected = expected }

    /// The failures, in the order of the entries; empty when `observed` satisfies every one.
    public func check(_ observed: [Event]) -> [Failure] {
        var failures: [Failure] = []
        var used = Set<Int>()
        var cursors: [String: Int] = [:]  // per gesture kind: where its next entry may match
        for (i, entry) in expected.enumerated() {
            if Self.isAbsent(entry) {
                let hits = observed.indices.filter { Self.agrees(observed[$0], with: entry) }
                if let first = hits.first {
                    let more = hits.count > 1 ? " (and \(hits.count - 1) more)" : ""
                    failures.append(Failure(index: i, expected: entry,
                                            reason: "must not happen, but event \(first) is \(Self.format(observed[first]))\(more)"))
                }
                continue
            }
            let kind = entry["gesture"].map(Self.text) ?? ""
            let from = cursors[kind] ?? 0
            if let hit = observed.indices.first(where: { $0 >= from && !used.contains($0) && Self.agrees(observed[$0], with: entry) }) {
                used.insert(hit)
                cursors[kind] = hit + 1
            } else {
                let reason = Self.nearest(entry, in: observed).map { "no match; closest event: \(Self.format($0))" }
                    ?? "no \(entry["gesture"].map(Self.text) ?? "") event at all"
                failures.append(Failure(index: i, expected: entry, reason: reason))
            }
        }
        return failures
    }

    /// Whether `entry` is a prohibition (`absent: true`).
    public static func isAbsent(_ entry: ExpectedGesture) -> Bool { entry[absentKey] == .bool(true) }

    /// Whether `event` agrees with every field of `entry` (its `absent` marker aside).
    public static func agrees(_ event: Event, with entry: ExpectedGesture) -> Bool {
        for field in entry.fields where field.key != absentKey {
            guard let value = event[field.key] else { return false }
            switch (field.value, value) {
            case (.string(let x), .string(let y)): if x != y { return false }
            case (.bool(let x), .bool(let y)): if x != y { return false }
            default:
                guard let want = field.value.doubleValue, let got = value.doubleValue,
                      abs(got - want) <= entry.tolerances[field.key] ?? defaultTolerance else { return false }
            }
        }
        return true
    }

    /// One flat JSON object of Tactile's output as an event; nil when the line is not a JSON
    /// object. Numbers and booleans become `.number` (booleans as 1 and 0, as
    /// JSONSerialization gave them); nested values are dropped.
    public static func event(jsonLine: String) -> Event? {
        guard let object = JSONValue.object(jsonLine) else { return nil }
        var out: Event = [:]
        for (key, value) in object {
            if case .string(let s) = value { out[key] = .string(s) }
            else if let n = value.number { out[key] = .number(n) }
        }
        return out
    }

    /// The observed event of the entry's kind that agrees with the most fields, to explain a miss.
    static func nearest(_ entry: ExpectedGesture, in observed: [Event]) -> Event? {
        let kind = entry["gesture"]
        func score(_ event: Event) -> Int {
            entry.fields.filter { agrees(event, with: ExpectedGesture(fields: [$0], tolerances: entry.tolerances)) }.count
        }
        return observed.filter { kind == nil || $0["gesture"] == kind }.max { score($0) < score($1) }
    }

    static func text(_ s: TraceScalar) -> String {
        switch s {
        case .string(let v): return v
        case .integer(let v): return String(v)
        case .number(let v): return CFormat.string("%g", v)
        case .bool(let v): return String(v)
        }
    }

    /// `{gesture: pinch, scale: 1.8 ±0.018}`: an entry as `tactile test` prints it.
    public static func format(_ entry: ExpectedGesture) -> String {
        "{" + entry.fields.map { "\($0.key): \(text($0.value))" + (entry.tolerances[$0.key].map { " ±\(CFormat.string("%g", $0))" } ?? "") }
            .joined(separator: ", ") + "}"
    }

    /// An observed event with the schema's usual keys first.
    public static func format(_ event: Event) -> String {
        let order = ["t", "gesture", "phase", "fingers", "taps", "direction", "edge", "x", "y", "scale", "rotation", "dx", "dy", "duration"]
        let keys = order.filter { event[$0] != nil } + event.keys.filter { !order.contains($0) }.sorted()
        return "{" + keys.map { "\($0): \(text(event[$0]!))" }.joined(separator: ", ") + "}"
    }
}
