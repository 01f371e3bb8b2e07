import TactileCore
import TactileGestures
import TactileTrace

extension ExpectationMatcher {
    /// A gesture event as schema fields, read back from its own JSON line so the
    /// comparison uses exactly what users see.
    package static func event(of gesture: GestureEvent) -> Event {
        var w = JSONLineWriter()
        gesture.write(to: &w)
        var fields = event(jsonLine: String(decoding: w.bytes, as: UTF8.self)) ?? [:]
        // The JSON leaves `pointerType` out for touch; an expectation may still say it.
        if fields["pointerType"] == nil { fields["pointerType"] = .string(PointerType.touch.rawValue) }
        return fields
    }
}
