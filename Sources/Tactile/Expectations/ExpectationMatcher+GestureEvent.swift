import TactileCore
import TactileGestures
import TactileTrace

extension ExpectationMatcher {
    /// A gesture event as schema fields, read back from its own JSON line so the
    /// comparison uses exactly what users see.
    public static func event(of gesture: GestureEvent) -> Event {
        var w = JSONLineWriter()
        gesture.write(to: &w)
        return event(jsonLine: String(decoding: w.bytes, as: UTF8.self)) ?? [:]
    }
}
