import TactileCore

/// A named rectangle of the screen, in points, that recognizers attach to.
///
/// A touch belongs to the topmost region under its first contact; regions later in
/// ``GestureConfiguration/regions`` are above earlier ones, and all are above the
/// implicit whole-screen region of recognizers that name none.
public struct RegionConfiguration: Hashable, Sendable, Codable {
    public var name: String
    public var xPoints: Double
    public var yPoints: Double
    public var widthPoints: Double
    public var heightPoints: Double

    public init(name: String, rect: ScreenRect) {
        self.name = name
        xPoints = rect.x; yPoints = rect.y; widthPoints = rect.width; heightPoints = rect.height
    }

    /// The rectangle on the screen, in points.
    public var rect: ScreenRect { ScreenRect(x: xPoints, y: yPoints, width: widthPoints, height: heightPoints) }

    static let keys = ["name", "xPoints", "yPoints", "widthPoints", "heightPoints"]

    public init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.keys)
        guard let name = try r.optional("name", String.self) else {
            throw ConfigurationError(keyPath: r.path("name"), message: "missing (every region needs a name)")
        }
        self.name = name
        xPoints = try r.value("xPoints", 0)
        yPoints = try r.value("yPoints", 0)
        guard let w = try r.optional("widthPoints", Double.self), let h = try r.optional("heightPoints", Double.self) else {
            throw ConfigurationError(keyPath: r.path(r.contains("widthPoints") ? "heightPoints" : "widthPoints"),
                                            message: "missing (a region needs widthPoints and heightPoints)")
        }
        widthPoints = w; heightPoints = h
    }

    func validate(_ v: inout ValidationContext) {
        if name.isEmpty { v.fail("name", "expected a non-empty name") }
        if !xPoints.isFinite { v.fail("xPoints", "expected a finite number") }
        if !yPoints.isFinite { v.fail("yPoints", "expected a finite number") }
        v.positive("widthPoints", widthPoints)
        v.positive("heightPoints", heightPoints)
    }
}
