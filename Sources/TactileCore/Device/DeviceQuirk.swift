/// What the quirks files say about one device: the merged attributes of every section
/// that matches it (a later section overrides an earlier one, attribute by attribute),
/// in the spirit of libinput's quirks. See Docs/QUIRKS.md for the file format.
package struct DeviceQuirk: Hashable, Sendable, CustomStringConvertible {
    /// The kinds a quirk can give a device.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case touchscreen, mouse, touchpad
        /// Tactile does not open the device.
        case ignore
    }

    /// The matching sections' titles, in file order.
    package var names: [String]
    /// Where each matching section starts, `file:line`, in file order.
    package var sources: [String]
    /// `AttrKind`: overrides the classification from capabilities.
    package var kind: Kind?
    /// `AttrSizeHint`: the panel's active area, which wins over any axis resolution.
    package var size: PanelSize?
    /// `AttrResolutionHint`: units per mm on x and y, replacing the axes' resolution.
    package var resolution: (x: Int32, y: Int32)? {
        get { resolutionX.map { ($0, resolutionY ?? $0) } }
        set { resolutionX = newValue?.x; resolutionY = newValue?.y }
    }
    /// `AttrResolutionIgnore`: the axes' resolution is bogus (e.g. 1 unit/mm from a HID
    /// descriptor with wrong units): treat it as not reported.
    package var ignoresResolution = false
    /// `AttrAxisSwap`, `AttrAxisInvertX`, `AttrAxisInvertY`: applied to normalised positions
    /// before the calibration matrix (swap first, then inversion of the swapped axes).
    package var swapsAxes = false
    package var invertsX = false
    package var invertsY = false
    /// `AttrPalmSizeThresholdMillimetres`: contacts larger than this (major axis, mm) are
    /// palms; 0 turns the size rule off (``PalmConfiguration``).
    package var palmSizeMillimetres: Double?
    /// `AttrPalmPressureThreshold`: contacts pressing harder than this (0...1 of the pressure
    /// axis range) are palms; 0 turns the pressure rule off.
    package var palmPressure: Double?

    private var resolutionX: Int32?
    private var resolutionY: Int32?

    package init(names: [String] = [], sources: [String] = []) { self.names = names; self.sources = sources }

    /// `[eGalax resistive] (touchscreens.quirks:12)`, several joined with `; `.
    package var description: String {
        zip(names, sources).map { "[\($0)] (\($1))" }.joined(separator: "; ")
    }

    /// The attributes that are set, as in the files: `AttrKind=touchscreen AttrSizeHint=154x86`.
    package var attributesText: String {
        var parts: [String] = []
        if let kind { parts.append("AttrKind=\(kind.rawValue)") }
        if let size { parts.append("AttrSizeHint=\(plainNumber(size.width.value))x\(plainNumber(size.height.value))") }
        if let r = resolution { parts.append("AttrResolutionHint=\(r.x)x\(r.y)") }
        if ignoresResolution { parts.append("AttrResolutionIgnore=1") }
        if swapsAxes { parts.append("AttrAxisSwap=1") }
        if invertsX { parts.append("AttrAxisInvertX=1") }
        if invertsY { parts.append("AttrAxisInvertY=1") }
        if let v = palmSizeMillimetres { parts.append("AttrPalmSizeThresholdMillimetres=\(plainNumber(v))") }
        if let v = palmPressure { parts.append("AttrPalmPressureThreshold=\(plainNumber(v))") }
        return parts.joined(separator: " ")
    }

    /// The axis transformation as a calibration matrix over normalised coordinates.
    package var axisMatrix: CalibrationMatrix {
        var m = swapsAxes ? CalibrationMatrix(0, 1, 0, 1, 0, 0) : .identity
        if invertsX { m = CalibrationMatrix(-1, 0, 1, 0, 1, 0).concatenating(after: m) }
        if invertsY { m = CalibrationMatrix(1, 0, 0, 0, -1, 1).concatenating(after: m) }
        return m
    }

    /// `other`'s attributes over these.
    mutating func merge(_ other: DeviceQuirk) {
        names += other.names
        sources += other.sources
        if let k = other.kind { kind = k }
        if let s = other.size { size = s }
        if let r = other.resolution { resolution = r }
        ignoresResolution = ignoresResolution || other.ignoresResolution
        swapsAxes = swapsAxes || other.swapsAxes
        invertsX = invertsX || other.invertsX
        invertsY = invertsY || other.invertsY
        if let v = other.palmSizeMillimetres { palmSizeMillimetres = v }
        if let v = other.palmPressure { palmPressure = v }
    }

    package static func == (a: DeviceQuirk, b: DeviceQuirk) -> Bool {
        a.names == b.names && a.sources == b.sources && a.kind == b.kind && a.size == b.size
            && a.resolutionX == b.resolutionX && a.resolutionY == b.resolutionY && a.ignoresResolution == b.ignoresResolution
            && a.swapsAxes == b.swapsAxes && a.invertsX == b.invertsX && a.invertsY == b.invertsY
            && a.palmSizeMillimetres == b.palmSizeMillimetres && a.palmPressure == b.palmPressure
    }

    package func hash(into h: inout Hasher) { h.combine(names); h.combine(sources) }
}

/// A panel's physical size (its active area).
public struct PanelSize: Hashable, Sendable, Codable {
    enum CodingKeys: String, CodingKey { case widthMillimetres, heightMillimetres }
    public var width: Millimetres
    public var height: Millimetres
    public init(width: Millimetres, height: Millimetres) { self.width = width; self.height = height }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        width = Millimetres(try c.decode(Double.self, forKey: .widthMillimetres))
        height = Millimetres(try c.decode(Double.self, forKey: .heightMillimetres))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(width.value, forKey: .widthMillimetres)
        try c.encode(height.value, forKey: .heightMillimetres)
    }
}
