/// Palm thresholds as configured (`palm` in the configuration file, Docs/PALMS.md): one
/// setting for every panel and per-panel settings keyed by `vendor:product`. A value of 0
/// turns a rule off; nil leaves it to the next source.
public struct PalmConfiguration: Hashable, Sendable {
    /// A contact whose major axis is larger than this (mm) is a palm.
    public var sizeMillimetres: Double?
    /// A contact pressing harder than this (0...1 of the pressure axis range) is a palm.
    public var pressure: Double?
    /// Per panel (`0eef:0001`, ``PanelKey``): wins over the quirks and the values above.
    public var panels: [String: PalmConfiguration]

    public init(sizeMillimetres: Double? = nil, pressure: Double? = nil, panels: [String: PalmConfiguration] = [:]) {
        self.sizeMillimetres = sizeMillimetres; self.pressure = pressure; self.panels = panels
    }

    /// The size threshold when nothing else sets one: a fingertip's contact is 7-12 mm long,
    /// a thumb pressed flat up to about 22 mm; the heel or side of a hand is 30-80 mm.
    public static let defaultSizeMillimetres = 30.0

    /// The thresholds for one device: the configuration's entry for its panel, then its
    /// quirk (`AttrPalmSizeThresholdMillimetres`, `AttrPalmPressureThreshold`), then the
    /// configuration's values, then the defaults (size ``defaultSizeMillimetres``, pressure off:
    /// many panels report contact area as pressure, and a firm finger is no palm).
    package func thresholds(for device: DeviceDescription) -> PalmThresholds {
        let key = PanelKey(device.id).text
        let panel = panels[key]
        var t = PalmThresholds(sizeMillimetres: Self.defaultSizeMillimetres, sizeSource: .builtInDefault,
                               pressure: nil, pressureSource: .builtInDefault)
        if let v = sizeMillimetres { t.sizeMillimetres = v; t.sizeSource = .configuration }
        if let v = pressure { t.pressure = v; t.pressureSource = .configuration }
        if let q = device.quirk {
            let name = q.names.last ?? ""
            if let v = q.palmSizeMillimetres { t.sizeMillimetres = v; t.sizeSource = .quirk(name) }
            if let v = q.palmPressure { t.pressure = v; t.pressureSource = .quirk(name) }
        }
        if let v = panel?.sizeMillimetres { t.sizeMillimetres = v; t.sizeSource = .configuredPanel(key) }
        if let v = panel?.pressure { t.pressure = v; t.pressureSource = .configuredPanel(key) }
        if t.sizeMillimetres == 0 { t.sizeMillimetres = nil }
        if t.pressure == 0 { t.pressure = nil }
        return t
    }
}

/// One device's palm thresholds (nil: that rule is off) and where each came from.
package struct PalmThresholds: Hashable, Sendable {
    package enum Source: Hashable, Sendable {
        case builtInDefault
        case configuration
        case quirk(String)
        case configuredPanel(String)

        package var text: String {
            switch self {
            case .builtInDefault: return "default"
            case .configuration: return "configured (palm)"
            case .quirk(let name): return "quirk [\(name)]"
            case .configuredPanel(let key): return "configured for panel \(key) (palm.panels)"
            }
        }
    }
    package var sizeMillimetres: Double?
    package var sizeSource: Source
    package var pressure: Double?
    package var pressureSource: Source
}

/// Why a contact is a palm.
package enum PalmCause: String, Hashable, Sendable {
    /// `ABS_MT_TOOL_TYPE` = `MT_TOOL_PALM`.
    case toolType
    /// Major axis above the size threshold.
    case size
    /// Pressure above the pressure threshold.
    case pressure
    /// In the writing hand's zone beside a paired pen (``PenTouchArbitration``).
    case penZone
}

/// The palm test the trackers make on every contact when a frame closes, in raw device
/// units so it costs two integer comparisons. A contact that is a palm when it first
/// appears is never reported; one that becomes a palm is cancelled (reason `palm`) and the
/// rest of it, up to its lift, is dropped (as libinput does for `MT_TOOL_PALM`).
///
/// The firmware's `MT_TOOL_PALM` counts at once, and so does a size whose minor axis agrees
/// (above half the threshold: a palm is broad, 40 x 25 mm). Otherwise size and pressure
/// count from the second frame in a row above their threshold (``confirmingFrames``):
/// panels report a glitch on a contact's first frame (an ELAN 04f3:000a reports a
/// 57 x 2 mm contact for one frame when a finger lands, then 2.5 mm), and a real palm
/// stays large; so such a landing is reported as `began`, then cancelled a frame later,
/// and no gesture comes of it.
struct PalmRule: Sendable {
    /// Raw sizes above this are palms (nil: off, or the sizes are not millimetres).
    let sizeAbove: Int32?
    /// A minor axis above this confirms a large major axis at once (half the size threshold).
    let minorConfirmsAbove: Int32
    /// Raw pressures above this are palms (nil: off).
    let pressureAbove: Int32?

    static let off = PalmRule(sizeAbove: nil, pressureAbove: nil)

    init(sizeAbove: Int32?, pressureAbove: Int32?, minorConfirmsAbove: Int32 = .max) {
        self.sizeAbove = sizeAbove; self.pressureAbove = pressureAbove; self.minorConfirmsAbove = minorConfirmsAbove
    }

    init(thresholds: PalmThresholds, sizing: ContactSizing?, pressureAxis: AbsInfo?) {
        if let mm = thresholds.sizeMillimetres, let sizing, sizing.warning == nil {
            sizeAbove = sizing.raw(Millimetres(mm))
            minorConfirmsAbove = sizing.raw(Millimetres(mm / 2))
        } else {
            sizeAbove = nil
            minorConfirmsAbove = .max
        }
        if let p = thresholds.pressure, let axis = pressureAxis {
            pressureAbove = Int32(clamping: Int64((Double(axis.minimum) + p * axis.range).rounded(.down)))
        } else {
            pressureAbove = nil
        }
    }

    /// Frames in a row above a size or pressure threshold that make a palm.
    static let confirmingFrames: UInt8 = 2

    /// Whether the contact is a palm now. `evidence` is the contact's count of frames in a
    /// row above a threshold (kept by the tracker, 0 for a new contact).
    @inline(__always)
    func cause(tool: Int32, major: Int32?, minor: Int32? = nil, pressure: Int32?, evidence: inout UInt8) -> PalmCause? {
        if tool == TouchTool.palmValue { return .toolType }
        var over: PalmCause? = nil
        if let limit = sizeAbove, let major, major > limit {
            if let minor, minor > minorConfirmsAbove { evidence = Self.confirmingFrames; return .size }
            over = .size
        }
        else if let limit = pressureAbove, let pressure, pressure > limit { over = .pressure }
        guard let over else { evidence = 0; return nil }
        if evidence < Self.confirmingFrames { evidence += 1 }
        return evidence >= Self.confirmingFrames ? over : nil
    }
}
