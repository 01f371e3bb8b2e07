/// The two lines above a panel: the device's name, then what it did.
enum PanelHeader {
    static let height = 46.0

    static func draw(name: String, info: String, top: Double, into doc: inout SVGDocument) {
        let left = RenderMetrics.margin
        doc.element("line", ["x1": left.svg, "y1": top.svg, "x2": (left + RenderMetrics.contentWidth).svg, "y2": top.svg,
                             "stroke": Palette.screenStroke, "stroke-width": "1"])
        doc.text(name, x: left, y: top + 21, class: "heading")
        doc.text(info, x: left, y: top + 38, class: "info")
    }
}
