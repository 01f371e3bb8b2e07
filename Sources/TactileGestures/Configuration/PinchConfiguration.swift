/// Settings of a pinch (two or more fingers): scale = span / span when the fingers
/// went down, measured on the panel in millimetres.
public struct PinchConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
    /// Smallest finger span (distance between two fingers; twice the mean distance
    /// to the centroid for more) usable as the reference (mm). Android uses 27 mm,
    /// which blocks pinches that start with the fingers together.
    public var minimumSpanMillimetres: Double
    /// Change of span before the pinch begins (mm).
    public var minimumSpanChangeMillimetres: Double
    /// Span change not counted per millimetre the fingers' centroid has travelled since
    /// tracking started (mm per mm). Two fingers dragged together drift apart by a few
    /// percent of the distance; that must scroll, not zoom. 0.25 still lets a zoom begin
    /// during a pan when the span changes by more than a quarter of the pan's distance,
    /// costs a symmetric pinch nothing, and one with a resting finger (the centroid moves
    /// half as far as the span changes) 3.4 mm of span change instead of 3. 0 turns it off.
    public var translationAllowanceRatio: Double

    /// The span must also change by this fraction of itself (0.08 = 8 %): on wide spans
    /// (and on panels whose size is only assumed) a few millimetres of fingertip wobble
    /// are no zoom.
    public var minimumScaleChange: Double

    public init(minimumSpanMillimetres: Double = 6, minimumSpanChangeMillimetres: Double = 3,
                translationAllowanceRatio: Double = 0.15, minimumScaleChange: Double = 0.05) {
        self.minimumSpanMillimetres = minimumSpanMillimetres
        self.minimumSpanChangeMillimetres = minimumSpanChangeMillimetres
        self.translationAllowanceRatio = translationAllowanceRatio
        self.minimumScaleChange = minimumScaleChange
    }

    package static var settings: [Setting<Self>] {
        [.number("minimumSpanMillimetres", \.minimumSpanMillimetres, .positive),
         .number("minimumSpanChangeMillimetres", \.minimumSpanChangeMillimetres, .positive),
         .number("translationAllowanceRatio", \.translationAllowanceRatio, .nonNegative),
         .number("minimumScaleChange", \.minimumScaleChange, .range(0...1))]
    }

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeSettings(decoder, over: Self(), alsoAllowed: RecognizerConfiguration.commonKeys)
    }

    public func encode(to encoder: any Encoder) throws { try encodeSettings(to: encoder) }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .pinch(self) }
}
