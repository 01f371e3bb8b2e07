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
        let c = try decoder.container(keyedBy: StringCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["screen", "elements"])
        let screen = try c.nestedContainer(keyedBy: StringCodingKey.self, forKey: StringCodingKey("screen"))
        try screen.rejectUnknownKeys(allowed: ["width", "height"])
        let width = try screen.finite("width", minimum: 1)
        let height = try screen.finite("height", minimum: 1)
        let elements = try c.decodeIfPresent([LayoutElement].self, forKey: StringCodingKey("elements")) ?? []
        var seen: [ElementID: Int] = [:]
        for (i, e) in elements.enumerated() {
            if let first = seen[e.element.id] {
                throw PointerLayoutError(keyPath: "elements[\(i)].id",
                                         message: "duplicate id \"\(e.element.id)\" (first used by elements[\(first)])")
            }
            seen[e.element.id] = i
        }
        layout = PointerLayout(screenWidth: width, screenHeight: height, elements: elements.map(\.element))
    }
}
