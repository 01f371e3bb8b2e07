/// One contact in one scan, in device units.
package struct ContactSample: Hashable, Sendable {
    /// Index of the contact in ``TouchScript/contacts``: its identity across scans.
    package var contact: Int
    package var x: Int32
    package var y: Int32
    /// `ABS_MT_TOUCH_MAJOR`/`MINOR`, `ABS_MT_PRESSURE`, `ABS_MT_TOOL_TYPE` in device units, on
    /// panels that report them (``SyntheticTouchscreen/contactAxes``).
    package var major: Int32?
    package var minor: Int32?
    package var pressure: Int32?
    package var tool: Int32?

    package init(contact: Int, x: Int32, y: Int32, major: Int32? = nil, minor: Int32? = nil,
                pressure: Int32? = nil, tool: Int32? = nil) {
        self.contact = contact; self.x = x; self.y = y
        self.major = major; self.minor = minor; self.pressure = pressure; self.tool = tool
    }
}
