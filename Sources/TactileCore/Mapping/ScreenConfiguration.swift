/// The screen a touch device is mapped onto.
///
/// Defaults: 1920 x 1080 pixels, scale 1, rotation 0, identity calibration, and a
/// physical size derived at 96 dpi (see ``PhysicalUnits/defaultPixelPitch``).
public struct ScreenConfiguration: Hashable, Sendable, Codable {
    /// Screen width in pixels.
    public var widthPixels: Int
    /// Screen height in pixels.
    public var heightPixels: Int
    /// Pixels per point, as in "@2x": a 2560-pixel-wide screen at scale 2 is 1280 pt wide.
    public var scale: Double
    /// Clockwise rotation of device coordinates onto the screen.
    public var rotation: Rotation
    /// libinput-style calibration matrix applied to normalised device coordinates before rotation.
    public var calibration: CalibrationMatrix
    /// The visible screen's size in millimetres, which a touch panel covers; nil when not known
    /// (``sizeMillimetres`` then derives it at 96 dpi). ``physicalSizeOrigin`` says where it came
    /// from: configured, it wins over any axis resolution; from EDID or a trace, a plausible
    /// axis resolution wins (``PanelSizing``).
    public var physicalWidthMillimetres: Double?
    public var physicalHeightMillimetres: Double?
    package var physicalSizeOrigin: ScreenSizeOrigin = .configured
    /// Per-panel sizes in mm keyed by `vendor:product` (`0eef:0001`, ``PanelKey``), in the
    /// screen's orientation: `screen.panels` in the configuration. Wins over everything else.
    public var panels: [String: PanelSize] = [:]
    /// Per-panel calibration matrices keyed by `vendor:product`, from the calibration file
    /// (`screen.calibrationFile`, written by the inspector's calibration page): a panel listed
    /// here uses its own matrix instead of ``calibration``.
    package var panelCalibrations: [String: CalibrationMatrix] = [:]
    /// The calibration file's path (resolved against the configuration's directory), where
    /// the calibration page writes; nil when the configuration names none.
    package var calibrationFile: String?

    /// For a touchscreen that is not among the calibrated panels while others are (the panel
    /// was swapped for another model, or the calibration was made on another kiosk): what to
    /// tell the technician. nil when the panel is calibrated or no panel is.
    package func calibrationNotice(for device: DeviceDescription) -> String? {
        let key = PanelKey(device.id).text
        guard !panelCalibrations.isEmpty, panelCalibrations[key] == nil else { return nil }
        return "panel \(key) is not calibrated: the calibration file has \(panelCalibrations.keys.sorted().joined(separator: ", ")) "
            + "(a swapped panel?); it uses screen.calibration until calibrated in the inspector"
    }

    /// The calibration matrix for `device`: its panel's own, else the screen's.
    package func calibrationMatrix(for device: DeviceDescription?) -> CalibrationMatrix {
        guard let device, let own = panelCalibrations[PanelKey(device.id).text] else { return calibration }
        return own
    }

    public init(
        widthPixels: Int = 1920, heightPixels: Int = 1080, scale: Double = 1,
        rotation: Rotation = .none, calibration: CalibrationMatrix = .identity,
        physicalWidthMillimetres: Double? = nil, physicalHeightMillimetres: Double? = nil
    ) {
        self.widthPixels = widthPixels; self.heightPixels = heightPixels; self.scale = scale
        self.rotation = rotation; self.calibration = calibration
        self.physicalWidthMillimetres = physicalWidthMillimetres
        self.physicalHeightMillimetres = physicalHeightMillimetres
    }

    public static let `default` = ScreenConfiguration()

    /// Screen size in points.
    public var sizePoints: (width: Points, height: Points) {
        let s = scale > 0 ? scale : 1
        return (Points(Double(widthPixels) / s), Points(Double(heightPixels) / s))
    }

    /// Screen size in millimetres: configured, or derived at 96 dpi.
    public var sizeMillimetres: (width: Millimetres, height: Millimetres) {
        let pitch = PhysicalUnits.defaultPixelPitch.value
        return (Millimetres(physicalWidthMillimetres ?? Double(widthPixels) * pitch),
                Millimetres(physicalHeightMillimetres ?? Double(heightPixels) * pitch))
    }
}

/// Where a screen's physical size came from.
package enum ScreenSizeOrigin: Hashable, Sendable, Codable {
    /// `--screen-mm` or `screen.millimetres` (or set in code): explicit.
    case configured
    /// The connected display's EDID; the connector's name.
    case display(String)
    /// Recorded in the trace (Tactile's screen metadata); what recorded it.
    case trace(String)
}

/// Clockwise rotation of the touch panel relative to the screen.
public enum Rotation: Int, Hashable, Sendable, Codable, CaseIterable {
    case none = 0, clockwise90 = 90, clockwise180 = 180, clockwise270 = 270

    /// The libinput calibration matrix that performs this rotation on normalised coordinates.
    public var matrix: CalibrationMatrix {
        switch self {
        case .none: return .identity
        case .clockwise90: return CalibrationMatrix(0, -1, 1, 1, 0, 0)
        case .clockwise180: return CalibrationMatrix(-1, 0, 1, 0, -1, 1)
        case .clockwise270: return CalibrationMatrix(0, 1, 0, -1, 0, 1)
        }
    }

    /// Whether the device's x axis ends up vertical on the screen.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }
}

/// A 2x3 affine matrix over normalised coordinates (0...1 on each axis), written
/// in the order of udev's `LIBINPUT_CALIBRATION_MATRIX`: `a b c d e f` means
/// `x' = a x + b y + c`, `y' = d x + e y + f`.
public struct CalibrationMatrix: Hashable, Sendable, Codable {
    public var a: Double, b: Double, c: Double, d: Double, e: Double, f: Double

    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f
    }

    /// From six values, as in a udev property; nil unless exactly six finite numbers.
    public init?(values: [Double]) {
        guard values.count == 6, values.allSatisfy({ $0.isFinite }) else { return nil }
        self.init(values[0], values[1], values[2], values[3], values[4], values[5])
    }

    public static let identity = CalibrationMatrix(1, 0, 0, 0, 1, 0)

    public var values: [Double] { [a, b, c, d, e, f] }

    @inlinable public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + b * y + c, d * x + e * y + f)
    }

    /// `self` applied after `first`.
    public func concatenating(after first: CalibrationMatrix) -> CalibrationMatrix {
        CalibrationMatrix(
            a * first.a + b * first.d, a * first.b + b * first.e, a * first.c + b * first.f + c,
            d * first.a + e * first.d, d * first.b + e * first.e, d * first.c + e * first.f + f)
    }
}
