#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore

/// One element of the layout document, validated.
struct LayoutElement: Decodable {
    var element: PointerElement

    static let keys = ["id", "x", "y", "width", "height", "cornerRadius", "bezeled",
                                    "effect", "group", "z", "text", "lineHeight"]

    init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: Self.keys)
        let id = try r.required("id", String.self)
        guard !id.isEmpty else { throw ConfigurationError(keyPath: r.path("id"), message: "expected a non-empty string") }
        let frame = ScreenRect(x: try r.requiredNumber("x"), y: try r.requiredNumber("y"),
                               width: try r.requiredNumber("width", minimum: 0), height: try r.requiredNumber("height", minimum: 0))
        let radius = try r.number("cornerRadius", minimum: 0) ?? 0
        let bezeled = try r.value("bezeled", false)
        var effect = PointerEffect.highlight
        if let name = try r.optional("effect", String.self) {
            guard let e = PointerEffect(rawValue: name) else {
                throw ConfigurationError(keyPath: r.path("effect"),
                                         message: "expected one of highlight, lift, hover, none; got \"\(name)\"")
            }
            effect = e
        }
        let group = try r.optional("group", String.self)
        let z = try r.value("z", 0)
        let text = try r.value("text", false)
        var lineHeight = 20.0
        if let v = try r.number("lineHeight") {
            guard v > 0 else { throw ConfigurationError(keyPath: r.path("lineHeight"), message: "expected a number > 0") }
            lineHeight = v
        } else if text {
            throw ConfigurationError(keyPath: r.path("lineHeight"), message: "required when text is true")
        }
        element = PointerElement(id: ElementID(id), frame: frame, cornerRadius: radius, isBezeled: bezeled,
                                 effect: effect, z: z, group: group, isTextInput: text, lineHeight: lineHeight)
    }
}
