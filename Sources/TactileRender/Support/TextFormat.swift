import TactileCore

/// Number and count formatting for captions, independent of locale and of how
/// a `Double` prints (so output is byte-identical everywhere).
enum TextFormat {
    /// `v` with exactly `decimals` digits after the point (0...6), rounded half away from zero.
    static func fixed(_ v: Double, decimals: Int) -> String { fixedText(v, decimals: decimals) }

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
