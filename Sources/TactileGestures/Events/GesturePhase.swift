/// The phase of a gesture event. The raw value is the `"phase"` field of the JSON output.
///
/// Continuous gestures report `began`, then `changed` zero or more times, then `ended`
/// or `cancelled`; discrete gestures (tap, swipe) report `recognized` once.
public enum GesturePhase: String, Hashable, Sendable, Codable, CaseIterable {
    case began, changed, ended, cancelled, recognized
}
