/// The start and end markers shared by the picture and the legend.
enum MarkerShapes {
    static let startRadius = 5.0
    static let endRadius = 8.0
    static let crossSize = 6.0

    /// Start: a filled circle with a white rim.
    static func start(x: Double, y: Double, colour: String, into doc: inout SVGDocument) {
        doc.element("circle", ["class": "start", "cx": x.svg, "cy": y.svg, "r": startRadius.svg,
                               "fill": colour, "stroke": "#FFFFFF", "stroke-width": "1.5"])
    }

    /// End of a touch lifted normally: a ring.
    static func ended(x: Double, y: Double, colour: String, into doc: inout SVGDocument) {
        doc.element("circle", ["class": "end-ended", "cx": x.svg, "cy": y.svg, "r": endRadius.svg,
                               "fill": "none", "stroke": colour, "stroke-width": "2"])
    }

    /// End of a cancelled touch: an X.
    static func cancelled(x: Double, y: Double, colour: String, into doc: inout SVGDocument) {
        let r = crossSize
        doc.element("path", ["class": "end-cancelled",
                             "d": "M\((x - r).svg) \((y - r).svg) L\((x + r).svg) \((y + r).svg) M\((x - r).svg) \((y + r).svg) L\((x + r).svg) \((y - r).svg)",
                             "stroke": colour, "stroke-width": "2.5", "stroke-linecap": "round", "fill": "none"])
    }

    /// End of a touch still down when the recording stopped: an open square.
    static func open(x: Double, y: Double, colour: String, into doc: inout SVGDocument) {
        let r = crossSize
        doc.element("rect", ["class": "end-open", "x": (x - r).svg, "y": (y - r).svg, "width": (2 * r).svg, "height": (2 * r).svg,
                             "fill": "none", "stroke": colour, "stroke-width": "2"])
    }

    /// A mouse button press.
    static func click(x: Double, y: Double, colour: String, into doc: inout SVGDocument) {
        doc.element("rect", ["class": "click", "x": (x - 5).svg, "y": (y - 5).svg, "width": "10", "height": "10",
                             "fill": colour, "stroke": "#FFFFFF", "stroke-width": "1.5", "transform": "rotate(45 \(x.svg) \(y.svg))"])
    }
}
