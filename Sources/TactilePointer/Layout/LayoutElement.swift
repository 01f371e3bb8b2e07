#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore

/// One element of the layout document, validated.
struct LayoutElement: Decodable {
    var element: PointerElement

    static let keys: Set<String> = ["id", "x", "y", "width", "height", "cornerRadius", "bezeled",
                                    "effect", "group", "z", "text", "lineHeight"]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: StringCodingKey.self)
        try c.rejectUnknownKeys(allowed: Self.keys)
        let id = try c.decode(String.self, forKey: StringCodingKey("id"))
        guard !id.isEmpty else { throw PointerLayoutError(keyPath: c.keyPath("id"), message: "expected a non-empty string") }
        let frame = ScreenRect(x: try c.finite("x"), y: try c.finite("y"),
                               width: try c.finite("width", minimum: 0), height: try c.finite("height", minimum: 0))
        let radius = try c.contains(StringCodingKey("cornerRadius")) ? c.finite("cornerRadius", minimum: 0) : 0
        let bezeled = try c.decodeIfPresent(Bool.self, forKey: StringCodingKey("bezeled")) ?? false
        var effect = PointerEffect.highlight
        if let name = try c.decodeIfPresent(String.self, forKey: StringCodingKey("effect")) {
            guard let e = PointerEffect(rawValue: name) else {
                throw PointerLayoutError(keyPath: c.keyPath("effect"),
                                         message: "expected one of highlight, lift, hover, none; got \"\(name)\"")
            }
            effect = e
        }
        let group = try c.decodeIfPresent(String.self, forKey: StringCodingKey("group"))
        var z = 0
        if c.contains(StringCodingKey("z")) {
            // Decoded as a number and checked here: Foundation's own Int error has no key path.
            let v = try c.finite("z")
            guard v == v.rounded(), abs(v) < 1e15 else { throw PointerLayoutError(keyPath: c.keyPath("z"), message: "expected an integer, got \(v)") }
            z = Int(v)
        }
        let text = try c.decodeIfPresent(Bool.self, forKey: StringCodingKey("text")) ?? false
        var lineHeight = 20.0
        if c.contains(StringCodingKey("lineHeight")) {
            lineHeight = try c.finite("lineHeight")
            guard lineHeight > 0 else { throw PointerLayoutError(keyPath: c.keyPath("lineHeight"), message: "expected a number > 0") }
        } else if text {
            throw PointerLayoutError(keyPath: c.keyPath("lineHeight"), message: "required when text is true")
        }
        element = PointerElement(id: ElementID(id), frame: frame, cornerRadius: radius, isBezeled: bezeled,
                                 effect: effect, z: z, group: group, isTextInput: text, lineHeight: lineHeight)
    }
}
