import TactileCore

/// The layout's `screen` object: its size in points.
struct LayoutScreen: Decodable {
    var width: Double
    var height: Double

    init(from decoder: any Decoder) throws {
        let r = try ConfigurationReader(decoder, allowed: ["width", "height"])
        width = try r.requiredNumber("width", minimum: 1)
        height = try r.requiredNumber("height", minimum: 1)
    }
}
