import TactileCore
/// One recognizer of a ``GestureConfiguration``: its settings, a unique name used by
/// relations and logs, the region it is attached to and the pointer type whose contacts it takes.
///
/// In JSON/YAML the settings are flattened into the same object as `kind`, `name` and
/// `region`: `{"kind": "doubleTap", "maximumIntervalMilliseconds": 250}`. `kind` is one
/// of ``kindNames`` (`doubleTap` is a tap whose `taps` defaults to 2); every other key is
/// optional.
public struct RecognizerConfiguration: Hashable, Sendable, Codable {
    public var settings: RecognizerSettings
    /// Unique among the configuration's recognizers; defaults to ``RecognizerSettings/defaultName``.
    public var name: String
    /// Name of the ``RegionConfiguration`` this recognizer is attached to; nil = the whole screen.
    public var region: String?
    /// Whose contacts it takes: fingers (`touch`) or a pen's tip (`pen`). A pen and a finger
    /// never form one finger set: a recognizer sees the contacts of its pointer type only.
    /// Defaults to `touch`, `pen` for a pen button click.
    public var pointerType: PointerType

    public init(_ settings: RecognizerSettings, name: String? = nil, region: String? = nil,
                pointerType: PointerType? = nil) {
        self.settings = settings
        self.name = name ?? settings.defaultName
        self.region = region
        self.pointerType = pointerType ?? (settings.kind == .penButton ? .pen : .touch)
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
    static let commonKeys = ["kind", "name", "region", "pointerType"]
    /// Accepted `kind` values: each kind's name, in ``GestureKind`` order (and `doubleTap`).
    public static let kindNames = GestureKind.allCases.flatMap { $0.configurationType.kindNames }

    private enum CommonKeys: String, CodingKey { case kind, name, region, pointerType }

    public init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.commonKeys + Self.allSettingKeys)
        guard let kind = try r.optional("kind", String.self) else {
            throw ConfigurationError(keyPath: r.path("kind"),
                                            message: "missing (expected one of: \(Self.kindNames.joined(separator: ", ")))")
        }
        guard let type = GestureKind.allCases.lazy.map(\.configurationType).first(where: { $0.kindNames.contains(kind) }) else {
            throw ConfigurationError(
                keyPath: r.path("kind"),
                message: "expected one of: \(Self.kindNames.joined(separator: ", ")), got \"\(kind)\"")
        }
        let settings = try type.init(from: decoder, kindName: kind).recognizerSettings
        var pointerType: PointerType?
        if let text = try r.optional("pointerType", String.self) {
            guard let type = PointerType(rawValue: text) else {
                throw ConfigurationError(keyPath: r.path("pointerType"),
                                         message: "expected one of: touch, pen, got \"\(text)\"")
            }
            pointerType = type
        }
        self.init(settings, name: try r.optional("name", String.self), region: try r.optional("region", String.self),
                  pointerType: pointerType)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CommonKeys.self)
        try c.encode(kind.rawValue, forKey: .kind)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(region, forKey: .region)
        if pointerType != .touch { try c.encode(pointerType, forKey: .pointerType) }
        try settings.configuration.encode(to: encoder)
    }

    // The first pass accepts any kind's keys; the kind's own decoder then rejects the others.
    private static let allSettingKeys = GestureKind.allCases.flatMap { $0.configurationType.keys }

    func validate(_ v: inout ValidationContext) {
        if name.isEmpty { v.fail("name", "expected a non-empty name") }
        if kind == .penButton && pointerType != .pen { v.fail("pointerType", "a pen button click takes pen contacts: expected pen") }
        settings.configuration.validateSettings(&v)
    }
}
