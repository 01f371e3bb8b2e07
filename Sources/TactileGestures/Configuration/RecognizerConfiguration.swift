import TactileCore
/// One recognizer of a ``GestureConfiguration``: its settings, a unique name used by
/// relations and logs, and the region it is attached to.
///
/// In JSON/YAML the settings are flattened into the same object as `kind`, `name` and
/// `region`: `{"kind": "doubleTap", "maximumIntervalMilliseconds": 250}`. `kind` is one
/// of `tap`, `doubleTap` (a tap whose `taps` defaults to 2), `longPress`, `pan`,
/// `swipe`, `pinch`, `rotate`, `edgeSwipe`; every other key is optional.
public struct RecognizerConfiguration: Hashable, Sendable, Codable {
    public var settings: RecognizerSettings
    /// Unique among the configuration's recognizers; defaults to ``RecognizerSettings/defaultName``.
    public var name: String
    /// Name of the ``RegionConfiguration`` this recognizer is attached to; nil = the whole screen.
    public var region: String?

    public init(_ settings: RecognizerSettings, name: String? = nil, region: String? = nil) {
        self.settings = settings
        self.name = name ?? settings.defaultName
        self.region = region
    }

    public var kind: GestureKind { settings.kind }

    public static func tap(_ c: TapConfiguration = .init(), name: String? = nil, region: String? = nil) -> Self {
        Self(.tap(c), name: name, region: region)
    }
    public static func doubleTap(_ c: TapConfiguration = .init(taps: 2), name: String? = nil, region: String? = nil) -> Self {
        Self(.tap(c), name: name, region: region)
    }
    public static func longPress(_ c: LongPressConfiguration = .init(), name: String? = nil, region: String? = nil) -> Self {
        Self(.longPress(c), name: name, region: region)
    }
    public static func pan(_ c: PanConfiguration = .init(), name: String? = nil, region: String? = nil) -> Self {
        Self(.pan(c), name: name, region: region)
    }
    public static func swipe(_ c: SwipeConfiguration = .init(), name: String? = nil, region: String? = nil) -> Self {
        Self(.swipe(c), name: name, region: region)
    }
    public static func pinch(_ c: PinchConfiguration = .init(), name: String? = nil, region: String? = nil) -> Self {
        Self(.pinch(c), name: name, region: region)
    }
    public static func rotate(_ c: RotateConfiguration = .init(), name: String? = nil, region: String? = nil) -> Self {
        Self(.rotate(c), name: name, region: region)
    }
    public static func edgeSwipe(_ c: EdgeSwipeConfiguration = .init(), name: String? = nil, region: String? = nil) -> Self {
        Self(.edgeSwipe(c), name: name, region: region)
    }

    public static func transform(_ c: TransformConfiguration = .init(), name: String? = nil, region: String? = nil) -> Self {
        Self(.transform(c), name: name, region: region)
    }

    /// Keys every recognizer object may carry besides its settings.
    static let commonKeys = ["kind", "name", "region"]
    /// Accepted `kind` values.
    public static let kindNames = ["tap", "doubleTap", "longPress", "pan", "swipe", "pinch", "rotate", "edgeSwipe", "transform"]

    private enum CommonKeys: String, CodingKey { case kind, name, region }

    public init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.commonKeys + Self.allSettingKeys)
        guard let kind = try r.optional("kind", String.self) else {
            throw ConfigurationError(keyPath: r.path("kind"),
                                            message: "missing (expected one of: \(Self.kindNames.joined(separator: ", ")))")
        }
        let settings: RecognizerSettings
        switch kind {
        case "tap": settings = .tap(try TapConfiguration(from: decoder, defaultTaps: 1))
        case "doubleTap": settings = .tap(try TapConfiguration(from: decoder, defaultTaps: 2))
        case "longPress": settings = .longPress(try LongPressConfiguration(from: decoder))
        case "pan": settings = .pan(try PanConfiguration(from: decoder))
        case "swipe": settings = .swipe(try SwipeConfiguration(from: decoder))
        case "pinch": settings = .pinch(try PinchConfiguration(from: decoder))
        case "rotate": settings = .rotate(try RotateConfiguration(from: decoder))
        case "edgeSwipe": settings = .edgeSwipe(try EdgeSwipeConfiguration(from: decoder))
        case "transform": settings = .transform(try TransformConfiguration(from: decoder))
        default:
            throw ConfigurationError(
                keyPath: r.path("kind"),
                message: "expected one of: \(Self.kindNames.joined(separator: ", ")), got \"\(kind)\"")
        }
        self.init(settings, name: try r.optional("name", String.self), region: try r.optional("region", String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CommonKeys.self)
        try c.encode(kind.rawValue, forKey: .kind)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(region, forKey: .region)
        switch settings {
        case .tap(let s): try s.encode(to: encoder)
        case .longPress(let s): try s.encode(to: encoder)
        case .pan(let s): try s.encode(to: encoder)
        case .swipe(let s): try s.encode(to: encoder)
        case .pinch(let s): try s.encode(to: encoder)
        case .rotate(let s): try s.encode(to: encoder)
        case .edgeSwipe(let s): try s.encode(to: encoder)
        case .transform(let s): try s.encode(to: encoder)
        }
    }

    // The first pass accepts any kind's keys; the kind's own decoder then rejects the others.
    private static let allSettingKeys = TapConfiguration.keys + LongPressConfiguration.keys + PanConfiguration.keys
        + SwipeConfiguration.keys + PinchConfiguration.keys + RotateConfiguration.keys + EdgeSwipeConfiguration.keys
        + TransformConfiguration.keys

    func validate(_ v: inout ValidationContext) {
        if name.isEmpty { v.fail("name", "expected a non-empty name") }
        switch settings {
        case .tap(let s): s.validateSettings(&v)
        case .longPress(let s): s.validateSettings(&v)
        case .pan(let s): s.validateSettings(&v)
        case .swipe(let s): s.validateSettings(&v)
        case .pinch(let s): s.validateSettings(&v)
        case .rotate(let s): s.validateSettings(&v)
        case .edgeSwipe(let s): s.validateSettings(&v)
        case .transform(let s): s.validateSettings(&v)
        }
    }
}
