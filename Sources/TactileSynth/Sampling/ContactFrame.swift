import TactileCore

/// What one scan of the panel saw: the contacts down at that moment, in contact order.
/// An empty frame after a non-empty one is how a lift is seen.
public struct ContactFrame: Hashable, Sendable {
    /// When the scan happened (jitter included).
    public var time: Timestamp
    public var contacts: [ContactSample]

    public init(time: Timestamp, contacts: [ContactSample]) { self.time = time; self.contacts = contacts }
}
