/// Number and count formatting for captions, independent of locale and of how
/// a `Double` prints (so output is byte-identical everywhere).
enum TextFormat {
    /// `v` with exactly `decimals` digits after the point (0...6), rounded half away from zero.
    static func fixed(_ v: Double, decimals: Int) -> String {
        guard v.isFinite else { return "?" }
        let d = decimals.clamped(to: 0...6)
        var scale: Int64 = 1
        for _ in 0..<d { scale *= 10 }
        let scaled = Int64((v * Double(scale)).rounded(.toNearestOrAwayFromZero).clamped(to: -9e15...9e15))
        let negative = scaled < 0
        let magnitude = negative ? -scaled : scaled
        var s = negative ? "-" : ""
        s += String(magnitude / scale)
        if d > 0 {
            let fraction = String(magnitude % scale)
            s += "." + String(repeating: "0", count: d - fraction.count) + fraction
        }
        return s
    }

    /// `0.755 s`.
    static func seconds(_ v: Double) -> String { fixed(v, decimals: 3) + " s" }

    /// `1 touch`, `2 touches`.
    static func count(_ n: Int, _ singular: String, _ plural: String) -> String {
        "\(n) " + (n == 1 ? singular : plural)
    }

    /// A rough width of `text` in user units at `fontSize`, for layout only
    /// (DejaVu Sans / Liberation Sans average about 0.6 em per character).
    static func width(of text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.6
    }
}
