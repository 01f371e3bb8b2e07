import TactileCore

/// One touch device: the screen outline to scale with every touch's path, a
/// caption with the sizes, and the time strip.
struct TouchPanel {
    let device: DeviceRecording
    let recording: TraceRecording
    let gestures: [RenderedGesture]
    let axis: TimeAxis

    /// Draws the panel from `top`; returns its height.
    func draw(into doc: inout SVGDocument, top: Double) -> Double {
        let paths = device.touches.paths
        let mapper = CoordinateMapper(device: device.description, screen: recording.screen)
        let sizePoints = recording.screen.sizePoints
        let widthPoints = Swift.max(mapper?.screenWidthPoints ?? sizePoints.width.value, 1)
        let heightPoints = Swift.max(mapper?.screenHeightPoints ?? sizePoints.height.value, 1)

        doc.open("g", ["class": "panel touch-panel", "id": "device-\(device.id)"])
        PanelHeader.draw(name: device.name, info: info(), top: top, into: &doc)

        let screenRect = ScreenRect(x: 0, y: 0, width: widthPoints, height: heightPoints)
        let pictureTop = top + PanelHeader.height + 6
        let pictureBottom: Double
        let pointsPerMillimetre = mapper.map { ($0.pointsPerMillimetre.x + $0.pointsPerMillimetre.y) / 2 }
            ?? widthPoints / Swift.max(recording.screen.sizeMillimetres.width.value, 1e-9)
        let scaleBarViewport: ScreenViewport

        if let region = ZoomRegion.find(paths: paths, screen: screenRect) {
            // Overview of the whole screen on the left, the touched region enlarged on the right.
            let overview = ScreenViewport(region: screenRect, left: RenderMetrics.margin, top: pictureTop,
                                          maxWidth: RenderMetrics.contentWidth * 0.4, maxHeight: 300)
            let detailLeft = RenderMetrics.margin + overview.width + 48
            let detail = ScreenViewport(region: region, left: detailLeft, top: pictureTop,
                                        maxWidth: RenderMetrics.margin + RenderMetrics.contentWidth - detailLeft,
                                        maxHeight: RenderMetrics.pictureMaxHeight * 0.75)
            ScreenOutline.draw(overview, into: &doc)
            TouchPicture(paths: paths, viewport: overview, recording: recording).drawOverview(into: &doc)
            let zoom = (x: overview.x(ScreenPoint(x: region.x, y: region.y)), y: overview.y(ScreenPoint(x: region.x, y: region.y)))
            doc.open("g", ["class": "zoom-frame"])
            doc.element("rect", ["x": zoom.x.svg, "y": zoom.y.svg, "width": (region.width * overview.scale).svg,
                                 "height": (region.height * overview.scale).svg, "fill": "none", "stroke": Palette.ink, "stroke-width": "1.2"])
            doc.element("path", ["d": "M\((zoom.x + region.width * overview.scale).svg) \(zoom.y.svg) L\(detail.left.svg) \(detail.top.svg) "
                                    + "M\((zoom.x + region.width * overview.scale).svg) \((zoom.y + region.height * overview.scale).svg) "
                                    + "L\(detail.left.svg) \((detail.top + detail.height).svg)",
                                 "fill": "none", "stroke": Palette.muted, "stroke-width": "0.8", "stroke-dasharray": "3 3"])
            doc.close()
            doc.text("whole screen", x: overview.left, y: overview.top + overview.height + 16, class: "small")
            doc.element("rect", ["class": "detail", "x": detail.left.svg, "y": detail.top.svg, "width": detail.width.svg,
                                 "height": detail.height.svg, "fill": Palette.screenFill, "stroke": Palette.ink, "stroke-width": "1.2"])
            doc.text("enlarged ×" + TextFormat.fixed(detail.scale / overview.scale, decimals: 1) + ": x "
                     + TextFormat.fixed(region.minX, decimals: 0) + "–" + TextFormat.fixed(region.maxX, decimals: 0) + ", y "
                     + TextFormat.fixed(region.minY, decimals: 0) + "–" + TextFormat.fixed(region.maxY, decimals: 0) + " pt",
                     x: detail.left + 4, y: detail.top + 13, class: "small")
            TouchPicture(paths: paths, viewport: detail, recording: recording).drawFull(into: &doc)
            pictureBottom = Swift.max(overview.top + overview.height + 16, detail.top + detail.height)
            scaleBarViewport = detail
        } else {
            // The screen, scaled to fit and centred.
            var v = ScreenViewport(region: screenRect, left: 0, top: pictureTop,
                                   maxWidth: RenderMetrics.contentWidth, maxHeight: RenderMetrics.pictureMaxHeight)
            v = ScreenViewport(region: screenRect, left: RenderMetrics.margin + (RenderMetrics.contentWidth - v.width) / 2, top: pictureTop,
                               maxWidth: RenderMetrics.contentWidth, maxHeight: RenderMetrics.pictureMaxHeight)
            ScreenOutline.draw(v, into: &doc)
            if paths.isEmpty {
                doc.text("no touches", x: v.left + v.width / 2, y: v.top + v.height / 2, class: "info", anchor: .middle)
            }
            TouchPicture(paths: paths, viewport: v, recording: recording).drawFull(into: &doc)
            pictureBottom = v.top + v.height
            scaleBarViewport = v
        }

        // Caption and scale bar.
        let captionTop = pictureBottom + 18
        let lines = caption(mapper: mapper, widthPoints: widthPoints, heightPoints: heightPoints)
        doc.text(lines.screen, x: RenderMetrics.margin, y: captionTop, class: "info")
        doc.text(lines.panel, x: RenderMetrics.margin, y: captionTop + 16, class: "info")
        ScaleBar.draw(unitsPerPixel: 1 / (pointsPerMillimetre * scaleBarViewport.scale), unit: "mm",
                      right: ScaleBar.right(picture: scaleBarViewport.left + scaleBarViewport.width,
                                            caption: [lines.screen, lines.panel].max { $0.count < $1.count }!, barMax: 160),
                      baseline: captionTop, into: &doc)

        // Time strip.
        var strip = TimeStrip(axis: axis)
        strip.rows = TouchStripRows.rows(for: paths, axis: axis, recording: recording)
        strip.rows += GestureLane.rows(for: gestures, axis: axis) { g in (recording.seconds(g.start), recording.seconds(g.end)) }
        let stripTop = captionTop + 30
        strip.draw(into: &doc, top: stripTop)
        doc.close()
        return stripTop + strip.height - top
    }

    private func info() -> String {
        var parts = [device.description.classification.kind.rawValue]
        switch device.description.multitouchProtocol {
        case .b: parts.append("multitouch protocol B, \(device.description.slotCount) slots")
        case .a: parts.append("multitouch protocol A")
        case .none: parts.append("single touch")
        }
        parts.append(TextFormat.count(device.touches.paths.count, "touch", "touches"))
        parts.append(TextFormat.count(device.touches.frameCount, "frame", "frames"))
        if let first = device.touches.firstTime, let last = device.touches.lastTime {
            parts.append(TextFormat.seconds(recording.seconds(last) - recording.seconds(first))
                + " (" + TextFormat.fixed(recording.seconds(first), decimals: 3) + "–" + TextFormat.fixed(recording.seconds(last), decimals: 3) + " s)")
        }
        return "Device \(device.id) · " + parts.joined(separator: " · ")
    }

    private func caption(mapper: CoordinateMapper?, widthPoints: Double, heightPoints: Double) -> (screen: String, panel: String) {
        let screen = recording.screen
        let scaleText = TextFormat.fixed(screen.scale, decimals: screen.scale == screen.scale.rounded() ? 0 : 2)
        let screenLine = "Screen " + TextFormat.fixed(widthPoints, decimals: 0) + " × " + TextFormat.fixed(heightPoints, decimals: 0)
            + " pt (\(screen.widthPixels) × \(screen.heightPixels) px at scale " + scaleText + "), drawn to scale"
        let mm = mapper.map { ($0.physicalWidth.value, $0.physicalHeight.value) }
            ?? (screen.sizeMillimetres.width.value, screen.sizeMillimetres.height.value)
        var panelLine = "Panel " + TextFormat.fixed(mm.0, decimals: 1) + " × " + TextFormat.fixed(mm.1, decimals: 1) + " mm"
        if let sizing = mapper?.sizing {
            panelLine += ", " + sizing.source.text
            if sizing.warning != nil && sizing.source != .assumed { panelLine += " (a reported size was not believed)" }
        }
        return (screenLine, panelLine)
    }

}
