/// What the fingers do during one trace: every contact, and when sampling stops.
///
/// Scripts are device-independent (millimetres and seconds); ``ContactScanner`` samples
/// them for a ``SyntheticTouchscreen`` at a rate, with jitter.
package struct TouchScript: Hashable, Sendable {
    /// Contacts in finger order; the index is the contact's identity in sampled frames.
    package var contacts: [ContactPath]
    /// Seconds of script time after which the device sends nothing more. A contact
    /// still down then stays down: the trace ends with the finger on the panel.
    package var end: Double

    /// - Parameter end: defaults to the last lift, or 0.2 s after the last movement
    ///   when a finger never lifts.
    package init(contacts: [ContactPath], end: Double? = nil) {
        self.contacts = contacts
        self.end = end ?? contacts.map { $0.up ?? ($0.lastMotionEnd + 0.2) }.max() ?? 0
    }

    /// The first touch-down (s).
    package var start: Double { contacts.map(\.down).min() ?? 0 }

    /// Whether some finger is still down when the trace ends.
    package var endsWithContactDown: Bool {
        contacts.contains { $0.up.map { $0 > end } ?? true }
    }
}
