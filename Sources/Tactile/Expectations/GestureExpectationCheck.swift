#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactileGestures
import TactileTrace

/// Compares the gestures a replay produced with the ones a trace expects
/// (its `tactile: expected:` list), for `tactile test`.
///
/// Semantics of each expected entry:
/// - its fields (`gesture`, `phase`, `fingers`, `taps`, `direction`, `scale`, `t`...) must all
///   match one actual event: strings and booleans exactly, numbers within the entry's
///   `tolerance` for that key (default: 1e-6, i.e. exact);
/// - entries of one gesture kind are matched in order, each after the previous match of
///   that kind (a subsequence per kind: when one lift ends a pan and a pinch together,
///   which is reported first is the engine's business); events nobody expects are allowed;
/// - an entry with `absent: true` asserts that no event anywhere matches its other fields.
public struct GestureExpectationCheck: Sendable {
    /// One actual event as schema fields (the same keys as the JSON output).
    public typealias Fields = [String: TraceScalar]

    public struct Failure: Hashable, Sendable, CustomStringConvertible {
        public var index: Int
        public var expected: ExpectedGesture
        public var reason: String
        public var description: String { "expected[\(index)] \(GestureExpectationCheck.format(expected)): \(reason)" }
    }

    public let expected: [ExpectedGesture]

    public init(expected: [ExpectedGesture]) { self.expected = expected }

    /// The failures (empty when the actual events satisfy every expectation).
    public func check(_ actual: [Fields]) -> [Failure] {
        var failures: [Failure] = []
        var cursors: [String: Int] = [:]  // per gesture kind
        for (i, e) in expected.enumerated() {
            let kind = e["gesture"].map(Self.text) ?? ""
            let cursor = cursors[kind] ?? 0
            if e["absent"] == .bool(true) {
                if let hit = actual.firstIndex(where: { matches($0, e) }) {
                    failures.append(Failure(index: i, expected: e, reason: "must not happen, but event \(hit) is \(Self.format(actual[hit]))"))
                }
                continue
            }
            if let hit = actual[cursor...].firstIndex(where: { matches($0, e) }) {
                cursors[kind] = hit + 1
            } else {
                let near = nearest(e, in: actual)
                failures.append(Failure(index: i, expected: e, reason: near.map { "no match; closest event: \(Self.format($0))" } ?? "no \(e["gesture"].map(Self.text) ?? "") event at all"))
            }
        }
        return failures
    }

    func matches(_ a: Fields, _ e: ExpectedGesture) -> Bool {
        for field in e.fields where field.key != "absent" {
            guard let value = a[field.key] else { return false }
            let tolerance = e.tolerances[field.key] ?? 1e-6
            switch (field.value, value) {
            case (.string(let x), .string(let y)): if x != y { return false }
            case (.bool(let x), .bool(let y)): if x != y { return false }
            default:
                guard let x = Self.number(field.value), let y = Self.number(value), abs(x - y) <= tolerance else { return false }
            }
        }
        return true
    }

    /// The actual event of the same kind that matches the most fields, to explain a miss.
    func nearest(_ e: ExpectedGesture, in actual: [Fields]) -> Fields? {
        let kind = e["gesture"]
        return actual.filter { kind == nil || $0["gesture"] == kind }.max { score($0, e) < score($1, e) }
    }

    private func score(_ a: Fields, _ e: ExpectedGesture) -> Int {
        e.fields.filter { f in
            let one = ExpectedGesture(fields: [f], tolerances: e.tolerances)
            return matches(a, one)
        }.count
    }

    static func number(_ s: TraceScalar) -> Double? {
        switch s {
        case .integer(let i): return Double(i)
        case .number(let d): return d
        case .string, .bool: return nil
        }
    }

    static func text(_ s: TraceScalar) -> String {
        switch s {
        case .string(let v): return v
        case .integer(let v): return String(v)
        case .number(let v): return CFormat.string("%g", v)
        case .bool(let v): return String(v)
        }
    }

    public static func format(_ e: ExpectedGesture) -> String {
        "{" + e.fields.map { "\($0.key): \(text($0.value))" + (e.tolerances[$0.key].map { " ±\(CFormat.string("%g", $0))" } ?? "") }
            .joined(separator: ", ") + "}"
    }

    public static func format(_ a: Fields) -> String {
        let order = ["t", "gesture", "phase", "fingers", "taps", "direction", "edge", "x", "y", "scale", "rotation", "dx", "dy", "duration"]
        let keys = order.filter { a[$0] != nil } + a.keys.filter { !order.contains($0) }.sorted()
        return "{" + keys.map { "\($0): \(text(a[$0]!))" }.joined(separator: ", ") + "}"
    }

    /// A gesture event as schema fields, read back from its own JSON line so the
    /// comparison uses exactly what users see.
    public static func fields(of event: GestureEvent) -> Fields {
        var w = JSONLineWriter()
        event.write(to: &w)
        guard let object = JSONValue.object(String(decoding: w.bytes, as: UTF8.self)) else { return [:] }
        var out: Fields = [:]
        for (k, v) in object {
            if case .string(let s) = v { out[k] = .string(s) }
            else if let n = v.number { out[k] = .number(n) }  // the schema has no booleans
        }
        return out
    }
}
