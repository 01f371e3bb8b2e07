#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore
import TactileTrace

/// Checks gesture output against a trace's expectations, by the rules in
/// `Traces/generated/README.md` ("Matching"):
///
/// - an entry without `absent` is matched by one observed event of the same `gesture`
///   whose fields all agree (strings, integers, booleans exactly; numbers within the
///   entry's tolerance for that field, exactly without one); fields the entry does not
///   list are not checked; different entries take different events; the entries of one
///   gesture kind are matched in the order listed (the corpus lists all entries in time
///   order, which `tactile test` checks as one subsequence; only the order within a kind is
///   independent of how simultaneous events are reported);
/// - an entry with `absent: true` forbids every event that agrees with its other fields.
///
/// Observed events are given in the same shape as expectations (an ``ExpectedGesture``
/// without tolerances): convert Tactile's JSON lines with ``observed(jsonLine:)``.
public enum ExpectationMatcher {
    /// What is wrong, one line per problem; empty when `observed` satisfies `expected`.
    public static func problems(expected: [ExpectedGesture], observed: [ExpectedGesture]) -> [String] {
        var problems: [String] = []
        var used = Set<Int>()
        var lastMatch: [String: Int] = [:]
        for entry in expected {
            if Expect.isAbsent(entry) {
                for event in observed where agrees(event, with: entry) {
                    problems.append("forbidden by \(describe(entry)): \(describe(event))")
                }
                continue
            }
            let kind = entry["gesture"]?.stringValue ?? ""
            let from = (lastMatch[kind] ?? -1) + 1
            if let i = observed.indices.first(where: { $0 >= from && !used.contains($0) && agrees(observed[$0], with: entry) }) {
                used.insert(i)
                lastMatch[kind] = i
            } else {
                let candidates = observed.filter { $0["gesture"] == entry["gesture"] && $0["phase"] == entry["phase"] }
                problems.append("no event matches \(describe(entry))"
                    + (candidates.isEmpty ? "" : "; closest kind/phase: " + candidates.prefix(3).map(describe).joined(separator: ", ")))
            }
        }
        return problems
    }

    /// Whether `event` agrees with every field of `entry` (its `absent` marker aside).
    public static func agrees(_ event: ExpectedGesture, with entry: ExpectedGesture) -> Bool {
        for field in entry.fields where field.key != Expect.absentKey {
            guard let value = event[field.key] else { return false }
            switch (field.value, value) {
            case (.string(let a), .string(let b)): if a != b { return false }
            case (.bool(let a), .bool(let b)): if a != b { return false }
            case (.integer, _), (.number, _):
                guard let want = field.value.doubleValue, let got = value.doubleValue else { return false }
                if abs(got - want) > (entry.tolerances[field.key] ?? 0) + 1e-9 { return false }
            default: return false
            }
        }
        return true
    }

    /// One flat JSON object of Tactile's gesture output as an observed event; nil when the
    /// line is not a JSON object. Numbers become `.number`; nested values are dropped.
    public static func observed(jsonLine: String) -> ExpectedGesture? {
        guard let object = JSONValue.object(jsonLine) else { return nil }
        var fields: [ExpectedGesture.Field] = []
        for key in object.keys.sorted() {
            switch object[key] {
            case .string(let s)?: fields.append(.init(key: key, value: .string(s)))
            // JSON booleans count as numbers (1/0), as JSONSerialization gave them; the gesture schema has none.
            case .bool?, .number?: fields.append(.init(key: key, value: .number(object[key]!.number!)))
            default: break
            }
        }
        return ExpectedGesture(fields: fields)
    }

    private static func describe(_ g: ExpectedGesture) -> String {
        "{" + g.fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }
}
