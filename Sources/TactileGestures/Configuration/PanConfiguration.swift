/// Settings of a pan (drag): the centroid of `minimumFingers...maximumFingers`
/// fingers moving. Translation is reported from touch-down, so the slop loses no motion.
public struct PanConfiguration: Hashable, Sendable, Codable {
    public var minimumFingers: Int
    public var maximumFingers: Int
    /// Centroid movement on the panel before the pan begins (mm).
    public var minimumDistanceMillimetres: Double
    /// What a pan in progress does when a finger joins or lifts (the count staying in
    /// range): `false` (default) carries on with the new finger set, translation without a
    /// jump and `fingers` following the set in the next `changed` event; `true` hands over:
    /// `ended` for the old set, then `began` for the new one at once, its translation from zero.
    public var restartsWhenFingersChange: Bool

    public init(minimumFingers: Int = 1, maximumFingers: Int = 10, minimumDistanceMillimetres: Double = 3,
                restartsWhenFingersChange: Bool = false) {
        self.minimumFingers = minimumFingers; self.maximumFingers = maximumFingers
        self.minimumDistanceMillimetres = minimumDistanceMillimetres
        self.restartsWhenFingersChange = restartsWhenFingersChange
    }

    static let keys = ["minimumFingers", "maximumFingers", "minimumDistanceMillimetres", "restartsWhenFingersChange"]

    public init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.keys + RecognizerConfiguration.commonKeys)
        let d = PanConfiguration()
        self.init(minimumFingers: try r.value("minimumFingers", d.minimumFingers),
                  maximumFingers: try r.value("maximumFingers", d.maximumFingers),
                  minimumDistanceMillimetres: try r.value("minimumDistanceMillimetres", d.minimumDistanceMillimetres),
                  restartsWhenFingersChange: try r.value("restartsWhenFingersChange", d.restartsWhenFingersChange))
    }

    func validate(_ v: inout ValidationContext) {
        v.range("minimumFingers", minimumFingers, 1...10)
        v.range("maximumFingers", maximumFingers, Swift.max(1, Swift.min(minimumFingers, 10))...10)
        v.positive("minimumDistanceMillimetres", minimumDistanceMillimetres)
    }
}
