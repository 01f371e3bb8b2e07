/// The outline of the screen (or part of it) in a viewport.
enum ScreenOutline {
    /// The screen outline with a light quarter grid and its corner coordinates.
    static func draw(_ v: ScreenViewport, into doc: inout SVGDocument) {
        doc.element("rect", ["class": "screen", "x": v.left.svg, "y": v.top.svg, "width": v.width.svg, "height": v.height.svg,
                             "fill": Palette.screenFill, "stroke": Palette.screenStroke, "stroke-width": "1.5"])
        for i in 1..<4 {
            let gx = v.left + v.width * Double(i) / 4, gy = v.top + v.height * Double(i) / 4
            doc.element("line", ["x1": gx.svg, "y1": v.top.svg, "x2": gx.svg, "y2": (v.top + v.height).svg,
                                 "stroke": Palette.faint, "stroke-width": "1"])
            doc.element("line", ["x1": v.left.svg, "y1": gy.svg, "x2": (v.left + v.width).svg, "y2": gy.svg,
                                 "stroke": Palette.faint, "stroke-width": "1"])
        }
        doc.text("0, 0", x: v.left + 4, y: v.top + 13, class: "small")
        doc.text(TextFormat.fixed(v.region.width, decimals: 0) + ", " + TextFormat.fixed(v.region.height, decimals: 0) + " pt",
                 x: v.left + v.width - 4, y: v.top + v.height - 5, class: "small", anchor: .end)
    }
}
