/// One contact in one scan, in device units.
public struct ContactSample: Hashable, Sendable {
    /// Index of the contact in ``TouchScript/contacts``: its identity across scans.
    public var contact: Int
    public var x: Int32
    public var y: Int32

    public init(contact: Int, x: Int32, y: Int32) { self.contact = contact; self.x = x; self.y = y }
}
