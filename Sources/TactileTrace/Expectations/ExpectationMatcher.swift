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
package struct ExpectationMatcher: Sendable {
    /// One observed event as schema fields: the keys and values of a JSON output line.
    package typealias Event = [String: TraceScalar]

    /// One expectation the observed events do not satisfy.
    package struct Failure: Hashable, Sendable, CustomStringConvertible {
        /// The entry's position in the expected list.
        package var index: Int
        package var expected: ExpectedGesture
        package var reason: String
        /// The trace's start (s), from which the description counts times.
        package var origin: Double = 0
        package var description: String {
            "expected[\(index)] \(ExpectationMatcher.format(expected, origin: origin)): \(reason)"
        }
    }

    /// The key that turns an entry into a prohibition.
    package static let absentKey = "absent"
    /// The allowed difference for a number whose entry gives no tolerance.
    package static let defaultTolerance = 1e-6

    package let expected: [ExpectedGesture]
    /// The trace's start in seconds of trace time (its first event): failures print times
    /// relative to it (`+0.523 s`), not as the recording's clock had them (`1330512345.523`).
    package let origin: Double

    package init(expected: [ExpectedGesture], origin: Double = 0) {
        self.expected = expected
        self.origin = origin
    }

    /// The failures, in the order of the entries; empty when `observed` satisfies every one.
    package func check(_ observed: [Event]) -> [Failure] {
        var failures: [Failure] = []
        var used = Set<Int>()
        var cursors: [String: Int] = [:]  // per gesture kind: where its next entry may match
        for (i, entry) in expected.enumerated() {
            if Self.isAbsent(entry) {
                let hits = observed.indices.filter { Self.agrees(observed[$0], with: entry) }
                if let first = hits.first {
                    let more = hits.count > 1 ? " (and \(hits.count - 1) more)" : ""
                    failures.append(Failure(index: i, expected: entry,
                                            reason: "must not happen, but event \(first) is \(Self.format(observed[first], origin: origin))\(more)",
                                            origin: origin))
                }
                continue
            }
            let kind = entry["gesture"].map(Self.text) ?? ""
            let from = cursors[kind] ?? 0
            if let hit = observed.indices.first(where: { $0 >= from && !used.contains($0) && Self.agrees(observed[$0], with: entry) }) {
                used.insert(hit)
                cursors[kind] = hit + 1
            } else {
                failures.append(Failure(index: i, expected: entry, reason: miss(entry, in: observed), origin: origin))
            }
        }
        return failures
    }

    /// Why nothing matched `entry`: the fields in which the closest event of the same kind
    /// and phase differs (`fingers: expected 4, got 3`), or which events of that kind there were.
    func miss(_ entry: ExpectedGesture, in observed: [Event]) -> String {
        let what = ["gesture", "action", "phase"].compactMap { entry[$0].map(Self.text) }.joined(separator: " ")
        let same = observed.filter { event in
            ["gesture", "action", "phase"].allSatisfy { key in entry[key].map { event[key] == $0 } ?? true }
        }
        guard let closest = Self.nearest(entry, in: same) else {
            var seen: [String: Int] = [:]
            var order: [String] = []
            for event in observed {
                let name = ["gesture", "action", "phase"].compactMap { event[$0].map(Self.text) }.joined(separator: " ")
                if seen[name] == nil { order.append(name) }
                seen[name, default: 0] += 1
            }
            let summary = order.map { "\($0) ×\(seen[$0]!)" }.joined(separator: ", ")
            return "no \(what.isEmpty ? "matching" : what) event at all" + (observed.isEmpty ? " (no event at all)" : " (there were: \(summary))")
        }
        let differences = entry.fields.compactMap { field -> String? in
            guard field.key != Self.absentKey else { return nil }
            let single = ExpectedGesture(fields: [field], tolerances: entry.tolerances)
            if closest[field.key] != nil && Self.agrees(closest, with: single) { return nil }
            let want = value(field.key, field.value) + (entry.tolerances[field.key].map { " ±\(plainNumber($0))" } ?? "")
            let got = closest[field.key].map { value(field.key, $0) } ?? "no such field"
            return "\(field.key): expected \(want), got \(got)"
        }
        let at = closest["t"]?.doubleValue.map { " at \(Self.relative($0, origin: origin))" } ?? ""
        return "no match; the closest \(what.isEmpty ? "" : what + " ")event\(at) differs in \(differences.joined(separator: "; "))"
            + " (\(Self.format(closest, origin: origin)))"
    }

    private func value(_ key: String, _ v: TraceScalar) -> String {
        if key == "t", let seconds = v.doubleValue { return Self.relative(seconds, origin: origin) }
        return Self.text(v)
    }

    /// `+0.523 s`: a time of the trace relative to its start.
    package static func relative(_ seconds: Double, origin: Double) -> String {
        let d = seconds - origin
        return (d < 0 ? "-" : "+") + CFormat.string("%.3f s", abs(d))
    }

    /// Whether `entry` is a prohibition (`absent: true`).
    package static func isAbsent(_ entry: ExpectedGesture) -> Bool { entry[absentKey] == .bool(true) }

    /// Whether `event` agrees with every field of `entry` (its `absent` marker aside).
    package static func agrees(_ event: Event, with entry: ExpectedGesture) -> Bool {
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
    package static func event(jsonLine: String) -> Event? {
        guard let object = JSONValue.object(jsonLine) else { return nil }
        var out: Event = [:]
        for (key, value) in object {
            if case .string(let s) = value { out[key] = .string(s) }
            else if let n = value.number { out[key] = .number(n) }
        }
        return out
    }

    /// The event among `candidates` that agrees with the most fields of `entry` (the
    /// earliest of equals, or the nearest in time when the entry gives `t`).
    static func nearest(_ entry: ExpectedGesture, in candidates: [Event]) -> Event? {
        func score(_ event: Event) -> Int {
            entry.fields.filter { agrees(event, with: ExpectedGesture(fields: [$0], tolerances: entry.tolerances)) }.count
        }
        let want = entry["t"]?.doubleValue
        func distance(_ event: Event) -> Double {
            guard let want, let t = event["t"]?.doubleValue else { return 0 }
            return abs(t - want)
        }
        var best: (event: Event, score: Int, distance: Double)?
        for event in candidates {
            let s = score(event), d = distance(event)
            if best == nil || s > best!.score || (s == best!.score && d < best!.distance) { best = (event, s, d) }
        }
        return best?.event
    }

    static func text(_ s: TraceScalar) -> String {
        switch s {
        case .string(let v): return v
        case .integer(let v): return String(v)
        case .number(let v): return plainNumber(v)
        case .bool(let v): return String(v)
        }
    }

    /// `{gesture: pinch, scale: 1.8 ±0.018}`: an entry as `tactile test` prints it, `t`
    /// relative to `origin` (the trace's start).
    package static func format(_ entry: ExpectedGesture, origin: Double? = nil) -> String {
        "{" + entry.fields.map { field in
            let value = field.key == "t" ? origin.flatMap { o in field.value.doubleValue.map { relative($0, origin: o) } } : nil
            return "\(field.key): \(value ?? text(field.value))" + (entry.tolerances[field.key].map { " ±\(plainNumber($0))" } ?? "")
        }.joined(separator: ", ") + "}"
    }

    /// An observed event with the schema's usual keys first, `t` relative to `origin`.
    package static func format(_ event: Event, origin: Double? = nil) -> String {
        let order = ["t", "gesture", "phase", "fingers", "taps", "direction", "edge", "x", "y", "scale", "rotation", "dx", "dy", "duration"]
        let keys = order.filter { event[$0] != nil } + event.keys.filter { !order.contains($0) }.sorted()
        return "{" + keys.map { key in
            let value = key == "t" ? origin.flatMap { o in event[key]?.doubleValue.map { relative($0, origin: o) } } : nil
            return "\(key): \(value ?? text(event[key]!))"
        }.joined(separator: ", ") + "}"
    }
}
