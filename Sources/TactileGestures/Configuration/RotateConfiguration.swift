/// Settings of a rotation (two or more fingers), measured on the panel in millimetres
/// so anisotropic devices report the true angle.
public struct RotateConfiguration: Hashable, Sendable, Codable {
    /// Rotation before the gesture begins (degrees): the dead zone that keeps a zoom
    /// from rotating the content by accident.
    public var deadZoneDegrees: Double
    /// Smallest finger span at which angles are trusted (mm).
    public var minimumSpanMillimetres: Double

    public init(deadZoneDegrees: Double = 10, minimumSpanMillimetres: Double = 6) {
        self.deadZoneDegrees = deadZoneDegrees
        self.minimumSpanMillimetres = minimumSpanMillimetres
    }

    static let keys = ["deadZoneDegrees", "minimumSpanMillimetres"]

    public init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.keys + RecognizerConfiguration.commonKeys)
        let d = RotateConfiguration()
        self.init(deadZoneDegrees: try r.value("deadZoneDegrees", d.deadZoneDegrees),
                  minimumSpanMillimetres: try r.value("minimumSpanMillimetres", d.minimumSpanMillimetres))
    }

    func validate(_ v: inout ValidationContext) {
        v.range("deadZoneDegrees", deadZoneDegrees, 0.01...180)
        v.positive("minimumSpanMillimetres", minimumSpanMillimetres)
    }
}
