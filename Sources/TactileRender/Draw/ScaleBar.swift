/// A scale bar of a round length (1, 2 or 5 times a power of ten), right-aligned.
enum ScaleBar {
    /// - Parameters:
    ///   - unitsPerPixel: how many `unit`s one user unit of the drawing spans.
    ///   - right: the bar's right end; `baseline`: the caption's baseline (the label goes under the bar).
    static func draw(unitsPerPixel: Double, unit: String, right: Double, baseline: Double, maxPixels: Double = 160,
                     into doc: inout SVGDocument) {
        guard unitsPerPixel.isFinite, unitsPerPixel > 0 else { return }
        let length = roundLength(maxUnits: maxPixels * unitsPerPixel)
        let pixels = length / unitsPerPixel
        let label = TextFormat.fixed(length, decimals: length < 1 ? 1 : 0) + " " + unit
        let y = baseline - 2
        doc.open("g", ["class": "scale-bar"])
        doc.element("path", ["d": "M\((right - pixels).svg) \((y - 5).svg) L\((right - pixels).svg) \(y.svg) L\(right.svg) \(y.svg) L\(right.svg) \((y - 5).svg)",
                             "fill": "none", "stroke": Palette.ink, "stroke-width": "1.5"])
        doc.text(label, x: right - pixels / 2, y: y + 15, class: "info", anchor: .middle)
        doc.close()
    }

    /// The bar's right end: under the picture's right edge, unless the caption
    /// on its left would run into it; never past the content's right edge.
    static func right(picture: Double, caption: String, barMax: Double) -> Double {
        let captionEnd = RenderMetrics.margin + TextFormat.width(of: caption, fontSize: RenderMetrics.textSize)
        return Swift.min(Swift.max(picture, captionEnd + 24 + barMax), RenderMetrics.margin + RenderMetrics.contentWidth)
    }

    /// The largest 1-2-5 length not above `maxUnits` (at least a tenth of a unit).
    static func roundLength(maxUnits: Double) -> Double {
        var best = 0.1
        var magnitude = 0.1
        while magnitude <= maxUnits {
            for m in [1.0, 2.0, 5.0] where magnitude * m <= maxUnits { best = magnitude * m }
            magnitude *= 10
        }
        return best
    }
}
