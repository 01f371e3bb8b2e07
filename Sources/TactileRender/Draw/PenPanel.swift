import TactileCore

/// One pen device: the screen to scale with the pen's path, strokes as lines whose width
/// follows the pressure (eraser strokes in red), hovering as a thin dashed line.
struct PenPanel {
    let device: DeviceRecording
    let recording: TraceRecording

    /// Stroke width in pixels at pressure 0 and 1 (a device without pressure draws at the middle).
    static let thinnest = 0.6, thickest = 6.0

    func draw(into doc: inout SVGDocument, top: Double) -> Double {
        let pen = device.pen
        let mapper = CoordinateMapper(device: device.description, screen: recording.screen)
        let size = recording.screen.sizePoints
        let screenRect = ScreenRect(x: 0, y: 0, width: Swift.max(mapper?.screenWidthPoints ?? size.width.value, 1),
                                    height: Swift.max(mapper?.screenHeightPoints ?? size.height.value, 1))
        doc.open("g", ["class": "panel pen-panel", "id": "device-\(device.id)"])
        var info = "Device \(device.id) · pen · " + TextFormat.count(pen.strokes, "stroke", "strokes")
        if pen.eraserStrokes > 0 { info += " (\(pen.eraserStrokes) with the eraser)" }
        if let p = pen.maximumPressure { info += " · max pressure " + TextFormat.fixed(p, decimals: 3) }
        info += " · " + TextFormat.count(pen.frameCount, "frame", "frames")
        PanelHeader.draw(name: device.name, info: info, top: top, into: &doc)
        let pictureTop = top + PanelHeader.height + 6
        var v = ScreenViewport(region: screenRect, left: 0, top: pictureTop,
                               maxWidth: RenderMetrics.contentWidth, maxHeight: RenderMetrics.pictureMaxHeight)
        v = ScreenViewport(region: screenRect, left: RenderMetrics.margin + (RenderMetrics.contentWidth - v.width) / 2, top: pictureTop,
                           maxWidth: RenderMetrics.contentWidth, maxHeight: RenderMetrics.pictureMaxHeight)
        ScreenOutline.draw(v, into: &doc)
        if pen.samples.isEmpty {
            doc.text("no pen frames", x: v.left + v.width / 2, y: v.top + v.height / 2, class: "info", anchor: .middle)
        }
        for (a, b) in zip(pen.samples, pen.samples.dropFirst()) where a.id == b.id {
            let x1 = v.x(a.position).svg, y1 = v.y(a.position).svg, x2 = v.x(b.position).svg, y2 = v.y(b.position).svg
            if a.tip && b.tip {
                let p = ((a.pressure ?? 0.5) + (b.pressure ?? 0.5)) / 2
                doc.element("line", ["class": "pen-stroke", "x1": x1, "y1": y1, "x2": x2, "y2": y2,
                                     "stroke": b.tool == .eraser ? "#C0392B" : Palette.ink,
                                     "stroke-width": (Self.thinnest + (Self.thickest - Self.thinnest) * p).svg, "stroke-linecap": "round"])
            } else {
                doc.element("line", ["class": "pen-hover", "x1": x1, "y1": y1, "x2": x2, "y2": y2,
                                     "stroke": Palette.muted, "stroke-width": "0.6", "stroke-dasharray": "2 3"])
            }
        }
        let captionTop = v.top + v.height + 18
        doc.text("Strokes: width \(TextFormat.fixed(Self.thinnest, decimals: 1))–\(TextFormat.fixed(Self.thickest, decimals: 1)) px by pressure 0–1 "
                 + "(eraser in red); hovering dashed", x: RenderMetrics.margin, y: captionTop, class: "info")
        doc.close()
        return captionTop + 8 - top
    }
}
