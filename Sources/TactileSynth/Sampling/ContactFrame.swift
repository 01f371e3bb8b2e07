import TactileCore

/// What one scan of the panel saw: the contacts down at that moment, in contact order.
/// An empty frame after a non-empty one is how a lift is seen.
package struct ContactFrame: Hashable, Sendable {
    /// When the scan happened (jitter included).
    package var time: Timestamp
    package var contacts: [ContactSample]

    package init(time: Timestamp, contacts: [ContactSample]) { self.time = time; self.contacts = contacts }
}
