/// One contact in one scan, in device units.
package struct ContactSample: Hashable, Sendable {
    /// Index of the contact in ``TouchScript/contacts``: its identity across scans.
    package var contact: Int
    package var x: Int32
    package var y: Int32

    package init(contact: Int, x: Int32, y: Int32) { self.contact = contact; self.x = x; self.y = y }
}
