#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TactileCore

/// The top-level layout document (`screen`, `elements`).
struct LayoutDocument: Decodable {
    var layout: PointerLayout

    init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: ["screen", "elements"])
        let screen = try r.required("screen", LayoutScreen.self)
        let elements = try r.value("elements", [LayoutElement]())
        var seen: [ElementID: Int] = [:]
        for (i, e) in elements.enumerated() {
            if let first = seen[e.element.id] {
                throw ConfigurationError(keyPath: "elements[\(i)].id",
                                         message: "duplicate id \"\(e.element.id)\" (first used by elements[\(first)])")
            }
            seen[e.element.id] = i
        }
        layout = PointerLayout(screenWidth: screen.width, screenHeight: screen.height, elements: elements.map(\.element))
    }
}
