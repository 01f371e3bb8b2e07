/// Settings of a pan (drag): the centroid of `minimumFingers...maximumFingers`
/// fingers moving. Translation is reported from touch-down, so the slop loses no motion.
public struct PanConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
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

    package static var settings: [Setting<Self>] {
        [.integer("minimumFingers", \.minimumFingers, 1...10),
         .integer("maximumFingers", \.maximumFingers) { Swift.max(1, Swift.min($0.minimumFingers, 10))...10 },
         .number("minimumDistanceMillimetres", \.minimumDistanceMillimetres, .positive),
         .value("restartsWhenFingersChange", \.restartsWhenFingersChange)]
    }

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeSettings(decoder, over: Self(), alsoAllowed: RecognizerConfiguration.commonKeys)
    }

    public func encode(to encoder: any Encoder) throws { try encodeSettings(to: encoder) }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .pan(self) }

    package var reported: ReportedValues {
        ReportedValues(fingersAtStart: minimumFingers...maximumFingers, summary: "\(minimumFingers)-\(maximumFingers) fingers")
    }
}
