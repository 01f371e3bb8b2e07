/// One contact in one scan, in device units.
public struct ContactSample: Hashable, Sendable {
    /// Index of the contact in ``TouchScript/contacts``: its identity across scans.
    public var contact: Int
    public var x: Int32
    public var y: Int32
    /// `ABS_MT_TOUCH_MAJOR`/`MINOR`, `ABS_MT_PRESSURE`, `ABS_MT_TOOL_TYPE` in device units, on
    /// panels that report them (``SyntheticTouchscreen/contactAxes``).
    public var major: Int32?
    public var minor: Int32?
    public var pressure: Int32?
    public var tool: Int32?

    public init(contact: Int, x: Int32, y: Int32, major: Int32? = nil, minor: Int32? = nil,
                pressure: Int32? = nil, tool: Int32? = nil) {
        self.contact = contact; self.x = x; self.y = y
        self.major = major; self.minor = minor; self.pressure = pressure; self.tool = tool
    }
}
