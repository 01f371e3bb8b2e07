/// Settings of a pinch (two or more fingers): scale = span / span when the fingers
/// went down, measured on the panel in millimetres.
public struct PinchConfiguration: Hashable, Sendable, Codable {
    /// Smallest finger span (distance between two fingers; twice the mean distance
    /// to the centroid for more) usable as the reference (mm). Android uses 27 mm,
    /// which blocks pinches that start with the fingers together.
    public var minimumSpanMillimetres: Double
    /// Change of span before the pinch begins (mm).
    public var minimumSpanChangeMillimetres: Double

    public init(minimumSpanMillimetres: Double = 6, minimumSpanChangeMillimetres: Double = 3) {
        self.minimumSpanMillimetres = minimumSpanMillimetres
        self.minimumSpanChangeMillimetres = minimumSpanChangeMillimetres
    }

    static let keys = ["minimumSpanMillimetres", "minimumSpanChangeMillimetres"]

    public init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.keys + RecognizerConfiguration.commonKeys)
        let d = PinchConfiguration()
        self.init(minimumSpanMillimetres: try r.value("minimumSpanMillimetres", d.minimumSpanMillimetres),
                  minimumSpanChangeMillimetres: try r.value("minimumSpanChangeMillimetres", d.minimumSpanChangeMillimetres))
    }

    func validate(_ v: inout ValidationContext) {
        v.positive("minimumSpanMillimetres", minimumSpanMillimetres)
        v.positive("minimumSpanChangeMillimetres", minimumSpanChangeMillimetres)
    }
}
