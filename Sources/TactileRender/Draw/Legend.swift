/// The key to the markers, drawn once under the title.
enum Legend {
    /// Draws the key with its top at `top`; returns its height.
    static func draw(showsClicks: Bool, top: Double, into doc: inout SVGDocument) -> Double {
        let y = top + 16
        var x = RenderMetrics.margin + 8
        let ink = Palette.ink
        doc.open("g", ["class": "legend"])
        func label(_ text: String) {
            doc.text(text, x: x + 13, y: y + 4, class: "info")
            x += 13 + TextFormat.width(of: text, fontSize: RenderMetrics.textSize) + 22
        }
        MarkerShapes.start(x: x, y: y, colour: ink, into: &doc)
        label("start (a touch: with its id)")
        MarkerShapes.ended(x: x, y: y, colour: ink, into: &doc)
        label("end: finger lifted")
        MarkerShapes.cancelled(x: x, y: y, colour: ink, into: &doc)
        label("end: cancelled")
        if showsClicks {
            MarkerShapes.click(x: x, y: y, colour: ink, into: &doc)
            label("button press")
        }
        doc.text("One colour per touch; colours repeat dashed after seven.", x: x, y: y + 4, class: "info")
        doc.close()
        return 30
    }
}
