/// Settings of a transform: one continuous gesture with translation, scale, rotation and
/// focal point, alive while any finger of the sequence is down, whatever fingers join or
/// lift (the recognizer a map or photo viewer wants).
///
/// It begins when the first of three thresholds is crossed (the pan distance, the span
/// change, the rotation dead zone: the same rules as pan, pinch and rotate, settle
/// included); its values are cumulative since the fingers went down and never jump when
/// the finger set changes (the touch group re-bases its references then).
public struct TransformConfiguration: Hashable, Sendable, Codable, RecognizerKindConfiguration {
    public var minimumFingers: Int
    public var maximumFingers: Int
    /// Centroid movement on the panel that begins it (mm).
    public var minimumDistanceMillimetres: Double
    /// Span change that begins it (mm), also at least ``minimumScaleChange`` of the span.
    public var minimumSpanChangeMillimetres: Double
    /// Relative span change that begins it (0.05 = 5 %).
    public var minimumScaleChange: Double
    /// Rotation that begins it (degrees).
    public var deadZoneDegrees: Double
    /// Fingers closer than this (mm) give no scale or rotation reference.
    public var minimumSpanMillimetres: Double
    /// Which of scale and rotation it reports: `transform` both at once; `rotationDeadZone`
    /// (default) rotation only once it has left the dead zone (a zoom with a little twist
    /// does not turn the map); `exclusive` only the one that crossed its threshold first
    /// (the other stays 1 or 0).
    public var policy: PinchRotatePolicy

    public init(minimumFingers: Int = 1, maximumFingers: Int = 10, minimumDistanceMillimetres: Double = 3,
                minimumSpanChangeMillimetres: Double = 3, minimumScaleChange: Double = 0.05,
                deadZoneDegrees: Double = 10, minimumSpanMillimetres: Double = 6,
                policy: PinchRotatePolicy = .rotationDeadZone) {
        self.minimumFingers = minimumFingers; self.maximumFingers = maximumFingers
        self.minimumDistanceMillimetres = minimumDistanceMillimetres
        self.minimumSpanChangeMillimetres = minimumSpanChangeMillimetres
        self.minimumScaleChange = minimumScaleChange
        self.deadZoneDegrees = deadZoneDegrees
        self.minimumSpanMillimetres = minimumSpanMillimetres
        self.policy = policy
    }

    package static var settings: [Setting<Self>] {
        [.integer("minimumFingers", \.minimumFingers, 1...10),
         .integer("maximumFingers", \.maximumFingers) { Swift.max(1, Swift.min($0.minimumFingers, 10))...10 },
         .number("minimumDistanceMillimetres", \.minimumDistanceMillimetres, .positive),
         .number("minimumSpanChangeMillimetres", \.minimumSpanChangeMillimetres, .positive),
         .number("minimumScaleChange", \.minimumScaleChange, .range(0...1)),
         .number("deadZoneDegrees", \.deadZoneDegrees, .range(0...90)),
         .number("minimumSpanMillimetres", \.minimumSpanMillimetres, .positive),
         .value("policy", \.policy, documented: \.rawValue)]
    }

    public init(from decoder: any Decoder) throws {
        self = try Self.decodeSettings(decoder, over: Self(), alsoAllowed: RecognizerConfiguration.commonKeys)
    }

    public func encode(to encoder: any Encoder) throws { try encodeSettings(to: encoder) }

    package static var defaults: Self { Self() }
    package var recognizerSettings: RecognizerSettings { .transform(self) }

    package var reported: ReportedValues {
        ReportedValues(fingersAtStart: minimumFingers...maximumFingers,
                       summary: "transform of \(minimumFingers)-\(maximumFingers) fingers")
    }
}
