import TactileTrace
import TactileGestures

/// An observed gesture event written as an expectation that holds for the same input and
/// configuration, and fails when a change moves it beyond a tolerance people would notice:
/// what `tactile expect` writes for a recording and the daemon's field capture writes for
/// what it reported live (README.md, "Regression tests").
package enum RecordedExpectation {
    /// The tolerance written for each numeric field (in the JSON output's units: s, pt, rad).
    package static let tolerances: [String: Double] = ["t": 0.05, "x": 10, "y": 10, "dx": 10, "dy": 10, "scale": 0.05, "rotation": 0.05, "duration": 0.05]
    /// The fields written, in this order; those without a tolerance must match exactly.
    /// Velocities are left out: they are noise for a regression check.
    /// `pointerType` and `tool` are written for pen gestures only.
    package static let fields = ["t", "gesture", "phase", "pointerType", "tool", "button", "fingers", "taps", "direction", "edge", "x", "y", "dx", "dy", "scale", "rotation", "duration"]

    /// One observed event (`ExpectationMatcher.event(of:)`) as an expectation.
    package static func entry(_ event: ExpectationMatcher.Event) -> ExpectedGesture {
        var entry = ExpectedGesture(fields: [])
        for key in fields {
            guard let value = event[key] else { continue }
            if key == "pointerType" && value == .string(PointerType.touch.rawValue) { continue }
            let whole = key == "fingers" || key == "taps"
            entry.fields.append(.init(key: key, value: whole ? value.doubleValue.map { .integer(Int64($0)) } ?? value : value))
            if let tolerance = tolerances[key] { entry.tolerances[key] = tolerance }
        }
        return entry
    }
}
