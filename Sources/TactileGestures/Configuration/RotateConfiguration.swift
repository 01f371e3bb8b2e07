/// Settings of a rotation (two or more fingers), measured on the panel in millimetres
/// so anisotropic devices report the true angle.
public struct RotateConfiguration: Hashable, Sendable, Codable {
    /// Rotation before the gesture begins (degrees): the dead zone that keeps a zoom
    /// from rotating the content by accident.
    public var deadZoneDegrees: Double
    /// Smallest finger span at which angles are trusted (mm).
    public var minimumSpanMillimetres: Double
    /// Sideways drift of the fingers not counted as twist per millimetre their centroid
    /// has travelled since tracking started (mm per mm; the drift becomes an angle at the
    /// current span). Fingers close together that scroll would otherwise leave the dead
    /// zone with a few mm of drift. As ``PinchConfiguration/translationAllowanceRatio``;
    /// 0 turns it off.
    public var translationAllowanceRatio: Double

    public init(deadZoneDegrees: Double = 10, minimumSpanMillimetres: Double = 6,
                translationAllowanceRatio: Double = 0.25) {
        self.deadZoneDegrees = deadZoneDegrees
        self.minimumSpanMillimetres = minimumSpanMillimetres
        self.translationAllowanceRatio = translationAllowanceRatio
    }

    static let keys = ["deadZoneDegrees", "minimumSpanMillimetres", "translationAllowanceRatio"]

    public init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.keys + RecognizerConfiguration.commonKeys)
        let d = RotateConfiguration()
        self.init(deadZoneDegrees: try r.value("deadZoneDegrees", d.deadZoneDegrees),
                  minimumSpanMillimetres: try r.value("minimumSpanMillimetres", d.minimumSpanMillimetres),
                  translationAllowanceRatio: try r.value("translationAllowanceRatio", d.translationAllowanceRatio))
    }

    func validate(_ v: inout ValidationContext) {
        v.range("deadZoneDegrees", deadZoneDegrees, 0.01...180)
        v.positive("minimumSpanMillimetres", minimumSpanMillimetres)
        v.nonNegative("translationAllowanceRatio", translationAllowanceRatio)
    }
}
