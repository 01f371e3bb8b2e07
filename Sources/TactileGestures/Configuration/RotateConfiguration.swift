/// Settings of a rotation (two or more fingers), measured on the panel in millimetres
/// so anisotropic devices report the true angle.
public struct RotateConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
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

    package static var settings: [Setting<Self>] {
        [.number("deadZoneDegrees", \.deadZoneDegrees, .range(0.01...180)),
         .number("minimumSpanMillimetres", \.minimumSpanMillimetres, .positive),
         .number("translationAllowanceRatio", \.translationAllowanceRatio, .nonNegative)]
    }

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeSettings(decoder, over: Self(), alsoAllowed: RecognizerConfiguration.commonKeys)
    }

    public func encode(to encoder: any Encoder) throws { try encodeSettings(to: encoder) }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .rotate(self) }
}
