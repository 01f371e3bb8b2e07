/// One absolute axis as the kernel describes it (`struct input_absinfo`).
public struct AbsInfo: Hashable, Sendable {
    /// Current value at the time the description was taken.
    public var value: Int32
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre (units per radian for orientation). 0 means the device
    /// did not say; see ``CoordinateMapper`` for the fallback.
    public var resolution: Int32

    public init(value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.value = value; self.minimum = minimum; self.maximum = maximum
        self.fuzz = fuzz; self.flat = flat; self.resolution = resolution
    }

    /// `maximum - minimum`, never less than 1 so divisions are safe on broken descriptions.
    @inlinable public var range: Double { Swift.max(1, Double(maximum) - Double(minimum)) }

    /// The axis length in millimetres, or nil when the resolution is unknown (0).
    public var lengthMillimetres: Millimetres? {
        resolution > 0 ? Millimetres(range / Double(resolution)) : nil
    }

    /// `v` clamped into `minimum...maximum`.
    @inlinable public func clamp(_ v: Int32) -> Int32 {
        minimum <= maximum ? Swift.min(Swift.max(v, minimum), maximum) : v
    }
}

/// Bus type, vendor, product and version (`struct input_id`).
public struct InputID: Hashable, Sendable, CustomStringConvertible {
    public var bustype: UInt16
    public var vendor: UInt16
    public var product: UInt16
    public var version: UInt16
    public init(bustype: UInt16, vendor: UInt16, product: UInt16, version: UInt16) {
        self.bustype = bustype; self.vendor = vendor; self.product = product; self.version = version
    }
    public static let zero = InputID(bustype: 0, vendor: 0, product: 0, version: 0)

    /// `bus 0x0003 vendor 0x06a3 product 0x0cc3 version 0x0111`
    public var description: String {
        func hex(_ v: UInt16) -> String {
            let s = String(v, radix: 16)
            return "0x" + String(repeating: "0", count: Swift.max(0, 4 - s.count)) + s
        }
        return "bus \(hex(bustype)) vendor \(hex(vendor)) product \(hex(product)) version \(hex(version))"
    }
}
